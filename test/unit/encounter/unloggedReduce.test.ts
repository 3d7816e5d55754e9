// A simulation applies commands with `log: false`, which skips building attacks' log entries. The
// states must not notice: every command of a tactic-played fight, applied both ways, gives the same
// answer, the same state (dice included) and the same events but for the attacks' own entries.
import { describe, expect, it } from 'vitest';
import type { Command } from '../../../shared/model/commands';
import { initialState } from '../../../shared/model/initial';
import type { CombatState } from '../../../shared/model/state';
import { reduce } from '../../../shared/engine/reducer';
import { playTurn } from '../../../shared/sim/autoplay';
import { fourVsFour } from '../../../shared/sim/examples';
import { MAX_ROUNDS, runSeed } from '../../../shared/sim/simulate';
import { SYSTEM_IDS } from '../../../shared/systems/registry';

describe('reduce with log: false', () => {
  for (const system of SYSTEM_IDS) {
    it(`${system}: a fight's every command changes the state as the logged reduce does`, () => {
      let attacks = 0;
      for (let run = 0; run < 2; run++) {
        let state = initialState(fourVsFour(system), runSeed('unlogged', run));
        const apply = (cmd: Command): CombatState | null => {
          const logged = reduce(state, cmd);
          const unlogged = reduce(state, cmd, { log: false });
          expect(unlogged.ok).toBe(logged.ok);
          if (!logged.ok || !unlogged.ok) return null;
          expect(unlogged.state).toEqual(logged.state);
          const own = (e: (typeof logged.events)[number]) => cmd.type === 'attack' && e.kind === 'attack';
          expect(unlogged.events).toEqual(logged.events.filter((e) => !own(e)));
          if (logged.events.some(own)) attacks++;
          state = logged.state;
          return state;
        };
        for (let guard = 0; guard < 10_000 && state.phase !== 'ended' && state.round <= MAX_ROUNDS; guard++) {
          const before = state;
          state = playTurn(state, apply);
          if (state === before) break;
        }
      }
      expect(attacks).toBeGreaterThan(10);
    }, 60_000);
  }
});

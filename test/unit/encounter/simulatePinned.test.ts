// The simulation's speed work must not change a single fight: these pins hold what fixed seeds gave
// (winner, rounds, who fell, commands played, and digests of every command and the final state) for
// each system's four-against-four bench fight, with the built-in tactic and with the advisor. A
// change that alters any of them changes what `hexfray simulate` tells a GM.
import { describe, expect, it } from 'vitest';
import type { Command } from '../../../shared/model/commands';
import { initialState } from '../../../shared/model/initial';
import type { CombatState } from '../../../shared/model/state';
import { reduce } from '../../../shared/engine/reducer';
import { digestOf } from '../../../shared/engine/digest';
import { playAdvisedTurn } from '../../../shared/sim/advisor';
import { playTurn, teamOf } from '../../../shared/sim/autoplay';
import { fourVsFour } from '../../../shared/sim/examples';
import { MAX_ROUNDS, playFight, runSeed, type Tactic } from '../../../shared/sim/simulate';
import { SYSTEM_IDS } from '../../../shared/systems/registry';
import type { SystemId } from '../../../shared/model/catalog';

/** One fight as simulate plays it, with every command applied and the state it ended in. */
function traced(system: SystemId, seed: string, tactic: Tactic): { commands: Command[]; state: CombatState } {
  const enc = fourVsFour(system);
  let state = initialState(enc, seed);
  const commands: Command[] = [];
  const apply = (cmd: Command): CombatState | null => {
    const r = reduce(state, cmd);
    if (!r.ok) return null;
    commands.push(cmd);
    state = r.state;
    return state;
  };
  const play: typeof playTurn = (s, a) => {
    const c = s.current === null ? undefined : s.encounter.combatants.find((x) => x.id === s.current);
    return tactic === 'advisor' && c && teamOf(c) === 'players' ? playAdvisedTurn(s, a) : playTurn(s, a);
  };
  for (let guard = 0; guard < 100_000 && state.phase !== 'ended' && state.round <= MAX_ROUNDS; guard++) {
    const before = state;
    state = play(state, apply);
    if (state === before) break;
  }
  return { commands, state };
}

/** A fight in one line: what a GM reads of it, then the digests of its commands and final state. */
function pin(system: SystemId, seed: string, tactic: Tactic): string {
  const r = playFight(fourVsFour(system), seed, tactic);
  const t = traced(system, seed, tactic);
  expect(t.commands.length).toBe(r.commands);
  return `${r.winner} r${r.rounds} c${r.commands} out=${r.out.join(',')} cmd=${digestOf(t.commands).slice(0, 12)} end=${digestOf(t.state).slice(0, 12)}`;
}

const PINS: Record<string, Record<Tactic, string[]>> = {
  yaugs: {
    builtin: [
      'players r25 c297 out=f3,p1,f1,f4,f2 cmd=e1e3293ff03e end=a188e1253d0f',
      'draw r41 c426 out=p1,f3,p2,f1,f4,p3 cmd=010ed0666d99 end=06e566169c60',
      'foes r17 c222 out=f3,p1,p3,p4,f4,p2 cmd=3dbd2d7cdb19 end=c320e4786463',
      'players r28 c299 out=f3,p1,f4,f1,p3,p4,f2 cmd=27a4104a9a7d end=b9db7e1737f5',
      'players r28 c346 out=f3,f4,f2,f1 cmd=1c39608f578f end=ea10b6252542',
      'draw r41 c424 out=f3,f4,p1,f2,p3,p4 cmd=5de9709a97d5 end=efdcb7ad5a71',
      'foes r21 c265 out=f3,p1,f1,p2,p3,p4 cmd=1a873c52db4d end=0cb41709281a',
      'players r30 c362 out=p1,f3,f1,f4,f2 cmd=6025b5bc7363 end=15358c95a741',
    ],
    advisor: [
      'players r33 c374 out=f4,p1,f1,f3,p4,f2 cmd=9e57f55d7290 end=a9fefdbc8e76',
      'foes r24 c282 out=p1,f4,p4,f1,p2,p3 cmd=6ae01bef5e55 end=21b81bcf6b65',
      'foes r30 c318 out=f4,p1,f1,p4,p2,p3 cmd=d143678e5ad0 end=db8e0c347ae8',
    ],
  },
  vers: {
    builtin: [
      'players r22 c209 out=p1,f1,p4,f4,f2,f3 cmd=dc2df4062213 end=02790f13fa21',
      'players r28 c261 out=f1,f4,p1,p4,f2,f3 cmd=17b2ac304726 end=dd3ce4ab6f01',
      'players r29 c271 out=p1,f1,p4,f4,f2,f3 cmd=eb2e95f90393 end=c93754b56fb9',
      'players r25 c255 out=f1,f4,p1,p4,f2,f3 cmd=4405eaa4f0d2 end=7fe5579c23db',
      'foes r32 c287 out=f1,p1,f4,p4,p2,f3,p3 cmd=33d83db99653 end=42ef978f263d',
      'players r15 c167 out=f4,p1,f1,p4,f2,f3 cmd=0593688e177f end=e1df2235f167',
      'foes r28 c255 out=p1,f1,f4,p4,p2,p3 cmd=e2c20dfdc840 end=f58c84cd0a7d',
      'foes r25 c235 out=p1,f4,f1,p4,p2,p3 cmd=da7916d40937 end=47ad39814ee4',
    ],
    advisor: [
      'foes r19 c193 out=f3,p1,p4,p3,f1,p2 cmd=811501a30881 end=30188faa3cc7',
      'players r16 c175 out=f3,f1,f4,p1,f2 cmd=938780e0758f end=06bc4b6f88df',
      'foes r19 c167 out=f3,p1,p4,f1,f4,p2,p3 cmd=48e1e519f5f5 end=d6bb0b2ee20a',
    ],
  },
  waylights: {
    builtin: [
      'foes r8 c86 out=f4,p4,p1,p3,p2 cmd=a3ca7c61733d end=e5330376574c',
      'foes r11 c98 out=f4,p1,p4,f1,p3,p2 cmd=d14fb34c2736 end=c2d6cbafe8fa',
      'foes r11 c112 out=f4,p4,p1,f1,p3,p2 cmd=b173b66a3bc7 end=97dcbb556356',
      'players r9 c81 out=f1,f4,p1,p4,f3,f2 cmd=d240b8963b5e end=bb660ef96b0b',
      'foes r9 c92 out=f4,p1,p4,f1,p3,p2 cmd=208f12748dc8 end=46cec19f06eb',
      'foes r8 c79 out=f4,p4,f1,p1,p3,p2 cmd=d8a912e03abf end=4c48718de4f7',
      'foes r13 c139 out=f4,p4,p1,f1,p3,p2 cmd=78b8b6b3719f end=30a3e283b072',
      'players r16 c132 out=f4,p4,p1,f1,f3,p3,f2 cmd=26f471ecf94c end=482e3d4fecd0',
    ],
    advisor: [
      'players r7 c79 out=f4,f2,p4,f1,f3 cmd=3626940a1ba6 end=35dff5c1bcc1',
      'players r11 c95 out=f4,p1,p4,f2,f1,f3 cmd=40e8eadf9f96 end=3288a72aaa2e',
      'players r8 c84 out=f4,f2,p4,f1,f3 cmd=46da97cbabb3 end=359eabe51074',
    ],
  },
};

describe('seeded fights', () => {
  for (const system of SYSTEM_IDS) {
    it(`${system}: the same seeds play the same fights`, () => {
      const builtin = Array.from({ length: 8 }, (_, i) => pin(system, runSeed('pin', i), 'builtin'));
      const advisor = Array.from({ length: 3 }, (_, i) => pin(system, runSeed('pin', i), 'advisor'));
      expect({ builtin, advisor }).toEqual(PINS[system]);
      // Eleven fights played twice: a few seconds, more on a loaded machine.
    }, 60_000);
  }
});

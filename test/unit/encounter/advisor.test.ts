// The advisor tactic: it moves to the hex standHere rates best (the best worth of an attack from
// there, the expected share of the target's staying power it takes, less half the enemies' summed
// worth against the actor there) and makes the attack named there; `hexfray simulate --tactic
// advisor` plays the players' side with it.
import { describe, expect, it } from 'vitest';
import { initialState, reduce, standHere, type CombatState, type StandHereEntry } from '../../../shared/engine';
import { hexKey } from '../../../shared/hex';
import { adviceScore, advisedHex, DANGER_WEIGHT, playAdvisedTurn } from '../../../shared/sim/advisor';
import { attackWorth } from '../../../shared/sim/advisorWorth';
import { playTurn } from '../../../shared/sim/autoplay';
import { EXAMPLES, fourVsFour } from '../../../shared/sim/examples';
import { playFights } from '../../../shared/sim/simulate';
import { SYSTEM_IDS } from '../../../shared/systems/registry';
import { cli } from '../cli/runCli';

const entry = (q: number, cost: number, harm: number | null, danger: number[]): StandHereEntry => ({
  hex: { q, r: 0 },
  cost,
  best: harm === null ? null : { target: 'foe', weapon: 'Sword', harm },
  danger: danger.map((h, i) => ({ from: `e${i}`, harm: h })),
});

describe('the advisor\'s choice of hex', () => {
  it('weighs the best attack\'s worth against half the summed danger', () => {
    expect(DANGER_WEIGHT).toBe(0.5);
    expect(adviceScore(entry(0, 0, 0.6, [0.2, 0.4]))).toBeCloseTo(0.3, 12);
    // 0.7 - 0.5 x 0.8 = 0.3 loses to 0.5 - 0.5 x 0.2 = 0.4.
    const pick = advisedHex([entry(0, 0, 0.7, [0.5, 0.3]), entry(1, 2, 0.5, [0.2, 0]), entry(2, 1, null, [])]);
    expect(pick?.hex.q).toBe(1);
  });

  it('takes the cheaper of two equal hexes, and none where no hex offers an attack', () => {
    expect(advisedHex([entry(0, 3, 0.5, [0]), entry(1, 1, 0.5, [0])])?.hex.q).toBe(1);
    expect(advisedHex([entry(0, 0, null, [0.4]), entry(1, 1, 0, [0])])).toBeNull();
  });
});

describe.each(SYSTEM_IDS)('%s: the advisor tactic', (system) => {
  it('moves to the advised hex and attacks the enemy named there, leaving the state it read untouched', () => {
    const started = reduce(initialState(fourVsFour(system), `advisor-${system}`), { type: 'start-combat' });
    if (!started.ok) throw new Error(started.reason);
    let state: CombatState = started.state;
    // Play on with the built-in tactic until an actor has an attack somewhere in reach.
    let pick: StandHereEntry | null = null;
    for (let turn = 0; turn < 40 && !pick; turn++) {
      const advice = standHere(state, { actor: state.current!, worth: attackWorth });
      pick = Array.isArray(advice) ? advisedHex(advice) : null;
      if (!pick) state = playTurn(state, (cmd) => { const r = reduce(state, cmd); return r.ok ? (state = r.state) : null; });
    }
    expect(pick, 'some turn offers an attack').not.toBeNull();
    const before = JSON.stringify(state);
    const actor = state.current!;
    const applied: string[] = [];
    let s2 = state;
    const after = playAdvisedTurn(state, (cmd) => {
      const r = reduce(s2, cmd);
      if (!r.ok) return null;
      applied.push(cmd.type === 'attack' ? `attack ${cmd.defender} ${cmd.weapon}` : cmd.type);
      return (s2 = r.state);
    });
    expect(JSON.stringify(state)).toBe(before);
    const me = after.encounter.combatants.find((c) => c.id === actor)!;
    expect(hexKey(me.position)).toBe(hexKey(pick!.hex));
    expect(applied).toContain(`attack ${pick!.best!.target} ${pick!.best!.weapon}`);
    expect(after.current).not.toBe(actor);
  });
});

describe('hexfray simulate --tactic', () => {
  const file = new URL('../../../build/examples/the-temple-steps.encounter.json', import.meta.url).pathname;

  it('advisor plays the players\' side, as playFights with the advisor does', async () => {
    const r = await cli('simulate', file, '--runs', '4', '--seed', 'adv', '--tactic', 'advisor');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/players' side played by the advisor tactic/);
    const t = playFights(EXAMPLES.waylights(), 'adv', 0, 4, undefined, 'advisor');
    expect(r.out).toMatch(new RegExp(`players\\s+${(100 * t.wins.players / 4).toFixed(1)}%`));
  });

  it('refuses a tactic it does not know', async () => {
    const r = await cli('simulate', file, '--runs', '4', '--tactic', 'reckless');
    expect(r.code).toBe(2);
    expect(r.err).toBe('hexfray simulate: --tactic must be "builtin" or "advisor", not "reckless"');
  });
});

// What an attack is worth to the advisor: the expected share of the defender's remaining staying
// power it takes (shared/sim/advisorWorth.ts), read from the preview's outcomes.
import { describe, expect, it } from 'vitest';
import { initialState, reduce, standHere, type CombatState } from '../../../shared/engine';
import type { AttackPlan } from '../../../shared/engine/plan';
import type { AttackOutcome, PreviewCommon } from '../../../shared/rules/preview';
import { attackWorth } from '../../../shared/sim/advisorWorth';
import { fourVsFour } from '../../../shared/sim/examples';

const planOf = (attacker: string, defender: string, weapon: string) => ({ command: { type: 'attack', attacker, defender, weapon, situational: [], choices: undefined } }) as unknown as AttackPlan;
const previewOf = (system: string, outcomes: Omit<AttackOutcome, 'label'>[]): PreviewCommon => ({ system, modifiers: [], total: 0, notes: [], outcomes: outcomes.map((o) => ({ label: o.id, ...o })) });

describe('YAUGS: the expected share of the hit points left', () => {
  // Hero 4's Fists deal 1d6; Foe 1's armour absorbs 4 of its 30 hit points' worth: 0, 0, 0, 0, 1 or 2.
  const hit = previewOf('yaugs', [{ id: 'attacker-wins', probability: 0.6, harms: true }, { id: 'defender-wins', probability: 0.4, harms: false }]);
  const state = (): CombatState => initialState(fourVsFour('yaugs'), 'worth');

  it('counts the points a hit takes after armour, over the points left', () => {
    expect(attackWorth(planOf('p4', 'f1', 'Fists'), hit, state())).toBeCloseTo((0.6 * (1 + 2)) / 6 / 30, 12);
  });

  it('counts a blow that can finish a worn-down defender fully, and a hit the armour absorbs as nothing', () => {
    const worn = state();
    worn.harm = { ...worn.harm, f1: { system: 'yaugs', hp: 1, maxHp: 30 } };
    expect(attackWorth(planOf('p4', 'f1', 'Fists'), hit, worn)).toBeCloseTo(0.6 * (2 / 6), 12);
    const armoured = state();
    const f1 = armoured.encounter.combatants.find((c) => c.id === 'f1')!;
    (f1.sheet as { armourAbsorption: number }).armourAbsorption = 10;
    expect(attackWorth(planOf('p4', 'f1', 'Fists'), hit, armoured)).toBe(0);
  });

  it('doubles the dice of a critical', () => {
    const crit = previewOf('yaugs', [{ id: 'attacker-wins-critical', probability: 1, harms: true }]);
    // 2d6 less 4: 1 point on a 5 (4 ways in 36), 2 on a 6 (5 ways), ... 8 on a 12 (1 way).
    let points = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) points += Math.max(0, a + b - 4);
    expect(attackWorth(planOf('p4', 'f1', 'Fists'), crit, state())).toBeCloseTo(points / 36 / 30, 12);
  });
});

describe('Waylights: the expected share of the wounds left before the resolve gives out', () => {
  // Foe 1: Threshold 4, trained (out at Injury 4): 16 wounds.
  const blow = previewOf('waylights', [{ id: 'no-hit', probability: 0.5, harms: false }, { id: 'damage-4', probability: 0.5, harms: true }]);

  it('counts each damage over the wounds left, at most all of them', () => {
    const s = initialState(fourVsFour('waylights'), 'worth');
    expect(attackWorth(planOf('p1', 'f1', 'Sabre'), blow, s)).toBeCloseTo(0.5 * (4 / 16), 12);
    s.harm = { ...s.harm, f1: { system: 'waylights', wounds: 14, injury: 3, tension: 0 } };
    expect(attackWorth(planOf('p1', 'f1', 'Sabre'), blow, s)).toBeCloseTo(0.5, 12);
  });
});

describe('VERS: the chance to harm', () => {
  it('counts each harming outcome once, as the preview gives no points for a mark', () => {
    const s = initialState(fourVsFour('vers'), 'worth');
    const p = previewOf('vers', [{ id: 'a', probability: 0.25, harms: true }, { id: 'b', probability: 0.5, harms: true }, { id: 'c', probability: 0.25, harms: false }]);
    const [a, d] = s.encounter.combatants.filter((c, i) => i === 0 || c.side === 'npc');
    expect(attackWorth(planOf(a!.id, d!.id, 'any'), p, s)).toBeCloseTo(0.75, 12);
  });
});

describe('standHere with a worth', () => {
  it('weighs every attack by it, for best and danger alike, on the same hexes', () => {
    const started = reduce(initialState(fourVsFour('yaugs'), 'worth'), { type: 'start-combat' });
    if (!started.ok) throw new Error(started.reason);
    const actor = started.state.current!;
    const plain = standHere(started.state, { actor });
    const weighed = standHere(started.state, { actor, worth: () => 0.25 });
    if (!Array.isArray(plain) || !Array.isArray(weighed)) throw new Error('refused');
    expect(weighed.map((e) => e.hex)).toEqual(plain.map((e) => e.hex));
    for (let i = 0; i < plain.length; i++) {
      expect(weighed[i]!.best?.harm ?? null).toBe(plain[i]!.best ? 0.25 : null);
      expect(weighed[i]!.danger.map((d) => d.harm)).toEqual(plain[i]!.danger.map((d) => (d.harm > 0 ? 0.25 : 0)));
    }
  });
});

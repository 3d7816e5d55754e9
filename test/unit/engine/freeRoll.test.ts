// Free rolls outside an attack, per system: the exact odds before, and a result that reads the same
// table, logged and replayed die for die.
import { describe, expect, it } from 'vitest';
import { freeRollOdds, reduce, Session, type CombatState } from '../../../shared/engine';
import { EXAMPLES } from '../../../shared/sim/examples';

const started = (system: 'yaugs' | 'vers' | 'waylights'): CombatState => {
  const s = new Session(EXAMPLES[system](), 'free');
  s.apply({ type: 'start-combat' });
  return s.state;
};
const sum = (o: { probability: number }[]) => o.reduce((n, x) => n + x.probability, 0);

describe('free rolls', () => {
  it('YAUGS: the six bands of a target roll, T 60 as RULES.md 1.1 works it (critical 01-03, marginal success 58-60, marginal failure 61-64)', () => {
    const s = started('yaugs');
    const odds = freeRollOdds(s, { system: 'yaugs', target: 60 });
    if ('reason' in odds) throw new Error(odds.reason);
    expect(sum(odds)).toBeCloseTo(1, 12);
    expect(odds.find((o) => o.id === 'critical-success')).toMatchObject({ probability: 0.03, detail: '1-3' });
    expect(odds.find((o) => o.id === 'marginal-success')).toMatchObject({ probability: 0.03, detail: '58-60' });
    expect(odds.find((o) => o.id === 'marginal-failure')).toMatchObject({ probability: 0.04, detail: '61-64' });
    const r = reduce(s, { type: 'free-roll', id: s.current, label: 'Climb the wall', roll: { system: 'yaugs', target: 60 }, dice: [59] });
    expect(r.ok && r.events[0]!.summary).toMatch(/Climb the wall: Marginal success \(rolled 59\)$/);
  });

  it('VERS: 3d6 under the effective TN with DoS and DoF; a roll of 3 is a Dramatic Success', () => {
    const s = started('vers');
    const odds = freeRollOdds(s, { system: 'vers', effTN: 10 });
    if ('reason' in odds) throw new Error(odds.reason);
    expect(sum(odds)).toBeCloseTo(1, 12);
    // P(3d6 <= 10) = 108/216, by hand.
    expect(odds.filter((o) => o.id.startsWith('dos')).reduce((n, o) => n + o.probability, 0)).toBeCloseTo(108 / 216, 12);
    const r = reduce(s, { type: 'free-roll', id: null, label: 'Spot the trap', roll: { system: 'vers', effTN: 10 }, dice: [1, 1, 1] });
    expect(r.ok && r.events[0]!.summary).toBe('Spot the trap: Dramatic success: Success, 7 DoS (rolled 3)');
  });

  it('Waylights: a pool with a bonus per die against a number; the typed faces decide and too many are refused', () => {
    const s = started('waylights');
    const roll = { system: 'waylights' as const, dice: 2, bonusPerDie: 1, against: 9 };
    const odds = freeRollOdds(s, roll);
    if ('reason' in odds) throw new Error(odds.reason);
    expect(sum(odds)).toBeCloseTo(1, 12);
    // Success needs 2d6 + 2 >= 9, i.e. 2d6 >= 7: 21/36.
    expect(odds.filter((o) => o.id.startsWith('succeeds')).reduce((n, o) => n + o.probability, 0)).toBeCloseTo(21 / 36, 12);
    const r = reduce(s, { type: 'free-roll', id: null, label: 'Force the door', roll, dice: [3, 4] });
    // The log gives the pool's total (faces 3 + 4 and the bonus of 1 on each die), not the faces alone.
    expect(r.ok && r.events[0]!.summary).toBe('Force the door: Success by 0 (total 9 against 9)');
    const logged = r.ok ? r.events[0]!.rolls[0]! : null;
    expect(logged).toMatchObject({ total: 9, against: 9, modifiers: [{ source: 'Bonus 1 per die x 2', value: 2 }] });
    expect(logged!.roll!.faces.map((f) => f.value)).toEqual([3, 4]);
    expect(reduce(s, { type: 'free-roll', id: null, label: 'x', roll, dice: [3, 4, 5] })).toMatchObject({ ok: false, reason: expect.stringContaining('more faces') });
    expect(reduce(s, { type: 'free-roll', id: null, label: 'x', roll: { system: 'vers', effTN: 10 } })).toMatchObject({ ok: false });
  });
});

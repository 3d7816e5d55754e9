import { describe, expect, it } from 'vitest';
import { resolveActive } from '../../../shared/rules/yaugs/index';

describe('resolveActive (RULES.md 1.2)', () => {
  it('adds the die, skill and modifiers; the higher total wins', () => {
    const r = resolveActive({ skill: 50, roll: 40, level: 5, modifiers: 10 }, { defence: 70, roll: 25, level: 5, modifiers: -3 });
    expect(r.attackerTotal).toBe(100);
    expect(r.defenderTotal).toBe(92);
    expect(r.winner).toBe('attacker');
  });

  it('equal totals give no result, and nobody fumbles or criticals even on 100 and 01', () => {
    const r = resolveActive({ skill: 0, roll: 100, level: 5 }, { defence: 99, roll: 1, level: 5 });
    expect(r).toEqual({ winner: 'none', attackerTotal: 100, defenderTotal: 100, fumble: null, critical: null });
  });

  it('the loser fumbles below 20 - L, and on 01 whatever its level', () => {
    // L = 5: fumble on 1..14, not on 15.
    expect(resolveActive({ skill: 0, roll: 14, level: 5 }, { defence: 100, roll: 50, level: 5 }).fumble).toBe('attacker');
    expect(resolveActive({ skill: 0, roll: 15, level: 5 }, { defence: 100, roll: 50, level: 5 }).fumble).toBeNull();
    // L = 19 leaves no "roll < 1" range; the natural 01 still fumbles.
    expect(resolveActive({ skill: 0, roll: 1, level: 19 }, { defence: 100, roll: 50, level: 5 }).fumble).toBe('attacker');
    expect(resolveActive({ skill: 0, roll: 2, level: 18 }, { defence: 100, roll: 50, level: 5 }).fumble).toBeNull();
  });

  it('the winner criticals above 100 - L', () => {
    expect(resolveActive({ skill: 50, roll: 96, level: 5 }, { defence: 50, roll: 50, level: 5 }).critical).toBe('attacker');
    expect(resolveActive({ skill: 50, roll: 95, level: 5 }, { defence: 50, roll: 50, level: 5 }).critical).toBeNull();
  });

  it("the loser's fumble widens the winner's critical range to above 100 - 2L", () => {
    // Defender rolls 10 < 20 - 5: fumbles, so attacker's 91 > 100 - 10 criticals.
    const widened = resolveActive({ skill: 50, roll: 91, level: 5 }, { defence: 50, roll: 10, level: 5 });
    expect(widened.fumble).toBe('defender');
    expect(widened.critical).toBe('attacker');
    // Same attacker face without the fumble: 91 is not above 95.
    const plain = resolveActive({ skill: 50, roll: 91, level: 5 }, { defence: 30, roll: 30, level: 5 });
    expect(plain.fumble).toBeNull();
    expect(plain.critical).toBeNull();
    // The widened edge: 90 is not above 90.
    expect(resolveActive({ skill: 50, roll: 90, level: 5 }, { defence: 50, roll: 10, level: 5 }).critical).toBeNull();
    // The defender can widen its own range the same way.
    const def = resolveActive({ skill: 50, roll: 3, level: 5 }, { defence: 50, roll: 92, level: 5 });
    expect(def).toMatchObject({ winner: 'defender', fumble: 'attacker', critical: 'defender' });
  });

  it('a natural 100 always criticals for the winner, even where 100 - L would not reach it', () => {
    expect(resolveActive({ skill: 50, roll: 100, level: 0 }, { defence: 50, roll: 50, level: 5 }).critical).toBe('attacker');
    expect(resolveActive({ skill: 50, roll: 99, level: 0 }, { defence: 50, roll: 50, level: 5 }).critical).toBeNull();
  });

  it('a natural 100 that loses is no critical', () => {
    const r = resolveActive({ skill: 0, roll: 100, level: 5 }, { defence: 200, roll: 50, level: 5 });
    expect(r.winner).toBe('defender');
    expect(r.critical).toBeNull();
  });

  it('a passive defender (no roll) can neither fumble nor critical', () => {
    const loses = resolveActive({ skill: 50, roll: 99, level: 5 }, { defence: 20, level: 18 });
    expect(loses).toEqual({ winner: 'attacker', attackerTotal: 149, defenderTotal: 20, fumble: null, critical: 'attacker' });
    const wins = resolveActive({ skill: 0, roll: 5, level: 5 }, { defence: 200, level: 18 });
    expect(wins).toEqual({ winner: 'defender', attackerTotal: 5, defenderTotal: 200, fumble: 'attacker', critical: null });
  });

  it('refuses faces that are not on a d100', () => {
    expect(() => resolveActive({ skill: 0, roll: 0, level: 1 }, { defence: 0, level: 1 })).toThrow(RangeError);
    expect(() => resolveActive({ skill: 0, roll: 5, level: 1 }, { defence: 0, roll: 101, level: 1 })).toThrow(RangeError);
  });
});

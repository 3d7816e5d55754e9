import { describe, expect, it } from 'vitest';
import { coverBonus } from '../../../shared/rules/vers';
import { coverTakesHit, hitCover } from '../../../shared/rules/vers/cover';

describe('coverBonus', () => {
  it('the tree example: one arm, one leg, the head and half of each torso give +6 (RULES.md 2.4)', () => {
    expect(coverBonus({ arms: 0.5, legs: 0.5, head: 1, lowerTorso: 0.5, upperTorso: 0.5 })).toBe(6);
  });

  it.each([
    [{}, 0],
    [{ head: 1 }, 2],
    [{ head: 0.5 }, 1],
    [{ arms: 1, legs: 1, lowerTorso: 1, upperTorso: 1, head: 1 }, 10],
    [{ arms: 1, legs: 1, lowerTorso: 1, upperTorso: 1, head: 0.5 }, 9],
    [{ arms: 0, legs: 0 }, 0],
  ] as const)('%j gives %i', (parts, bonus) => {
    expect(coverBonus(parts)).toBe(bonus);
  });
});

describe('coverTakesHit', () => {
  it.each([
    // [cover, roller, degrees, coverEquality, takes]
    [6, 'attacker', 5, 'literal', true],
    [6, 'attacker', 6, 'literal', false],
    [6, 'attacker', 6, 'counterfactual', true],
    [6, 'attacker', 7, 'counterfactual', false],
    [6, 'defender', 5, 'literal', true],
    [6, 'defender', 6, 'literal', false],
    [6, 'defender', 6, 'counterfactual', false],
    [0, 'attacker', 1, 'counterfactual', false],
    [1, 'defender', 0, 'literal', true],
  ] as const)('cover %i, %s rolling, %i degrees, %s: %s', (cover, roller, degrees, coverEquality, takes) => {
    expect(coverTakesHit(cover, roller, degrees, coverEquality)).toBe(takes);
  });
});

describe('hitCover', () => {
  it('an object that holds takes the damage and carries nothing', () => {
    expect(hitCover(6, { rv: 2, structure: 10 })).toEqual({ objectDamage: 4, structureLeft: 6, broken: false, carried: 0 });
  });
  it('an object that breaks carries the rest to the character', () => {
    expect(hitCover(9, { rv: 1, structure: 3 })).toEqual({ objectDamage: 3, structureLeft: 0, broken: true, carried: 5 });
  });
  it('damage below the object RV does nothing', () => {
    expect(hitCover(2, { rv: 5, structure: 3 })).toEqual({ objectDamage: 0, structureLeft: 3, broken: false, carried: 0 });
  });
});

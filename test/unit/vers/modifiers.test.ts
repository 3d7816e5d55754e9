import { describe, expect, it } from 'vitest';
import { multiAttackModifier, situationalTotal } from '../../../shared/rules/vers';
import { closeBandModifier, grapplePenalty, hitsWrongMember, reachAdvantage } from '../../../shared/rules/vers/closeCombat';
import { effTNBreakdown } from '../../../shared/rules/vers/effTN';
import { sumModifiers } from '../../../shared/rules/modifier';

describe('situationalTotal', () => {
  it.each([
    [[], 0],
    [[2], 2],
    [[2, 4], 4],          // high ground + from behind: +6 clamped to +4
    [[4], 4],
    [[5], 4],
    [[-4], -4],
    [[-4, -2], -4],       // thick mud and more
    [[4, -4], 0],
    [[4, 4, -3], 4],      // the sum is clamped, not each value
    [[-6, 3], -3],
  ])('%j sums to %i', (values, total) => {
    expect(situationalTotal(values)).toBe(total);
  });
});

describe('multiAttackModifier', () => {
  it.each([[1, 0], [2, -1], [3, -2], [5, -4]])('attack %i gives %i with the first free', (k, m) => {
    expect(multiAttackModifier(k)).toBe(m);
  });
  it.each([[1, -1], [2, -2], [4, -4]])('attack %i gives %i when the first is not free', (k, m) => {
    expect(multiAttackModifier(k, { multiAttackFirstFree: false })).toBe(m);
  });
  it('counts from 1', () => {
    expect(() => multiAttackModifier(0)).toThrow(RangeError);
  });
});

describe('the close-combat table', () => {
  it.each([
    ['grappling', 'body', 0],
    ['grappling', 'grapple', 0],
    ['grappling', 'melee', -4],
    ['grappling', 'ranged', -4],
    ['close', 'body', 0],
    ['close', 'melee', 0],
    ['close', 'ranged', -2],
    ['close', 'grapple', -2],
  ] as const)('%s band, %s attack: %i', (band, kind, m) => {
    expect(closeBandModifier(band, kind)).toBe(m);
  });

  it('reach: the greater side gains the difference', () => {
    expect(reachAdvantage(2, 0)).toBe(2);
    expect(reachAdvantage(1, 1)).toBe(0);
    expect(reachAdvantage(0, 3)).toBe(0);
  });

  it('grapple penalties: close -2, ranged -4', () => {
    expect(grapplePenalty(false)).toBe(-2);
    expect(grapplePenalty(true)).toBe(-4);
  });

  it('wrong member: close only on a Dramatic Failure, ranged from 2 DoF', () => {
    expect(hitsWrongMember(false, 5, false)).toBe(false);
    expect(hitsWrongMember(false, 1, true)).toBe(true);
    expect(hitsWrongMember(true, 1, false)).toBe(false);
    expect(hitsWrongMember(true, 2, false)).toBe(true);
  });
});

describe('effTNBreakdown', () => {
  it('TN base + attribute + skill + bonuses - penalties - opposing', () => {
    const b = effTNBreakdown({
      attribute: { name: 'agility', value: 2 },
      skill: { name: 'closeCombat', rank: 3 },
      modifiers: [
        { source: 'high ground', category: 'situational', value: 2 },
        { source: 'cover', category: 'cover', value: -1 },
      ],
      opposing: { source: 'static Dodge', value: 4 },
    });
    expect(b.effTN).toBe(10 + 2 + 3 + 2 - 1 - 4);
    expect(sumModifiers(b.modifiers)).toBe(b.effTN);
  });

  it('an untrained skill counts -2', () => {
    const b = effTNBreakdown({ attribute: { name: 'agility', value: 1 }, skill: { name: 'rangedCombat', rank: null } });
    expect(b.effTN).toBe(10 + 1 - 2);
    expect(b.modifiers.find((m) => m.category === 'skill')?.source).toMatch(/untrained/);
  });

  it('takes TN base from the settings', () => {
    expect(effTNBreakdown({}, { tnBase: 12 }).effTN).toBe(12);
  });
});

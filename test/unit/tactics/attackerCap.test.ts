import { describe, expect, it } from 'vitest';
import { attackerCap, hexesInReach } from '../../../shared/rules/tactics';
import { hexesWithin } from '../../../shared/hex';

describe('attackerCap (RULES.md 1.4)', () => {
  it.each([
    ['grappling', undefined, 6],
    ['close', undefined, 6],
    ['ranged', 'short', 12],
    ['ranged', 'medium', 24],
    ['ranged', 'long', 48],
    ['ranged', 'melee', 6],
    ['ranged', 'point-blank', 6],
    ['ranged', 'out-of-range', 0],
  ] as const)('YAUGS %s %s: %i', (category, band, cap) => {
    expect(attackerCap('yaugs', category, band)).toBe(cap);
  });

  it('YAUGS melee stays 6 for a long weapon (the rule, not the geometry)', () => {
    expect(attackerCap('yaugs', 'close', undefined, 2)).toBe(6);
  });

  it.each(['vers', 'waylights'] as const)('%s: close is limited by the six neighbouring hexes; grappling and ranged are not', (system) => {
    expect(attackerCap(system, 'close')).toBe(6);
    expect(attackerCap(system, 'close', undefined, 2)).toBe(18);
    expect(attackerCap(system, 'grappling')).toBeNull();
    expect(attackerCap(system, 'ranged', 'short')).toBeNull();
  });

  it('hexesInReach counts the hexes within reach other than the defender\'s own', () => {
    for (let r = 0; r <= 6; r++) expect(hexesInReach(r)).toBe(hexesWithin({ q: 0, r: 0 }, r).length - 1);
  });
});

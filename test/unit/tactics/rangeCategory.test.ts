import { describe, expect, it } from 'vitest';
import { DEFAULT_METERS_PER_HEX, rangeCategory } from '../../../shared/rules/tactics';

describe('rangeCategory (RULES.md 4)', () => {
  it.each([
    // distance, reach, category: every band edge for reach 1, 2 and 0
    [0, undefined, 'grappling'],
    [1, undefined, 'close'],
    [2, undefined, 'ranged'],
    [0, 2, 'grappling'],
    [1, 2, 'close'],
    [2, 2, 'close'],
    [3, 2, 'ranged'],
    [1, 0, 'ranged'],
    [40, 3, 'ranged'],
  ] as const)('distance %i with reach %s is %s', (distance, reach, category) => {
    expect(rangeCategory(distance, reach)).toBe(category);
  });

  it('the default scale is 2 m per hex (adjacent = close combat at Size 0)', () => {
    expect(DEFAULT_METERS_PER_HEX).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rangeBand } from '../../../shared/rules/vers';

describe('rangeBand', () => {
  // RULES.md 2.3 worked examples: Agility 1 gives 4/8/16/32/64 m, Agility 5 gives 64/128/256/512/1024 m.
  const cases = [
    [1, 0, 'short', 0],
    [1, 1, 'short', 0],
    [1, 4, 'short', 0],
    [1, 4.5, 'medium', -2],
    [1, 5, 'medium', -2],
    [1, 8, 'medium', -2],
    [1, 9, 'long', -4],
    [1, 16, 'long', -4],
    [1, 17, 'extended', -8],
    [1, 32, 'extended', -8],
    [1, 33, 'extreme', -16],
    [1, 64, 'extreme', -16],
    [1, 65, 'out-of-range', null],
    [5, 64, 'short', 0],
    [5, 65, 'medium', -2],
    [5, 128, 'medium', -2],
    [5, 129, 'long', -4],
    [5, 256, 'long', -4],
    [5, 257, 'extended', -8],
    [5, 512, 'extended', -8],
    [5, 513, 'extreme', -16],
    [5, 1024, 'extreme', -16],
    [5, 1025, 'out-of-range', null],
    // Agility outside 1-5 uses the same formula.
    [0, 2, 'short', 0],
    [0, 3, 'medium', -2],
    [-1, 1, 'short', 0],
    [-1, 2, 'medium', -2],
    [-1, 16, 'extreme', -16],
    [-1, 17, 'out-of-range', null],
    [6, 128, 'short', 0],
    [6, 2048, 'extreme', -16],
  ] as const;

  it.each(cases)('Agility %i at %f m is %s (%s)', (agility, meters, band, modifier) => {
    expect(rangeBand(agility, meters)).toEqual({ band, modifier });
  });

  it('refuses negative or non-numeric distances', () => {
    expect(() => rangeBand(1, -1)).toThrow(RangeError);
    expect(() => rangeBand(1, Number.NaN)).toThrow(RangeError);
  });

  it('never gets easier with distance', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 8 }), fc.integer({ min: 0, max: 20000 }), fc.integer({ min: 0, max: 20000 }), (a, m1, m2) => {
        const [near, far] = m1 <= m2 ? [m1, m2] : [m2, m1];
        const n = rangeBand(a, near).modifier;
        const f = rangeBand(a, far).modifier;
        if (n === null) expect(f).toBeNull();
        else if (f !== null) expect(f).toBeLessThanOrEqual(n);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexDistance, hexNeighbors } from '../../../shared/hex';
import { hexArb, oracleDistance } from './arbitraries';

describe('hexDistance', () => {
  it.each([
    [{ q: 0, r: 0 }, { q: 0, r: 0 }, 0],
    [{ q: 0, r: 0 }, { q: 1, r: 0 }, 1],
    [{ q: 0, r: 0 }, { q: 1, r: -1 }, 1],
    [{ q: 0, r: 0 }, { q: 1, r: 1 }, 2],
    [{ q: 0, r: 0 }, { q: 2, r: -1 }, 2],
    [{ q: -3, r: 5 }, { q: 4, r: -2 }, 7],
    [{ q: 0, r: 0 }, { q: 3, r: 3 }, 6],
  ])('%o to %o is %i', (a, b, d) => {
    expect(hexDistance(a, b)).toBe(d);
  });

  it('agrees with the textbook formula', () => {
    fc.assert(fc.property(hexArb, hexArb, (a, b) => hexDistance(a, b) === oracleDistance(a, b)));
  });

  it('is a metric: identity, symmetry, triangle inequality', () => {
    fc.assert(
      fc.property(hexArb, hexArb, hexArb, (a, b, c) => {
        expect(hexDistance(a, b) === 0).toBe(a.q === b.q && a.r === b.r);
        expect(hexDistance(a, b)).toBe(hexDistance(b, a));
        expect(hexDistance(a, c)).toBeLessThanOrEqual(hexDistance(a, b) + hexDistance(b, c));
      }),
    );
  });

  it('is 1 to every neighbour', () => {
    fc.assert(fc.property(hexArb, (h) => hexNeighbors(h).every((n) => hexDistance(h, n) === 1)));
  });
});

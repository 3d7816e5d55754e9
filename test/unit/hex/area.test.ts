import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexDistance, hexKey, hexRing, hexSpiral, hexesWithin } from '../../../shared/hex';
import { hexArb } from './arbitraries';

const radius = fc.integer({ min: 0, max: 12 });

describe('hexRing', () => {
  it('radius 0 is the centre alone; a negative radius is nothing', () => {
    expect(hexRing({ q: 2, r: 3 }, 0)).toEqual([{ q: 2, r: 3 }]);
    expect(hexRing({ q: 2, r: 3 }, -1)).toEqual([]);
    expect(hexesWithin({ q: 2, r: 3 }, 0)).toEqual([{ q: 2, r: 3 }]);
    expect(hexesWithin({ q: 2, r: 3 }, -1)).toEqual([]);
    expect(hexSpiral({ q: 2, r: 3 }, -1)).toEqual([]);
  });

  it('starts at centre + radius x direction 4 and walks directions 0..5', () => {
    expect(hexRing({ q: 0, r: 0 }, 1)).toEqual([
      { q: -1, r: 1 }, { q: 0, r: 1 }, { q: 1, r: 0 }, { q: 1, r: -1 }, { q: 0, r: -1 }, { q: -1, r: 0 },
    ]);
    const r2 = hexRing({ q: 5, r: -5 }, 2);
    expect(r2[0]).toEqual({ q: 3, r: -3 });
    expect(r2[1]).toEqual({ q: 4, r: -3 }); // first step: direction 0 (+1, 0)
    expect(r2[2]).toEqual({ q: 5, r: -3 });
    expect(r2[3]).toEqual({ q: 6, r: -4 }); // then direction 1 (+1, -1)
  });

  it('has 6n distinct hexes all at distance n, each a neighbour of the next (closing the loop)', () => {
    fc.assert(
      fc.property(hexArb, fc.integer({ min: 1, max: 12 }), (c, n) => {
        const ring = hexRing(c, n);
        expect(ring).toHaveLength(6 * n);
        expect(new Set(ring.map(hexKey)).size).toBe(6 * n);
        for (let i = 0; i < ring.length; i++) {
          expect(hexDistance(c, ring[i]!)).toBe(n);
          expect(hexDistance(ring[i]!, ring[(i + 1) % ring.length]!)).toBe(1);
        }
      }),
    );
  });
});

describe('hexesWithin and hexSpiral', () => {
  it('hexesWithin holds exactly the 3n(n+1)+1 hexes at distance <= n', () => {
    fc.assert(
      fc.property(hexArb, radius, (c, n) => {
        const all = hexesWithin(c, n);
        expect(all).toHaveLength(3 * n * (n + 1) + 1);
        expect(new Set(all.map(hexKey)).size).toBe(all.length);
        for (const h of all) expect(hexDistance(c, h)).toBeLessThanOrEqual(n);
      }),
    );
  });

  it('hexSpiral has the same hexes, the centre first, then ring by ring', () => {
    fc.assert(
      fc.property(hexArb, radius, (c, n) => {
        const spiral = hexSpiral(c, n);
        expect(spiral[0]).toEqual(c);
        expect(new Set(spiral.map(hexKey))).toEqual(new Set(hexesWithin(c, n).map(hexKey)));
        for (let i = 1; i < spiral.length; i++) {
          expect(hexDistance(c, spiral[i]!)).toBeGreaterThanOrEqual(hexDistance(c, spiral[i - 1]!));
        }
        if (n >= 1) expect(spiral.slice(1, 7)).toEqual(hexRing(c, 1));
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { areNeighbors, edgeKey, hexNeighbor } from '../../../shared/hex';
import { hexArb, oracleDistance } from './arbitraries';

describe('edgeKey', () => {
  it('names a side the same whichever hex comes first, and different sides differently', () => {
    fc.assert(
      fc.property(hexArb, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), (h, d, e) => {
        const n = hexNeighbor(h, d);
        expect(edgeKey(h, n)).toBe(edgeKey(n, h));
        expect(edgeKey(h, n) === edgeKey(h, hexNeighbor(h, e))).toBe(d === e);
      }),
    );
    expect(edgeKey({ q: 3, r: 1 }, { q: 2, r: 1 })).toBe('2,1|3,1');
  });
});

describe('areNeighbors', () => {
  it('is true exactly at hex distance 1', () => {
    fc.assert(fc.property(hexArb, hexArb, (a, b) => { expect(areNeighbors(a, b)).toBe(oracleDistance(a, b) === 1); }));
    expect(areNeighbors({ q: 0, r: 0 }, hexNeighbor({ q: 0, r: 0 }, 4))).toBe(true);
  });
});

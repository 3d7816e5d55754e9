import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FOOTPRINT_SIZES, footprintDistance, footprintHexes, hexKey, hexNeighbors, hexesWithin } from '../../../shared/hex';
import type { FootprintSize, Hex } from '../../../shared/hex';
import { hexArb, oracleDistance, smallHex } from './arbitraries';

const sizeArb = fc.constantFrom<FootprintSize>(...FOOTPRINT_SIZES);
const turnArb = fc.integer({ min: -12, max: 12 });
const bodyArb = fc.tuple(hexArb, sizeArb, turnArb).map(([a, s, t]) => footprintHexes(a, s, t));
// Nearby bodies, so that touching and overlapping pairs are common.
const nearBodyArb = fc.tuple(smallHex, sizeArb, turnArb).map(([a, s, t]) => footprintHexes(a, s, t));
// Any set of hexes, holes, chains and repeats included: the shapes the fast path must hand back.
const anySetArb = fc.array(smallHex, { minLength: 1, maxLength: 12 });

/** The definition, pair by pair, with the textbook distance. */
function bruteDistance(a: Hex[], b: Hex[]): number {
  let best = Infinity;
  for (const x of a) for (const y of b) best = Math.min(best, oracleDistance(x, y));
  return best;
}

/** Whether the hexes form one piece through shared sides. */
function connected(hs: Hex[]): boolean {
  const left = new Set(hs.map(hexKey));
  const queue = [hs[0]!];
  left.delete(hexKey(hs[0]!));
  while (queue.length > 0) {
    for (const n of hexNeighbors(queue.pop()!)) {
      if (left.delete(hexKey(n))) queue.push(n);
    }
  }
  return left.size === 0;
}

describe('footprintHexes', () => {
  it('has as many distinct hexes as its size, the anchor first, in one connected piece', () => {
    fc.assert(
      fc.property(hexArb, sizeArb, turnArb, (anchor, size, turn) => {
        const hs = footprintHexes(anchor, size, turn);
        expect(hs).toHaveLength(size);
        expect(hs[0]).toEqual(anchor);
        expect(new Set(hs.map(hexKey)).size).toBe(size);
        expect(connected(hs)).toBe(true);
      }),
    );
  });

  it('3 hexes: the anchor and its neighbours in directions turn and turn + 1, a triangle', () => {
    expect(footprintHexes({ q: 2, r: 3 }, 3)).toEqual([{ q: 2, r: 3 }, { q: 3, r: 3 }, { q: 3, r: 2 }]);
    expect(footprintHexes({ q: 2, r: 3 }, 3, 5)).toEqual([{ q: 2, r: 3 }, { q: 2, r: 4 }, { q: 3, r: 3 }]);
    fc.assert(
      fc.property(hexArb, turnArb, (anchor, turn) => {
        const [a, b, c] = footprintHexes(anchor, 3, turn);
        expect([oracleDistance(a!, b!), oracleDistance(b!, c!), oracleDistance(a!, c!)]).toEqual([1, 1, 1]);
        expect(footprintHexes(anchor, 3, turn + 6)).toEqual(footprintHexes(anchor, 3, turn));
      }),
    );
  });

  it('7 and 19 hexes: every hex within 1 and 2 of the anchor, whatever the turn', () => {
    fc.assert(
      fc.property(hexArb, turnArb, (anchor, turn) => {
        expect(new Set(footprintHexes(anchor, 7, turn).map(hexKey))).toEqual(new Set(hexesWithin(anchor, 1).map(hexKey)));
        expect(new Set(footprintHexes(anchor, 19, turn).map(hexKey))).toEqual(new Set(hexesWithin(anchor, 2).map(hexKey)));
      }),
    );
  });
});

describe('footprintDistance', () => {
  it('equals the least distance over every pair, for bodies near and far', () => {
    fc.assert(fc.property(nearBodyArb, nearBodyArb, (a, b) => { expect(footprintDistance(a, b)).toBe(bruteDistance(a, b)); }), { numRuns: 2000 });
    fc.assert(fc.property(bodyArb, bodyArb, (a, b) => { expect(footprintDistance(a, b)).toBe(bruteDistance(a, b)); }));
  });

  it('equals the least distance over every pair for any sets of hexes, holes and repeats included', () => {
    fc.assert(fc.property(anySetArb, anySetArb, (a, b) => { expect(footprintDistance(a, b)).toBe(bruteDistance(a, b)); }), { numRuns: 2000 });
    fc.assert(fc.property(anySetArb, nearBodyArb, (a, b) => { expect(footprintDistance(a, b)).toBe(bruteDistance(a, b)); }), { numRuns: 1000 });
  });

  it('is symmetric, and 0 exactly when the bodies share a hex', () => {
    fc.assert(
      fc.property(nearBodyArb, nearBodyArb, (a, b) => {
        const d = footprintDistance(a, b);
        expect(footprintDistance(b, a)).toBe(d);
        const shared = a.some((x) => b.some((y) => x.q === y.q && x.r === y.r));
        expect(d === 0).toBe(shared);
      }),
      { numRuns: 1000 },
    );
  });

  it('is the hex distance between one-hex bodies', () => {
    fc.assert(fc.property(hexArb, hexArb, (a, b) => { expect(footprintDistance([a], [b])).toBe(oracleDistance(a, b)); }));
  });

  it('measures edge to edge: two 7-hex bodies whose anchors are 3 apart touch', () => {
    const ogre = footprintHexes({ q: 0, r: 0 }, 7);
    expect(footprintDistance(ogre, footprintHexes({ q: 3, r: 0 }, 7))).toBe(1);
    expect(footprintDistance(ogre, footprintHexes({ q: 2, r: 0 }, 7))).toBe(0);
    expect(footprintDistance(footprintHexes({ q: 0, r: 0 }, 19), footprintHexes({ q: 10, r: -5 }, 19))).toBe(6);
  });

  it('is Infinity when a body holds no hex', () => {
    expect(footprintDistance([], [{ q: 0, r: 0 }])).toBe(Infinity);
    expect(footprintDistance([{ q: 0, r: 0 }], [])).toBe(Infinity);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FOOTPRINT_SIZES, bodyRing, bodyRingCorners, bodyRingOutline, coveredFrom, footprintDistance, footprintHexes, hexCorners, hexKey, hexRing, hexToPixel, hexesWithin, makeLayout } from '../../../shared/hex';
import type { Point } from '../../../shared/hex';
import type { FootprintSize, Hex } from '../../../shared/hex';
import { oracleDistance, smallHex } from './arbitraries';

const sizeArb = fc.constantFrom<FootprintSize>(...FOOTPRINT_SIZES);
const turnArb = fc.integer({ min: 0, max: 5 });
const kArb = fc.integer({ min: 1, max: 9 });

/** The definition: every hex near the body whose least distance to a hex of it is k. */
function bruteRing(body: Hex[], k: number): Set<string> {
  const out = new Set<string>();
  for (const h of hexesWithin(body[0]!, k + 3)) if (Math.min(...body.map((b) => oracleDistance(b, h))) === k) out.add(hexKey(h));
  return out;
}

describe('bodyRing', () => {
  it('is exactly the hexes at body distance k, each once, every one a step from the next', () => {
    fc.assert(
      fc.property(smallHex, sizeArb, turnArb, kArb, (anchor, size, turn, k) => {
        const body = footprintHexes(anchor, size, turn);
        const ring = bodyRing(body, k);
        expect(new Set(ring.map(hexKey)).size).toBe(ring.length);
        expect(new Set(ring.map(hexKey))).toEqual(bruteRing(body, k));
        for (let i = 0; i < ring.length; i++) expect(oracleDistance(ring[i]!, ring[(i + 1) % ring.length]!)).toBe(1);
        for (const h of ring) expect(footprintDistance(body, [h])).toBe(k);
      }),
    );
  });

  it('around one hex is its hex ring; around 7 and 19 hexes the rings one and two further out', () => {
    const at = { q: 3, r: -2 };
    for (const k of [1, 4]) {
      const keys = (hs: Hex[]) => new Set(hs.map(hexKey));
      expect(keys(bodyRing([at], k))).toEqual(keys(hexRing(at, k)));
      expect(keys(bodyRing(footprintHexes(at, 7), k))).toEqual(keys(hexRing(at, k + 1)));
      expect(keys(bodyRing(footprintHexes(at, 19), k))).toEqual(keys(hexRing(at, k + 2)));
    }
  });

  it('has six corners on the ring, walking it one way round', () => {
    const body = footprintHexes({ q: 0, r: 0 }, 3, 2);
    const ring = new Set(bodyRing(body, 2).map(hexKey));
    const corners = bodyRingCorners(body, 2);
    expect(corners).toHaveLength(6);
    for (const c of corners) expect(ring.has(hexKey(c))).toBe(true);
    // A triangle widened by 2 is a hexagon with three sides of 2 and three of 3: 15 hexes round.
    const sides = corners.map((c, i) => oracleDistance(c, corners[(i + 1) % 6]!)).sort();
    expect(sides).toEqual([2, 2, 2, 3, 3, 3]);
    expect(ring.size).toBe(15);
  });
});

/** Whether `p` lies inside the polygon `poly` (even-odd rule). */
function insidePolygon(p: Point, poly: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!, b = poly[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

describe('bodyRingOutline', () => {
  it('parts the hexes within k of the body from those further out, whole hexes on either side, in both orientations', () => {
    fc.assert(
      fc.property(smallHex, sizeArb, turnArb, kArb, fc.constantFrom('pointy' as const, 'flat' as const), (anchor, size, turn, k, orientation) => {
        const layout = makeLayout(10, orientation);
        const body = footprintHexes(anchor, size, turn);
        const outline = bodyRingOutline(body, k).map((h) => hexToPixel(layout, h));
        // A closed line of hex sides, each one side long, never passing a corner twice.
        for (let i = 0; i < outline.length; i++) {
          const a = outline[i]!, b = outline[(i + 1) % outline.length]!;
          expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(10, 9);
        }
        expect(new Set(outline.map((p) => `${p.x.toFixed(6)},${p.y.toFixed(6)}`)).size).toBe(outline.length);
        // Every hex near the body lies wholly on its side: its centre and each corner (drawn a
        // hair towards the centre, off the line itself).
        for (const h of hexesWithin(body[0]!, k + 4)) {
          const near = footprintDistance(body, [h]) <= k;
          const c = hexToPixel(layout, h);
          for (const p of [c, ...hexCorners(layout, h).map((q) => ({ x: q.x * 0.95 + c.x * 0.05, y: q.y * 0.95 + c.y * 0.05 }))]) {
            expect(insidePolygon(p, outline), `${hexKey(h)} at distance ${footprintDistance(body, [h])} from a ring of ${k}`).toBe(near);
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('around one hex has 12k + 6 corners, and along a straight line the hex 11 away is outside the ring of 10', () => {
    const layout = makeLayout(10, 'pointy');
    const at = { q: 0, r: 0 };
    expect(bodyRingOutline([at], 10)).toHaveLength(126);
    const outline = bodyRingOutline([at], 10).map((h) => hexToPixel(layout, h));
    // Halfway between two corners of the ring the hexes run in a straight row: there a circle
    // through the corner hexes' centres reached past the hexes 11 away.
    const eleven = hexToPixel(layout, { q: 5, r: -11 });
    expect(Math.hypot(eleven.x, eleven.y)).toBeLessThan(10 * 10 * Math.sqrt(3));
    expect(insidePolygon(eleven, outline)).toBe(false);
    expect(insidePolygon(hexToPixel(layout, { q: 5, r: -10 }), outline)).toBe(true);
  });
});

describe('coveredFrom', () => {
  it('is every hex the body covers at any of the anchors, each once', () => {
    const offsets = footprintHexes({ q: 0, r: 0 }, 7);
    const covered = coveredFrom(offsets, [{ q: 0, r: 0 }, { q: 1, r: 0 }]);
    expect(covered).toHaveLength(10);
    expect(new Set(covered.map(hexKey))).toEqual(new Set([...hexesWithin({ q: 0, r: 0 }, 1), ...hexesWithin({ q: 1, r: 0 }, 1)].map(hexKey)));
  });
});

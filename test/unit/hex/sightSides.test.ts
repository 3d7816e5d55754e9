// Sight across blocking hex sides (RULES.md 5.4): a line is blocked where two consecutive hexes of it
// lie on either side of a blocking side, the last step into the target's hex included.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { edgeKey, hexLineNudged, hexNeighbor, mapHexes, sideSet, sightAndCover } from '../../../shared/hex';
import type { Hex, SideTest } from '../../../shared/hex';
import { smallHex } from './arbitraries';

const O: Hex = { q: 0, r: 0 };
/** A side test from pairs, written independently of sideSet: a Set of side keys. */
const sidesOf = (...pairs: [Hex, Hex][]): SideTest => {
  const set = new Set(pairs.map(([a, b]) => edgeKey(a, b)));
  return (a, b) => set.has(edgeKey(a, b));
};
const side = (a: Hex, b: Hex): [Hex, Hex] => [a, b];

describe('sight across blocking sides', () => {
  it('a wall side crossed by the line blocks it, and the hex beyond it is named', () => {
    const s = sightAndCover(O, { q: 3, r: 0 }, { blockedSide: sidesOf(side({ q: 1, r: 0 }, { q: 2, r: 0 })) });
    expect(s.visible).toBe(false);
    expect(s.blockedBy).toEqual({ q: 2, r: 0 });
  });

  it('the last step counts: neighbours across a wall do not see each other', () => {
    const s = sightAndCover(O, { q: 1, r: 0 }, { blockedSide: sidesOf(side(O, { q: 1, r: 0 })) });
    expect(s.visible).toBe(false);
    expect(s.blockedBy).toEqual({ q: 1, r: 0 });
    expect(sightAndCover(O, { q: 1, r: 0 }, { blockedSide: sidesOf(side(O, { q: 0, r: 1 })) }).visible).toBe(true);
  });

  it('names the blocker nearest the attacker, wall hex or side', () => {
    const blockedSide = sidesOf(side({ q: 2, r: 0 }, { q: 3, r: 0 }));
    expect(sightAndCover(O, { q: 4, r: 0 }, { blockedSide, isWall: (h) => h.q === 1 && h.r === 0 }).blockedBy).toEqual({ q: 1, r: 0 });
    expect(sightAndCover(O, { q: 4, r: 0 }, { blockedSide, isWall: (h) => h.q === 3 && h.r === 0 }).blockedBy).toEqual({ q: 3, r: 0 });
  });

  it('along a cell edge, a wall side on one nudged line leaves the other: blocked under "either" only', () => {
    // From (0,0) to (1,1) the line runs between (1,0) and (0,1); wall the way through (1,0).
    const to = { q: 1, r: 1 };
    const [l0, l1] = [hexLineNudged(O, to, 1), hexLineNudged(O, to, -1)];
    expect(l0.map((h) => `${h.q},${h.r}`)).not.toEqual(l1.map((h) => `${h.q},${h.r}`));
    const blockedSide = sidesOf(side(O, l0[1]!));
    expect(sightAndCover(O, to, { blockedSide }).visible).toBe(true);
    expect(sightAndCover(O, to, { blockedSide, losRule: 'either' }).visible).toBe(false);
  });

  it('is exactly "some step of every line crosses a blocked side" when nothing else blocks', () => {
    fc.assert(
      fc.property(smallHex, smallHex, fc.array(fc.tuple(smallHex, fc.integer({ min: 0, max: 5 })), { maxLength: 30 }), (a, b, raw) => {
        const blockedSide = sidesOf(...raw.map(([h, d]) => side(h, hexNeighbor(h, d))));
        const crosses = (line: Hex[]) => line.some((h, i) => i > 0 && blockedSide(line[i - 1]!, h));
        const lines = [hexLineNudged(a, b, 1), hexLineNudged(a, b, -1)];
        expect(sightAndCover(a, b, { blockedSide }).visible).toBe(!lines.every(crosses));
        expect(sightAndCover(a, b, { blockedSide, losRule: 'either' }).visible).toBe(!lines.some(crosses));
        // Symmetric, as sight between two tokens must be.
        expect(sightAndCover(b, a, { blockedSide }).visible).toBe(sightAndCover(a, b, { blockedSide }).visible);
      }),
    );
  });
});

describe('sideSet', () => {
  it('answers as a set of side keys does, either way round, for every side of a small map', () => {
    fc.assert(
      fc.property(fc.constantFrom<'pointy' | 'flat'>('pointy', 'flat'), fc.array(fc.tuple(fc.nat(63), fc.integer({ min: 0, max: 5 })), { maxLength: 40 }), (orientation, raw) => {
        const hexes = mapHexes(8, 8, orientation);
        const pairs = raw.map(([i, d]) => side(hexes[i]!, hexNeighbor(hexes[i]!, d)));
        const fast = sideSet(pairs.map(([a, b]) => ({ a, b })), 8, 8, orientation);
        const oracle = sidesOf(...pairs);
        for (const h of hexes) {
          for (let d = 0; d < 6; d++) {
            const n = hexNeighbor(h, d);
            expect(fast(h, n)).toBe(oracle(h, n));
            expect(fast(n, h)).toBe(oracle(h, n));
          }
        }
      }),
      { numRuns: 50 },
    );
  });

  it('is false for hexes that are not neighbours', () => {
    const test = sideSet([{ a: O, b: { q: 1, r: 0 } }], 4, 4, 'pointy');
    expect(test(O, { q: 1, r: 0 })).toBe(true);
    expect(test(O, { q: 2, r: 0 })).toBe(false);
    expect(test(O, O)).toBe(false);
  });
});

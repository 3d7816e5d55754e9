import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { directionBetween, hexAdd, hexDirection, hexScale } from '../../../shared/hex';
import type { Hex } from '../../../shared/hex';
import { facingArc, isFromBehind } from '../../../shared/rules/tactics/facing';

const D: Hex = { q: 3, r: -2 };
const offset = fc.record({ q: fc.integer({ min: -9, max: 9 }), r: fc.integer({ min: -9, max: 9 }) });

/** 60-degree rotation taking direction i to direction i+1: cube (q, r, s) -> (-s, -q, -r). */
const rotate = (v: Hex): Hex => ({ q: v.q + v.r, r: -v.q });

describe('facing: the three rear directions', () => {
  it.each([0, 1, 2, 3, 4, 5])('facing %i: neighbours in facing+2..+4 are behind, facing-1..+1 are not', (f) => {
    for (let k = 0; k < 6; k++) {
      const attacker = hexAdd(D, hexDirection(f + k));
      expect(isFromBehind(D, f, attacker)).toBe(k >= 2 && k <= 4);
    }
  });

  it.each([
    // facing 0 (towards +q). Abreast, on the front/rear boundary: front.
    [{ q: 1, r: -2 }, 'front'], // between directions 1 and 2, at right angles to the facing
    [{ q: -1, r: 2 }, 'front'], // between directions 4 and 5, the other side: also front
    [{ q: 2, r: -4 }, 'front'],
    // Just past the boundary: rear; just before it: front.
    [{ q: 0, r: -2 }, 'rear'],
    [{ q: -1, r: 1 }, 'rear'],
    [{ q: 1, r: -1 }, 'front'],
    [{ q: 0, r: 1 }, 'front'],
    // Exactly between two rear sextants (straight back along a diagonal, or straight back): rear.
    [{ q: -1, r: -1 }, 'rear'],
    [{ q: -2, r: 1 }, 'rear'],
    [{ q: -3, r: 0 }, 'rear'],
    // Between two front sextants: front.
    [{ q: 2, r: -1 }, 'front'],
    [{ q: 1, r: 1 }, 'front'],
  ] as const)('facing 0, attacker at defender + %o is %s', (v, arc) => {
    expect(facingArc(D, 0, hexAdd(D, v))).toBe(arc);
  });

  it('the defender\'s own hex is neither (a grappler is not behind)', () => {
    expect(facingArc(D, 0, D)).toBeNull();
    expect(isFromBehind(D, 3, D)).toBe(false);
  });

  it('facing wraps: 6 is 0, -1 is 5', () => {
    fc.assert(fc.property(offset, (v) => {
      const a = hexAdd(D, v);
      expect(isFromBehind(D, 6, a)).toBe(isFromBehind(D, 0, a));
      expect(isFromBehind(D, -1, a)).toBe(isFromBehind(D, 5, a));
    }));
  });

  it('off the sextant boundaries, behind means the sextant is facing+2, +3 or +4', () => {
    fc.assert(
      fc.property(offset, fc.integer({ min: 0, max: 5 }), (v, f) => {
        if (v.q === 0 && v.r === 0) return;
        const a = hexAdd(D, v);
        const dir = directionBetween(D, a)!;
        // Skip hexes on a sextant boundary: there the tie rule, tested above, decides.
        const boundary = [0, 1, 2, 3, 4, 5].some((i) => {
          const m = hexAdd(hexDirection(i), hexDirection(i + 1)); // a diagonal: a boundary ray
          return m.q * v.r - m.r * v.q === 0 && m.q * v.q + m.r * v.r + (m.q + m.r) * (v.q + v.r) > 0;
        });
        if (boundary) return;
        const k = (((dir - f) % 6) + 6) % 6;
        expect(isFromBehind(D, f, a)).toBe(k >= 2 && k <= 4);
      }),
      { numRuns: 2000 },
    );
  });

  it('turning the attacker and the facing together by 60 degrees changes nothing', () => {
    fc.assert(
      fc.property(offset, fc.integer({ min: 0, max: 5 }), (v, f) => {
        expect(isFromBehind(D, f + 1, hexAdd(D, rotate(v)))).toBe(isFromBehind(D, f, hexAdd(D, v)));
      }),
    );
  });

  it('left and right are treated alike (mirror across the facing axis)', () => {
    // The mirror across direction 0's axis: cube (q, r, s) -> (-s, -r, -q); it keeps direction 0 and swaps 1 with 5.
    fc.assert(
      fc.property(offset, (v) => {
        const mirrored = { q: v.q + v.r, r: -v.r };
        expect(isFromBehind(D, 0, hexAdd(D, mirrored))).toBe(isFromBehind(D, 0, hexAdd(D, v)));
      }),
    );
  });

  it('distance does not matter along a ray', () => {
    for (let f = 0; f < 6; f++) {
      for (let k = 1; k <= 5; k++) {
        expect(isFromBehind(D, f, hexAdd(D, hexScale(hexDirection(f + 3), k)))).toBe(true);
        expect(isFromBehind(D, f, hexAdd(D, hexScale(hexDirection(f), k)))).toBe(false);
      }
    }
  });
});

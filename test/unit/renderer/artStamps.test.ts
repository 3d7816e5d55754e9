// A big body's art is clipped to its outline and ringed along its edge: the outline has exactly the
// sides no other hex of the body shares, and the box holds every corner.
import { describe, expect, it } from 'vitest';
import { bodyOutline, bodyShapeKey } from '../../../src-renderer/map/artStamps';
import { footprintHexes, type FootprintSize } from '../../../shared/hex/footprint';

describe('bodyOutline', () => {
  it.each([
    [3, 12],
    [7, 18],
    [19, 30],
  ] as const)('a %i-hex body is ringed by its %i outer sides, each of unit length', (size, sides) => {
    for (const orientation of ['pointy', 'flat'] as const) {
      const o = bodyOutline(orientation, footprintHexes({ q: 4, r: 2 }, size as FootprintSize));
      expect(o.sides).toHaveLength(sides);
      for (const [a, b] of o.sides) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(1, 6);
      for (const c of o.hexes.flat()) {
        expect(c.x).toBeGreaterThanOrEqual(o.box.x - 1e-9);
        expect(c.x).toBeLessThanOrEqual(o.box.x + o.box.w + 1e-9);
        expect(c.y).toBeGreaterThanOrEqual(o.box.y - 1e-9);
        expect(c.y).toBeLessThanOrEqual(o.box.y + o.box.h + 1e-9);
      }
    }
  });

  it('is the same shape wherever the body stands, and another when it turns', () => {
    const here = footprintHexes({ q: 0, r: 0 }, 3, 1);
    const there = footprintHexes({ q: 9, r: -4 }, 3, 1);
    expect(bodyShapeKey('pointy', there)).toBe(bodyShapeKey('pointy', here));
    expect(bodyOutline('pointy', there)).toEqual(bodyOutline('pointy', here));
    expect(bodyShapeKey('pointy', footprintHexes({ q: 0, r: 0 }, 3, 2))).not.toBe(bodyShapeKey('pointy', here));
  });
});

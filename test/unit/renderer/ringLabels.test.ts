import { describe, expect, it } from 'vitest';
import { hexToPixel, hexNeighbor, type Hex, type Layout } from '../../../shared/hex';
import { placeRingLabel, tokenBox, type Box } from '../../../src-renderer/map/ringLabels';

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const layout: Layout = { orientation: 'pointy', size: 22, origin: { x: 300, y: 300 } };
const bounds: Box = { x: 0, y: 0, w: 800, h: 600 };
const label = { w: 44, h: 17 };
const actor: Hex = { q: 0, r: 0 };
const ring = layout.size * Math.sqrt(3);

describe('a range ring label', () => {
  it('sits outside the ring at the top right when nothing is there', () => {
    const c = hexToPixel(layout, actor);
    const box = placeRingLabel(c, ring, label, [], bounds);
    expect(box.x).toBeGreaterThan(c.x);
    expect(box.y + box.h).toBeLessThan(c.y);
    // Its nearest corner is outside the ring: the text does not cross the ring's line.
    expect(Math.hypot(box.x - c.x, box.y + box.h - c.y)).toBeGreaterThanOrEqual(ring);
  });

  it('keeps off a token on any neighbour of the actor, and off the other labels', () => {
    const c = hexToPixel(layout, actor);
    for (let dir = 0; dir < 6; dir++) {
      const tokens = [actor, hexNeighbor(actor, dir), hexNeighbor(actor, (dir + 1) % 6)].map((h) => tokenBox(hexToPixel(layout, h), layout.size, 2));
      const first = placeRingLabel(c, ring, label, tokens, bounds);
      expect(tokens.some((t) => overlaps(t, first)), `beside direction ${dir}`).toBe(false);
      const second = placeRingLabel(c, ring * 3, label, [...tokens, first], bounds);
      expect(overlaps(first, second)).toBe(false);
      expect(tokens.some((t) => overlaps(t, second))).toBe(false);
    }
  });

  it('stays on the map box near its edge', () => {
    for (const at of [{ x: 790, y: 5 }, { x: 5, y: 595 }, { x: 790, y: 595 }]) {
      const box = placeRingLabel(at, 30, label, [], bounds);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.w).toBeLessThanOrEqual(800);
      expect(box.y + box.h).toBeLessThanOrEqual(600);
    }
  });
});

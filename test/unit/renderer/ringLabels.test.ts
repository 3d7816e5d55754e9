import { describe, expect, it } from 'vitest';
import { hexToPixel, hexNeighbor, type Hex, type Layout } from '../../../shared/hex';
import { BoxIndex, clampBox, placeRingLabel, placeRulerLabel, ringOnScreen, tokenBox, type Box } from '../../../src-renderer/map/ringLabels';

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

  it('stays wholly inside the map when the ring runs far beyond it (a rifle\u2019s range from near the edge)', () => {
    // The tester's Waylights fight: the ring's line crosses the map only near its top right corner,
    // so every angle puts some of the label outside; the least bad one is moved in, not cut.
    const inside = (b: Box) => b.x >= 0 && b.y >= 0 && b.x + b.w <= 800 && b.y + b.h <= 600;
    for (const [at, r] of [[{ x: 120, y: 330 }, 740], [{ x: 400, y: 900 }, 330], [{ x: -300, y: 300 }, 320]] as const) {
      expect(ringOnScreen(at, r, bounds)).toBe(true);
      expect(inside(placeRingLabel(at, r, label, [], bounds)), `ring of ${r} around ${at.x},${at.y}`).toBe(true);
    }
  });

  it('is not drawn for a ring that is wholly off the map or wholly around it', () => {
    expect(ringOnScreen({ x: -500, y: 300 }, 100, bounds)).toBe(false);
    expect(ringOnScreen({ x: 400, y: 300 }, 2000, bounds)).toBe(false);
    expect(ringOnScreen({ x: 400, y: 300 }, 50, bounds)).toBe(true);
  });
});

describe('the ruler\u2019s reading', () => {
  const size = { w: 380, h: 24 };
  const tools: Box = { x: 8, y: 8, w: 640, h: 34 };
  const inside = (b: Box) => b.x >= 0 && b.y >= 0 && b.x + b.w <= 800 && b.y + b.h <= 600;
  const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

  it('sits above and to the right of the loose end when there is room', () => {
    expect(placeRulerLabel({ x: 100, y: 300 }, size, bounds, [tools])).toEqual({ x: 114, y: 266, w: 380, h: 24 });
  });

  it('flips to the left by the right edge, below by the top edge, and keeps off the tools over the map', () => {
    const right = placeRulerLabel({ x: 780, y: 300 }, size, bounds, [tools]);
    expect(right.x + right.w).toBeLessThan(780);
    expect(inside(right)).toBe(true);
    const corner = placeRulerLabel({ x: 790, y: 20 }, size, bounds, [tools]);
    expect(inside(corner)).toBe(true);
    expect(overlaps(corner, tools)).toBe(false);
    for (const end of [{ x: 5, y: 5 }, { x: 795, y: 595 }, { x: 400, y: 10 }, { x: 2000, y: -50 }]) {
      const b = placeRulerLabel(end, size, bounds, [tools]);
      expect(inside(b), `end at ${end.x},${end.y}`).toBe(true);
      expect(overlaps(b, tools), `end at ${end.x},${end.y}`).toBe(false);
    }
  });

  it('clampBox moves a box inside without resizing it', () => {
    expect(clampBox({ x: 790, y: -5, w: 40, h: 10 }, bounds)).toEqual({ x: 760, y: 0, w: 40, h: 10 });
    const fits = { x: 10, y: 10, w: 5, h: 5 };
    expect(clampBox(fits, bounds)).toBe(fits);
  });
});

describe('boxes to keep off, in a grid', () => {
  it('places every label where the plain list of boxes does, testing only the boxes near each try', () => {
    const tokens: Box[] = [];
    for (let q = -6; q <= 6; q++) for (let r = -6; r <= 6; r++) if ((q * 7 + r * 3) % 4 === 0) tokens.push(tokenBox(hexToPixel(layout, { q, r }), layout.size, (q + r) & 3));
    const grid = new BoxIndex(layout.size * 2, 8);
    tokens.forEach((t) => grid.add(t));
    expect(tokens.length).toBeGreaterThan(8);
    for (const [q, r, k] of [[0, 0, 1], [2, -1, 2], [-3, 3, 4], [5, 0, 3]] as const) {
      const c = hexToPixel(layout, { q, r });
      expect(placeRingLabel(c, ring * k, label, grid, bounds), `ring ${k} around ${q},${r}`).toEqual(placeRingLabel(c, ring * k, label, tokens, bounds));
    }
    const far = { x: 2000, y: 2000, w: 40, h: 17 };
    expect(grid.addOverlaps(far, 5)).toBe(5);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexCorners, hexNeighbors, hexRound, hexToPixel, makeLayout, pixelToHex } from '../../../shared/hex';
import type { Layout, Orientation } from '../../../shared/hex';
import { hexArb } from './arbitraries';

const orientations: Orientation[] = ['pointy', 'flat'];
const layoutArb = fc.record({
  orientation: fc.constantFrom<Orientation>('pointy', 'flat'),
  size: fc.double({ min: 4, max: 80, noNaN: true }),
  origin: fc.record({ x: fc.double({ min: -500, max: 500, noNaN: true }), y: fc.double({ min: -500, max: 500, noNaN: true }) }),
});

describe('hexRound', () => {
  it.each([
    [{ q: 0.1, r: 0.1 }, { q: 0, r: 0 }],
    [{ q: 0.9, r: -0.1 }, { q: 1, r: 0 }],
    [{ q: -0.4, r: 0.2 }, { q: 0, r: 0 }],
    // Per-axis rounding would say (0, 0) for the next two; the cube s = -0.9 shows they are past the edge.
    [{ q: 0.48, r: 0.42 }, { q: 1, r: 0 }],
    [{ q: 0.42, r: 0.48 }, { q: 0, r: 1 }],
    [{ q: -1.2, r: 0.6 }, { q: -1, r: 1 }],
  ])('%o rounds to %o', (p, h) => {
    expect(hexRound(p)).toEqual(h);
  });

  it('gives the hex whose centre is nearest (on screen) to the point', () => {
    fc.assert(
      fc.property(fc.double({ min: -50, max: 50, noNaN: true }), fc.double({ min: -50, max: 50, noNaN: true }), (q, r) => {
        const h = hexRound({ q, r });
        const px = (p: { q: number; r: number }) => ({ x: Math.sqrt(3) * (p.q + p.r / 2), y: 1.5 * p.r });
        const at = px({ q, r });
        const dist = (c: { q: number; r: number }) => Math.hypot(px(c).x - at.x, px(c).y - at.y);
        for (const n of hexNeighbors(h)) expect(dist(h)).toBeLessThanOrEqual(dist(n) + 1e-9);
      }),
    );
  });
});

describe('layout', () => {
  it.each(orientations)('%s: neighbouring centres are sqrt(3) x size apart and corners lie at size', (o) => {
    const layout = makeLayout(10, o, { x: 3, y: -7 });
    const c = hexToPixel(layout, { q: 2, r: -1 });
    for (const n of hexNeighbors({ q: 2, r: -1 })) {
      const p = hexToPixel(layout, n);
      expect(Math.hypot(p.x - c.x, p.y - c.y)).toBeCloseTo(10 * Math.sqrt(3), 9);
    }
    const corners = hexCorners(layout, { q: 2, r: -1 });
    expect(corners).toHaveLength(6);
    for (const k of corners) expect(Math.hypot(k.x - c.x, k.y - c.y)).toBeCloseTo(10, 9);
  });

  it('pointy-top has a corner straight up; flat-top has a corner straight right', () => {
    const pointy = hexCorners(makeLayout(10, 'pointy'), { q: 0, r: 0 });
    expect(pointy.some((k) => Math.abs(k.x) < 1e-9 && k.y < 0)).toBe(true);
    const flat = hexCorners(makeLayout(10, 'flat'), { q: 0, r: 0 });
    expect(flat.some((k) => Math.abs(k.y) < 1e-9 && k.x > 0)).toBe(true);
  });

  it('hex (0,0) sits at the origin; pointy rows run horizontally, flat columns vertically', () => {
    const p = makeLayout(10, 'pointy', { x: 100, y: 50 });
    expect(hexToPixel(p, { q: 0, r: 0 })).toEqual({ x: 100, y: 50 });
    expect(hexToPixel(p, { q: 1, r: 0 }).y).toBeCloseTo(50, 12);
    const f = makeLayout(10, 'flat', { x: 100, y: 50 });
    expect(hexToPixel(f, { q: 0, r: 1 }).x).toBeCloseTo(100, 12);
  });

  it('pixelToHex inverts hexToPixel for both orientations', () => {
    fc.assert(fc.property(layoutArb, hexArb, (layout: Layout, h) => {
      expect(pixelToHex(layout, hexToPixel(layout, h))).toEqual(h);
    }));
  });

  it('a point anywhere inside the hex (jittered within the inscribed circle) maps back to it', () => {
    fc.assert(
      fc.property(
        layoutArb,
        hexArb,
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (layout: Layout, h, angle, frac) => {
          const c = hexToPixel(layout, h);
          const rad = (frac * layout.size * Math.sqrt(3)) / 2;
          const p = { x: c.x + rad * Math.cos(angle), y: c.y + rad * Math.sin(angle) };
          expect(pixelToHex(layout, p)).toEqual(h);
        },
      ),
    );
  });

  it('a point just inside a corner maps to the hex', () => {
    fc.assert(
      fc.property(layoutArb, hexArb, fc.integer({ min: 0, max: 5 }), (layout: Layout, h, k) => {
        const c = hexToPixel(layout, h);
        const corner = hexCorners(layout, h)[k]!;
        const p = { x: c.x + 0.97 * (corner.x - c.x), y: c.y + 0.97 * (corner.y - c.y) };
        expect(pixelToHex(layout, p)).toEqual(h);
      }),
    );
  });
});

// Token art stamps: a big body's art is clipped to its outline and ringed along its edge (the
// outline has exactly the sides no other hex of the body shares, the box holds every corner); a
// picture is clipped once per shape and size, and a frame makes only so many new stamps.
import { afterAll, describe, expect, it, vi } from 'vitest';
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

// Stamps under a stand-in canvas: what is made, and what each frame draws from.
describe('drawStamp', () => {
  afterAll(() => {
    delete (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas;
  });
  type Call = { image: unknown; w: number };
  const made: { w: number; h: number }[] = [];
  class FakeCanvas {
    constructor(public width: number, public height: number) {
      made.push({ w: width, h: height });
    }
    getContext() {
      return { scale() {}, translate() {}, beginPath() {}, arc() {}, clip() {}, drawImage() {}, imageSmoothingQuality: 'low' };
    }
  }
  const target = (calls: Call[]) => ({ drawImage: (image: unknown, _x: number, _y: number, w: number) => calls.push({ image, w }) }) as unknown as CanvasRenderingContext2D;
  const box = (r: number) => ({ x: -r, y: -r, w: 2 * r, h: 2 * r });
  const clip = (g: { beginPath(): void }) => g.beginPath();

  it('clips a picture once per shape and size: the next frames draw the same stamp', async () => {
    const { drawStamp, stampFrame } = await withCanvas(FakeCanvas);
    const art = {} as CanvasImageSource;
    const calls: Call[] = [];
    for (let frame = 0; frame < 3; frame++) {
      stampFrame();
      for (let token = 0; token < 50; token++) drawStamp(target(calls), art, 't:pc', box(20), { x: token, y: 0 }, 1, clip);
    }
    expect(made).toHaveLength(1);
    expect(new Set(calls.map((c) => c.image)).size).toBe(1);
    // Another side's shape or a size a bucket away is another stamp; a size within the bucket is not.
    drawStamp(target(calls), art, 't:npc', box(20), { x: 0, y: 0 }, 1, clip);
    drawStamp(target(calls), art, 't:pc', box(20.3), { x: 0, y: 0 }, 1, clip);
    drawStamp(target(calls), art, 't:pc', box(30), { x: 0, y: 0 }, 1, clip);
    expect(made).toHaveLength(3);
    // Each token is drawn at its own size, whichever stamp it comes from.
    expect(calls.at(-2)!.w).toBeCloseTo(40.6, 6);
  });

  it('a frame makes at most its allowance of new stamps; the rest borrow the nearest size', async () => {
    made.length = 0;
    const { drawStamp, stampFrame } = await withCanvas(FakeCanvas);
    const art = {} as CanvasImageSource;
    const calls: Call[] = [];
    stampFrame();
    drawStamp(target(calls), art, 't:pc', box(10), { x: 0, y: 0 }, 1, clip);
    stampFrame(2);
    for (const r of [14, 20, 28, 40, 56]) drawStamp(target(calls), art, 't:pc', box(r), { x: 0, y: 0 }, 1, clip);
    expect(made).toHaveLength(3);
    expect(calls).toHaveLength(6);
    stampFrame(2);
    for (const r of [14, 20, 28, 40, 56]) drawStamp(target(calls), art, 't:pc', box(r), { x: 0, y: 0 }, 1, clip);
    expect(made).toHaveLength(5);
  });
});

/** The stamps module loaded afresh with `Canvas` as the OffscreenCanvas it stamps into. */
async function withCanvas(Canvas: unknown) {
  (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas = Canvas;
  vi.resetModules();
  return import('../../../src-renderer/map/artStamps');
}

// Token art clipped once into a small canvas per picture, shape and size on screen (a "stamp"): a
// frame draws each token's art with one drawImage, never a clip path per token per frame (the map
// bench's 500 tokens all with art: `BENCH_MAP=art npm run bench -- map`). Sizes are bucketed, so a
// zoom makes a few stamps per picture, not one per frame; the oldest are let go past a bound.
import { hexCorners, hexToPixel, type Hex, type Layout, type Point } from '../../shared/hex';

/** A rectangle relative to a token's reference point (its centre, or a big body's anchor hex), in CSS pixels. */
export type StampBox = { x: number; y: number; w: number; h: number };

type Stamp = { image: CanvasImageSource };

const MAX_STAMPS = 512;
/** The stamps of each picture and shape, by size bucket; a count of all, for the bound. */
const stamps = new Map<string, Map<number, Stamp>>();
let kept = 0;
/** How many new stamps this frame may still make (stampFrame). */
let allowance = Infinity;

/**
 * Starts a frame of the layer: it makes at most `n` new stamps. A zoom gives every token a new size
 * at once; past the allowance a token is drawn from the picture's nearest size already stamped
 * (scaled, the same shape), and the sizes come in over the next frames.
 */
export function stampFrame(n = 12): void {
  allowance = n;
}

// The picture's own id in the keys: a bitmap object stands for one picture, decoded once (portraitCache.ts).
const pictureIds = new WeakMap<object, number>();
let nextPicture = 1;

function pictureId(art: CanvasImageSource): number {
  let id = pictureIds.get(art);
  if (id === undefined) {
    id = nextPicture++;
    pictureIds.set(art, id);
  }
  return id;
}

function canvas(w: number, h: number): OffscreenCanvas | HTMLCanvasElement | null {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(w, h);
  if (typeof document === 'undefined') return null;
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  return c;
}

/** A stamp's width in device pixels, rounded to a quarter-octave: a zoom reuses a stamp within 9% of its size. */
function bucket(px: number): number {
  return Math.max(4, Math.round(2 ** (Math.round(Math.log2(px) * 4) / 4)));
}

/**
 * Draws `art` clipped by `clip` (a path traced around the reference point at 0,0) into `box` at
 * `ref`: from the stamp cached under `shape` at about this size, made on first use. `scale` is device
 * pixels per CSS pixel, so a stamp is as sharp as the canvas it lands on. Returns false when the
 * frame's allowance was spent and a stamp of another size stood in: a layer that keeps its pixels
 * (tokenLayer.ts) draws that token again later, when its own size can be made.
 */
export function drawStamp(ctx: CanvasRenderingContext2D, art: CanvasImageSource, shape: string, box: StampBox, ref: Point, scale: number, clip: (c: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D) => void): boolean {
  const w = bucket(box.w * scale);
  const which = `${pictureId(art)}|${shape}`;
  let sizes = stamps.get(which);
  let stamp = sizes?.get(w) ?? (allowance <= 0 && sizes ? nearest(sizes, w) : undefined);
  if (!stamp) {
    const made = makeStamp(art, box, w, Math.max(1, Math.round((w * box.h) / box.w)), clip);
    if (!made) {
      // No canvas to stamp into: clip in place (slower, same picture).
      ctx.save();
      ctx.translate(ref.x, ref.y);
      clip(ctx);
      ctx.clip();
      coverDraw(ctx, art, box);
      ctx.restore();
      return true;
    }
    allowance--;
    stamp = made;
    if (kept >= MAX_STAMPS) {
      // The picture and shape first stamped go first: a board's pictures are few, a zoom's sizes many.
      const [oldest, gone] = stamps.entries().next().value!;
      stamps.delete(oldest);
      kept -= gone.size;
    }
    if (!sizes || !stamps.has(which)) {
      sizes = new Map();
      stamps.set(which, sizes);
    }
    sizes.set(w, stamp);
    kept++;
  }
  // Drawn at this size: the stamp holds the same shape, scaled by less than a bucket (or, mid-zoom, a few).
  ctx.drawImage(stamp.image, ref.x + box.x, ref.y + box.y, box.w, box.h);
  return stamp === sizes?.get(w);
}

/** The stamp of the size nearest `w` among `sizes` (one at least). */
function nearest(sizes: ReadonlyMap<number, Stamp>, w: number): Stamp | undefined {
  let best: Stamp | undefined;
  let gap = Infinity;
  for (const [size, stamp] of sizes) {
    const d = Math.abs(Math.log(size / w));
    if (d < gap) {
      gap = d;
      best = stamp;
    }
  }
  return best;
}

function makeStamp(art: CanvasImageSource, box: StampBox, w: number, h: number, clip: (c: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D) => void): Stamp | null {
  const c = canvas(w, h);
  const g = c?.getContext('2d') as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null | undefined;
  if (!c || !g) return null;
  g.scale(w / box.w, h / box.h);
  g.translate(-box.x, -box.y);
  clip(g);
  g.clip();
  g.imageSmoothingQuality = 'high';
  coverDraw(g, art, box);
  return { image: c };
}

/** The square picture over the whole box, centred, cropped to the box's longer side (as CSS object-fit: cover). */
function coverDraw(g: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D, art: CanvasImageSource, box: StampBox): void {
  const side = Math.max(box.w, box.h);
  g.drawImage(art, box.x + (box.w - side) / 2, box.y + (box.h - side) / 2, side, side);
}

/** A big body's outline, relative to its anchor at a hex size of 1: the box round it and its outer sides. */
export type BodyOutline = { box: StampBox; hexes: readonly Point[][]; sides: readonly [Point, Point][] };

const outlines = new Map<string, BodyOutline>();

/** The shape key of a body: its orientation and its hexes relative to its anchor (the first). */
export function bodyShapeKey(orientation: Layout['orientation'], body: readonly Hex[]): string {
  const a = body[0]!;
  return `${orientation}:${body.map((h) => `${h.q - a.q},${h.r - a.r}`).join(';')}`;
}

/** The outline of a body (anchor first) at hex size 1, cached by shape: a body's hexes' corners, the bounding box and the sides on its edge. */
export function bodyOutline(orientation: Layout['orientation'], body: readonly Hex[]): BodyOutline {
  const key = bodyShapeKey(orientation, body);
  let o = outlines.get(key);
  if (o) return o;
  const unit: Layout = { size: 1, orientation, origin: { x: 0, y: 0 } };
  const a = body[0]!;
  const anchor = hexToPixel(unit, a);
  const rel = (p: Point): Point => ({ x: p.x - anchor.x, y: p.y - anchor.y });
  const hexes = body.map((h) => hexCorners(unit, h).map(rel));
  // A side is on the edge when no other hex of the body has it: count each side by its midpoint.
  const seen = new Map<string, { n: number; side: [Point, Point] }>();
  for (const corners of hexes) {
    for (let i = 0; i < corners.length; i++) {
      const p = corners[i]!;
      const q = corners[(i + 1) % corners.length]!;
      const k = `${Math.round((p.x + q.x) * 500)},${Math.round((p.y + q.y) * 500)}`;
      const had = seen.get(k);
      if (had) had.n++;
      else seen.set(k, { n: 1, side: [p, q] });
    }
  }
  const sides = [...seen.values()].filter((s) => s.n === 1).map((s) => s.side);
  const xs = hexes.flat().map((p) => p.x);
  const ys = hexes.flat().map((p) => p.y);
  const box = { x: Math.min(...xs), y: Math.min(...ys), w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) };
  o = { box, hexes, sides };
  if (outlines.size > 64) outlines.clear();
  outlines.set(key, o);
  return o;
}

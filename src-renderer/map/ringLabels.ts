// Where the map's labels go, always wholly inside the visible map and off what covers it (the
// tools over its top left): a range ring's label on the ring's outside, at the first of a list of
// angles (the top right first, as a reader looks) where it covers no token and no other label, so
// "reach" never sits on the enemy standing beside the actor; the ruler's reading beside its loose
// end, flipped to the other side where it would not fit. Plain arithmetic, so it is tested without a canvas.
import type { Point } from '../../shared/hex';

/** A screen rectangle: its top-left corner and size, in CSS pixels. */
export type Box = { readonly x: number; readonly y: number; readonly w: number; readonly h: number };

// Degrees, screen y pointing down: the top right first, then around the top, then the bottom.
const ANGLES = [-45, -67.5, -22.5, -90, 0, -112.5, -135, -157.5, 180, 22.5, 45, 67.5, 90, 112.5, 135, 157.5];

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** How much of `b` lies outside `bounds`. */
function outside(b: Box, bounds: Box): number {
  // A box wholly inside can come out a hair short of its area in floating point: that is none.
  const o = b.w * b.h - overlap(b, bounds);
  return o > 1e-6 ? o : 0;
}

/** `b` moved (not resized) to lie within `bounds` as far as it can; a box wider or taller than them keeps their top left. */
export function clampBox(b: Box, bounds: Box): Box {
  const x = Math.max(bounds.x, Math.min(b.x, bounds.x + bounds.w - b.w));
  const y = Math.max(bounds.y, Math.min(b.y, bounds.y + bounds.h - b.h));
  return x === b.x && y === b.y ? b : { ...b, x, y };
}

/** Whether any of a ring's line (the circle around `centre` of `radius`) lies within `bounds`. */
export function ringOnScreen(centre: Point, radius: number, bounds: Box): boolean {
  const nx = Math.max(bounds.x, Math.min(centre.x, bounds.x + bounds.w));
  const ny = Math.max(bounds.y, Math.min(centre.y, bounds.y + bounds.h));
  const near = Math.hypot(nx - centre.x, ny - centre.y);
  const fx = Math.max(Math.abs(bounds.x - centre.x), Math.abs(bounds.x + bounds.w - centre.x));
  const fy = Math.max(Math.abs(bounds.y - centre.y), Math.abs(bounds.y + bounds.h - centre.y));
  return near <= radius && radius <= Math.hypot(fx, fy);
}

/**
 * The box for a label of `size` on the ring around `centre` of `radius` px (or, for a ring that is
 * not a circle, of the radius it has at each angle): pushed outward from
 * the ring at the first angle where it covers none of `avoid` and stays within `bounds`; where
 * every angle covers something, the one covering least, moved inside `bounds` (a label is never
 * cut at the map's edge, even when the ring runs far beyond it).
 */
export function placeRingLabel(centre: Point, radius: number | ((angle: number) => number), size: { w: number; h: number }, avoid: readonly Box[], bounds: Box, gap = 3): Box {
  let best: Box | null = null;
  let bestCost = Infinity;
  for (const deg of ANGLES) {
    const a = (deg * Math.PI) / 180;
    const cos = Math.cos(a), sin = Math.sin(a);
    const rr = typeof radius === 'number' ? radius : radius(a);
    const ax = centre.x + (rr + gap) * cos, ay = centre.y + (rr + gap) * sin;
    // The box's corner or side nearest the ring touches the anchor and the rest lies beyond it, so
    // the text never crosses the ring's line.
    const along = (v: number, anchor: number, length: number) => (v > 0.3 ? anchor : v < -0.3 ? anchor - length : anchor - length / 2);
    const box = { x: along(cos, ax, size.w), y: along(sin, ay, size.h), w: size.w, h: size.h };
    let cost = outside(box, bounds) * 4;
    for (const o of avoid) cost += overlap(box, o);
    if (cost === 0) return box;
    if (cost < bestCost) {
      best = box;
      bestCost = cost;
    }
  }
  return clampBox(best!, bounds);
}

/**
 * The box for the ruler's reading of `size` beside its loose end `end`: above and to the right,
 * else flipped to the left, below, or both, the first that lies wholly within `bounds` and covers
 * none of `covered` (the tools over the map) nor `labels`; else the first off `covered`; else,
 * near an edge, the first moved inside `bounds` (and down below the tools) that is off `covered`.
 */
export function placeRulerLabel(end: Point, size: { w: number; h: number }, bounds: Box, covered: readonly Box[] = [], labels: readonly Box[] = [], gap = { x: 14, y: 10 }): Box {
  const right = end.x + gap.x, left = end.x - gap.x - size.w;
  const above = end.y - gap.y - size.h, below = end.y + gap.y;
  const tries = [[right, above], [left, above], [right, below], [left, below]].map(([x, y]) => ({ x: x!, y: y!, w: size.w, h: size.h }));
  const inside = (b: Box) => outside(b, bounds) === 0;
  const clear = (b: Box, of: readonly Box[]) => of.every((o) => overlap(b, o) === 0);
  // Near an edge, each moved inside; over the tools, each also moved down clear of them.
  const moved = tries.map((b) => clampBox(b, bounds));
  const under = moved.flatMap((b) => covered.filter((c) => overlap(b, c) > 0).map((c) => clampBox({ ...b, y: c.y + c.h + 4 }, bounds)));
  return (
    tries.find((b) => inside(b) && clear(b, covered) && clear(b, labels)) ??
    tries.find((b) => inside(b) && clear(b, covered)) ??
    [...moved, ...under].find((b) => clear(b, covered)) ??
    moved[0]!
  );
}

/** The screen box a token takes (its shape, the current-turn ring, its markers to the top right, its harm bar), for labels to keep off. */
export function tokenBox(p: Point, hexSize: number, markers: number): Box {
  const r = hexSize * 0.62;
  const half = r * 1.4;
  const right = markers ? Math.max(half, r * 0.75 + (Math.min(markers, 4) - 1) * r * 0.45 + r * 0.3) : half;
  return { x: p.x - half, y: p.y - half, w: half + right, h: half + r * 1.4 };
}

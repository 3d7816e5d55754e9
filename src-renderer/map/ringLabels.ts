// Where a range ring's label goes: on the ring's outside, at the first of a list of angles (the
// top right first, as a reader looks) where it covers no token and no other label, so "reach"
// never sits on the enemy standing beside the actor. Plain arithmetic, so it is tested without a canvas.
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
  return b.w * b.h - overlap(b, bounds);
}

/**
 * The box for a label of `size` on the ring around `centre` of `radius` px: pushed outward from
 * the ring at the first angle where it covers none of `avoid` and stays within `bounds`; where
 * every angle covers something, the one covering least.
 */
export function placeRingLabel(centre: Point, radius: number, size: { w: number; h: number }, avoid: readonly Box[], bounds: Box, gap = 3): Box {
  let best: Box | null = null;
  let bestCost = Infinity;
  for (const deg of ANGLES) {
    const a = (deg * Math.PI) / 180;
    const cos = Math.cos(a), sin = Math.sin(a);
    const ax = centre.x + (radius + gap) * cos, ay = centre.y + (radius + gap) * sin;
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
  return best!;
}

/** The screen box a token takes (its shape, the current-turn ring, its markers to the top right, its harm bar), for labels to keep off. */
export function tokenBox(p: Point, hexSize: number, markers: number): Box {
  const r = hexSize * 0.62;
  const half = r * 1.4;
  const right = markers ? Math.max(half, r * 0.75 + (Math.min(markers, 4) - 1) * r * 0.45 + r * 0.3) : half;
  return { x: p.x - half, y: p.y - half, w: half + right, h: half + r * 1.4 };
}

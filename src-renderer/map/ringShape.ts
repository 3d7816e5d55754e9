// Where a range ring runs on screen. Around a one-hex body it is the circle through the centres of
// the hexes k away, as it always was; around a bigger body (RULES.md 5.2: distances edge to edge)
// it is the outline through the centres of the hexes at body distance k: the body's hexagon
// widened by k, whose corners shared/hex gives, straight in pixels because the layout is linear.
import { bodyRingCorners, hexToPixel, type Hex, type Layout, type Point } from '../../shared/hex';

/** A ring as the overlays carry it: around `centre`, or around every hex of `body` when it has more than one. */
export type RingSpec = { readonly centre: Hex; readonly radius: number; readonly body?: readonly Hex[] | undefined };

/** A ring on screen: its middle, its outline (null: a circle), and its least and greatest radius from the middle. */
export type RingOnScreen = { readonly centre: Point; readonly outline: readonly Point[] | null; readonly min: number; readonly max: number };

/** Where `ring` runs on screen in `layout`. */
export function ringOnLayout(layout: Layout, ring: RingSpec): RingOnScreen {
  const body = ring.body;
  if (!body || body.length < 2 || !Number.isInteger(ring.radius) || ring.radius < 1) {
    const c = hexToPixel(layout, ring.centre);
    const rr = ring.radius * layout.size * Math.sqrt(3);
    return { centre: c, outline: null, min: rr, max: rr };
  }
  let x = 0, y = 0;
  for (const h of body) {
    const p = hexToPixel(layout, h);
    x += p.x;
    y += p.y;
  }
  const centre = { x: x / body.length, y: y / body.length };
  const outline = bodyRingCorners(body, ring.radius).map((h) => hexToPixel(layout, h));
  let max = 0;
  for (const p of outline) max = Math.max(max, Math.hypot(p.x - centre.x, p.y - centre.y));
  let min = Infinity;
  for (let i = 0; i < outline.length; i++) min = Math.min(min, segmentDistance(centre, outline[i]!, outline[(i + 1) % outline.length]!));
  return { centre, outline, min, max };
}

function segmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x, dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(a.x + t * dx - p.x, a.y + t * dy - p.y);
}

/** How far from its middle the ring runs at `angle` (radians, screen y down). */
export function ringRadiusAt(ring: RingOnScreen, angle: number): number {
  const o = ring.outline;
  if (!o) return ring.max;
  const dx = Math.cos(angle), dy = Math.sin(angle);
  let best = ring.max;
  // The ray from the middle meets the convex outline once: the nearest crossing of its sides.
  for (let i = 0; i < o.length; i++) {
    const a = o[i]!, b = o[(i + 1) % o.length]!;
    const ex = b.x - a.x, ey = b.y - a.y;
    const den = dx * ey - dy * ex;
    if (Math.abs(den) < 1e-12) continue;
    const ax = a.x - ring.centre.x, ay = a.y - ring.centre.y;
    const t = (ax * ey - ay * ex) / den;
    const u = (ax * dy - ay * dx) / den;
    if (t > 0 && u >= -1e-9 && u <= 1 + 1e-9 && t < best + 1e-9) best = t;
  }
  return best;
}

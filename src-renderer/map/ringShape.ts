// Where a range ring runs on screen: round the hexes within its radius of the body (one hex or a
// big one; RULES.md 5.2: distances edge to edge), along the outer sides of the hexes at that
// distance, so every hex within the band is wholly inside the line and every hex beyond it wholly
// outside. (A circle through the centres of the hexes k away, as the one-hex rings were, took in
// hexes k + 1 away where the ring runs straight; a hexagon through those centres cut them in
// half.) shared/hex gives the corners; they are straight in pixels because the layout is linear.
// A ring of no whole radius (a ping's mark) stays a circle.
import { bodyRingOutline, hexKey, hexToPixel, type Hex, type Layout, type Point } from '../../shared/hex';

/** A ring as the overlays carry it: around `centre`, or around every hex of `body` when it has more than one. */
export type RingSpec = { readonly centre: Hex; readonly radius: number; readonly body?: readonly Hex[] | undefined };

/**
 * A ring on screen: its middle, its outline as offsets from that middle (null: a circle), and its
 * least and greatest radius from the middle.
 */
export type RingOnScreen = { readonly centre: Point; readonly outline: readonly Point[] | null; readonly min: number; readonly max: number };

/** A ring's shape apart from where it stands: its middle as an offset from the body's first hex, and the rest as RingOnScreen has them. */
type RingForm = { readonly middle: Point; readonly outline: readonly Point[]; readonly min: number; readonly max: number };

// The rings' shapes by hex size, body shape and radius: the overlays are drawn on every pointer
// move, twice (the line, then its label), and a long bow's ring of 120 hexes has 1,446 corners.
// A shape does not depend on where the body stands or where the view is (the layout is linear),
// so a turn start's new actor, a pan or a step reuses the shape and only moves its middle.
const forms = new Map<string, RingForm>();

/** Where `ring` runs on screen in `layout`. */
export function ringOnLayout(layout: Layout, ring: RingSpec): RingOnScreen {
  if (!Number.isInteger(ring.radius) || ring.radius < 1) {
    const c = hexToPixel(layout, ring.centre);
    const rr = ring.radius * layout.size * Math.sqrt(3);
    return { centre: c, outline: null, min: rr, max: rr };
  }
  const body = ring.body && ring.body.length > 1 ? ring.body : [ring.centre];
  const anchor = body[0]!;
  const key = `${layout.orientation} ${layout.size}|${ring.radius}|${body.length === 1 ? '' : body.map((h) => hexKey({ q: h.q - anchor.q, r: h.r - anchor.r })).join(' ')}`;
  let form = forms.get(key);
  if (!form) {
    if (forms.size >= 64) forms.clear();
    form = shapeOf({ ...layout, origin: { x: 0, y: 0 } }, body.map((h) => ({ q: h.q - anchor.q, r: h.r - anchor.r })), ring.radius);
    forms.set(key, form);
  }
  const at = hexToPixel(layout, anchor);
  return { centre: { x: at.x + form.middle.x, y: at.y + form.middle.y }, outline: form.outline, min: form.min, max: form.max };
}

/** The ring of `radius` round `body` (its first hex at the origin of `layout`). */
function shapeOf(layout: Layout, body: readonly Hex[], radius: number): RingForm {
  let x = 0, y = 0;
  for (const h of body) {
    const p = hexToPixel(layout, h);
    x += p.x;
    y += p.y;
  }
  const middle = { x: x / body.length, y: y / body.length };
  const outline = bodyRingOutline(body, radius).map((h) => {
    const p = hexToPixel(layout, h);
    return { x: p.x - middle.x, y: p.y - middle.y };
  });
  const zero = { x: 0, y: 0 };
  let max = 0;
  for (const p of outline) max = Math.max(max, Math.hypot(p.x, p.y));
  let min = Infinity;
  for (let i = 0; i < outline.length; i++) min = Math.min(min, segmentDistance(zero, outline[i]!, outline[(i + 1) % outline.length]!));
  return { middle, outline, min, max };
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
  let best = -1;
  // The farthest crossing of the outline's sides: a ray that grazes a notch of the hex sides
  // crosses more than once, and a label put past the first would sit on the line.
  for (let i = 0; i < o.length; i++) {
    const a = o[i]!, b = o[(i + 1) % o.length]!;
    const ex = b.x - a.x, ey = b.y - a.y;
    const den = dx * ey - dy * ex;
    if (Math.abs(den) < 1e-12) continue;
    const ax = a.x, ay = a.y;
    const t = (ax * ey - ay * ex) / den;
    const u = (ax * dy - ay * dx) / den;
    if (t > 0 && u >= -1e-9 && u <= 1 + 1e-9 && t > best) best = t;
  }
  return best < 0 ? ring.max : best;
}

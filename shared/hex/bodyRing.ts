// Rings and reach around a whole body (RULES.md 5.2: distances are edge to edge), for the map's
// range rings and reach overlay. A footprint is hex-convex (its hexes are exactly those with q, r
// and s each in a range), so the hexes within k of it are those ranges widened by k, and the hexes
// at exactly k lie on the outline of that widened hexagon: six corners, straight runs between them.
import { hexIdOf, type Hex } from './coords';

/** The q, r and s = -q - r ranges of a set of hexes: [qmin, qmax, rmin, rmax, smin, smax]. */
function cubeRanges(body: readonly Hex[]): [number, number, number, number, number, number] {
  let q0 = Infinity, q1 = -Infinity, r0 = Infinity, r1 = -Infinity, s0 = Infinity, s1 = -Infinity;
  for (const h of body) {
    const s = -h.q - h.r;
    if (h.q < q0) q0 = h.q;
    if (h.q > q1) q1 = h.q;
    if (h.r < r0) r0 = h.r;
    if (h.r > r1) r1 = h.r;
    if (s < s0) s0 = s;
    if (s > s1) s1 = s;
  }
  return [q0, q1, r0, r1, s0, s1];
}

/**
 * The six corners, in order around it, of the ring of hexes at footprint distance `k` (k >= 1)
 * from a hex-convex body (every footprint is): the straight runs of hexes between consecutive
 * corners are exactly those hexes. Empty for an empty body.
 */
export function bodyRingCorners(body: readonly Hex[], k: number): Hex[] {
  if (body.length === 0) return [];
  const [q0, q1, r0, r1, s0, s1] = cubeRanges(body);
  const Q0 = q0 - k, Q1 = q1 + k, R0 = r0 - k, R1 = r1 + k, S0 = s0 - k, S1 = s1 + k;
  // Consecutive pairs of the six bounding lines, in the order of their normals around the plane:
  // q = max, s = min, r = max, q = min, s = max, r = min.
  return [
    { q: Q1, r: -Q1 - S0 },
    { q: -S0 - R1, r: R1 },
    { q: Q0, r: R1 },
    { q: Q0, r: -Q0 - S1 },
    { q: -S1 - R0, r: R0 },
    { q: Q1, r: R0 },
  ];
}

/** The hexes at footprint distance exactly `k` (k >= 1) from a hex-convex body: the runs between bodyRingCorners, each hex once, in order around it. */
export function bodyRing(body: readonly Hex[], k: number): Hex[] {
  const corners = bodyRingCorners(body, k);
  const out: Hex[] = [];
  for (let i = 0; i < corners.length; i++) {
    const a = corners[i]!;
    const b = corners[(i + 1) % corners.length]!;
    const dq = b.q - a.q, dr = b.r - a.r;
    const n = Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
    // Each run stops one short of its end: the next run starts there.
    for (let t = 0; t < n; t++) out.push({ q: a.q + (dq / n) * t, r: a.r + (dr / n) * t });
  }
  return out;
}

/**
 * The line that parts the hexes within `k` (k >= 1) of a hex-convex body (every footprint is) from
 * those further out: the outer sides of the ring of hexes at distance k, corner after corner in
 * order around it, as axial points (a hex corner is the mean of the three hex centres that meet
 * there, so its q and r are thirds; hexToPixel places it, since the layout is linear). Around one
 * hex of radius k, 12k + 6 corners. Empty for an empty body.
 */
export function bodyRingOutline(body: readonly Hex[], k: number): Hex[] {
  if (body.length === 0) return [];
  const [q0, q1, r0, r1, s0, s1] = cubeRanges(body);
  const outside = (q: number, r: number) => q < q0 - k || q > q1 + k || r < r0 - k || r > r1 + k || -q - r < s0 - k || -q - r > s1 + k;
  // Each outer side, turned the way the directions turn about its hex, runs from the corner it
  // shares with the direction before to the one it shares with the direction after; so turned,
  // the sides chain head to tail once round. Corners are keyed by 3q and 3r, whole numbers.
  const next = new Map<number, Hex>();
  const key = (q: number, r: number) => Math.round(3 * q) * 65536 + Math.round(3 * r);
  let start: Hex | null = null;
  for (const h of bodyRing(body, k)) {
    for (let i = 0; i < 6; i++) {
      const d = DIRS[i]!;
      if (!outside(h.q + d.q, h.r + d.r)) continue;
      const before = DIRS[(i + 5) % 6]!, after = DIRS[(i + 1) % 6]!;
      const from = { q: h.q + (d.q + before.q) / 3, r: h.r + (d.r + before.r) / 3 };
      next.set(key(from.q, from.r), { q: h.q + (d.q + after.q) / 3, r: h.r + (d.r + after.r) / 3 });
      start ??= from;
    }
  }
  const out: Hex[] = [];
  for (let at: Hex | undefined = start!; at && out.length < next.size; at = next.get(key(at.q, at.r))) out.push(at);
  return out;
}

// The six neighbour steps in the order they turn (HEX_DIRECTIONS; bodyRing reads no other module but coords).
const DIRS: readonly Hex[] = [{ q: 1, r: 0 }, { q: 1, r: -1 }, { q: 0, r: -1 }, { q: -1, r: 0 }, { q: -1, r: 1 }, { q: 0, r: 1 }];

/**
 * Every hex a body of these hexes (relative to its anchor, anchor first) covers at any of
 * `anchors`: where a moving body can be, each hex once.
 */
export function coveredFrom(offsets: readonly Hex[], anchors: Iterable<Hex>): Hex[] {
  const seen = new Set<number>();
  const out: Hex[] = [];
  for (const a of anchors) {
    for (const o of offsets) {
      const q = a.q + o.q, r = a.r + o.r;
      const key = hexIdOf(q, r);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ q, r });
    }
  }
  return out;
}

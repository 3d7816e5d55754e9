// The hexes a body covers and the distance between two bodies (RULES.md 5.2).
import type { Hex } from './coords';
import { hexNeighbor } from './direction';
import { hexSpiral } from './area';

/** How many hexes a body covers; 1, 3, 7 and 19 are size steps 0 to 3. */
export type FootprintSize = 1 | 3 | 7 | 19;

/** The footprint sizes in size-step order. */
export const FOOTPRINT_SIZES: readonly FootprintSize[] = Object.freeze([1, 3, 7, 19]);

/** The hexes of a body of `size` at `anchor`, anchor first; `turn` (mod 6) places the 3-hex triangle. */
export function footprintHexes(anchor: Hex, size: FootprintSize, turn = 0): Hex[] {
  switch (size) {
    case 1:
      return [{ q: anchor.q, r: anchor.r }];
    case 3:
      return [{ q: anchor.q, r: anchor.r }, hexNeighbor(anchor, turn), hexNeighbor(anchor, turn + 1)];
    case 7:
      return hexSpiral(anchor, 1);
    default:
      return hexSpiral(anchor, 2);
  }
}

// Every footprint is hex-convex: exactly the hexes with q, r and s = -q - r each in a range. The
// hexes a - b between two such sets are then exactly those of the ranges' differences (Murota's
// M-convex sets are closed under Minkowski sums), so the least distance follows from twelve numbers
// instead of every pair: the least distance is the widest gap between the ranges on any one axis.
// 19 x 19 pairs took about 850 ns (npm run bench -- hex).
// Anything else (a set with a hole, a long chain) falls back to every pair.
const bounds = new Int32Array(12);

/** Writes the q, r, s ranges of `hs` at `at` in `bounds`; true when `hs` holds every hex inside them. */
function convexBounds(hs: readonly Hex[], at: number): boolean {
  const h0 = hs[0]!;
  let qmin = h0.q;
  let qmax = h0.q;
  let rmin = h0.r;
  let rmax = h0.r;
  let smin = -h0.q - h0.r;
  let smax = smin;
  for (let i = 1; i < hs.length; i++) {
    const h = hs[i]!;
    const q = h.q;
    const r = h.r;
    const s = -q - r;
    if (q < qmin) qmin = q;
    else if (q > qmax) qmax = q;
    if (r < rmin) rmin = r;
    else if (r > rmax) rmax = r;
    if (s < smin) smin = s;
    else if (s > smax) smax = s;
  }
  bounds[at] = qmin;
  bounds[at + 1] = qmax;
  bounds[at + 2] = rmin;
  bounds[at + 3] = rmax;
  bounds[at + 4] = smin;
  bounds[at + 5] = smax;
  // The distinct hexes, as bits of a q x r box, must be as many as the hexes the ranges admit.
  const rows = rmax - rmin + 1;
  if ((qmax - qmin + 1) * rows > 32) return false;
  let mask = 0;
  for (let i = 0; i < hs.length; i++) mask |= 1 << ((hs[i]!.q - qmin) * rows + (hs[i]!.r - rmin));
  let admitted = 0;
  for (let q = qmin; q <= qmax; q++) {
    const lo = rmin > -q - smax ? rmin : -q - smax;
    const hi = rmax < -q - smin ? rmax : -q - smin;
    if (hi >= lo) admitted += hi - lo + 1;
  }
  mask -= (mask >>> 1) & 0x55555555;
  mask = (mask & 0x33333333) + ((mask >>> 2) & 0x33333333);
  const distinct = (Math.imul((mask + (mask >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
  return distinct === admitted;
}

function everyPair(a: readonly Hex[], b: readonly Hex[]): number {
  let best = Infinity;
  for (let i = 0; i < a.length; i++) {
    const pq = a[i]!.q;
    const pr = a[i]!.r;
    for (let j = 0; j < b.length; j++) {
      const dq = pq - b[j]!.q;
      const dr = pr - b[j]!.r;
      const ds = dq + dr;
      const aq = dq < 0 ? -dq : dq;
      const ar = dr < 0 ? -dr : dr;
      const as = ds < 0 ? -ds : ds;
      const d = aq > ar ? (aq > as ? aq : as) : ar > as ? ar : as;
      if (d < best) {
        if (d === 0) return 0;
        best = d;
      }
    }
  }
  return best;
}

/** The least hex distance between a hex of `a` and a hex of `b` (0 when they share one; Infinity when either is empty). */
export function footprintDistance(a: readonly Hex[], b: readonly Hex[]): number {
  if (a.length === 0 || b.length === 0) return Infinity;
  if (!convexBounds(a, 0) || !convexBounds(b, 6)) return everyPair(a, b);
  // The ranges of a - b on each cube axis.
  const lq = bounds[0]! - bounds[7]!;
  const uq = bounds[1]! - bounds[6]!;
  const lr = bounds[2]! - bounds[9]!;
  const ur = bounds[3]! - bounds[8]!;
  const ls = bounds[4]! - bounds[11]!;
  const us = bounds[5]! - bounds[10]!;
  // The least k with a difference within k on all three axes. Every axis range must meet [-k, k],
  // and that is enough: the clipped ranges then always admit q + r + s = 0, because each range's
  // ends are reached by real differences, whose three coordinates sum to 0.
  return Math.max(0, lq, lr, ls, -uq, -ur, -us);
}

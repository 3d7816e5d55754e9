// Hex lines by cube interpolation. A line between two centres can run exactly along a cell edge, where
// rounding is a tie; a tiny nudge decides the tie the same way every time.
import type { Hex } from './coords';
import { hexDistance } from './distance';

// The RULES.md appendix fixes hexLine's nudge: the start moves by (+1e-6, +1e-6, -2e-6) in cube
// coordinates; in axial that is +1e-6 on q and on r (s = -q - r follows).
const START_NUDGE = 1e-6;
// The sideways nudge of the line-of-sight pair, as a fraction of the largest cube component of the
// perpendicular vector: far above rounding noise (~1e-15 x length) and far below the distance of a
// non-tied sample from a cell edge (~1 / length) on any map smaller than 10^5 hexes across.
const SIDE_NUDGE = 1e-6;

// Works in coordinates relative to `a`, rounding the offset and adding `a` back: mathematically the
// same lerp, but it makes the line exactly translation-invariant, and where a tie survives the nudge
// (along the (+1,+1) diagonal, to which the appendix nudge is parallel) the two tied offsets are
// bit-identical, so the rounding order settles the tie the same way every time instead of by float noise.
function interpolate(a: Hex, b: Hex, n: number, sq: number, sr: number, eq: number, er: number): Hex[] {
  const out: Hex[] = new Array<Hex>(n + 1);
  const dq = b.q - a.q + eq - sq;
  const dr = b.r - a.r + er - sr;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const fq = sq + dq * t;
    const fr = sr + dr * t;
    const fs = -fq - fr;
    // Cube rounding inlined: this loop runs for every hex of every line on every pointer move.
    let q = Math.round(fq);
    let r = Math.round(fr);
    const s = Math.round(fs);
    const xq = Math.abs(q - fq);
    const xr = Math.abs(r - fr);
    const xs = Math.abs(s - fs);
    if (xq > xr && xq > xs) q = -r - s;
    else if (xr > xs) r = -q - s;
    out[i] = { q: a.q + q + 0, r: a.r + r + 0 };
  }
  return out;
}

/** The hexes from a to b inclusive (distance + 1 of them, each a neighbour of the last). */
export function hexLine(a: Hex, b: Hex): Hex[] {
  const n = hexDistance(a, b);
  if (n === 0) return [{ q: a.q, r: a.r }];
  return interpolate(a, b, n, START_NUDGE, START_NUDGE, 0, 0);
}

/**
 * The hex line from a to b with the whole segment shifted a tiny distance sideways, to one side
 * (side 1) or the other (side -1). Where the exact line passes through a point on a cell boundary
 * (running along an edge, or crossing one exactly at a sample), the two sides take the cells on
 * either side of it; elsewhere both are the same hexes.
 *
 * Why sideways and not +-(1e-6, 1e-6, -2e-6) as in hexLine: that vector is parallel to the
 * edge-running diagonal (+1,+1), so along that diagonal both signs would give the same line and the
 * "both ways" of RULES.md section 4 would collapse to one way.
 */
export function hexLineNudged(a: Hex, b: Hex, side: 1 | -1): Hex[] {
  const n = hexDistance(a, b);
  if (n === 0) return [{ q: a.q, r: a.r }];
  nudgedLineSetup(a, b, side, scratch, 0);
  return interpolate(a, b, n, scratch[0]!, scratch[1]!, scratch[0]!, scratch[1]!);
}
const scratch = new Float64Array(4);

/**
 * hexLineNudged(a, b, side) without drawing it, for callers that ask whether a few known hexes lie
 * on thousands of lines: its start offset and step as interpolate reads them (the same arithmetic,
 * which a test checks), written to out[at..at + 3] for nudgedLineHexIs.
 */
export function nudgedLineSetup(a: Hex, b: Hex, side: 1 | -1, out: Float64Array, at: number): void {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  const ds = -dq - dr;
  // Perpendicular to (dq, dr, ds) inside the plane q + r + s = 0: its cross product with (1, 1, 1).
  const pq = dr - ds;
  const pr = ds - dq;
  const ps = dq - dr;
  const big = Math.max(Math.abs(pq), Math.abs(pr), Math.abs(ps));
  const k = (side * SIDE_NUDGE) / big;
  const sq = pq * k;
  const sr = pr * k;
  out[at] = sq;
  out[at + 1] = sr;
  out[at + 2] = b.q - a.q + pq * k - sq;
  out[at + 3] = b.r - a.r + pr * k - sr;
}

/** Whether hex `i` of the line set up at out[at..] (nudgedLineSetup, n = its length in steps, at least 1) lies (oq, or) from its start. */
export function nudgedLineHexIs(line: Float64Array, at: number, n: number, i: number, oq: number, or: number): boolean {
  const t = i / n;
  const fq = line[at]! + line[at + 2]! * t;
  const fr = line[at + 1]! + line[at + 3]! * t;
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const xq = Math.abs(q - fq);
  const xr = Math.abs(r - fr);
  const xs = Math.abs(s - fs);
  if (xq > xr && xq > xs) q = -r - s;
  else if (xr > xs) r = -q - s;
  return q === oq && r === or;
}

/**
 * Whether a hex (wq, wr) from a line's start may be a hex of either nudged line whose end is
 * (vq, vr) from its start (vv: the square of that vector's length in cube space). Each hex of the
 * line holds its sample point, so its centre lies within the cell's circumradius, sqrt(2/3) in cube
 * space, of the line (a test checks every line of up to 30 steps); 0.7 leaves room for the nudge.
 * Wider than the lines, never narrower, and no division: the perpendicular distance, squared and
 * times vv, in whole numbers.
 */
export function nearNudgedLine(vq: number, vr: number, vv: number, wq: number, wr: number): boolean {
  const ws = -wq - wr;
  const dot = wq * vq + wr * vr + ws * (-vq - vr);
  return (wq * wq + wr * wr + ws * ws) * vv - dot * dot <= 0.7 * vv;
}

// Rings, filled hexagons and spirals around a centre.
import type { Hex } from './coords';

const DQ = [1, 1, 0, -1, -1, 0] as const;
const DR = [0, -1, -1, 0, 1, 1] as const;

function pushRing(out: Hex[], c: Hex, radius: number): void {
  // Start at centre + radius x direction 4, then walk radius steps along each direction 0..5.
  let q = c.q - radius;
  let r = c.r + radius;
  for (let d = 0; d < 6; d++) {
    const sq = DQ[d as 0];
    const sr = DR[d as 0];
    for (let k = 0; k < radius; k++) {
      out.push({ q, r });
      q += sq;
      r += sr;
    }
  }
}

/** The hexes at exactly `radius` steps: 6 x radius of them (1 when radius is 0, none when negative), from centre + radius x direction 4, walking directions 0..5. */
export function hexRing(center: Hex, radius: number): Hex[] {
  if (radius < 0) return [];
  if (radius === 0) return [{ q: center.q, r: center.r }];
  const out: Hex[] = [];
  pushRing(out, center, radius);
  return out;
}

/** Every hex within `radius` steps of the centre, 3r(r+1)+1 of them, row by row (none for a negative radius). */
export function hexesWithin(center: Hex, radius: number): Hex[] {
  if (radius < 0) return [];
  const n = Math.floor(radius);
  const out: Hex[] = new Array<Hex>(3 * n * (n + 1) + 1);
  let i = 0;
  for (let dq = -n; dq <= n; dq++) {
    const lo = dq < 0 ? -n - dq : -n;
    const hi = dq < 0 ? n : n - dq;
    const q = center.q + dq;
    for (let dr = lo; dr <= hi; dr++) out[i++] = { q, r: center.r + dr };
  }
  return out;
}

/** The centre, then the rings 1..radius in hexRing order: the same hexes as hexesWithin, nearest first. */
export function hexSpiral(center: Hex, radius: number): Hex[] {
  if (radius < 0) return [];
  const out: Hex[] = [{ q: center.q, r: center.r }];
  for (let k = 1; k <= radius; k++) pushRing(out, center, k);
  return out;
}

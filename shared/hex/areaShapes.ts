// The shapes of area attacks (RULES.md 5.3) as sets of hexes by hex distance, never drawn circles:
// a burst around a hex, a 60-degree cone and a line from the attacker.
import type { Hex } from './coords';
import { hexDistance } from './distance';
import { hexesWithin } from './area';
import { hexLine } from './line';

const DQ = [1, 1, 0, -1, -1, 0] as const;
const DR = [0, -1, -1, 0, 1, 1] as const;

/** Every hex within `radius` of the centre (RULES.md 5.3's burst; hexesWithin, any order). */
export function burstHexes(center: Hex, radius: number): Hex[] {
  return hexesWithin(center, radius);
}

/** The cone of `length` from `origin` in `direction` (mod 6): origin + i dir(d) + j dir(d+1), i, j >= 0, 1 <= i + j <= length; n(n+3)/2 hexes. */
export function coneHexes(origin: Hex, direction: number, length: number): Hex[] {
  const d = ((direction % 6) + 6) % 6;
  const e = (d + 1) % 6;
  const aq = DQ[d as 0];
  const ar = DR[d as 0];
  const bq = DQ[e as 0];
  const br = DR[e as 0];
  const out: Hex[] = [];
  for (let k = 1; k <= length; k++) {
    for (let j = 0; j <= k; j++) {
      const i = k - j;
      out.push({ q: origin.q + i * aq + j * bq + 0, r: origin.r + i * ar + j * br + 0 });
    }
  }
  return out;
}

/** The direction d whose cone holds `aim` as origin + i dir(d) + j dir(d+1) with i >= 1, j >= 0 (one d for every aim); -1 when aim is the origin. */
export function coneDirection(origin: Hex, aim: Hex): number {
  const vq = aim.q - origin.q;
  const vr = aim.r - origin.r;
  if (vq === 0 && vr === 0) return -1;
  for (let d = 0; d < 6; d++) {
    const e = (d + 1) % 6;
    // Solve v = i a + j b; the two neighbour directions span the lattice (determinant +-1).
    const aq = DQ[d as 0];
    const ar = DR[d as 0];
    const bq = DQ[e as 0];
    const br = DR[e as 0];
    const det = aq * br - ar * bq;
    const i = (vq * br - vr * bq) * det;
    const j = (aq * vr - ar * vq) * det;
    if (i >= 1 && j >= 0) return d;
  }
  // Unreachable: the six half-open wedges cover every hex but the origin.
  return -1;
}

/** The first `length` hexes after `origin` on hexLine(origin, origin + k (aim - origin)), k the least whole number giving that many; none when aim is the origin. */
export function lineHexes(origin: Hex, aim: Hex, length: number): Hex[] {
  const step = hexDistance(origin, aim);
  if (step === 0 || length <= 0) return [];
  const k = Math.ceil(length / step);
  const end = { q: origin.q + k * (aim.q - origin.q), r: origin.r + k * (aim.r - origin.r) };
  return hexLine(origin, end).slice(1, length + 1);
}

import type { Hex } from './coords';

/** The number of steps between two hexes (cube distance). */
export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  // max(|dq|, |dr|, |ds|) with ds = -dq - dr, written without a call to Math.max for speed.
  const aq = dq < 0 ? -dq : dq;
  const ar = dr < 0 ? -dr : dr;
  const as = dq + dr < 0 ? -(dq + dr) : dq + dr;
  return aq > ar ? (aq > as ? aq : as) : ar > as ? ar : as;
}

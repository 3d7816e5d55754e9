import type { Hex } from './coords';

/** The hex containing a fractional axial point, by cube rounding (exact on every cell interior). */
export function hexRound(p: Hex): Hex {
  const fq = p.q;
  const fr = p.r;
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  // The coordinate that moved most is the least trustworthy; rebuild it from the other two.
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  // `+ 0` turns -0 into 0 so results compare equal to literal hexes.
  return { q: q + 0, r: r + 0 };
}

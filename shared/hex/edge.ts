// The sides between adjacent hexes (RULES.md 5.4), named the same way whichever hex comes first.
import type { Hex } from './coords';
import { hexDistance } from './distance';

/** Whether two hexes share a side (hex distance 1). */
export function areNeighbors(a: Hex, b: Hex): boolean {
  return hexDistance(a, b) === 1;
}

/** A key "q,r|q,r" for the side between a and b, the same for (a, b) and (b, a): the lesser q, then r, first. */
export function edgeKey(a: Hex, b: Hex): string {
  const aFirst = a.q < b.q || (a.q === b.q && a.r <= b.r);
  return aFirst ? `${a.q},${a.r}|${b.q},${b.r}` : `${b.q},${b.r}|${a.q},${a.r}`;
}

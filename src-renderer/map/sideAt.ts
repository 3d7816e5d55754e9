// The hex side under a point of the map: what the edge brush paints (RULES.md 5.4).
import { hexNeighbors, hexToPixel, pixelToHex, type Hex, type Layout, type Point } from '../../shared/hex';

/** One hex side: the two hexes it lies between. */
export type Side = { readonly a: Hex; readonly b: Hex };

/**
 * The side of the hex under `p` nearest to `p`: the one facing the neighbour whose centre is
 * closest, which is the side's own region of the hex, so a drag along a wall picks each side it passes.
 */
export function sideAt(layout: Layout, p: Point): Side {
  const a = pixelToHex(layout, p);
  let b = a;
  let best = Infinity;
  for (const n of hexNeighbors(a)) {
    const c = hexToPixel(layout, n);
    const d = (c.x - p.x) ** 2 + (c.y - p.y) ** 2;
    if (d < best) {
      best = d;
      b = n;
    }
  }
  return { a, b };
}

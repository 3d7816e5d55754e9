// RULES.md 5.2: the footprint a VERS sheet's Size suggests; the GM confirms it.
import type { FootprintSize } from '../../hex/footprint';

/** The body a VERS Size suggests: 3 hexes at Size 1-2, 7 at 3-4, 19 at 5 or more; 1 below. */
export function footprintForSize(size: number): FootprintSize {
  return size >= 5 ? 19 : size >= 3 ? 7 : size >= 1 ? 3 : 1;
}

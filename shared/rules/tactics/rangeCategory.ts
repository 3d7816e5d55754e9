// RULES.md section 4: the range category between two tokens, from hex distance and weapon reach.
import type { RangeCategory } from './facts';

/** Metres per hex when the map does not say (RULES.md 4: adjacent hex = close combat at Size 0). */
export const DEFAULT_METERS_PER_HEX = 2;

/** Weapon reach in hexes when the weapon does not say. */
export const DEFAULT_REACH_HEXES = 1;

/** Same hex grappling; within `reachHexes` (default 1) close; further ranged. */
export function rangeCategory(distanceHexes: number, reachHexes: number = DEFAULT_REACH_HEXES): RangeCategory {
  if (distanceHexes === 0) return 'grappling';
  return distanceHexes <= reachHexes ? 'close' : 'ranged';
}

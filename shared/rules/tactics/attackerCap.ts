// RULES.md 1.4: how many attackers can attack one defender at once. YAUGS sets numbers (melee 6;
// ranged 12 short, 24 medium, 48 long); VERS and Waylights set none, and the map's own limit for
// close combat is the number of hexes within reach (six neighbours at reach 1).
import type { PreviewCommon } from '../preview';
import type { RangeCategory } from './facts';
import type { YaugsBand } from '../yaugs/rangeBand';
import { ATTACKER_CAPS } from '../yaugs/attackerCap';

/** The game systems an encounter can use. */
export type GameSystem = PreviewCommon['system'];

/** The number of hexes other than its own within `reachHexes` of a hex: 3r(r+1), so 6 at reach 1. */
export function hexesInReach(reachHexes: number): number {
  const r = Math.max(0, Math.floor(reachHexes));
  return 3 * r * (r + 1);
}

/**
 * The most attackers that may attack one defender at once, or null when nothing limits it.
 * YAUGS: grappling and close are melee (6); ranged uses the weapon's band (a ranged weapon used at
 * melee or point-blank range counts as melee; out of range allows no attacker, 0).
 * VERS and Waylights: close is limited by the hexes within reach; grappling and ranged are not limited.
 */
export function attackerCap(system: GameSystem, category: RangeCategory, yaugsRangeBand?: YaugsBand, reachHexes = 1): number | null {
  if (system === 'yaugs') {
    if (category !== 'ranged') return ATTACKER_CAPS.melee;
    switch (yaugsRangeBand) {
      case 'short':
        return ATTACKER_CAPS.short;
      case 'medium':
        return ATTACKER_CAPS.medium;
      case 'long':
        return ATTACKER_CAPS.long;
      case 'out-of-range':
        return 0;
      case 'melee':
      case 'point-blank':
        return ATTACKER_CAPS.melee;
      default:
        // A ranged attack without a band yet: the widest ranged cap, so nothing is refused wrongly.
        return ATTACKER_CAPS.long;
    }
  }
  return category === 'close' ? hexesInReach(reachHexes) : null;
}

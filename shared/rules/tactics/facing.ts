// RULES.md section 4, facing: a token faces one of the six hex directions; an attacker in the three
// rear directions is "from behind".
//
// Precisely: the front is the facing direction's sextant and the two beside it (facing +- 1); the
// rear is the sextants facing + 2, + 3, + 4. The front and the rear meet on the line through the
// defender at right angles to its facing, so "in a rear sextant" is "strictly behind that line",
// which integer cube arithmetic decides exactly (directionDot < 0, no angles, no rounding).
// Ties: a hex exactly on that line (abreast of the defender, e.g. (1,-2) for facing 0) is front:
// the attacker is beside the defender, not behind it, and the rule is then the same on the left and
// the right (breaking sextant ties by direction index would make one side rear and the other not).
// Ties between two rear sextants (e.g. straight behind on a diagonal) are rear either way.
import type { Hex } from '../../hex';
import { directionDot } from '../../hex';

/** Which half of the defender's surroundings a hex is in: front (including exactly abreast), rear, or null for the defender's own hex. */
export function facingArc(defender: Hex, facing: number, attacker: Hex): 'front' | 'rear' | null {
  if (defender.q === attacker.q && defender.r === attacker.r) return null;
  return directionDot(defender, attacker, facing) < 0 ? 'rear' : 'front';
}

/** Whether an attacker stands in one of the three rear directions of a defender facing `facing` (0-5); the same hex is not behind. */
export function isFromBehind(defender: Hex, facing: number, attacker: Hex): boolean {
  return facingArc(defender, facing, attacker) === 'rear';
}

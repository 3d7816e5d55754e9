// YAUGS movement per turn. RULES.md has no YAUGS movement rule and the sheet has no movement value,
// so a House default applies: 3 hexes a turn (6 m at the default 2 m per hex), less what was moved.
import type { CombatState } from '../../model/state';

/** House: hexes a YAUGS combatant may move in one turn. */
export const YAUGS_HOUSE_MOVE_HEXES = 3;

/** Hexes still allowed this turn under the House default. */
export function yaugsMoveBudget(state: CombatState): number {
  return Math.max(0, YAUGS_HOUSE_MOVE_HEXES - state.use.moved);
}

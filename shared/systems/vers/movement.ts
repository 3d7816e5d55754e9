// How far a VERS combatant may still move this turn, in hexes.
import { movement } from '../../rules/vers/derived';
import { actionLimits } from '../../rules/vers/injuryEffects';
import { countMarks } from '../../rules/vers/injuryTrack';
import type { AnyCombatant } from '../../model/schema';
import type { CombatState } from '../../model/state';
import { marksOf, versSheetOf } from './inputs';

/**
 * Movement (derived or overridden) read as metres per turn: the sources give no unit, and metres
 * match their own scale (Size 0 is 2 m, close range is 2 m, a zone is 5-10 m), so an average
 * human's Movement of about 6 is 3 hexes at 2 m a hex. Disabled halves it (the rules core rounds
 * down); the metres become whole hexes rounding down, less the hexes already moved this turn.
 */
export function versMoveBudget(c: AnyCombatant, state: CombatState): number {
  const sheet = versSheetOf(c);
  if (!sheet) return 0;
  const metres = actionLimits(countMarks(marksOf(state, c, sheet)), movement(sheet).value).movement;
  const hexes = Math.floor(metres / state.encounter.map.metersPerHex);
  return Math.max(0, hexes - state.use.moved);
}

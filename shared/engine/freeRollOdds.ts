// The exact odds of a roll outside an attack, before it is made: the encounter's system's table, the
// same one the free-roll command resolves with.
import type { CombatState } from '../model/state';
import type { PreviewOutcome } from '../rules/preview';
import type { FreeRoll } from '../systems/definition';
import { adapterFor } from '../systems/registry';

/** The outcomes of a free roll with their probabilities (summing to 1), or why the system has none. */
export function freeRollOdds(state: CombatState, roll: FreeRoll): PreviewOutcome[] | { reason: string } {
  const odds = adapterFor(state.encounter.system).freeRollOdds;
  return odds ? odds(state, roll) : { reason: `${state.encounter.system} has no free rolls.` };
}

// A YAUGS defender's Opponent Quotient this round as the GM needs it beside the two raises
// (RULES.md 1.4): the value with its raises, the slots used, and whether each raise can still be
// made and, when not, why. The engine decides; these words only say in advance what it would.
import { deriveSheet } from '../../../shared/rules/yaugs/sheet';
import { grappleOf } from '../../../shared/model/facts';
import type { AnyCombatant } from '../../../shared/model/schema';
import type { CombatState } from '../../../shared/model/state';
import { hasYaugsSheet } from '../../../shared/systems/yaugs/harm';
import { oqRaiseFor, roundUse } from '../../../shared/systems/yaugs/roundUse';
import { yaugsRound } from '../../../shared/systems/yaugs/round';
import { roundOpponentQuotient } from '../../../shared/rules/yaugs/opponentQuotient';
import { freeAdjacent, type AdjacentHex } from '../freeAdjacent';

export type OqStatus = {
  /** The OQ with the raises made this round. */
  value: number;
  /** Attacks met with Active Defence this round. */
  used: number;
  /** Words for the raises made ("gave ground", "forgoes attacks"), empty when none. */
  raises: string[];
  /** Null when give ground can be tried now, else why not. */
  giveGroundBlocked: string | null;
  /** Null when the defender can forgo its attacks now, else why not. */
  forgoBlocked: string | null;
  /** The free hexes it could give ground into. */
  hexes: AdjacentHex[];
};

/** The OQ status of a YAUGS combatant in the fight, or null for one without a YAUGS sheet. */
export function oqStatus(state: CombatState, c: AnyCombatant): OqStatus | null {
  if (!hasYaugsSheet(c)) return null;
  const r = yaugsRound(state).raises[c.id] ?? { giveGround: null, forgo: false };
  const value = roundOpponentQuotient(deriveSheet(c.sheet).opponentQuotient.value, oqRaiseFor(state, c.id));
  const raises = [r.giveGround === 'won' ? 'gave ground +1' : r.giveGround === 'lost' ? 'failed to give ground' : null, r.forgo ? 'forgoes attacks +1' : null].filter((x): x is string => !!x);
  const hexes = freeAdjacent(state, c.id);
  const inFight = state.phase === 'combat' && !state.out.includes(c.id);
  const giveGroundBlocked = !inFight
    ? 'only in the fight'
    : r.giveGround !== null
      ? 'already tried this round'
      : grappleOf(state, c.id)
        ? 'not while in a grapple'
        : hexes.length === 0
          ? 'no free hex to step back into'
          : null;
  const forgoBlocked = !inFight ? 'only in the fight' : r.forgo ? 'already forgone this round' : roundUse(state, c.id).attackedWith.length > 0 ? 'it has attacked this round' : null;
  return { value, used: state.counters.metActively[c.id] ?? 0, raises, giveGroundBlocked, forgoBlocked, hexes };
}

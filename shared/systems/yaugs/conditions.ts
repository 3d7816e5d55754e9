// YAUGS conditions (RULES.md 1.3): a defender that cannot move or is not aware of the attack meets
// it with Passive Defence, no d100. The rules give none of them an effect on the holder's own turn
// beyond the app's refusal to move one held in place.
import { CANNOT_MOVE_TURN, noEffect, type ConditionRule } from '../conditionRules';

const PASSIVE_MOVE = 'When attacked it cannot move, so it meets the attack with Passive Defence, no d100 (RULES.md 1.3).';

/** The YAUGS presets. */
export const YAUGS_CONDITIONS: readonly ConditionRule[] = [
  { name: 'stunned', does: PASSIVE_MOVE, ownTurn: 'RULES.md gives stunned no effect on its own actions; the GM decides what it may do (the app lets it move and attack).' },
  { name: 'bound', does: PASSIVE_MOVE, ownTurn: CANNOT_MOVE_TURN },
  { name: 'immobilised', does: PASSIVE_MOVE, ownTurn: CANNOT_MOVE_TURN },
  { name: 'unconscious', does: 'When attacked it is unaware and cannot move: Passive Defence, no d100 (RULES.md 1.3).', ownTurn: CANNOT_MOVE_TURN },
  { name: 'blinded', does: 'When attacked it does not see it coming: Passive Defence, no d100, unless the GM ticks "detects this attack" (RULES.md 1.3).', ownTurn: 'RULES.md gives blinded no effect on its own attacks; the GM applies any.' },
  noEffect('prone', 'YAUGS'),
];

// VERS conditions (RULES.md 2.2): a defender who cannot see the attack coming gets no defence. The
// injury conditions (Grazed to Disabled) are the injury track's, not these.
import { CANNOT_MOVE_TURN, noEffect, type ConditionRule } from '../conditionRules';

const NO_DODGE = 'When attacked it cannot see it coming: no defence, a PC\'s attack is rolled against 0 and an NPC\'s attack on it hits with no roll (RULES.md 2.2).';

/** The VERS presets. */
export const VERS_CONDITIONS: readonly ConditionRule[] = [
  { name: 'blinded', does: NO_DODGE, ownTurn: 'RULES.md gives blinded no effect on its own attacks; the GM adds a situational modifier if any.' },
  { name: 'unconscious', does: NO_DODGE, ownTurn: CANNOT_MOVE_TURN },
  { name: 'bound', does: 'VERS gives bound no effect on defence: the GM applies one.', ownTurn: CANNOT_MOVE_TURN },
  { name: 'immobilised', does: 'VERS gives immobilised no effect on defence: the GM applies one.', ownTurn: CANNOT_MOVE_TURN },
  noEffect('stunned', 'VERS'),
  noEffect('prone', 'VERS'),
];

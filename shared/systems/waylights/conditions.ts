// Waylights conditions: the rules (RULES.md section 3) read none of them in an exchange; the app
// only holds in place one that cannot move.
import { CANNOT_MOVE_TURN, noEffect, type ConditionRule } from '../conditionRules';

const noExchange = (name: string) => `Waylights gives ${name} no effect on an exchange: the GM applies one (a per-die situational modifier).`;

/** The Waylights presets. */
export const WAYLIGHTS_CONDITIONS: readonly ConditionRule[] = [
  { name: 'bound', does: noExchange('bound'), ownTurn: CANNOT_MOVE_TURN },
  { name: 'immobilised', does: noExchange('immobilised'), ownTurn: CANNOT_MOVE_TURN },
  { name: 'unconscious', does: noExchange('unconscious'), ownTurn: CANNOT_MOVE_TURN },
  noEffect('stunned', 'Waylights'),
  noEffect('blinded', 'Waylights'),
  noEffect('prone', 'Waylights'),
];

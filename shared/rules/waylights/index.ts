// The Waylights rules core (RULES.md section 3). The appendix API first; the rest beside it.
export { injury, isOut, RESOLVE_LEVELS, type ResolveLevel } from './injury';
export { resolveExchange, exchangeOutcome, type ExchangeInput, type ExchangeResult, type ExchangeOutcome } from './exchange';
export { tensionGain, wonRoll, type ExchangeRole } from './tension';
export { turnOrder, type TurnOrderEntry } from './turnOrder';

export {
  turnActions, startTurn, planTurn, splitMoveHexes, ACTIONS_PER_TURN,
  type TurnState, type ProposedAction, type SingleAction, type SplitMovePhase, type TurnActionResult,
} from './turnActions';
export { checkSplit, checkFaces, diceTotal, weaponDamageBonus, type PoolSplit, type DiceTotal } from './dicePool';
export {
  resolveMutualExchange,
  type Fighter, type FighterWeapon, type SideDice, type AttackResolution, type MutualExchangeInput, type MutualExchangeResult,
} from './mutualExchange';
export { resolveRound, type RoundFighter, type RoundExchange, type RoundResult } from './round';
export {
  waylightsSheetSchema, weaponSchema, armourSchema, shieldSchema, perkSchema, overridesSchema, STAT_NAMES,
  parseSheet, deriveSheet, skillBonus, armourDefence, findWeapon, diceSkillKind,
  type WaylightsSheet, type WaylightsSheetInput, type Weapon, type StatName, type SheetIssue, type Derived, type DerivedSheet,
} from './sheet';
export { fighterFromSheet } from './fighter';
export {
  previewAttack, bestSplit, weaponReaches,
  type PreviewInput, type PreviewSide, type WaylightsPreview, type ValueOdds, type SplitCandidate, type BestSplit,
} from './preview';
export { SAMPLE_CHARACTERS } from './samples';

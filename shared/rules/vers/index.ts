// The VERS rules core: the appendix API of RULES.md, plus the modules beside it.
export type { Condition, ConditionCounts } from './conditions';
export { conditionForNdv, addCondition } from './conditions';
export { rollCheck } from './check';
export { rangeBand } from './rangeBand';
export { coverBonus } from './cover';
export { situationalTotal } from './situational';
export { multiAttackModifier } from './multiAttack';
export { recoveryPenalty, recover, quickRecovery } from './recovery';

// The tactical layer of RULES.md section 4: map facts for the three systems' previews.
export type { RangeCategory, TacticalFacts } from './facts';
export { DEFAULT_METERS_PER_HEX, DEFAULT_REACH_HEXES, rangeCategory } from './rangeCategory';
export { facingArc, isFromBehind } from './facing';
export type { Grapples } from './grapple';
export { grappleGroup } from './grapple';
export type { GameSystem } from './attackerCap';
export { attackerCap, hexesInReach } from './attackerCap';
export type { TokenAt, FactsInput, FactsWithSight } from './derive';
export { deriveFacts, deriveFactsWithSight } from './derive';

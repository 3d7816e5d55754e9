// The engine's public entry (RULES.md, appendix "the engine's public entry"): a fight run through
// commands. Tools, tests and the UI import the engine from here; the files behind it may move.
export { reduce, type ReduceResult } from './reducer';
export { Session, replay, type ReplayResult, type SessionEntry, type SessionRecord } from './session';
export { digestOf } from './digest';
export { attackPreview, type AttackPreview } from './attackPreview';
export { grapplePreview, type GrapplePreview } from './grappleRoll';
export { standHere, standHereSteps, type StandHere, type StandHereEntry, type StandHereRefusal, type StandHereRequest } from './standHere';
export { planAttack, type AttackPlan, type AttackRequest } from './plan';
export { areaPreview, type AreaPreview, type AreaTargetOdds } from './areaPreview';
export { planArea, type AreaPlan, type AreaRequest } from './areaPlan';
export { typedFacesRead } from './facesRead';
export { freeRollOdds } from './freeRollOdds';
export { initialState } from '../model/initial';
export { encounterSchema, commandSchema } from '../systems/registry';
export type { Encounter, SystemId } from '../model/schema';
export type { Command } from '../model/commands';
export type { CombatState } from '../model/state';
export type { LogEvent } from '../model/events';

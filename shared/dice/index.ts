// The public dice API: seeded generator, dice sources, expressions, roll records, exact distributions.
export { createRng, parseRngState } from './rng';
export type { Rng, RngState } from './rng';
export { seededDice, typedDice, TypedDiceError } from './source';
export type { DiceSource, TypedDice } from './source';
export { parseDice, formatDice, MAX_DICE, MAX_SIDES, MAX_MODIFIER } from './expression';
export type { DiceExpression, DiceTerm, DiceParseError, DiceParseResult } from './expression';
export { rollDice, rollDie } from './roll';
export type { DiceRoll, DieFace } from './roll';
export {
  dieDistribution,
  convolve,
  sumDistribution,
  shift,
  probabilityOf,
  probabilityAtMost,
  mean,
  outcomes,
  expressionDistribution,
  addDice,
} from './distribution';
export type { Distribution } from './distribution';

// A roll as it lands in the session log: plain JSON data holding every face, so the log shows how a
// total came about and a replay can be checked die for die.
import { formatDice } from './expression';
import type { DiceExpression } from './expression';
import type { DiceSource } from './source';

export type DieFace = { readonly sides: number; readonly value: number };
export type DiceRoll = {
  /** The canonical text of what was rolled, e.g. "2d6+1". */
  readonly expression: string;
  /** Every die in the order of the expression's terms. */
  readonly faces: readonly DieFace[];
  readonly modifier: number;
  readonly total: number;
  /** True when the faces were typed in by the GM rather than rolled by the seeded generator. */
  readonly typed: boolean;
};

/** Rolls every die of `expr` from `source` and adds the modifier. */
export function rollDice(expr: DiceExpression, source: DiceSource): DiceRoll {
  const faces: DieFace[] = [];
  let total = expr.modifier;
  for (const { count, sides } of expr.terms) {
    for (let k = 0; k < count; k++) {
      const value = source.roll(sides);
      faces.push({ sides, value });
      total += value;
    }
  }
  return { expression: formatDice(expr), faces, modifier: expr.modifier, total, typed: source.kind === 'typed' };
}

/** Rolls a single die with `sides` faces, as a roll record like any other (rollDice's, built directly). */
export function rollDie(sides: number, source: DiceSource): DiceRoll {
  const value = source.roll(sides);
  return { expression: `d${sides}`, faces: [{ sides, value }], modifier: 0, total: value, typed: source.kind === 'typed' };
}

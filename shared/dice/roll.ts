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
  for (const { count, sides } of expr.terms) {
    for (let k = 0; k < count; k++) faces.push({ sides, value: source.roll(sides) });
  }
  const total = faces.reduce((sum, f) => sum + f.value, expr.modifier);
  return { expression: formatDice(expr), faces, modifier: expr.modifier, total, typed: source.kind === 'typed' };
}

/** Rolls a single die with `sides` faces, as a roll record like any other. */
export function rollDie(sides: number, source: DiceSource): DiceRoll {
  return rollDice({ terms: [{ count: 1, sides }], modifier: 0 }, source);
}

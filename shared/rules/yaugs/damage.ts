// RULES.md 1.6 (House): the source has no damage rules. A hit deals the weapon's dice expression,
// less armour absorption, to hit points; a critical doubles the dice. "Doubles the dice" is read as
// rolling twice as many dice (the constant is not doubled), so the faces are still real dice a GM rolls.
import type { DiceExpression, DiceTerm } from '../../dice/expression';
import type { Distribution } from '../../dice/distribution';
import { convolve, shift, sumDistribution } from '../../dice/distribution';

/** The dice to roll for one hit: each term's count doubled on a critical. */
export function damageDice(expr: DiceExpression, critical: boolean): DiceExpression {
  if (!critical) return expr;
  // By push, as the parser builds its terms (see `mapped` in model/record.ts): the dice rollers
  // reading them were compiled again for Array.prototype.map's other layout.
  const terms: DiceTerm[] = [];
  for (const t of expr.terms) terms.push({ count: t.count * 2, sides: t.sides });
  return { terms, modifier: expr.modifier };
}

/** The breakdown of one hit's damage. */
export type DamageResult = {
  /** The faces used, in the order of the terms of `dice`. */
  readonly faces: readonly number[];
  readonly dice: DiceExpression;
  /** Sum of the faces plus the expression's constant, floored at 0. */
  readonly raw: number;
  readonly absorbed: number;
  /** Hit points lost: raw less absorption, never below 0. */
  readonly damage: number;
  readonly critical: boolean;
  readonly house: true;
};

/** Damage of one hit from the given faces (one per die of damageDice(expr, critical), in term order). */
export function resolveDamage(
  expr: DiceExpression,
  faces: readonly number[],
  x: { armourAbsorption: number; critical: boolean },
): DamageResult {
  const dice = damageDice(expr, x.critical);
  let i = 0;
  let sum = expr.modifier;
  for (const t of dice.terms) {
    for (let k = 0; k < t.count; k++, i++) {
      const f = faces[i];
      if (f === undefined) throw new RangeError(`damage needs ${countDice(dice)} dice faces, got ${faces.length}`);
      if (!Number.isInteger(f) || f < 1 || f > t.sides) throw new RangeError(`face ${f} is not on a d${t.sides}`);
      sum += f;
    }
  }
  if (i !== faces.length) throw new RangeError(`damage needs ${countDice(dice)} dice faces, got ${faces.length}`);
  const raw = Math.max(0, sum);
  const absorbed = Math.min(raw, Math.max(0, x.armourAbsorption));
  return { faces: [...faces], dice, raw, absorbed, damage: raw - absorbed, critical: x.critical, house: true };
}

/** The exact distribution of hit points lost by one hit, after absorption (house rule 1.6). */
export function damageDistribution(expr: DiceExpression, x: { armourAbsorption: number; critical: boolean }): Distribution {
  const dice = damageDice(expr, x.critical);
  let d: Distribution = { min: 0, p: [1] };
  for (const t of dice.terms) d = convolve(d, sumDistribution(t.count, t.sides));
  d = shift(d, expr.modifier);
  // Fold everything at or below the absorption (and below 0) into 0 damage.
  const floor = Math.max(0, x.armourAbsorption);
  const maxDamage = Math.max(0, d.min + d.p.length - 1 - floor);
  const p = new Array<number>(maxDamage + 1).fill(0);
  for (let k = 0; k < d.p.length; k++) {
    const v = Math.max(0, d.min + k);
    const idx = Math.max(0, v - floor);
    p[idx]! += d.p[k]!;
  }
  return { min: 0, p };
}

function countDice(e: DiceExpression): number {
  let n = 0;
  for (const t of e.terms) n += t.count;
  return n;
}

// Splitting a pool and totalling adjusted dice (RULES.md 3.3 steps 1-2).
//
// Readings: every die of a side gets that side's per-die bonus (the skill bonus of the weapon it
// fights with, plus effects) and loses its Injury. A weapon's attack bonus is a bonus to the skill,
// so each attack die gets it. Armour's defence bonus is added once to the defence total and counts
// for damage (only the shield is excluded from damage). Adjusted dice are not clamped at 0: the
// rules give no floor.
import type { Modifier } from '../modifier';
import type { WaylightsSettings } from './settings';

/** How a side splits its pool; `stepAside` gives up one defence die to move 1 hex (ranged attacks only). */
export type PoolSplit = { readonly attackDice: number; readonly defenceDice: number; readonly stepAside?: boolean };

/** Checks a split against the pool; returns null when legal, else the reason in words for the GM. */
export function checkSplit(pool: number, split: PoolSplit, incomingKind: 'melee' | 'ranged' | null): string | null {
  const { attackDice: a, defenceDice: d } = split;
  if (!Number.isInteger(a) || !Number.isInteger(d) || a < 0 || d < 0) return 'Attack and defence dice must be whole numbers of 0 or more.';
  const step = split.stepAside === true ? 1 : 0;
  if (a + d + step !== pool) {
    return `The split must use the whole pool of ${pool} dice: ${a} attack + ${d} defence${step ? ' + 1 given up to step aside' : ''} = ${a + d + step}.`;
  }
  if (step && incomingKind !== 'ranged') return 'Giving up a defence die to move 1 hex is only allowed against a ranged attack.';
  return null;
}

/** The damage bonus of an attack: the weapon's bonus plus weaponBonusPerAttackDie for each attack die beyond the first (RULES.md 3.1). */
export function weaponDamageBonus(damageBonus: number, attackDice: number, settings: WaylightsSettings): number {
  return damageBonus + settings.weaponBonusPerAttackDie * Math.max(0, attackDice - 1);
}

/** A total built from dice: the faces, the per-die and the flat modifiers, and the sum. */
export type DiceTotal = {
  readonly faces: readonly number[];
  /** Per-die modifiers (value per die). */
  readonly perDie: readonly Modifier[];
  /** Flat modifiers added once. */
  readonly flat: readonly Modifier[];
  readonly total: number;
};

/** Sums adjusted dice: every face gets every per-die modifier, then the flat modifiers are added once. */
export function diceTotal(faces: readonly number[], perDie: readonly Modifier[], flat: readonly Modifier[] = []): DiceTotal {
  let perDieSum = 0;
  for (const m of perDie) perDieSum += m.value;
  let total = 0;
  for (const f of faces) total += f + perDieSum;
  for (const m of flat) total += m.value;
  return { faces, perDie, flat, total };
}

/** Checks that every face is a whole number from 1 to the die size. */
export function checkFaces(faces: readonly number[], dieSize: number): string | null {
  for (const f of faces) if (!Number.isInteger(f) || f < 1 || f > dieSize) return `A d${dieSize} shows 1 to ${dieSize}, got ${f}.`;
  return null;
}

// Dice typed in from the table, read against the dice the roll will take (the attack's die slots):
// each face checked against its die as it is typed, no more faces than the roll can read, and a
// total typed for dice of which only the sum counts (a VERS 3d6) spread over its faces.
import { parseDice } from '../../shared/dice';
import type { DieSlot } from '../../shared/systems/definition';
import { TO_TYPE } from '../../shared/projection/rollAsk';

/** The typed faces as numbers, or an error for the GM; no dice when the text is empty (the app rolls). */
export type TypedFaces = { dice: number[] | undefined; error: string | null };

/** The die sizes of a slot, one entry a die ("2d6+1" is [6, 6]). */
function diesOf(slot: DieSlot): number[] {
  const parsed = parseDice(slot.dice);
  return parsed.ok ? parsed.value.terms.flatMap((t) => Array<number>(t.count).fill(t.sides)) : [];
}

/** `total` as faces of `dies` that add up to it, as even as they come (16 on 3d6: 5 5 6). */
function spread(total: number, dies: readonly number[]): number[] {
  const base = Math.floor(total / dies.length);
  const over = total - base * dies.length;
  return dies.map((_, i) => base + (i >= dies.length - over ? 1 : 0));
}

const dieName = (sides: number) => `a d${sides}`;

/**
 * Reads typed table dice. With the roll's `slots`, each face is checked against the die it will be
 * read for, and more faces than the roll can read are refused at once; without, any whole faces pass.
 */
export function parseTableDice(typed: string, slots: readonly DieSlot[] = []): TypedFaces {
  const text = typed.trim();
  if (!text) return { dice: undefined, error: null };
  const parts = text.split(/[\s,]+/).filter(Boolean);
  const dice = parts.map((p) => (p === '00' ? 100 : Number(p)));
  const percentile = slots.length === 0 || slots.some((s) => diesOf(s).includes(100));
  const bad = parts.findIndex((_, i) => !Number.isInteger(dice[i]) || dice[i]! < 1);
  // Known sizes in the order the faces are read; a slot read more than once (a critical's doubled damage) repeats at the end.
  const order = slots.flatMap(diesOf);
  const last = slots.at(-1);
  const extra = last ? diesOf(last).length * ((last.upTo ?? 1) - 1) : 0;
  const sizeAt = (i: number) => order[i] ?? (last ? diesOf(last)[(i - order.length) % diesOf(last).length] : undefined);
  if (bad >= 0) {
    // A player's faces came from a device, placed after dice nobody has typed yet.
    if (parts[bad] === TO_TYPE) {
      const label = slots.flatMap((s) => diesOf(s).map(() => s.label))[bad];
      return { dice: undefined, error: `Die ${bad + 1}${label ? ` (${label})` : ''} is still to type: put its face where the ${TO_TYPE} stands.` };
    }
    const sides = sizeAt(bad);
    // Not a number at all: what a face is; a number off the die (0, -3): which die it is for.
    if (sides === undefined || !Number.isInteger(dice[bad])) {
      return { dice: undefined, error: `Typed dice are whole numbers separated by spaces${percentile ? ' (type 00 as 100)' : ''}; "${parts[bad]}" is not one.` };
    }
    const hint = sides === 100 ? ' (type 00 as 100)' : sides === 10 ? ' (type 0 as 10)' : '';
    return { dice: undefined, error: `Die ${bad + 1} is "${parts[bad]}", but ${dieName(sides)} shows 1 to ${sides}${hint}.` };
  }
  if (!slots.length) return { dice, error: null };
  // A single total for a roll of which only the sum counts.
  const only = slots.length === 1 ? slots[0]! : null;
  const onlyDies = only ? diesOf(only) : [];
  if (only?.total && onlyDies.length > 1 && dice.length === 1) {
    const most = onlyDies.reduce((a, b) => a + b, 0);
    if (dice[0]! < onlyDies.length || dice[0]! > most) return { dice: undefined, error: `A ${only.dice} total is ${onlyDies.length} to ${most}; ${dice[0]} is not one.` };
    return { dice: spread(dice[0]!, onlyDies), error: null };
  }
  const most = order.length + extra;
  if (dice.length > most) {
    return { dice: undefined, error: `${dice.length} dice typed; this roll reads ${most === 1 ? 'one die' : `${most} dice`} at most (${slots.map((s) => s.dice).join(', ')}).` };
  }
  const over = dice.findIndex((d, i) => d > (sizeAt(i) ?? Infinity));
  if (over >= 0) return { dice: undefined, error: `Die ${over + 1} is ${dice[over]}, but ${dieName(sizeAt(over)!)} shows 1 to ${sizeAt(over)}.` };
  return { dice, error: null };
}

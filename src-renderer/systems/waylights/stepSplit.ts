// What a step aside does to the defender's split (RULES.md 3.3): its die comes out of the pool, out
// of the counter-attack dice while there are any, else out of the defence dice; switched off, the
// die goes back where it came from. Every change is said in words for the GM.
import type { Hex } from '../../../shared/hex';
import type { AttackChoices } from '../../../shared/model/commands';

type WaylightsChoices = Extract<AttackChoices, { system: 'waylights' }>;

/** Where the step's die came from, kept per fight view until the step is switched off. */
export type StepTaken = { readonly defender: string; readonly fromDefence: boolean };

/** The split with the step aside set to `to` (null: off), and the words for what the app changed. */
export function withStep(
  wc: WaylightsChoices, pool: number, to: Hex | null, taken: StepTaken | null, defender: { id: string; name: string },
): { choices: WaylightsChoices; taken: StepTaken | null; change: string } {
  if (to) {
    // Moving the step to another hex keeps the die where it already came from.
    if (wc.stepAside && taken?.defender === defender.id) return { choices: { ...wc, stepAside: to }, taken, change: '' };
    const fromDefence = wc.defenceDice > pool - 1;
    const defenceDice = fromDefence ? pool - 1 : wc.defenceDice;
    const change = fromDefence
      ? `The step's die comes out of ${defender.name}'s defence dice: ${wc.defenceDice} → ${defenceDice}.`
      : `The step's die comes out of ${defender.name}'s counter-attack dice; ${defenceDice} defence dice stay.`;
    return { choices: { ...wc, defenceDice, stepAside: to }, taken: { defender: defender.id, fromDefence }, change };
  }
  if (!wc.stepAside) return { choices: wc, taken: null, change: '' };
  const back = taken?.defender === defender.id ? taken.fromDefence : false;
  const defenceDice = back ? Math.min(pool, wc.defenceDice + 1) : wc.defenceDice;
  const change = back
    ? `The step's die goes back to ${defender.name}'s defence dice: ${wc.defenceDice} → ${defenceDice}.`
    : `The step's die goes back to ${defender.name}'s counter-attack dice; ${defenceDice} defence dice stay.`;
  return { choices: { ...wc, defenceDice, stepAside: null }, taken: null, change };
}

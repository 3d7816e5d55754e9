// A roll outside an attack (issue "a whole fight at a real table", free rolls): each system gives a
// table of outcomes with their exact probabilities and the die faces that lead to each, and the
// resolution reads that same table, so the odds shown and the result logged cannot disagree.
import { rollDice, type DiceRoll, type DiceSource } from '../dice';
import type { Command } from '../model/commands';
import { combatantById } from '../model/query';
import type { CombatState } from '../model/state';
import type { PreviewOutcome } from '../rules/preview';
import type { SystemCommandResult } from './definition';

/** One outcome of a free roll and the totals of the dice that give it. */
export type FreeRollRow = PreviewOutcome & { readonly totals: readonly number[] };

/**
 * What a system says of a free roll: the dice to roll and the outcome of each total of the faces.
 * With `bonus` the roll's total is the faces plus it, compared with `against` (a Waylights pool):
 * the log then gives that total, not the faces alone.
 */
export type FreeRollTable = {
  readonly dice: { count: number; sides: number };
  readonly rows: readonly FreeRollRow[];
  readonly modifiers: { source: string; value: number }[];
  readonly bonus?: { readonly source: string; readonly value: number };
  readonly against?: number;
};

/** The odds without the faces, for the screen. */
export function oddsOf(table: FreeRollTable): PreviewOutcome[] {
  return table.rows.map(({ totals: _t, ...o }) => o);
}

/** Rolls a free roll with its system's table and logs it; a refusal says why. */
export function resolveFreeRoll(state: CombatState, cmd: Extract<Command, { type: 'free-roll' }>, table: FreeRollTable | { reason: string }, dice: DiceSource): SystemCommandResult {
  if ('reason' in table) return { ok: false, reason: table.reason };
  const who = cmd.id === null ? null : combatantById(state, cmd.id);
  if (cmd.id !== null && !who) return { ok: false, reason: `No combatant "${cmd.id}".` };
  const roll: DiceRoll = rollDice({ terms: [{ count: table.dice.count, sides: table.dice.sides }], modifier: 0 }, dice);
  const row = table.rows.find((r) => r.totals.includes(roll.total));
  if (!row) return { ok: false, reason: `No outcome for a roll of ${roll.total}.` };
  const name = who ? `${who.name}: ` : '';
  const bonus = table.bonus;
  const total = roll.total + (bonus?.value ?? 0);
  const rolled = bonus ? `total ${total}${table.against === undefined ? '' : ` against ${table.against}`}` : `rolled ${roll.total}`;
  const modifiers = bonus ? [{ source: bonus.source, category: 'other' as const, value: bonus.value }] : table.modifiers.map((m) => ({ source: m.source, category: 'other' as const, value: m.value }));
  return {
    ok: true,
    state,
    events: [
      {
        kind: 'free-roll',
        actor: who?.id ?? null,
        target: null,
        summary: `${name}${cmd.label}: ${row.label} (${rolled})`,
        rolls: [{ label: `${name}${cmd.label}`, roll, modifiers, total, against: table.against ?? null, outcome: row.label }],
        effects: [],
        // Recorded so a result under a setting changed from its default is marked as such.
        settings: state.encounter.settings as Record<string, unknown>,
        gmOnly: who?.hidden ?? false,
      },
    ],
  };
}

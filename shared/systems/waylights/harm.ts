// Waylights harm in words: Wounds, Injury and tension for the GM; the players' words come from the
// Injury alone, measured against the resolve level at which the character stops fighting (RULES.md 3.4).
import { withMembers } from '../../model/record';
import { injury, isOut as injuryTakesOut, RESOLVE_LEVELS, type WaylightsSheet } from '../../rules/waylights';
import type { Command } from '../../model/commands';
import type { AnyCombatant } from '../../model/schema';
import type { Harm, HarmWord } from '../../model/state';


/** Whether the harm's Injury has reached the sheet's resolve level. */
export function harmTakesOut(harm: Harm, sheet: WaylightsSheet): boolean {
  return harm.system === 'waylights' && (harm.dead === true || injuryTakesOut(harm.injury, sheet.resolve));
}

/** The GM's description, with numbers. */
export function describeWaylightsHarm(harm: Harm): string {
  if (harm.system !== 'waylights') return `(${harm.system} harm, not Waylights)`;
  return `Wounds ${harm.wounds}, Injury ${harm.injury}, tension ${harm.tension}${harm.dead ? ', dead' : ''}`;
}

/**
 * The players' words: Injury 0 unhurt, 1 grazed, one short of the resolve level badly hurt, at the
 * level down, wounded in between. Wounds below one Threshold cause no Injury and so read unhurt.
 * The lowest level is 3 (civilians), so "badly hurt" (2 and up) never overlaps "grazed".
 */
export function waylightsHarmWords(harm: Harm, sheet: WaylightsSheet): HarmWord {
  if (harm.system !== 'waylights') return 'unhurt';
  const limit = RESOLVE_LEVELS[sheet.resolve];
  const i = harm.injury;
  if (harm.dead || i >= limit) return 'down';
  if (i <= 0) return 'unhurt';
  if (i === 1) return 'grazed';
  if (i === limit - 1) return 'badly hurt';
  return 'wounded';
}

/** Wounds and tension changed by hand; Injury follows from the Wounds (RULES.md 3.3). */
export function editWaylightsHarm(harm: Harm, cmd: Extract<Command, { type: 'adjust-harm' }>, c: AnyCombatant): { ok: true; harm: Harm; effects: string[] } | { ok: false; reason: string } {
  if (harm.system !== 'waylights' || !('threshold' in c.sheet)) return { ok: false, reason: `${c.name} has no Waylights sheet.` };
  if (cmd.wounds === undefined && cmd.tension === undefined) return { ok: false, reason: 'A Waylights harm change is Wounds or tension.' };
  const wounds = Math.max(0, harm.wounds + (cmd.wounds ?? 0));
  const next: Harm = withMembers(harm, { wounds, injury: injury(wounds, c.sheet.threshold), tension: Math.max(0, harm.tension + (cmd.tension ?? 0)) });
  return { ok: true, harm: next, effects: [`${c.name}: Wounds ${next.wounds}, Injury ${next.injury}, tension ${next.tension}`] };
}

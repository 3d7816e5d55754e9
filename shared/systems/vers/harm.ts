// VERS harm in the engine's terms: the injury track as marks, how it reads to the GM (with the
// penalties it gives) and to the players (words only), and why it never takes anyone out by itself.
import { CONDITION_ORDER, highestCondition, type Condition } from '../../rules/vers/conditions';
import { addMark, countMarks } from '../../rules/vers/injuryTrack';
import type { Command } from '../../model/commands';
import type { AnyCombatant } from '../../model/schema';
import type { Harm, HarmWord } from '../../model/state';
import type { VersHarmState, VersMark } from './schemas';

/**
 * VERS harm built member by member in one order (system, marks, shield, fallen), each optional
 * member only when it has a value. Spread from the harm before it (`{ ...harm, marks }`), each
 * harm object had a hidden class of its own in V8 (119 among the 40,000 harms of twenty simulated
 * fights), so reading one missed V8's caches.
 */
export function versHarm(marks: VersMark[], shield: number | undefined, fallen: VersHarmState['fallen']): VersHarmState {
  const h: VersHarmState = { system: 'vers', marks };
  if (shield !== undefined) h.shield = shield;
  if (fallen !== undefined) h.fallen = fallen;
  return h;
}

const NAMES = { grazed: 'Grazed', wounded: 'Wounded', impaired: 'Impaired', disabled: 'Disabled' } as const satisfies Record<Condition, string>;

/** The condition's name as the sheet writes it. */
export function conditionName(c: Condition): string {
  return NAMES[c];
}

/** "Wounded (L)": a mark with its damage type. */
export function markWords(m: Pick<VersMark, 'condition' | 'lethal'>): string {
  return `${NAMES[m.condition]} (${m.lethal ? 'L' : 'N'})`;
}

/**
 * Out once fallen. The track alone never takes anyone out: Disabled is a Discipline roll to act
 * (RULES.md 2.7), rolled as the character's turn begins; failing it sets `fallen`.
 */
export function versIsOut(harm: Harm): boolean {
  return harm.system === 'vers' && harm.fallen !== undefined;
}

/** The track for the GM, heaviest first, with the penalties it gives. */
export function describeVersHarm(harm: Harm): string {
  if (harm.system !== 'vers') return '';
  if (harm.fallen) return `${harm.fallen === 'dead' ? 'Dead' : 'Unconscious'} (failed Discipline while Disabled)`;
  if (harm.marks.length === 0) return 'Unhurt';
  const marks = [...CONDITION_ORDER].reverse().flatMap((level) => harm.marks.filter((m) => m.condition === level).map(markWords));
  const t = countMarks(harm.marks);
  const effects: string[] = [];
  if (t.wounded > 0) effects.push(`-${t.wounded} to everything`);
  if (t.impaired > 0) effects.push(`-${2 * t.impaired} to physical rolls`);
  if (t.disabled > 0) effects.push('Discipline roll to act, then one simple action at half movement');
  return effects.length ? `${marks.join(', ')}: ${effects.join('; ')}` : marks.join(', ');
}

/** Players' words from the heaviest mark; 'down' once fallen, and Disabled reads 'badly hurt'. */
export function versHarmWords(harm: Harm): HarmWord {
  if (harm.system !== 'vers') return 'unhurt';
  if (harm.fallen) return 'down';
  const top = highestCondition(countMarks(harm.marks));
  if (top === null) return 'unhurt';
  if (top === 'grazed') return 'grazed';
  if (top === 'wounded') return 'wounded';
  return 'badly hurt';
}

/**
 * RULES.md 2.7: any action taken while Disabled upgrades the character's highest Focus or Morale
 * condition. Hexfray tracks no mental conditions, so the log prompts the GM to do it.
 */
export function disabledActionPrompt(name: string): string {
  return `GM: ${name} acted while Disabled: upgrade its highest Focus or Morale condition (Hexfray does not track them).`;
}

/** A mark added or removed by hand (RULES.md 2.7: a new mark climbs to the next free slot). */
export function editVersHarm(harm: Harm, cmd: Extract<Command, { type: 'adjust-harm' }>, c: AnyCombatant): { ok: true; harm: Harm; effects: string[] } | { ok: false; reason: string } {
  if (harm.system !== 'vers') return { ok: false, reason: `${c.name} has no VERS injury track.` };
  if (cmd.addMark) {
    const r = addMark(harm.marks, cmd.addMark.condition, cmd.addMark.lethal, cmd.addMark.note);
    return { ok: true, harm: versHarm([...r.marks], harm.shield, harm.fallen), effects: [`${c.name}: ${r.message}`] };
  }
  if (cmd.removeMark) {
    const at = harm.marks.map((m) => m.condition).lastIndexOf(cmd.removeMark);
    if (at === -1) return { ok: false, reason: `${c.name} has no ${cmd.removeMark} mark to remove.` };
    return { ok: true, harm: versHarm(harm.marks.filter((_, i) => i !== at), harm.shield, harm.fallen), effects: [`${c.name}: one ${cmd.removeMark} mark removed`] };
  }
  return { ok: false, reason: 'A VERS harm change adds or removes a mark.' };
}

// The effective target number (RULES.md 2.1) as a breakdown: every number that went into it is a
// modifier with a source, so the GM can see why a roll needs what it needs.
import { sumModifiers, type Modifier, type ModifierCategory } from '../modifier';
import { versSettings, type VersSettings } from './settings';
import { UNTRAINED_SKILL } from './derived';
import { sheetWord } from './words';

/** An effective target number and the modifiers that sum to it. */
export type EffTNBreakdown = { readonly effTN: number; readonly modifiers: readonly Modifier[] };

/** What goes into an effective target number besides TN base. */
export type EffTNParts = {
  /** The roller's attribute, or null when the roll uses a figured value instead (Dodge, Discipline). */
  readonly attribute?: { readonly name: string; readonly value: number } | null;
  /** The roller's skill: its rank, or null when untrained (counts -2); omitted for rolls without a skill. */
  readonly skill?: { readonly name: string; readonly rank: number | null } | null;
  /** Any other signed modifiers: bonuses positive, penalties negative, each with its source. */
  readonly modifiers?: readonly Modifier[];
  /** The static value the roll is made against (subtracted), or null when there is none. */
  readonly opposing?: { readonly source: string; readonly value: number; readonly category?: ModifierCategory } | null;
};

/** The modifier a skill gives: its rank, or -2 untrained; named in the sheet's words ("Close combat rank 3"). */
export function skillModifier(name: string, rank: number | null): Modifier {
  return rank === null
    ? { source: `${sheetWord(name)} (untrained)`, category: 'skill', value: UNTRAINED_SKILL }
    : { source: `${sheetWord(name)} rank ${rank}`, category: 'skill', value: rank };
}

/** effTN = TN base + attribute + skill rank (untrained -2) + bonuses - penalties - opposing static value. */
export function effTNBreakdown(parts: EffTNParts, partial: Partial<VersSettings> = {}): EffTNBreakdown {
  const settings = versSettings(partial);
  const mods: Modifier[] = [{ source: 'TN base', category: 'other', value: settings.tnBase }];
  if (parts.attribute) mods.push({ source: sheetWord(parts.attribute.name), category: 'attribute', value: parts.attribute.value });
  if (parts.skill) mods.push(skillModifier(parts.skill.name, parts.skill.rank));
  mods.push(...(parts.modifiers ?? []));
  if (parts.opposing) mods.push({ source: parts.opposing.source, category: parts.opposing.category ?? 'defence', value: -parts.opposing.value });
  return { effTN: sumModifiers(mods), modifiers: mods };
}

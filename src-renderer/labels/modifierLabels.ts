// Words for the GM where the rules keep codes: the kind of each modifier (the breakdown's second
// column) and how two tokens stand (the Range fact). A system's own code words (VERS skill keys)
// are its room's (src-renderer/systems/<id>/labels.ts); this file is every system's.
import type { ModifierCategory } from '../../shared/rules/modifier';
import type { RangeCategory } from '../../shared/rules/tactics/facts';

/** The kind of a modifier, as the breakdown shows it. */
export const CATEGORY_LABELS = {
  skill: 'skill',
  attribute: 'attribute',
  range: 'range',
  reach: 'reach',
  grapple: 'grapple',
  cover: 'cover',
  'several-attackers': 'ganging up',
  situational: 'situation',
  injury: 'injury',
  weapon: 'weapon',
  defence: 'defence',
  house: 'house rule',
  other: 'other',
} as const satisfies Record<ModifierCategory, string>;

/** How the attacker and the defender stand, as the Range fact shows it. */
export const RANGE_LABELS = {
  grappling: 'grappling',
  close: 'in reach',
  ranged: 'at range',
} as const satisfies Record<RangeCategory, string>;

/** A modifier's kind in words (an unknown one, from a newer file, as "other"). */
export function categoryLabel(c: string): string {
  return (CATEGORY_LABELS as Record<string, string>)[c] ?? 'other';
}

/**
 * Replaces the code words of `text` that `words` knows ("closeCombat rank 3" -> "Close combat
 * rank 3"), whole words only, so a name that merely contains one is left alone.
 */
export function humanWords(text: string, words: Readonly<Record<string, string>>): string {
  return text.replace(/[A-Za-z][A-Za-z-]*/g, (w) => words[w] ?? w);
}

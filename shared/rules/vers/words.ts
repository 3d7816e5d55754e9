// The VERS sheet's words for its code keys: skill keys and attribute names (sheet.ts) as the sheet
// and the book write them, so a roll's breakdown reads "Ranged combat rank 4", not "rangedCombat".
import { ATTRIBUTE_NAMES, SKILLS } from './sheet';

const SKILL_WORDS: Record<(typeof SKILLS)[keyof typeof SKILLS], string> = {
  athletics: 'Athletics',
  grappling: 'Grappling',
  closeCombat: 'Close combat',
  rangedCombat: 'Ranged combat',
  firstAid: 'First Aid',
};

const ATTRIBUTE_WORDS = Object.fromEntries(ATTRIBUTE_NAMES.map((a) => [a, a[0]!.toUpperCase() + a.slice(1)]));

/** Every VERS code word with its words. */
export const VERS_WORDS: Readonly<Record<string, string>> = { ...ATTRIBUTE_WORDS, ...SKILL_WORDS };

/** A skill key or attribute name in the sheet's words; any other name (a sheet's own) as it is. */
export function sheetWord(key: string): string {
  return VERS_WORDS[key] ?? key;
}

// VERS's code words as the GM reads them: the skill keys and attribute names of its sheet
// (shared/rules/vers/sheet.ts), which the rules core puts in modifier sources ("closeCombat rank 3").
import { ATTRIBUTE_NAMES, SKILLS } from '../../../shared/rules/vers/sheet';

const SKILL_WORDS: Record<(typeof SKILLS)[keyof typeof SKILLS], string> = {
  athletics: 'Athletics',
  grappling: 'Grappling',
  closeCombat: 'Close combat',
  rangedCombat: 'Ranged combat',
  firstAid: 'First Aid',
};

const ATTRIBUTE_WORDS = Object.fromEntries(ATTRIBUTE_NAMES.map((a) => [a, a[0]!.toUpperCase() + a.slice(1)]));

/** Every VERS code word the screen may meet, with its words. */
export const VERS_WORDS: Readonly<Record<string, string>> = { ...ATTRIBUTE_WORDS, ...SKILL_WORDS };

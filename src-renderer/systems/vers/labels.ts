// VERS's code words as the GM reads them: the skill keys and attribute names of its sheet, in the
// words the rules core already writes into modifier sources (shared/rules/vers/words.ts).
export { VERS_WORDS } from '../../../shared/rules/vers/words';

// Each system's code words for the screen, from its room (kept apart from the components, as
// actions.ts is, so a pure module can ask without loading any). A generic file asks here and never
// tests a system id.
import type { SystemId } from '../../shared/model/schema';
import { humanWords } from '../labels/modifierLabels';
import { VERS_WORDS } from './vers/labels';
import { YAUGS_WORDS } from './yaugs/labels';

// Waylights writes its modifier sources in words already (skill names as the sheet has them).
const WORDS: Record<SystemId, Readonly<Record<string, string>>> = { yaugs: YAUGS_WORDS, vers: VERS_WORDS, waylights: {} };

/** `text` (a modifier's source, a derived value's note) with the system's code words in words. */
export function systemWords(system: SystemId, text: string): string {
  return humanWords(text, WORDS[system]);
}

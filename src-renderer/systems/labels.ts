// Each system's code words for the screen, from its room's room.ts (kept apart from the
// components, so a pure module can ask without loading any). A generic file asks here and never
// tests a system id.
import type { SystemId } from '../../shared/model/schema';
import { humanWords } from '../labels/modifierLabels';
import { ROOMS } from './rooms';

/** `text` (a modifier's source, a derived value's note) with the system's code words in words. */
export function systemWords(system: SystemId, text: string): string {
  return humanWords(text, ROOMS[system].words);
}

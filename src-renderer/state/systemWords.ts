// Each system's code words for the screen, from its room. A generic file asks here and never
// tests a system id.
import type { SystemId } from '../../shared/model/schema';
import { humanWords } from '../labels/modifierLabels';
import { roomOf } from './roomRegistry';

/** `text` (a modifier's source, a derived value's note) with the system's code words in words. */
export function systemWords(system: SystemId, text: string): string {
  return humanWords(text, roomOf(system).words);
}

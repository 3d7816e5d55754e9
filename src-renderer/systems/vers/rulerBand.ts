// What a VERS ruler reads as a range band: the increments of RULES.md 2.3 for the measuring
// character's Agility (short 0 ... extreme -16), whatever weapon it holds.
import { rangeBand } from '../../../shared/rules/vers/rangeBand';
import type { AnyCombatant } from '../../../shared/model/schema';
import type { RulerDistance } from '../../state/systemRoom';

const BAND_WORDS = { short: 'short', medium: 'medium', long: 'long', extended: 'extended', extreme: 'extreme', 'out-of-range': 'out of range' } as const;

/** The VERS band of a measured distance for `c`'s Agility, with its modifier. */
export function versRulerBand(c: AnyCombatant, _weapon: string | null, d: RulerDistance): string | null {
  const sheet = c.sheet as { attributes?: { agility?: number } };
  const agility = sheet.attributes?.agility;
  if (agility === undefined) return null;
  const b = rangeBand(agility, d.meters);
  const mod = b.modifier === null ? '' : b.modifier === 0 ? ' (±0)' : ` (${b.modifier})`;
  return `${BAND_WORDS[b.band]}${mod} for Agility ${agility}`;
}

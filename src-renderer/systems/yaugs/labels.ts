// YAUGS's code words as the GM reads them: its range bands (shared/rules/yaugs/rangeBand.ts),
// which the rules core puts in the Range modifier ("Range: out-of-range (24 m)").
import type { YaugsBand } from '../../../shared/rules/yaugs/rangeBand';

const BANDS: Record<YaugsBand, string> = {
  melee: 'melee',
  'point-blank': 'point blank',
  short: 'short',
  medium: 'medium',
  long: 'long',
  'out-of-range': 'out of range',
};

/** Every YAUGS code word the screen may meet, with its words. */
export const YAUGS_WORDS: Readonly<Record<string, string>> = BANDS;

// Ranged increments (RULES.md 2.3): each band doubles the last, starting from 2^(Agility+1) metres.

/** The five ranged bands in order, plus the state beyond the last. */
export type RangeBandName = 'short' | 'medium' | 'long' | 'extended' | 'extreme' | 'out-of-range';

/** A ranged band and its attack modifier (null when the target is out of range). */
export type RangeBandResult = { readonly band: RangeBandName; readonly modifier: number | null };

const BANDS = [
  { band: 'short', modifier: 0, exponent: 1 },
  { band: 'medium', modifier: -2, exponent: 2 },
  { band: 'long', modifier: -4, exponent: 3 },
  { band: 'extended', modifier: -8, exponent: 4 },
  { band: 'extreme', modifier: -16, exponent: 5 },
] as const satisfies readonly { band: RangeBandName; modifier: number; exponent: number }[];

/** The upper limit in metres of each band for an Agility, short to extreme. */
export function bandLimits(agility: number): number[] {
  return BANDS.map((b) => 2 ** (agility + b.exponent));
}

/** The ranged band of a distance for an attacker's Agility; a distance on a boundary is in the nearer band. */
export function rangeBand(agility: number, meters: number): RangeBandResult {
  if (!Number.isFinite(agility)) throw new RangeError(`Agility must be a number, got ${agility}`);
  if (!Number.isFinite(meters) || meters < 0) throw new RangeError(`a distance is a number of metres >= 0, got ${meters}`);
  for (const b of BANDS) {
    if (meters <= 2 ** (agility + b.exponent)) return { band: b.band, modifier: b.modifier };
  }
  return { band: 'out-of-range', modifier: null };
}

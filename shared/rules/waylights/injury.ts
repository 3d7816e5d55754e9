// Wounds, Injury and the endgame (RULES.md 3.3 step 3 and 3.4).

/** How much Injury a character can take before it stops fighting. */
export type ResolveLevel = 'civilian' | 'trained' | 'fanatic' | 'fearless';

/** The Injury at which each resolve level stops fighting (RULES.md 3.4). */
export const RESOLVE_LEVELS = {
  civilian: 3,
  trained: 4,
  fanatic: 5,
  fearless: 6,
} as const satisfies Record<ResolveLevel, number>;

/** Injury from accumulated Wounds: floor(wounds / threshold). */
export function injury(wounds: number, threshold: number): number {
  // A zero or negative Threshold would turn the division into nonsense (Infinity, sign flips);
  // the sheet schema refuses it, so reaching here is a programming error.
  if (!(threshold > 0)) throw new RangeError(`Threshold must be greater than 0, got ${threshold}`);
  return Math.floor(wounds / threshold);
}

/** Whether a character with this Injury stops fighting (knocked out, surrenders). */
export function isOut(injuryLevel: number, resolve: ResolveLevel): boolean {
  return injuryLevel >= RESOLVE_LEVELS[resolve];
}

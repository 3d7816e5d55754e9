// RULES.md 1.2: the skill level L that judges fumbles and criticals.

/** A level with where it came from, so a fallback is shown to the GM as a house rule. */
export type LevelValue = { readonly level: number; readonly fallback: boolean };

/** House fallback L = max(1, floor(percentile / 10)), for sheets without a level. */
export function fallbackLevel(percentile: number): number {
  return Math.max(1, Math.floor(percentile / 10));
}

/** The sheet's level when it has one, else the flagged house fallback from the percentile. */
export function skillLevel(percentile: number, level?: number): LevelValue {
  return level === undefined ? { level: fallbackLevel(percentile), fallback: true } : { level, fallback: false };
}

// Situational modifiers (RULES.md 2.5): terrain, weather, facing. Only their sum is clamped.

/** The clamp on the sum of situational modifiers. */
export const SITUATIONAL_LIMIT = 4;

/** The sum of situational modifiers, clamped to [-4, +4]. */
export function situationalTotal(values: number[]): number {
  let sum = 0;
  for (const v of values) sum += v;
  return Math.max(-SITUATIONAL_LIMIT, Math.min(SITUATIONAL_LIMIT, sum));
}

/** The modifier a from-behind attack adds to the situational list. */
export const FROM_BEHIND_BONUS = 4;

import type { Modifier } from './modifier';

/** One possible outcome of an attack with its exact probability. */
export type PreviewOutcome = {
  /** Stable machine id, e.g. 'attacker-critical', 'dos-3', 'damage-4'. */
  readonly id: string;
  /** Short words for the GM, e.g. 'Hit, critical'. */
  readonly label: string;
  readonly probability: number;
  /** Optional extra words: the condition it inflicts, the damage, the effect. */
  readonly detail?: string;
};

/** One outcome of an attack: a PreviewOutcome that says whether the defender takes harm in it. */
export type AttackOutcome = PreviewOutcome & {
  /** YAUGS: the hit; VERS: a mark on the defender; Waylights: damage (RULES.md engine appendix). */
  readonly harms: boolean;
};

/** What every system's attack preview has in common, so the UI can draw any of them. */
export type PreviewCommon = {
  /**
   * The id of the system that made it. The rules tier knows no list of systems (the registry
   * above it does): each system's own preview type narrows this to its id.
   */
  readonly system: string;
  /** Every modifier that went into the total, each with its source and category. */
  readonly modifiers: readonly Modifier[];
  /** The sum the dice are compared against (effTN for VERS, attack bonus for YAUGS, ...). */
  readonly total: number;
  /** Every outcome; the probabilities sum to 1. */
  readonly outcomes: readonly AttackOutcome[];
  /** Human-readable notes on house rules or fallbacks used (shown to the GM as such). */
  readonly notes: readonly string[];
};

/** Outcome ids a preview uses when the attack cannot be made at all (its detail says why). */
export const NO_ATTACK_OUTCOMES: readonly string[] = ['no-attack', 'not-possible', 'out-of-range'];

/** Why the previewed attack cannot be made, or null when it can. */
export function noAttackReason(p: Pick<PreviewCommon, 'outcomes'>): string | null {
  const only = p.outcomes.length === 1 ? p.outcomes[0]! : null;
  return only && NO_ATTACK_OUTCOMES.includes(only.id) ? (only.detail ?? only.label) : null;
}

/** The chance to harm: the summed probability of the outcomes in which the defender takes harm. */
export function harmChance(p: Pick<PreviewCommon, 'outcomes'>): number {
  let sum = 0;
  for (const o of p.outcomes) if (o.harms) sum += o.probability;
  return sum;
}

// The close end of the range table (RULES.md 2.3): grappling and close modifiers, reach, grapples.
import type { RangeCategory } from '../tactics/facts';

/** What kind of attack a weapon makes, as the close-combat table distinguishes them. */
export type AttackKind = 'body' | 'melee' | 'ranged' | 'grapple';

/** The modifier the close-combat table gives an attack of `kind` in a grappling or close band (0 when none). */
export function closeBandModifier(category: Exclude<RangeCategory, 'ranged'>, kind: AttackKind): number {
  if (category === 'grappling') return kind === 'body' || kind === 'grapple' ? 0 : -4;
  return kind === 'ranged' || kind === 'grapple' ? -2 : 0;
}

/** The attacker's bonus for greater Reach in close combat: the difference when it has more, else 0. */
export function reachAdvantage(attackerReach: number, defenderReach: number): number {
  return Math.max(0, attackerReach - defenderReach);
}

/** The penalty for attacking someone in a grapple from outside it: close -2, ranged -4. */
export function grapplePenalty(ranged: boolean): number {
  return ranged ? -4 : -2;
}

/** Whether a missed attack on a grapple hits the wrong member: close on a Dramatic Failure, ranged with 2+ DoF. */
export function hitsWrongMember(ranged: boolean, attackDegreesOfFailure: number, dramaticFailure: boolean): boolean {
  return ranged ? attackDegreesOfFailure >= 2 : dramaticFailure;
}

// Recovery from injury (RULES.md 2.7): the daily Stamina roll, First Aid's help, Quick Recovery.
import type { Modifier } from '../modifier';
import { CONDITION_ORDER, highestCondition, type Condition, type ConditionCounts } from './conditions';

const RECOVERY_PENALTY = { grazed: -1, wounded: -2, impaired: -4, disabled: -6 } as const satisfies Record<Condition, number>;

/** The Stamina roll penalty for the highest condition on the track: -1/-2/-4/-6, 0 when unhurt. */
export function recoveryPenalty(track: ConditionCounts): number {
  const highest = highestCondition(track);
  return highest === null ? 0 : RECOVERY_PENALTY[highest];
}

/** How many marks a successful recovery roll removes: one, plus one for every 3 DoS. */
export function marksRecovered(degreesOfSuccess: number): number {
  if (!Number.isInteger(degreesOfSuccess) || degreesOfSuccess < 0) {
    throw new RangeError(`recovery needs the Degrees of Success of a successful roll (a whole number >= 0), got ${degreesOfSuccess}`);
  }
  return 1 + Math.floor(degreesOfSuccess / 3);
}

/** The track after a successful recovery roll with `degreesOfSuccess`: marks removed highest first. */
export function recover(track: ConditionCounts, degreesOfSuccess: number): ConditionCounts {
  let remaining = marksRecovered(degreesOfSuccess);
  const next = { ...track };
  for (let i = CONDITION_ORDER.length - 1; i >= 0 && remaining > 0; i--) {
    const level = CONDITION_ORDER[i]!;
    const removed = Math.min(next[level], remaining);
    next[level] -= removed;
    remaining -= removed;
  }
  return next;
}

/** The track after Quick Recovery: every Grazed mark is gone. */
export function quickRecovery(track: ConditionCounts): ConditionCounts {
  return { ...track, grazed: 0 };
}

/** What a successful First Aid roll adds to the recovery roll: floor(DoS / 2). */
export function firstAidBonus(firstAidDoS: number): number {
  if (!Number.isInteger(firstAidDoS) || firstAidDoS < 0) {
    throw new RangeError(`First Aid helps only on a success: Degrees of Success are a whole number >= 0, got ${firstAidDoS}`);
  }
  return Math.floor(firstAidDoS / 2);
}

/** The First Aid penalty when Quick Recovery is done in combat (a complex action). */
export const QUICK_RECOVERY_IN_COMBAT_MODIFIER = -4;

/** The modifiers of a daily recovery roll beyond TN base and Stamina: the condition penalty and any First Aid bonus. */
export function recoveryModifiers(track: ConditionCounts, firstAidDoS: number | null = null): Modifier[] {
  const mods: Modifier[] = [];
  const highest = highestCondition(track);
  if (highest !== null) mods.push({ source: `Highest condition: ${highest}`, category: 'injury', value: recoveryPenalty(track) });
  if (firstAidDoS !== null) mods.push({ source: `First Aid (${firstAidDoS} DoS)`, category: 'other', value: firstAidBonus(firstAidDoS) });
  return mods;
}

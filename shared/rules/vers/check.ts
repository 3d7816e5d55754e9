// The VERS core roll (RULES.md 2.1): 3d6 roll-under against an effective target number, with the
// Dramatic thresholds taken from the settings so a table that plays them differently can say so.
import { versSettings, type VersSettings } from './settings';

/** The result of one VERS check: degrees are DoS (>= 0) on success and DoF (>= 1) on failure. */
export type CheckResult = {
  readonly success: boolean;
  readonly degrees: number;
  readonly dramatic: 'success' | 'failure' | null;
};

/** The three faces a VERS check rolls. */
export type Dice3 = [number, number, number];

/** Resolves a check from its 3d6 sum with the Dramatic thresholds already resolved (the preview's hot loop). */
export function checkAgainst(effTN: number, roll: number, dramatic: VersSettings['dramatic']): CheckResult {
  // Dramatic success is tested first: a table that sets overlapping thresholds gets the roll's favour.
  if (roll <= dramatic.success) return { success: true, degrees: Math.max(0, effTN - roll), dramatic: 'success' };
  if (roll >= dramatic.failure) return { success: false, degrees: Math.max(1, roll - effTN), dramatic: 'failure' };
  return roll <= effTN
    ? { success: true, degrees: effTN - roll, dramatic: null }
    : { success: false, degrees: roll - effTN, dramatic: null };
}

/** Resolves a VERS check from its three dice: success, degrees and the Dramatic flag. */
export function rollCheck(effTN: number, dice: Dice3, partial: Partial<VersSettings> = {}): CheckResult {
  const settings = versSettings(partial);
  for (const d of dice) {
    if (!Number.isInteger(d) || d < 1 || d > 6) throw new RangeError(`each die of a VERS check shows 1 to 6, got ${d}`);
  }
  if (!Number.isFinite(effTN)) throw new RangeError(`the effective target number must be a number, got ${effTN}`);
  return checkAgainst(effTN, dice[0] + dice[1] + dice[2], settings.dramatic);
}

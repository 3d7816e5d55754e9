// RULES.md 1.1: target resolution of a d100 roll against a target T.
import type { YaugsSettings } from './settings';
import { yaugsSettings } from './settings';
import { assertD100 } from './d100';

/** The six grades of a target roll, best first. */
export type TargetResult =
  | 'critical-success'
  | 'success'
  | 'marginal-success'
  | 'marginal-failure'
  | 'failure'
  | 'critical-failure';

/** Grades a d100 roll against target T (RULES.md 1.1); fumbleTable only for a natural 100 when T > 100. */
export function resolveTarget(
  target: number,
  roll: number,
  settings: Partial<YaugsSettings> = {},
): { result: TargetResult; fumbleTable: boolean } {
  const s = yaugsSettings(settings);
  assertD100(roll, 'roll');
  if (!Number.isFinite(target)) throw new RangeError(`target must be a finite number, got ${target}`);
  const T = target;
  const R = roll;
  if (R === 1) return { result: 'critical-success', fumbleTable: false };
  if (R === 100) return { result: 'critical-failure', fumbleTable: T > 100 };

  if (T > 100) {
    // The source's special bands above 100 ignore T except for the critical range.
    const critTop = Math.min(95, 5 + Math.floor((T - 100) / 5));
    if (R <= critTop) return { result: 'critical-success', fumbleTable: false };
    if (R <= 95) return { result: 'success', fumbleTable: false };
    if (R === 96) return { result: 'marginal-success', fumbleTable: false };
    if (R === 97) return { result: 'marginal-failure', fumbleTable: false };
    return { result: 'failure', fumbleTable: false };
  }

  // The percentages are compared as real numbers; multiplying out keeps the comparisons exact
  // (0.05 * 60 in floating point is 3.0000000000000004, which would drop R = 3 from the band).
  if (R <= T) {
    if (20 * R <= T) return { result: 'critical-success', fumbleTable: false }; // R <= 0.05 T
    if (25 * R >= 24 * T) return { result: 'marginal-success', fumbleTable: false }; // R >= 0.96 T
    return { result: 'success', fumbleTable: false };
  }

  // Critical failure is tested first so it wins any overlap with the marginal band.
  if (20 * R >= 2000 - T) return { result: 'critical-failure', fumbleTable: false }; // R >= 100 - T/20
  // The marginal band starts at T+1 and its top is the only thing the setting changes:
  //   'literal' reads "T+1 to T+T/20" as R <= T + T/20      (T=60: 61-63; empty below T=20),
  //   'example' follows the worked example, R <= T + 1 + T/20 (T=60: 61-64), i.e. the literal top
  //   shifted by one, the same "+1" that makes the band start at T+1.
  const marginalTop20 = s.marginalFailureWidth === 'example' ? 21 * T + 20 : 21 * T; // 20 x the top
  if (20 * R <= marginalTop20) return { result: 'marginal-failure', fumbleTable: false };
  return { result: 'failure', fumbleTable: false };
}

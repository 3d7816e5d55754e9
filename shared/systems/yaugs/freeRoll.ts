// A YAUGS target roll outside an attack (RULES.md 1.1): d100 against a target, six bands.
import { resolveTarget, type TargetResult } from '../../rules/yaugs/target';
import type { YaugsSettings } from '../../rules/yaugs/settings';
import type { FreeRollRow, FreeRollTable } from '../freeRoll';

const LABELS: Record<TargetResult, string> = {
  'critical-success': 'Critical success',
  success: 'Success',
  'marginal-success': 'Marginal success',
  'marginal-failure': 'Marginal failure',
  failure: 'Failure',
  'critical-failure': 'Critical failure',
};

/** Every face of the d100 sorted into its band, best first; a natural 100 above T 100 may roll the fumble table. */
export function yaugsTargetTable(target: number, settings: YaugsSettings): FreeRollTable {
  const faces = new Map<TargetResult, number[]>();
  let fumble = false;
  for (let r = 1; r <= 100; r++) {
    const g = resolveTarget(target, r, settings);
    if (g.fumbleTable) fumble = true;
    faces.set(g.result, [...(faces.get(g.result) ?? []), r]);
  }
  const rows: FreeRollRow[] = (Object.keys(LABELS) as TargetResult[])
    .filter((k) => faces.has(k))
    .map((k) => {
      const totals = faces.get(k)!;
      const detail = k === 'critical-failure' && fumble ? 'A natural 100: the fumble table may be rolled' : `${totals[0]}${totals.length > 1 ? `-${totals[totals.length - 1]}` : ''}`;
      return { id: k, label: LABELS[k], probability: totals.length / 100, detail, totals };
    });
  return { dice: { count: 1, sides: 100 }, rows, modifiers: [{ source: 'Target', value: target }] };
}

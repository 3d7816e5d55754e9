// A Waylights roll outside an exchange: a pool of dice, each with a bonus, against a number the GM
// sets; it succeeds on meeting it. The margin is shown, since the table may read it (tension).
import { sumDistribution } from '../../dice/distribution';
import type { WaylightsSettings } from '../../rules/waylights/settings';
import type { FreeRollRow, FreeRollTable } from '../freeRoll';

/** Every total of the pool sorted by its margin over the number: close margins apart, wide ones together. */
export function waylightsRollTable(dice: number, bonusPerDie: number, against: number, settings: WaylightsSettings): FreeRollTable {
  const d = sumDistribution(dice, settings.dieSize);
  const groups = new Map<string, FreeRollRow>();
  d.p.forEach((p, i) => {
    if (p === 0) return;
    const total = d.min + i;
    const margin = total + dice * bonusPerDie - against;
    const id = margin >= 0 ? (margin <= 3 ? `succeeds-by-${margin}` : 'succeeds-by-4-plus') : margin >= -3 ? `fails-by-${-margin}` : 'fails-by-4-plus';
    const label = margin >= 0 ? (margin <= 3 ? `Success by ${margin}` : 'Success by 4 or more') : margin >= -3 ? `Failure by ${-margin}` : 'Failure by 4 or more';
    const g = groups.get(id);
    groups.set(id, g ? { ...g, probability: g.probability + p, totals: [...g.totals, total] } : { id, label, probability: p, totals: [total] });
  });
  // Best first, as the other systems list them.
  const rows = [...groups.values()].sort((a, b) => b.totals[0]! - a.totals[0]!);
  const bonus = { source: `Bonus ${bonusPerDie} per die x ${dice}`, value: dice * bonusPerDie };
  return { dice: { count: dice, sides: settings.dieSize }, rows, modifiers: [bonus, { source: 'Against', value: -against }], bonus, against };
}

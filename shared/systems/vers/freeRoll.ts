// A VERS check outside an attack (RULES.md 2.1): 3d6 roll-under an effective target number, with
// its degrees of success or failure and the Dramatic results.
import { checkAgainst } from '../../rules/vers/check';
import type { VersSettings } from '../../rules/vers/settings';
import type { FreeRollRow, FreeRollTable } from '../freeRoll';

/** Ways to roll each sum 3..18 on 3d6, out of 216. */
const WAYS_3D6 = [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1] as const;

/** Every 3d6 sum sorted into its result: success by n DoS or failure by n DoF, Dramatic marked. */
export function versCheckTable(effTN: number, settings: VersSettings): FreeRollTable {
  const rows: FreeRollRow[] = [];
  for (let sum = 3; sum <= 18; sum++) {
    const c = checkAgainst(effTN, sum, settings.dramatic);
    const id = `${c.success ? 'dos' : 'dof'}-${c.degrees}${c.dramatic ? '-dramatic' : ''}`;
    const ways = WAYS_3D6[sum - 3]! / 216;
    const row = rows.find((r) => r.id === id);
    if (row) {
      rows[rows.indexOf(row)] = { ...row, probability: row.probability + ways, totals: [...row.totals, sum] };
      continue;
    }
    const words = c.success ? `Success, ${c.degrees} DoS` : `Failure, ${c.degrees} DoF`;
    rows.push({ id, label: c.dramatic ? `Dramatic ${c.dramatic}: ${words}` : words, probability: ways, totals: [sum] });
  }
  return { dice: { count: 3, sides: 6 }, rows, modifiers: [{ source: 'Effective target number', value: effTN }] };
}

// What a Waylights ruler reads: in or out of the selected weapon's range (or reach), in hexes.
import type { Weapon } from '../../../shared/rules/waylights/sheet';
import type { AnyCombatant } from '../../../shared/model/schema';
import type { RulerDistance } from '../../state/systemRoom';

/** In or out of `c`'s selected weapon's range at a measured distance. */
export function waylightsRulerBand(c: AnyCombatant, weapon: string | null, d: RulerDistance): string | null {
  const weapons = (c.sheet as { weapons?: Weapon[] }).weapons ?? [];
  const w = weapons.find((x) => x.name === weapon) ?? weapons[0];
  if (!w) return null;
  const limit = w.kind === 'ranged' ? (w.rangeHexes ?? 0) : w.reachHexes;
  const what = w.kind === 'ranged' ? 'range' : 'reach';
  return `${d.hexes <= limit ? 'in' : 'out of'} ${what} of ${w.name} (${limit} ${limit === 1 ? 'hex' : 'hexes'})`;
}

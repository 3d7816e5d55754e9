// What a YAUGS ruler reads as a range band: melee within 3 m (RULES.md 1.3), else the selected
// weapon's own point-blank, short, medium and long bands.
import { MELEE_METRES, yaugsRangeBand } from '../../../shared/rules/yaugs/rangeBand';
import type { YaugsWeapon } from '../../../shared/rules/yaugs/sheet';
import type { AnyCombatant } from '../../../shared/model/schema';
import type { RulerDistance } from '../../state/systemRoom';

const BAND_WORDS = { melee: 'melee', 'point-blank': 'point blank', short: 'short', medium: 'medium', long: 'long', 'out-of-range': 'out of range' } as const;

/** The YAUGS band of a measured distance for `c`'s selected weapon. */
export function yaugsRulerBand(c: AnyCombatant, weapon: string | null, d: RulerDistance): string | null {
  if (d.meters <= MELEE_METRES) return 'melee (3 m or less)';
  const weapons = (c.sheet as { weapons?: YaugsWeapon[] }).weapons ?? [];
  const w = weapons.find((x) => x.name === weapon) ?? weapons[0];
  if (!w) return null;
  if (w.mode === 'melee') return `out of reach of ${w.name}`;
  const b = yaugsRangeBand(w, d.meters, 'ranged');
  return `${BAND_WORDS[b.band]} for ${w.name}`;
}

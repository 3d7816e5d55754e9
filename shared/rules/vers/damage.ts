// Damage (RULES.md 2.7): the net damage value of a hit and the condition it inflicts.
import { VERS_DEFAULTS, type VersSettings } from './settings';
import { conditionForNdv, type Condition } from './conditions';

/** The net damage of a hit and the condition it inflicts (null: a hit with no injury). */
export type HitDamage = { readonly ndv: number; readonly condition: Condition | null };

/** NDV = EV - RV, plus the attack's DoS when `ndvAddsDoS` is set; with the condition it inflicts. */
export function hitDamage(ev: number, rv: number, attackDoS: number, ndvAddsDoS: VersSettings['ndvAddsDoS'] = VERS_DEFAULTS.ndvAddsDoS): HitDamage {
  const ndv = ev - rv + (ndvAddsDoS ? attackDoS : 0);
  return { ndv, condition: conditionForNdv(ndv) };
}

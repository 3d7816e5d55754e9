// Turning a sheet into the numbers an exchange needs.
import type { Modifier } from '../modifier';
import type { WaylightsSettings } from './settings';
import type { Fighter } from './mutualExchange';
import { deriveSheet, findWeapon, type WaylightsSheet } from './sheet';

/** A Fighter from a sheet: its die bonus is the skill bonus of the named weapon (melee bonus when unarmed). */
export function fighterFromSheet(
  id: string,
  sheet: WaylightsSheet,
  state: { wounds: number; weapon?: string; dieEffects?: readonly Modifier[]; extraDefence?: readonly Modifier[] },
  settings?: Partial<WaylightsSettings>,
): Fighter {
  const d = deriveSheet(sheet, settings);
  const w = state.weapon === undefined ? undefined : findWeapon(sheet, state.weapon);
  if (state.weapon !== undefined && !w) throw new RangeError(`${sheet.name} has no weapon named "${state.weapon}".`);
  const armour = sheet.armour;
  return {
    id,
    timing: sheet.timing,
    wounds: state.wounds,
    threshold: sheet.threshold,
    resolve: sheet.resolve,
    dieBonus: w?.kind === 'ranged' ? d.rangedBonus.value : d.meleeBonus.value,
    hits: d.hits.value,
    shield: sheet.shield?.defence ?? 0,
    armourDefence: { melee: armour?.meleeDefence ?? 0, ranged: armour?.rangedDefence ?? 0 },
    ...(state.dieEffects ? { dieEffects: state.dieEffects } : {}),
    ...(state.extraDefence ? { extraDefence: state.extraDefence } : {}),
    ...(w ? { weapon: { name: w.name, kind: w.kind, attackBonus: w.attackBonus, damageBonus: w.damageBonus, ap: w.ap } } : {}),
  };
}

// Turning a sheet into the numbers an exchange needs.
import type { Modifier } from '../modifier';
import { waylightsSettings, type WaylightsSettings } from './settings';
import type { Fighter } from './mutualExchange';
import { deriveSheet, diceSkillKind, findWeapon, type WaylightsSheet } from './sheet';

/** What a fighter brings beside its sheet. */
type FighterState = { wounds: number; weapon?: string; dieEffects?: readonly Modifier[]; extraDefence?: readonly Modifier[] };

/** A Fighter from a sheet: its die bonus is the skill bonus of the named weapon (diceSkillKind without one). */
export function fighterFromSheet(id: string, sheet: WaylightsSheet, state: FighterState, partial?: Partial<WaylightsSettings>): Fighter {
  const settings = waylightsSettings(partial);
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
    dieBonus: diceSkillKind(sheet, w) === 'ranged' ? d.rangedBonus.value : d.meleeBonus.value,
    hits: d.hits.value,
    shield: sheet.shield?.defence ?? 0,
    armourDefence: { melee: armour?.meleeDefence ?? 0, ranged: armour?.rangedDefence ?? 0 },
    ...(state.dieEffects ? { dieEffects: state.dieEffects } : {}),
    ...(state.extraDefence ? { extraDefence: state.extraDefence } : {}),
    ...(w ? { weapon: { name: w.name, kind: w.kind, attackBonus: w.attackBonus, damageBonus: w.damageBonus, ap: w.ap } } : {}),
  };
}

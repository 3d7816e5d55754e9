// Reading a running Waylights fight: a combatant's sheet, harm and pool, the encounter's settings,
// and the weapon a defender answers with.
import { deriveSheet, findWeapon, weaponReaches, type WaylightsSheet, type Weapon } from '../../rules/waylights';
import type { WaylightsSettings } from '../../rules/waylights/settings';
import type { Modifier } from '../../rules/modifier';
import type { TacticalFacts } from '../../rules/tactics/facts';
import type { Situational } from '../../model/commands';
import type { AnyCombatant } from '../../model/schema';
import type { CombatState, Harm } from '../../model/state';

/** Waylights harm. */
export type WaylightsHarm = Extract<Harm, { system: 'waylights' }>;

/** The harm every combatant starts a fight with. */
export function freshHarm(): WaylightsHarm {
  return { system: 'waylights', wounds: 0, injury: 0, tension: 0 };
}

/** The combatant's Waylights sheet; throws when an encounter of another system reaches this adapter. */
export function sheetOf(c: AnyCombatant): WaylightsSheet {
  if (!('threshold' in c.sheet)) throw new TypeError(`${c.name} has no Waylights sheet.`);
  return c.sheet;
}

/** The combatant's harm in the fight (fresh before combat starts). */
export function harmOf(state: CombatState, id: string): WaylightsHarm {
  const h = state.harm[id];
  return h && h.system === 'waylights' ? h : freshHarm();
}

/** The encounter's Waylights settings, complete since the encounter was loaded. */
export function settingsOf(state: CombatState): WaylightsSettings {
  const enc = state.encounter;
  if (enc.system !== 'waylights') throw new TypeError(`The Waylights adapter was asked to run a ${enc.system} encounter.`);
  return enc.settings;
}

/** Dice in the combatant's pool (sheet, override, or the encounter's poolSize). */
export function poolOf(sheet: WaylightsSheet, settings: WaylightsSettings): number {
  return deriveSheet(sheet, settings).poolSize.value;
}

/** The attacker's weapon by name, or undefined. */
export function weaponOf(sheet: WaylightsSheet, name: string): Weapon | undefined {
  return findWeapon(sheet, name);
}

/**
 * The weapon the defender answers with: the first on its sheet that reaches the attacker (sheet
 * order is the GM's order of preference). Undefined when none reaches: its attack dice are wasted.
 */
export function counterWeapon(defender: WaylightsSheet, facts: TacticalFacts): Weapon | undefined {
  return defender.weapons.find((w) => weaponReaches(w, facts));
}

/**
 * The GM's situational modifiers as per-die effects on the attacker's dice: RULES.md 3.3 step 2
 * gives every die the roller's bonuses and penalties, and Waylights has no flat attack modifier.
 */
export function situationalEffects(situational: readonly Situational[]): Modifier[] {
  return situational.map((s) => ({ source: s.source, category: 'situational', value: s.value }));
}

/** The house cover modifier (coverModifierPerPoint x cover), as flat defence that counts for damage. */
export function coverDefence(facts: TacticalFacts, settings: WaylightsSettings): Modifier[] {
  const value = settings.coverModifierPerPoint * facts.cover;
  if (facts.cover <= 0 || value === 0) return [];
  return [{ source: `Cover ${facts.cover} x ${settings.coverModifierPerPoint} per point (house rule)`, category: 'cover', value }];
}

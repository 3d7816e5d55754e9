// Figured values of a VERS sheet (RULES.md 2.1, 2.2): computed from attributes and skills unless the
// GM overrides them, and each says how it was found so the breakdown can show it.
import type { AttackKind } from './closeCombat';
import { SKILLS, type VersSheet, type Weapon } from './sheet';

/** The rank a skill counts for in a roll: its rank, or -2 when untrained. */
export const UNTRAINED_SKILL = -2;

/** A computed value, the formula behind it, and whether the GM's override replaced it. */
export type DerivedValue = {
  readonly value: number;
  readonly computed: number;
  readonly formula: string;
  readonly overridden: boolean;
};

function derived(computed: number, formula: string, override: number | undefined): DerivedValue {
  return { value: override ?? computed, computed, formula, overridden: override !== undefined };
}

/** The value a skill counts for: its rank 0-5, or -2 untrained. */
export function skillValue(sheet: VersSheet, skill: string): number {
  return sheet.skills[skill] ?? UNTRAINED_SKILL;
}

/** Dodge = Intuition + Agility, unless overridden. */
export function dodge(sheet: VersSheet): DerivedValue {
  return derived(sheet.attributes.intuition + sheet.attributes.agility, 'Intuition + Agility', sheet.overrides.dodge);
}

/** Discipline = Resolve + Composure, unless overridden. */
export function discipline(sheet: VersSheet): DerivedValue {
  return derived(sheet.attributes.resolve + sheet.attributes.composure, 'Resolve + Composure', sheet.overrides.discipline);
}

/** Movement = 5 + Size + Agility + floor(Athletics / 2), an untrained Athletics counting -2; unless overridden. */
export function movement(sheet: VersSheet): DerivedValue {
  const a = sheet.attributes;
  const computed = 5 + a.size + a.agility + Math.floor(skillValue(sheet, SKILLS.athletics) / 2);
  return derived(computed, '5 + Size + Agility + floor(Athletics / 2)', sheet.overrides.movement);
}

/** The body's Reach: Size for a biped, Size - 1 for a quadruped; unless overridden. */
export function bodyReach(sheet: VersSheet): DerivedValue {
  const quadruped = sheet.body === 'quadruped';
  return derived(sheet.attributes.size - (quadruped ? 1 : 0), quadruped ? 'Size - 1 (quadruped)' : 'Size (biped)', sheet.overrides.reach);
}

/** Reach with a weapon: the body's Reach plus the weapon's reach. */
export function reachWith(sheet: VersSheet, weapon: Weapon | null): number {
  return bodyReach(sheet).value + (weapon?.reach ?? 0);
}

/** An NPC's static attack with a weapon: its attribute + skill (untrained -2), unless the weapon sets one. */
export function staticAttack(sheet: VersSheet, weapon: Weapon): DerivedValue {
  const computed = sheet.attributes[weapon.attribute] + skillValue(sheet, weapon.skill);
  return derived(computed, `${weapon.attribute} + ${weapon.skill}`, weapon.staticAttack);
}

/** The kind of attack a weapon makes for the close-combat table. */
export function attackKind(weapon: Weapon): AttackKind {
  if (weapon.ranged) return 'ranged';
  if (weapon.skill === SKILLS.grappling) return 'grapple';
  return weapon.body ? 'body' : 'melee';
}

/** Finds a weapon on the sheet by name. */
export function findWeapon(sheet: VersSheet, name: string): Weapon | undefined {
  return sheet.weapons.find((w) => w.name === name);
}

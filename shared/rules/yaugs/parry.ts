// RULES.md 1.5: which defences a blow allows, and the parry or block roll after an attack won.

/** How a weapon harms, which decides how it can be defended against. */
export type DamageType = 'cutting' | 'crushing' | 'puncturing' | 'area' | 'gas';

/** A way to meet a blow. Parry uses a weapon, block a shield. */
export type DefenceOption = 'parry' | 'block' | 'dodge' | 'full-cover' | 'gas-mask';

/** RULES.md 1.5: the defences each damage type allows. */
export const DEFENCES_BY_DAMAGE_TYPE = {
  cutting: ['parry', 'block', 'dodge'],
  crushing: ['parry', 'block', 'dodge'],
  puncturing: ['block', 'dodge'],
  area: ['dodge', 'full-cover'],
  gas: ['dodge', 'gas-mask'],
} as const satisfies Record<DamageType, readonly DefenceOption[]>;

/** Whether a blow of this damage type can be met with this defence. */
export function allowsDefence(damageType: DamageType, option: DefenceOption): boolean {
  return (DEFENCES_BY_DAMAGE_TYPE[damageType] as readonly DefenceOption[]).includes(option);
}

/** How many attacks an object can block in a round: a weapon 1, a shield its `blocks` value. */
export function blockCapacity(object: { blocks?: number | undefined }): number {
  return object.blocks ?? 1;
}

/** The parry or block roll with its total. */
export type ParryResult = { readonly total: number; readonly success: boolean };

/** Parry/block: d100 + skill% + the object's block bonus must be strictly greater than the attack total. */
export function resolveParry(x: { roll: number; skill: number; blockBonus: number; attackTotal: number }): ParryResult {
  const total = x.roll + x.skill + x.blockBonus;
  return { total, success: total > x.attackTotal };
}

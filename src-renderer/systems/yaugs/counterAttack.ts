// The Counter-Attack a critical defence offers (RULES.md 1.2, 1.4) as the GM window plans and sends
// it: the weapon (the object it defended with, else the GM's pick among its weapons), the default
// choices, the odds and any refusal from the engine's own preview, and the attack marked counterAttack.
import { attackPreview } from '../../../shared/engine/attackPreview';
import type { AttackChoices } from '../../../shared/model/commands';
import type { CombatState } from '../../../shared/model/state';
import type { CounterAttackOffer } from '../../../shared/systems/yaugs/round';
import { adapterFor } from '../../../shared/systems/registry';
import type { CombatController } from '../../state/combat.svelte';
import { parseTableDice } from '../../state/combatUi.svelte';

/** The Counter-Attack as it would be sent: its weapon (and the ones allowed), choices, refusal and the chance to hit. */
export type CounterPlan = { weapon: string; weapons: string[]; choices: AttackChoices; blocked: string | null; hit: number };

/** The weapons the offer allows. */
export function counterWeapons(state: CombatState, o: CounterAttackOffer): string[] {
  const by = state.encounter.combatants.find((c) => c.id === o.by);
  return o.with !== null ? [o.with] : by ? adapterFor(state.encounter.system).weapons(by).map((w) => w.name) : [];
}

/** The Counter-Attack as it would be sent with `weapon` (default the first allowed), or null when it has none. */
export function planCounter(state: CombatState, o: CounterAttackOffer, weapon?: string): CounterPlan | null {
  const weapons = counterWeapons(state, o);
  const w = weapon && weapons.includes(weapon) ? weapon : weapons[0];
  if (!w) return null;
  const p = attackPreview(state, { attacker: o.by, defender: o.on, weapon: w, situational: [], counterAttack: true });
  if (!p) return null;
  const hit = p.preview.outcomes.filter((x) => x.id.startsWith('attacker-wins')).reduce((s, x) => s + x.probability, 0);
  return { weapon: w, weapons, choices: p.choices, blocked: p.blocked, hit };
}

/** Sends the Counter-Attack with the table dice typed (`typed`, empty: the app rolls). */
export function strikeBack(combat: CombatController, o: CounterAttackOffer, typed: string, weapon?: string): Promise<boolean> {
  const p = planCounter(combat.state, o, weapon);
  const dice = parseTableDice(typed);
  if (!p || p.blocked || dice.error) return Promise.resolve(false);
  return combat.apply({ type: 'attack', attacker: o.by, defender: o.on, weapon: p.weapon, situational: [], choices: p.choices, counterAttack: true, ...(dice.dice ? { dice: dice.dice } : {}) });
}

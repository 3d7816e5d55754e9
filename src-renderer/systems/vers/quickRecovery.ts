// VERS quick recovery in combat (RULES.md 2.7) as the GM window sends it, shared by the button on
// the acting combatant and the registry's key: who can be tended, whether it can be done now, and
// the recover command with the acting character as the medic when it tends an ally.
import { areEnemies } from '../../../shared/model/query';
import type { AnyCombatant } from '../../../shared/model/schema';
import type { CombatState } from '../../../shared/model/state';
import type { CombatController } from '../../state/combat.svelte';
import { parseTableDice } from '../../state/combatUi.svelte';

/** Grazed marks the fight tracks on `id`. */
export function grazedOf(state: CombatState, id: string): number {
  const h = state.harm[id];
  return h?.system === 'vers' ? h.marks.filter((m) => m.condition === 'grazed').length : 0;
}

/** Who the actor can treat: itself first, then its allies still in the fight, the most Grazed first. */
export function patientsOf(state: CombatState, actor: AnyCombatant): AnyCombatant[] {
  const allies = state.encounter.combatants.filter((c) => c.id !== actor.id && !state.out.includes(c.id) && !areEnemies(c, actor));
  return [actor, ...allies.sort((a, b) => grazedOf(state, b.id) - grazedOf(state, a.id))];
}

/** Whether anyone the actor can treat has a Grazed mark: the same as asking patientsOf, without sorting the actor's side (all but a few of a table of 500). */
export function anyPatientGrazed(state: CombatState, actor: AnyCombatant): boolean {
  return grazedOf(state, actor.id) > 0 || state.encounter.combatants.some((c) => c.id !== actor.id && grazedOf(state, c.id) > 0 && !state.out.includes(c.id) && !areEnemies(c, actor));
}

/** Why the actor cannot take a quick recovery now (with these table dice), or null when it can. */
export function recoveryBlocked(state: CombatState, actor: AnyCombatant, typed: string): string | null {
  if (state.phase !== 'combat' || state.current !== actor.id) return 'only the acting character, in the fight';
  if (state.use.turnTaken || state.use.attacks + state.use.actions > 0) return `${actor.name} has already acted this turn; quick recovery takes the whole turn`;
  return parseTableDice(typed).error;
}

/** The actor spends its turn on quick recovery of `tend` (empty or its own id: itself). */
export function quickRecover(combat: CombatController, actor: AnyCombatant, tend: string, typed: string): Promise<boolean> {
  if (recoveryBlocked(combat.state, actor, typed)) return Promise.resolve(false);
  const patient = patientsOf(combat.state, actor).find((p) => p.id === tend) ?? actor;
  const dice = parseTableDice(typed).dice;
  return combat.apply({ type: 'recover', id: patient.id, kind: 'vers-quick', ...(patient.id !== actor.id ? { medic: actor.id } : {}), ...(dice ? { dice } : {}) });
}

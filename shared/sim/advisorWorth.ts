// What an attack is worth to the advisor: the expected share of the defender's remaining staying
// power it takes. Each outcome counts its chance times the share it takes: nothing for one that
// leaves the defender as it was, all of it (1) for one that takes the defender out. Where the
// preview's outcomes come in points against a pool, the share is the points over the points left
// (at most 1): YAUGS hit points (the House damage dice of a hit or a critical, less armour), and
// Waylights wounds (left: Threshold x the resolve's Injury level, less the wounds taken). So a hit
// the armour absorbs counts nothing, and a blow that can finish a worn-down defender counts fully.
// VERS harm is a mark on a track the preview gives no points for: each harming outcome counts 1,
// so there the worth is the chance to harm.
import type { AttackPlan } from '../engine/plan';
import { harmChance, type PreviewCommon } from '../rules/preview';
import type { CombatState } from '../model/state';
import { systemEntry } from '../systems/registry';

/** The expected share of the defender's remaining staying power the planned attack takes (see above; each system's SystemAdvice). */
export function attackWorth(plan: AttackPlan, preview: PreviewCommon, state: CombatState): number {
  const d = state.encounter.combatants.find((c) => c.id === plan.command.defender);
  if (!d) return harmChance(preview);
  return systemEntry(state.encounter.system).advice?.attackWorth?.(plan.command, preview, state, d) ?? harmChance(preview);
}

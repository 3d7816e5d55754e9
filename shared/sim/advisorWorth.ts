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
import { parseDice } from '../dice/expression';
import { harmChance, type PreviewCommon } from '../rules/preview';
import { RESOLVE_LEVELS } from '../rules/waylights/injury';
import { damageDistribution } from '../rules/yaugs/damage';
import type { AnyCombatant } from '../model/schema';
import type { CombatState } from '../model/state';
import { hasYaugsSheet, initialYaugsHarm } from '../systems/yaugs/harm';

/** The expected share of the defender's remaining staying power the planned attack takes (see above). */
export function attackWorth(plan: AttackPlan, preview: PreviewCommon, state: CombatState): number {
  const d = state.encounter.combatants.find((c) => c.id === plan.command.defender);
  if (!d) return harmChance(preview);
  if (preview.system === 'yaugs') return yaugsWorth(plan, preview, state, d);
  if (preview.system === 'waylights') return waylightsWorth(preview, state, d);
  return harmChance(preview);
}

function yaugsWorth(plan: AttackPlan, preview: PreviewCommon, state: CombatState, d: AnyCombatant): number {
  const a = state.encounter.combatants.find((c) => c.id === plan.command.attacker);
  if (!a || !hasYaugsSheet(a) || !hasYaugsSheet(d)) return harmChance(preview);
  const w = a.sheet.weapons.find((x) => x.name === plan.command.weapon);
  const expr = w ? parseDice(w.damage) : null;
  const h = state.harm[d.id];
  const hp = h?.system === 'yaugs' ? h.hp : initialYaugsHarm(d).hp;
  if (!expr?.ok || hp <= 0) return harmChance(preview);
  let worth = 0;
  for (const o of preview.outcomes) {
    if (!o.harms || o.probability === 0) continue;
    // The hit's hit points lost, a critical's with twice the dice (RULES.md 1.6, House).
    const dist = damageDistribution(expr.value, { armourAbsorption: d.sheet.armourAbsorption, critical: o.id === 'attacker-wins-critical' });
    let share = 0;
    for (let k = 0; k < dist.p.length; k++) share += dist.p[k]! * Math.min(1, (dist.min + k) / hp);
    worth += o.probability * share;
  }
  return worth;
}

function waylightsWorth(preview: PreviewCommon, state: CombatState, d: AnyCombatant): number {
  if (!('threshold' in d.sheet)) return harmChance(preview);
  const h = state.harm[d.id];
  const wounds = h?.system === 'waylights' ? h.wounds : 0;
  // Out of the fight at Injury = the resolve's level, Injury being floor(wounds / Threshold) (RULES.md 3.4).
  const left = d.sheet.threshold * RESOLVE_LEVELS[d.sheet.resolve] - wounds;
  if (left <= 0) return harmChance(preview);
  let worth = 0;
  for (const o of preview.outcomes) {
    if (!o.harms) continue;
    const k = o.id.startsWith('damage-') ? Number(o.id.slice(7)) : NaN;
    worth += o.probability * (Number.isFinite(k) ? Math.min(1, k / left) : 1);
  }
  return worth;
}

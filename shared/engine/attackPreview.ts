// Everything the GM sees before an attack: the map facts (range, sight, cover, grapple, attacks
// received) and the system's exact odds and modifier breakdown. Pure; recomputed on every hover.
import { noAttackReason, type PreviewCommon } from '../rules/preview';
import type { TacticalFacts } from '../rules/tactics/facts';
import type { AttackChoices } from '../model/commands';
import type { CombatState } from '../model/state';
import type { DieSlot, WeaponInfo } from '../systems/definition';
import { adapterFor } from '../systems/registry';
import { planAttack, type AttackPlan, type AttackRequest } from './plan';
import type { SightNote } from './sightNote';

export type AttackPreview = {
  facts: TacticalFacts;
  weapon: WeaponInfo;
  /** Why the attack cannot be made as things stand, or null. */
  blocked: string | null;
  preview: PreviewCommon;
  /** The dice the attack will read, in the order typed table dice are taken. */
  dice: DieSlot[];
  /** The odds in one line for a glance: "hit 16% · cover takes it 59% · miss 25%" (empty when blocked). */
  summary: string;
  /** The choices these odds are for: the request's, or the system's defaults when it gave none. */
  choices: AttackChoices;
  /** What on the map decided the line (RULES.md 5.4): the wall side between, the window passed; null when nothing needs saying. */
  sight: SightNote | null;
};

/**
 * The preview of an attack, or null when a combatant or the weapon does not exist. Without
 * choices, the system's defaults are taken (`command.choices` of the plan says which).
 */
export function attackPreview(state: CombatState, req: AttackRequest): AttackPreview | null {
  const plan = planAttack(state, req);
  return plan && previewOf(plan);
}

/** What the GM sees of a planned attack. */
export function previewOf(plan: AttackPlan): AttackPreview {
  const { facts, weapon } = plan;
  const preview = plan.system.preview();
  // The same words the engine refuses with, in its order: the attacker, the map, then the system's plan.
  const blocked = plan.actorRefusal ?? plan.mapRefusal ?? noAttackReason(preview);
  const sight = plan.sightNote();
  if (blocked !== null) return { facts, weapon, blocked, preview, dice: [], summary: '', choices: plan.command.choices, sight };
  const summary = adapterFor(plan.command.choices.system).oddsSummary(preview).map((g) => `${g.label} ${percent(g.probability)}`).join(' · ');
  return { facts, weapon, blocked, preview, dice: plan.system.dice(), summary, choices: plan.command.choices, sight };
}

/** A probability as the summary shows it: whole percents, with "<1%" rather than a misleading 0%. */
function percent(p: number): string {
  if (p > 0 && p < 0.005) return '<1%';
  if (p < 1 && p > 0.995) return '>99%';
  return `${Math.round(p * 100)}%`;
}

// Everything the GM sees before an attack: the map facts (range, sight, cover, grapple, attacks
// received) and the system's exact odds and modifier breakdown. Pure; recomputed on every hover.
import type { SightAndCover } from '../hex';
import { noAttackReason, type PreviewCommon } from '../rules/preview';
import type { TacticalFacts } from '../rules/tactics/facts';
import { buildBoard } from '../model/board';
import { factsFor } from '../model/facts';
import type { CombatState } from '../model/state';
import type { DieSlot, PreviewRequest, WeaponInfo } from '../systems/definition';
import { adapterFor } from '../systems/registry';
import { mapRefusal } from './attack';

export type AttackPreview = {
  facts: TacticalFacts;
  sight: SightAndCover;
  weapon: WeaponInfo;
  /** Why the attack cannot be made as things stand, or null. */
  blocked: string | null;
  preview: PreviewCommon;
  /** The dice the attack will read, in the order typed table dice are taken. */
  dice: DieSlot[];
  /** The odds in one line for a glance: "hit 16% · cover takes it 59% · miss 25%" (empty when blocked). */
  summary: string;
};

/** The preview of an attack, or null when a combatant or the weapon does not exist. */
export function attackPreview(state: CombatState, req: PreviewRequest): AttackPreview | null {
  const adapter = adapterFor(state.encounter.system);
  const a = state.encounter.combatants.find((c) => c.id === req.attacker);
  const d = state.encounter.combatants.find((c) => c.id === req.defender);
  if (!a || !d) return null;
  const weapon = adapter.weapons(a).find((w) => w.name === req.weapon);
  if (!weapon) return null;
  const board = buildBoard(state.encounter, state.out);
  const { facts, sight } = factsFor(state, board, a.id, d.id, weapon.reachHexes);
  const preview = adapter.preview(state, req, facts);
  // The same words the engine refuses with: the map's checks first, then the system's plan.
  const blocked = mapRefusal(a, d, weapon, facts) ?? noAttackReason(preview);
  if (blocked !== null) return { facts, sight, weapon, blocked, preview, dice: [], summary: '' };
  const summary = adapter.oddsSummary(preview).map((g) => `${g.label} ${percent(g.probability)}`).join(' · ');
  return { facts, sight, weapon, blocked, preview, dice: adapter.attackDice(state, req, facts), summary };
}

/** A probability as the summary shows it: whole percents, with "<1%" rather than a misleading 0%. */
function percent(p: number): string {
  if (p > 0 && p < 0.005) return '<1%';
  if (p < 1 && p > 0.995) return '>99%';
  return `${Math.round(p * 100)}%`;
}

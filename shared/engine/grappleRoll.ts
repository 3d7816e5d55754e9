// A grapple started or broken by a roll (RULES.md 2.3): the system plans it like an attack (odds,
// dice, roll from one reading of the state), and the engine applies what it decided: the hold or
// the release, the turn's attack and the round's count of attacks on the one it was tried on.
import type { Hex } from '../hex';
import { buildBoard } from '../model/board';
import type { LogEvent } from '../model/events';
import { factsFor } from '../model/facts';
import { combatantById, gmOnlyFor } from '../model/query';
import { cloneState, usedMore, type CombatState } from '../model/state';
import { noAttackReason, type PreviewCommon } from '../rules/preview';
import type { TacticalFacts } from '../rules/tactics/facts';
import type { DieSlot, GrapplePlan, GrappleRollRequest } from '../systems/definition';
import { adapterFor, systemEntry } from '../systems/registry';
import { countAttack } from './attack';
import { joinGrapple, leaveGrapple } from './grappleMoves';
import { stamped, withDice, type Step } from './step';

/** What the GM sees before a rolled grapple: the facts, the exact odds, the dice, or why it cannot be tried. */
export type GrapplePreview = {
  readonly facts: TacticalFacts;
  readonly blocked: string | null;
  readonly preview: PreviewCommon;
  readonly dice: readonly DieSlot[];
  /** The odds in one line: "takes hold 42% · fails 58%" (empty when blocked). */
  readonly summary: string;
};

function planOf(state: CombatState, req: GrappleRollRequest): { plan: GrapplePlan; facts: TacticalFacts } | { reason: string } {
  const adapter = adapterFor(state.encounter.system);
  if (!adapter.grappleRoll) return { reason: `${systemEntry(state.encounter.system).name} has no rolled grapple: declare it as the GM's ruling.` };
  if (state.phase !== 'combat') return { reason: 'A grapple is rolled in combat; start combat first.' };
  const a = combatantById(state, req.actor);
  if (a && state.out.includes(a.id)) return { reason: `${a.name} is out of the fight.` };
  const { facts } = factsFor(state, buildBoard(state.encounter, state.out), req.actor, req.target, 1);
  return { plan: adapter.grappleRoll(state, req, facts), facts };
}

/** The preview of a rolled grapple or break free, or null when the system rolls none (or a combatant is missing). */
export function grapplePreview(state: CombatState, req: GrappleRollRequest, refusal: string | null = null): GrapplePreview | null {
  if (!combatantById(state, req.actor) || !combatantById(state, req.target)) return null;
  const planned = planOf(state, req);
  if ('reason' in planned) return null;
  const preview = planned.plan.preview();
  const blocked = refusal ?? noAttackReason(preview);
  if (blocked !== null) return { facts: planned.facts, blocked, preview, dice: [], summary: '' };
  const summary = planned.plan.summary().map((g) => `${g.label} ${Math.round(100 * g.probability)}%`).join(' · ');
  return { facts: planned.facts, blocked, preview, dice: planned.plan.dice(), summary };
}

/** Rolls a grapple or break free the map allows (the caller checked it) and applies its result. */
export function rolledGrapple(state: CombatState, req: GrappleRollRequest & { readonly to?: Hex | null }, typed: readonly number[] | undefined, events: LogEvent[]): Step {
  const planned = planOf(state, req);
  if ('reason' in planned) return { ok: false, reason: planned.reason };
  const rolled = withDice(state, typed, (dice) => planned.plan.resolve(dice), 'this grapple uses');
  if (!rolled.ok) return rolled;
  const { success, event } = rolled.value.value;
  const a = combatantById(state, req.actor)!;
  const d = combatantById(state, req.target)!;
  let s = state;
  if (success) s = req.kind === 'grapple' ? joinGrapple(state, a, d) : leaveGrapple(state, a, req.to ?? null);
  s = cloneState(s);
  s.rng = rolled.rng;
  // An attack of the turn (RULES.md 2.3), and one more the defender met this round (2.6).
  s.use = usedMore(state.use, { attacks: state.use.attacks + 1, steps: [...state.use.steps, 'act'] });
  s.counters = countAttack(state.counters, a.id, d.id, { counts: { metActively: false, atRange: false } });
  events.push(stamped(event, state, event.gmOnly || gmOnlyFor(state, a.id, d.id)));
  return s;
}

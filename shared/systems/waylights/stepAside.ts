// The defender's step against a ranged attack (RULES.md 3.3): one die of its pool for one hex into a
// free adjacent hex it names. It resolves in Timing order like an attack: a faster defender steps
// first, and an attacker that then cannot see it or is out of range hits nothing (its dice are still
// spent); otherwise the attack resolves first and the defender steps after. The preview and the
// resolution both ask this plan, so they cannot disagree.
import { sideInTheWay } from '../../model/edges';
import { stepProblem } from '../../model/steps';
import { mapped, withMembers } from '../../model/record';
import { hexDistance, hexPlace, type Hex, type Orientation } from '../../hex';
import { buildBoard } from '../../model/board';
import { factsFor } from '../../model/facts';
import type { AnyCombatant, Encounter } from '../../model/schema';
import { cloneState, type CombatState } from '../../model/state';
import { weaponReaches, type WaylightsSheet } from '../../rules/waylights';
import type { TacticalFacts } from '../../rules/tactics/facts';

type Weapon = WaylightsSheet['weapons'][number];

/** How the step plays out. */
export type StepPlan = {
  readonly to: Hex;
  /** The defender is faster: it steps before the attack resolves. */
  readonly first: boolean;
  /** The attack hits nothing: the defender stepped first out of its sight or range. */
  readonly attackVoid: boolean;
  /** The map facts the exchange resolves with: after the step when it comes first. */
  readonly facts: TacticalFacts;
};

/** Plans the step, or says why the defender cannot take it (nothing changes then). */
export function planStepAside(
  state: CombatState,
  a: AnyCombatant,
  d: AnyCombatant,
  timings: { attacker: number; defender: number },
  weapon: Weapon,
  to: Hex,
  facts: TacticalFacts,
): { ok: true; value: StepPlan } | { ok: false; reason: string } {
  if (weapon.kind !== 'ranged') return { ok: false, reason: `${d.name} can step aside only from a ranged attack; ${weapon.name} is a melee weapon.` };
  // The refusals and the log name the hex as the map's readout does.
  const place = hexPlace(to, state.encounter.map.orientation);
  if (hexDistance(d.position, to) !== 1) return { ok: false, reason: `${d.name} steps aside into an adjacent hex; ${place} is not next to it.` };
  const board = buildBoard(state.encounter, state.out);
  // The whole body steps, and never across a wall on a side (RULES.md 5.2, 5.4).
  const problem = stepProblem(board, d, d.position, to);
  if (problem) return { ok: false, reason: `${d.name} cannot step aside into ${place}: ${problem.kind === 'side' ? sideInTheWay(state.encounter.map, problem) : 'it is not free'}.` };
  if (timings.defender <= timings.attacker) return { ok: true, value: { to, first: false, attackVoid: false, facts } };
  const moved = withMembers(state.encounter, { combatants: mapped(state.encounter.combatants, (c) => (c.id === d.id ? withMembers(c, { position: to }) : c)) } as Partial<Encounter>);
  const after = cloneState(state);
  after.encounter = moved;
  const f = factsFor(after, buildBoard(moved, state.out), a.id, d.id, weapon.reachHexes).facts;
  return { ok: true, value: { to, first: true, attackVoid: !f.lineOfSight || !weaponReaches(weapon, f), facts: f } };
}

/** The log's words for a step aside, the hex named as the map's readout names it. */
export function stepWords(defender: string, attacker: string, step: StepPlan, orientation: Orientation): string {
  const where = hexPlace(step.to, orientation);
  if (!step.first) return `${defender} steps aside to ${where} after the attack`;
  return step.attackVoid ? `${defender} steps aside to ${where} first, out of ${attacker}'s sight or range: the attack hits nothing` : `${defender} steps aside to ${where} first`;
}

// Moving and turning: a path is checked hex by hex against the map and the mover's budget for the
// turn, which its system decides.
import { hexEquals, hexPlace, pathCost, type Hex } from '../hex';
import { blockedReason, buildBoard, movementCost } from '../model/board';
import type { Command } from '../model/commands';
import type { LogEvent } from '../model/events';
import { grappleOf } from '../model/facts';
import { combatantById, hasCondition, isActive, nameOf, note } from '../model/query';
import { HELD_IN_PLACE } from '../systems/conditionRules';
import type { AnyCombatant } from '../model/schema';
import { usedMore, type CombatState } from '../model/state';
import { adapterFor } from '../systems/registry';
import { updateCombatant, type Step } from './step';

/** Why a combatant cannot leave its hex at all (a grapple, a condition that holds it), or null. */
export function heldReason(state: CombatState, c: AnyCombatant): string | null {
  if (grappleOf(state, c.id)) return `${c.name} is in a grapple and must break free before moving.`;
  const held = HELD_IN_PLACE.find((x) => hasCondition(state, c.id, [x]));
  return held ? `${c.name} is ${held} and cannot move; remove the condition first.` : null;
}

/** The `move` command: refused with the reason where the path fails. */
export function move(state: CombatState, cmd: Extract<Command, { type: 'move' }>, events: LogEvent[]): Step {
  const c = combatantById(state, cmd.id);
  if (!c) return { ok: false, reason: `No combatant "${cmd.id}".` };
  if (state.phase === 'combat' && state.current !== cmd.id) return { ok: false, reason: `It is not ${c.name}'s turn.` };
  if (!isActive(state, cmd.id)) return { ok: false, reason: `${c.name} is out of the fight.` };
  const held = heldReason(state, c);
  if (held) return { ok: false, reason: held };
  const board = buildBoard(state.encounter, state.out);
  const path: Hex[] = hexEquals(cmd.path[0]!, c.position) ? cmd.path : [c.position, ...cmd.path];
  if (path.length < 2) return { ok: false, reason: 'The path does not leave the starting hex.' };
  const check = pathCost(path, movementCost(board, cmd.id));
  if (!check.ok) {
    const at = path[Math.max(0, check.at)]!;
    const orientation = state.encounter.map.orientation;
    if (check.error === 'not-adjacent') return { ok: false, reason: `The path jumps at ${hexPlace(at, orientation)}: each step must go to a neighbouring hex.` };
    const why = blockedReason(board, cmd.id, at, (id) => nameOf(state, id), orientation);
    return { ok: false, reason: why ? `${c.name} cannot move there: ${why}.` : `${c.name} cannot enter ${hexPlace(at, orientation)}.` };
  }
  const budget = state.phase === 'combat' ? adapterFor(state.encounter.system).moveBudget(c, state) : Infinity;
  if (check.cost > budget) {
    return { ok: false, reason: `${c.name} can move ${budget} more this turn; that path costs ${check.cost}.` };
  }
  const to = path[path.length - 1]!;
  const s = updateCombatant(state, cmd.id, { position: to });
  if (state.phase === 'combat') s.use = usedMore(s.use, { moved: s.use.moved + check.cost, steps: [...s.use.steps, check.cost] });
  events.push(note(state, 'moved', `${c.name} moves ${path.length - 1} hex${path.length === 2 ? '' : 'es'} (cost ${check.cost})`, { actor: c.id, gmOnly: c.hidden }));
  return s;
}

/** The `face` command. */
export function face(state: CombatState, cmd: Extract<Command, { type: 'face' }>, events: LogEvent[]): Step {
  const c = combatantById(state, cmd.id);
  if (!c) return { ok: false, reason: `No combatant "${cmd.id}".` };
  events.push(note(state, 'faced', cmd.facing === null ? `${c.name} stops tracking facing` : `${c.name} turns to face direction ${cmd.facing}`, { actor: c.id, gmOnly: c.hidden }));
  return updateCombatant(state, cmd.id, { facing: cmd.facing });
}

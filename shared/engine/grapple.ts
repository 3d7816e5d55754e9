// Grapples: a relation between combatants whose members share one hex (RULES.md section 4).
import { hexNeighbors } from '../hex';
import { buildBoard, movementCost } from '../model/board';
import type { Command } from '../model/commands';
import type { LogEvent } from '../model/events';
import { factsFor, grappleOf } from '../model/facts';
import { combatantById, gmOnlyFor, note } from '../model/query';
import type { CombatState } from '../model/state';
import { updateCombatant, type Step } from './step';

/** The `grapple` command: the attacker steps into the defender's hex and their groups merge. */
export function grapple(state: CombatState, cmd: Extract<Command, { type: 'grapple' }>, events: LogEvent[]): Step {
  const a = combatantById(state, cmd.attacker);
  const d = combatantById(state, cmd.defender);
  if (!a || !d) return { ok: false, reason: 'Both combatants must exist.' };
  if (a.id === d.id) return { ok: false, reason: `${a.name} cannot grapple itself.` };
  if (state.phase === 'combat' && state.current !== a.id) return { ok: false, reason: `It is not ${a.name}'s turn.` };
  const board = buildBoard(state.encounter, state.out);
  const { facts } = factsFor(state, board, a.id, d.id, 1);
  if (facts.category === 'ranged') return { ok: false, reason: `${d.name} is ${facts.distanceHexes} hexes away; a grapple needs the adjacent hex.` };
  const ga = grappleOf(state, a.id);
  const gd = grappleOf(state, d.id);
  if (ga && ga === gd) return { ok: false, reason: `${a.name} and ${d.name} are already in a grapple.` };
  const merged = [...new Set([...(gd ?? [d.id]), ...(ga ?? [a.id])])];
  const grapples = [...state.grapples.filter((g) => g !== ga && g !== gd), merged];
  // Grappling pairs stand in one hex: the attacker steps into the defender's.
  const s = updateCombatant(state, a.id, { position: d.position });
  s.grapples = grapples;
  events.push(note(state, 'grapple', `${a.name} grapples ${d.name}`, { actor: a.id, target: d.id, gmOnly: gmOnlyFor(state, a.id, d.id) }));
  return s;
}

/** The `break-free` command: whoever breaks free steps to the nearest open hex. */
export function breakFree(state: CombatState, cmd: Extract<Command, { type: 'break-free' }>, events: LogEvent[]): Step {
  const c = combatantById(state, cmd.id);
  if (!c) return { ok: false, reason: `No combatant "${cmd.id}".` };
  const g = grappleOf(state, c.id);
  if (!g) return { ok: false, reason: `${c.name} is not in a grapple.` };
  const rest = g.filter((id) => id !== c.id);
  const grapples = [...state.grapples.filter((x) => x !== g), ...(rest.length > 1 ? [rest] : [])];
  // Two tokens never share a hex outside a grapple.
  const board = buildBoard(state.encounter, state.out);
  const cost = movementCost(board, c.id);
  const open = hexNeighbors(c.position).find((h) => Number.isFinite(cost(h)));
  if (!open) return { ok: false, reason: `${c.name} has no open hex to step into.` };
  events.push(note(state, 'break-free', `${c.name} breaks free`, { actor: c.id, gmOnly: c.hidden }));
  const s = updateCombatant(state, c.id, { position: open });
  s.grapples = grapples;
  return s;
}

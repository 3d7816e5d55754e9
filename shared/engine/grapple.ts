// Grapples: a relation between combatants whose members share one hex (RULES.md section 4). The GM
// declares one or its end by hand, or, where the system rolls grapples (VERS, RULES.md 2.3), the
// command carries `roll` and the system's grappling attack decides it.
import { hexDistance, hexEquals, hexNeighbors, type Hex } from '../hex';
import { buildBoard, movementCost } from '../model/board';
import type { Command } from '../model/commands';
import type { LogEvent } from '../model/events';
import { factsFor, grappleOf } from '../model/facts';
import { combatantById, gmOnlyFor, note } from '../model/query';
import type { AnyCombatant } from '../model/schema';
import type { CombatState } from '../model/state';
import { rolledGrapple } from './grappleRoll';
import { updateCombatant, type Step } from './step';

type GrappleCommand = Extract<Command, { type: 'grapple' }>;
type BreakFreeCommand = Extract<Command, { type: 'break-free' }>;

/** Why `a` cannot grapple `d` as the map stands (too far, already together), or null. */
export function grappleRefusal(state: CombatState, a: AnyCombatant, d: AnyCombatant): string | null {
  if (a.id === d.id) return `${a.name} cannot grapple itself.`;
  const { facts } = factsFor(state, buildBoard(state.encounter, state.out), a.id, d.id, 1);
  if (facts.category === 'ranged') return `${d.name} is ${facts.distanceHexes} hexes away; a grapple needs the adjacent hex.`;
  const ga = grappleOf(state, a.id);
  if (ga && ga === grappleOf(state, d.id)) return `${a.name} and ${d.name} are already in a grapple.`;
  return null;
}

/** `a` holds `d`: the attacker steps into the defender's hex and their groups merge. */
export function joinGrapple(state: CombatState, a: AnyCombatant, d: AnyCombatant): CombatState {
  const ga = grappleOf(state, a.id);
  const gd = grappleOf(state, d.id);
  const merged = [...new Set([...(gd ?? [d.id]), ...(ga ?? [a.id])])];
  const s = updateCombatant(state, a.id, { position: d.position });
  s.grapples = [...state.grapples.filter((g) => g !== ga && g !== gd), merged];
  return s;
}

/** The free hexes next to a combatant, where one leaving a grapple may step. */
export function freeHexesBeside(state: CombatState, c: AnyCombatant): Hex[] {
  const cost = movementCost(buildBoard(state.encounter, state.out), c.id);
  return hexNeighbors(c.position).filter((h) => Number.isFinite(cost(h)));
}

/**
 * Why `c` cannot step to `to` on leaving its grapple, or null: the hex must be free and next to it,
 * and with a free hex about it must name one (RULES.md 2.3).
 */
export function stepOutRefusal(state: CombatState, c: AnyCombatant, to: Hex | undefined): string | null {
  const free = freeHexesBeside(state, c);
  if (to === undefined) return free.length > 0 ? `Name the free hex ${c.name} steps into on breaking free.` : null;
  if (hexDistance(to, c.position) !== 1) return `${c.name} steps out of the grapple into a hex next to it.`;
  if (!free.some((h) => hexEquals(h, to))) return `${c.name} cannot step there: the hex is not free.`;
  return null;
}

/** `c` leaves its grapple, stepping to `to` (none: it stays where it is, released). */
export function leaveGrapple(state: CombatState, c: AnyCombatant, to: Hex | null): CombatState {
  const g = grappleOf(state, c.id)!;
  const rest = g.filter((id) => id !== c.id);
  const s = to ? updateCombatant(state, c.id, { position: to }) : updateCombatant(state, c.id, {});
  s.grapples = [...state.grapples.filter((x) => x !== g), ...(rest.length > 1 ? [rest] : [])];
  return s;
}

/** The `grapple` command: the GM's declaration, or a rolled grapple. */
export function grapple(state: CombatState, cmd: GrappleCommand, events: LogEvent[]): Step {
  const a = combatantById(state, cmd.attacker);
  const d = combatantById(state, cmd.defender);
  if (!a || !d) return { ok: false, reason: 'Both combatants must exist.' };
  if (state.phase === 'combat' && state.current !== a.id) return { ok: false, reason: `It is not ${a.name}'s turn.` };
  const refusal = grappleRefusal(state, a, d);
  if (refusal) return { ok: false, reason: refusal };
  if (cmd.roll) return rolledGrapple(state, { kind: 'grapple', actor: a.id, target: d.id }, cmd.dice, events);
  if (cmd.dice) return { ok: false, reason: 'Dice are for a rolled grapple; a declared one rolls none.' };
  events.push(note(state, 'grapple', `${a.name} grapples ${d.name} (the GM's ruling)`, { actor: a.id, target: d.id, gmOnly: gmOnlyFor(state, a.id, d.id) }));
  return joinGrapple(state, a, d);
}

/** The `break-free` command: the GM's declaration (to the nearest open hex), or a rolled break free. */
export function breakFree(state: CombatState, cmd: BreakFreeCommand, events: LogEvent[]): Step {
  const c = combatantById(state, cmd.id);
  if (!c) return { ok: false, reason: `No combatant "${cmd.id}".` };
  const g = grappleOf(state, c.id);
  if (!g) return { ok: false, reason: `${c.name} is not in a grapple.` };
  if (cmd.roll) {
    const from = cmd.from === undefined ? undefined : combatantById(state, cmd.from);
    if (!from || from.id === c.id || !g.includes(from.id)) return { ok: false, reason: `Name who holds ${c.name}: a member of its grapple.` };
    if (state.phase === 'combat' && state.current !== c.id) return { ok: false, reason: `It is not ${c.name}'s turn.` };
    const stepRefusal = stepOutRefusal(state, c, cmd.to);
    if (stepRefusal) return { ok: false, reason: stepRefusal };
    return rolledGrapple(state, { kind: 'break-free', actor: c.id, target: from.id, to: cmd.to ?? null }, cmd.dice, events);
  }
  if (cmd.dice || cmd.from !== undefined) return { ok: false, reason: 'A holder and dice are for a rolled break free; a declared one names neither.' };
  // Two tokens never share a hex outside a grapple.
  const open = cmd.to ?? freeHexesBeside(state, c)[0];
  if (!open) return { ok: false, reason: `${c.name} has no open hex to step into.` };
  const stepRefusal = cmd.to ? stepOutRefusal(state, c, cmd.to) : null;
  if (stepRefusal) return { ok: false, reason: stepRefusal };
  events.push(note(state, 'break-free', `${c.name} breaks free (the GM's ruling)`, { actor: c.id, gmOnly: c.hidden }));
  return leaveGrapple(state, c, open);
}

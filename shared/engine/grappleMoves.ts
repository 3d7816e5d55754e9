// What a grapple does on the map (RULES.md section 4, 2.3): who may grapple whom, the hold (one hex,
// one group) and the release into a free hex beside; the declared and the rolled grapple share it.
import { hexDistance, hexEquals, hexNeighbors, type Hex } from '../hex';
import { buildBoard, movementCost } from '../model/board';
import { factsFor, grappleOf } from '../model/facts';
import type { AnyCombatant } from '../model/schema';
import type { CombatState } from '../model/state';
import { updateCombatant } from './step';

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

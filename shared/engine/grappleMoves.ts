// What a grapple does on the map (RULES.md section 4, 2.3, 5.2): who may grapple whom, the hold (one
// hex, one group; a one-hex body in a hex of a bigger one's footprint, two bigger ones side by side)
// and the release into a free place beside; the declared and the rolled grapple share it.
import { hexDistance, hexEquals, hexNeighbors, type Hex } from '../hex';
import { buildBoard } from '../model/board';
import { bodyOf, isBig } from '../model/body';
import { factsFor, grappleOf } from '../model/facts';
import { stepProblem } from '../model/steps';
import type { AnyCombatant } from '../model/schema';
import type { CombatState } from '../model/state';
import { updateCombatant } from './step';
import { edgeAt, edgePlace, edgeWords } from '../model/edges';
import { sightNote } from './sightNote';

/**
 * Why `a` cannot grapple `d` as the map stands (too far, already together, an edge between), or
 * null. Across an edge (House, RULES.md 5.4 read with 2.3): a grapple is an attack, so a wall or
 * a shut door stops it as it stops any line; and the hold moves one of them into the other's hex,
 * so an edge no step may cross (a window, a low wall) stops it too.
 */
export function grappleRefusal(state: CombatState, a: AnyCombatant, d: AnyCombatant): string | null {
  if (a.id === d.id) return `${a.name} cannot grapple itself.`;
  const board = buildBoard(state.encounter, state.out);
  const { facts } = factsFor(state, board, a.id, d.id, 1);
  if (facts.category === 'ranged') return `${d.name} is ${facts.distanceHexes} hexes away; a grapple needs the adjacent hex.`;
  const map = state.encounter.map;
  if (!facts.lineOfSight) return `${a.name} cannot grapple ${d.name}: ${sightNote(board, map, a, d, null)?.text ?? 'a wall blocks the line'}.`;
  const place = holdPlace(a, d);
  const mover = place && (place.id === a.id ? a : d);
  if (place && mover && board.blockedStep && hexDistance(mover.position, place.to) === 1 && board.blockedStep(mover.position, place.to)) {
    const e = edgeAt(map, mover.position, place.to);
    return `${a.name} cannot grapple ${d.name}: ${edgePlace({ a: mover.position, b: place.to }, e ? edgeWords(e) : 'wall', map.orientation)} is between them, and ${mover.name} cannot cross it into the hold.`;
  }
  const ga = grappleOf(state, a.id);
  if (ga && ga === grappleOf(state, d.id)) return `${a.name} and ${d.name} are already in a grapple.`;
  return null;
}

/** The hex of `body` nearest `h` (ties: the least q, then r). */
function nearestOf(body: readonly Hex[], h: Hex): Hex {
  let best = body[0]!;
  for (const x of body) {
    const dx = hexDistance(x, h);
    const db = hexDistance(best, h);
    if (dx < db || (dx === db && (x.q < best.q || (x.q === best.q && x.r < best.r)))) best = x;
  }
  return best;
}

/**
 * Who moves where when `a` takes hold of `d` (RULES.md 2.3, 5.2): between one-hex bodies the
 * attacker steps into the defender's hex; a one-hex body and a bigger one share a hex, the one-hex
 * body standing in the bigger one's hex nearest it (whichever of them grapples); two bigger ones
 * stay where they are, side by side, linked.
 */
function holdPlace(a: AnyCombatant, d: AnyCombatant): { id: string; to: Hex } | null {
  if (!isBig(a) && !isBig(d)) return { id: a.id, to: d.position };
  if (!isBig(a)) return { id: a.id, to: nearestOf(bodyOf(d), a.position) };
  if (!isBig(d)) return { id: d.id, to: nearestOf(bodyOf(a), d.position) };
  return null;
}

/** `a` holds `d`: they stand together (see holdPlace) and their groups merge. */
export function joinGrapple(state: CombatState, a: AnyCombatant, d: AnyCombatant): CombatState {
  const ga = grappleOf(state, a.id);
  const gd = grappleOf(state, d.id);
  const merged = [...new Set([...(gd ?? [d.id]), ...(ga ?? [a.id])])];
  const place = holdPlace(a, d);
  const s = place ? updateCombatant(state, place.id, { position: place.to }) : updateCombatant(state, a.id, {});
  s.grapples = [...state.grapples.filter((g) => g !== ga && g !== gd), merged];
  return s;
}

/**
 * The free places next to a combatant, where one leaving a grapple may step: the hexes beside a
 * one-hex body, the anchors one step away for a bigger one whose whole body fits there clear of
 * its partners (RULES.md 5.2); never across a side a step may not cross (5.4).
 */
export function freeHexesBeside(state: CombatState, c: AnyCombatant): Hex[] {
  const board = buildBoard(state.encounter, state.out);
  const partners = (grappleOf(state, c.id) ?? []).filter((id) => id !== c.id).flatMap((id) => {
    const p = state.encounter.combatants.find((x) => x.id === id);
    return p ? bodyOf(p) : [];
  });
  return hexNeighbors(c.position).filter((to) => {
    if (stepProblem(board, c, c.position, to) !== null) return false;
    if (!isBig(c) || partners.length === 0) return true;
    const moved = bodyOf({ position: to, footprint: c.footprint });
    return !moved.some((h) => partners.some((p) => hexEquals(p, h)));
  });
}

/**
 * Why `c` cannot step to `to` on leaving its grapple, or null: the hex must be free and next to it,
 * and with a free hex about it must name one (RULES.md 2.3).
 */
export function stepOutRefusal(state: CombatState, c: AnyCombatant, to: Hex | undefined): string | null {
  const free = freeHexesBeside(state, c);
  // Two bigger bodies side by side stand apart already: no step is needed.
  if (to === undefined) return free.length > 0 && !apart(state, c) ? `Name the free hex ${c.name} steps into on breaking free.` : null;
  if (hexDistance(to, c.position) !== 1) return `${c.name} steps out of the grapple into a hex next to it.`;
  if (!free.some((h) => hexEquals(h, to))) return `${c.name} cannot step there: ${isBig(c) ? 'its whole body does not fit there clear of the grapple' : 'the hex is not free'}.`;
  return null;
}

/** Whether no partner of `c`'s grapple shares a hex with it (two bigger bodies, linked side by side). */
export function apart(state: CombatState, c: AnyCombatant): boolean {
  const mine = bodyOf(c);
  return (grappleOf(state, c.id) ?? []).every((id) => {
    if (id === c.id) return true;
    const p = state.encounter.combatants.find((x) => x.id === id);
    return !p || !bodyOf(p).some((h) => mine.some((m) => hexEquals(m, h)));
  });
}

/** `c` leaves its grapple, stepping to `to` (none: it stays where it is, released). */
export function leaveGrapple(state: CombatState, c: AnyCombatant, to: Hex | null): CombatState {
  const g = grappleOf(state, c.id)!;
  const rest = g.filter((id) => id !== c.id);
  const s = to ? updateCombatant(state, c.id, { position: to }) : updateCombatant(state, c.id, {});
  s.grapples = [...state.grapples.filter((x) => x !== g), ...(rest.length > 1 ? [rest] : [])];
  return s;
}

// Doors on hex sides (RULES.md 5.4): opening, closing, locking and unlocking are logged commands.
// The GM changes any door at any time, free; a combatant opens or closes a door that is not locked
// on an edge of its body for 1 hex of movement (House). Locking and unlocking are the GM's ruling.
import { areNeighbors, hexPlace } from '../hex';
import { bodyOf } from '../model/body';
import type { Command } from '../model/commands';
import { edgeAt, edgePlace, type MapEdge } from '../model/edges';
import type { LogEvent } from '../model/events';
import { combatantById, isActive, note } from '../model/query';
import { withMembers } from '../model/record';
import { usedMore, type CombatState } from '../model/state';
import { adapterFor } from '../systems/registry';
import { heldReason } from './movement';
import { withEncounter, type Step } from './step';

type SetDoorCommand = Extract<Command, { type: 'set-door' }>;
type DoorState = SetDoorCommand['state'];

/** What a change of a door's state does, in the log's words ("opens", "closes and locks"). */
const VERBS: Record<DoorState, Record<DoorState, string>> = {
  open: { open: '', closed: 'closes', locked: 'closes and locks' },
  closed: { open: 'opens', closed: '', locked: 'locks' },
  locked: { open: 'unlocks and opens', closed: 'unlocks', locked: '' },
};

/** Why a combatant cannot open or close this door now, or null (it pays for it in its turn). */
function byRefusal(state: CombatState, cmd: SetDoorCommand, door: MapEdge, was: DoorState, place: string): string | null {
  const c = combatantById(state, cmd.by!);
  if (!c) return `No combatant "${cmd.by}".`;
  if (state.phase === 'combat' && state.current !== c.id) return `It is not ${c.name}'s turn.`;
  if (!isActive(state, c.id)) return `${c.name} is out of the fight.`;
  if (was === 'locked' || cmd.state === 'locked') {
    return `${c.name} cannot ${was === 'locked' ? 'unlock' : 'lock'} ${place}: locking and unlocking are the GM's ruling (a key, a pick, a kick), set without a combatant.`;
  }
  const body = bodyOf(c);
  const touches = body.some((h) => (h.q === door.a.q && h.r === door.a.r) || (h.q === door.b.q && h.r === door.b.r));
  if (!touches) return `${place.charAt(0).toUpperCase()}${place.slice(1)} is not on an edge of ${c.name}'s ${body.length > 1 ? 'body' : 'hex'}.`;
  const held = heldReason(state, c);
  if (held) return held;
  if (state.phase === 'combat') {
    const budget = adapterFor(state.encounter.system).moveBudget(c, state);
    if (budget < 1) return `${c.name} has no movement left this turn: a door takes 1 hex of movement.`;
  }
  return null;
}

/** The `set-door` command: refused, with the reason, on a side that holds no door. */
export function setDoor(state: CombatState, cmd: SetDoorCommand, events: LogEvent[]): Step {
  const map = state.encounter.map;
  const orientation = map.orientation;
  const sides = `${hexPlace(cmd.a, orientation)} and ${hexPlace(cmd.b, orientation)}`;
  if (!areNeighbors(cmd.a, cmd.b)) return { ok: false, reason: `${sides.charAt(0).toUpperCase()}${sides.slice(1)} are not neighbours: a door stands on the side two neighbouring hexes share.` };
  const edge = edgeAt(map, cmd.a, cmd.b);
  if (!edge) return { ok: false, reason: `There is no door between ${sides}: that side holds no edge.` };
  if (edge.kind !== 'door' || !edge.door) return { ok: false, reason: `The side between ${sides} holds a ${edge.kind === 'low-wall' ? 'low wall' : edge.kind}, not a door.` };
  const was = edge.door.state;
  const place = edgePlace(edge, 'door', orientation);
  if (was === cmd.state) return { ok: false, reason: `${place.charAt(0).toUpperCase()}${place.slice(1)} is already ${was}.` };
  const refusal = cmd.by === undefined ? null : byRefusal(state, cmd, edge, was, place);
  if (refusal) return { ok: false, reason: refusal };
  const changed: MapEdge = withMembers(edge, { door: withMembers(edge.door, { state: cmd.state }) });
  const s = withEncounter(state, (enc) => withMembers(enc, { map: withMembers(enc.map, { edges: enc.map.edges!.map((e) => (e === edge ? changed : e)) }) }));
  const c = cmd.by === undefined ? null : combatantById(state, cmd.by)!;
  if (c && state.phase === 'combat') s.use = usedMore(s.use, { moved: s.use.moved + 1, steps: [...s.use.steps, 1] });
  const who = c ? c.name : 'The GM';
  const cost = c && state.phase === 'combat' ? ' (1 hex of movement)' : '';
  // The players never learn of a lock (their screen shows a locked door as a closed one), nor of a
  // secret door that stays shut (a wall to them), nor what a hidden combatant does.
  const unseen = (was !== 'open' && cmd.state !== 'open') || (c?.hidden ?? false);
  events.push(note(state, 'door-set', `${who} ${VERBS[was][cmd.state]} ${place}${edge.door.secret ? ' (secret)' : ''}${cost}`, { actor: c?.id ?? null, gmOnly: unseen }));
  return s;
}

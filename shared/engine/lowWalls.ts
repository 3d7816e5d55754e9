// A low wall on a hex side is a cover object (RULES.md 5.4, "with cover value and structure like a
// cover hex"): a hit on it wears its structure down, and one that breaks it takes it off the map.
// A low wall with no structure points takes every hit and stands (House).
import { edgePlace, lowWallById } from '../model/edges';
import type { LogEvent } from '../model/events';
import { note } from '../model/query';
import { withMembers } from '../model/record';
import type { CombatState } from '../model/state';
import { withEncounter } from './step';

/** Removes `amount` structure from the low wall `coverId` names; broken, it leaves the map's edges. */
export function damageLowWall(state: CombatState, coverId: string, amount: number, events: LogEvent[], why: string): CombatState {
  const map = state.encounter.map;
  const wall = lowWallById(map, coverId);
  if (!wall) return state;
  const place = edgePlace(wall, 'low wall', map.orientation);
  const name = `${place.charAt(0).toUpperCase()}${place.slice(1)}`;
  if (wall.structure === undefined) {
    events.push(note(state, 'cover-damaged', `${name} takes the hit and stands (no structure points: House; ${why})`, { effects: [] }));
    return state;
  }
  const left = Math.max(0, wall.structure - amount);
  events.push(note(state, left === 0 ? 'cover-destroyed' : 'cover-damaged', left === 0 ? `${name} is destroyed (${why})` : `${name} takes ${amount} (${left} left; ${why})`, { effects: [`Low wall: ${left}`] }));
  return withEncounter(state, (enc) => {
    const edges = left === 0 ? enc.map.edges!.filter((e) => e !== wall) : enc.map.edges!.map((e) => (e === wall ? withMembers(e, { structure: left }) : e));
    return withMembers(enc, { map: withMembers(enc.map, { edges }) });
  });
}

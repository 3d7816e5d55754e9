// The free hexes next to a combatant, for the controls that step one hex (YAUGS give ground,
// Waylights step aside): the engine checks the same thing and refuses anything else.
import { hexNeighbors, hexPlace, type Hex } from '../../shared/hex';
import { directionArrow } from '../labels/directionArrows';
import { buildBoard, movementCost } from '../../shared/model/board';
import type { CombatState } from '../../shared/model/state';

/** A free adjacent hex with words for a button: its direction and its column and row, as the map readout says them. */
export type AdjacentHex = { hex: Hex; label: string };

/** The free hexes adjacent to combatant `id`, in direction order. */
export function freeAdjacent(state: CombatState, id: string): AdjacentHex[] {
  const c = state.encounter.combatants.find((x) => x.id === id);
  if (!c) return [];
  const cost = movementCost(buildBoard(state.encounter, state.out), id);
  return hexNeighbors(c.position)
    .map((hex, dir) => ({ hex, label: `${directionArrow(dir, state.encounter.map.orientation)} ${hexPlace(hex, state.encounter.map.orientation)}` }))
    .filter((h) => Number.isFinite(cost(h.hex)));
}

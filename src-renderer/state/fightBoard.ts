// The board of a fight's state, built once per change of the map or who is out: the pointer, the
// attack form and the turn each read it, and a 200-token board is too dear to build three times.
import { buildBoard, type Board } from '../../shared/model/board';
import type { CombatState } from '../../shared/model/state';

let last: { encounter: CombatState['encounter']; out: CombatState['out']; board: Board } | null = null;

/** The board for `state`, the one built last when its encounter and out list are the same objects. */
export function boardFor(state: CombatState): Board {
  if (last && last.encounter === state.encounter && last.out === state.out) return last.board;
  const board = buildBoard(state.encounter, state.out);
  last = { encounter: state.encounter, out: state.out, board };
  return board;
}

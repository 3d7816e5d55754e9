// The messages between the GM window and the thread that works out the step-here shading, and the
// worker's side of them as a plain function (so a unit test drives it without a thread).
//
// The fight state is copied into the worker at every ask (structured clone). The engine keeps its
// sight tables, terrain indexes and edge indexes by the identity of the map's parts, so a copied
// map would make every ask as cold as the first; the map is therefore sent only when it changed
// (a door opened, an object placed) and the worker puts its own copy back into each state.
import type { BattleMap } from '../../shared/model/schema';
import type { CombatState } from '../../shared/model/state';
import { shadingOf, type Shading, type ShadingMode } from './shading';

/** One ask. `map` is null when it is the one sent last. */
export type ShadingAsk = { id: number; state: CombatState; map: BattleMap | null; mode: ShadingMode; target: string | null };
/** The answer: the shading, null for an ask a newer one replaced before it was begun, or the error. */
export type ShadingAnswer = { id: number; shading: Shading | null; error?: string };

/** The main side: what to post for `state`, given the map sent last; the map to remember. */
export function askFor(id: number, state: CombatState, mode: ShadingMode, target: string | null, sentMap: BattleMap | null): { ask: ShadingAsk; map: BattleMap } {
  const map = state.encounter.map;
  const same = map === sentMap;
  const ask: ShadingAsk = { id, mode, target, map: same ? null : map, state: same ? { ...state, encounter: { ...state.encounter, map: null as unknown as BattleMap } } : state };
  return { ask, map };
}

/** The worker's side: keeps the last map it was sent and answers asks with it. */
export class ShadingAnswerer {
  #map: BattleMap | null = null;

  answer(ask: ShadingAsk): ShadingAnswer {
    if (ask.map) this.#map = ask.map;
    if (!this.#map) return { id: ask.id, shading: null, error: 'no map was sent before this ask' };
    const state: CombatState = ask.map ? ask.state : { ...ask.state, encounter: { ...ask.state.encounter, map: this.#map } };
    try {
      return { id: ask.id, shading: shadingOf(state, ask.mode, ask.target) };
    } catch (e) {
      return { id: ask.id, shading: null, error: e instanceof Error ? e.message : String(e) };
    }
  }

  /** An ask a newer one replaced while it queued: only its map is kept. */
  skip(ask: ShadingAsk): ShadingAnswer {
    if (ask.map) this.#map = ask.map;
    return { id: ask.id, shading: null };
  }
}

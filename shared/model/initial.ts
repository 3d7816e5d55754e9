// A fight before its first command: the encounter as prepared, in the prep phase, with the seeded
// generator at the start of its sequence.
import { createRng } from '../dice';
import { freshCounters, freshTurn, type CombatState } from './state';
import { mapped, withMembers } from './record';
import type { Encounter } from './schema';

/** The state of an encounter about to be run with `seed` (members in cloneState's order). */
export function initialState(encounter: Encounter, seed: string): CombatState {
  return {
    // The combatant list in the one layout the engine's copies have (see `mapped`): a file's list,
    // as zod builds it, has another.
    encounter: withMembers(encounter, { combatants: mapped(encounter.combatants, (c) => c) } as Partial<Encounter>),
    phase: 'prep',
    round: 0,
    turn: 0,
    order: [],
    current: null,
    acted: [],
    use: freshTurn(),
    counters: freshCounters(),
    grapples: [],
    harm: {},
    out: [],
    systemState: {},
    conditions: {},
    surprise: null,
    waiting: undefined,
    rng: createRng(seed).state(),
  };
}

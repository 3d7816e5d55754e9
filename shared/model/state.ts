// The running fight: the encounter as it stands now (positions, facing, cover damage) plus what
// combat adds on top (round, whose turn, who has acted, counters, grapples, harm, the RNG state).
// Plain JSON data: the session digest hashes it, undo keeps copies of it.
import type { RngState } from '../dice';
import type { Encounter, SystemId } from './schema';

/** Harm a combatant carries, in its system's terms. */
export type Harm =
  | { system: 'yaugs'; hp: number; maxHp: number }
  | { system: 'vers'; marks: VersMark[]; fallen?: 'unconscious' | 'dead' }
  | { system: 'waylights'; wounds: number; injury: number; tension: number };

/** One VERS injury mark, lethal or not, with a free note. */
export type VersMark = { condition: 'grazed' | 'wounded' | 'impaired' | 'disabled'; lethal: boolean; note: string };

/** What the current actor has done in its turn (Waylights counts two actions; others note moves). */
export type TurnUse = {
  /** Actions spent (Waylights: at most 2). */
  actions: number;
  /** Hexes moved this turn. */
  moved: number;
  /** Waylights: 'move' or 'split' once chosen, to allow the free step or the extra hex. */
  moveMode: 'none' | 'move' | 'split' | 'step';
  /** Attacks made this turn. */
  attacks: number;
};

/** Counters that reset at the end of a round (YAUGS) or a turn (VERS), per defender. */
export type Counters = {
  /** Attacks each defender received this round (YAUGS OQ and caps). */
  attacksThisRound: Record<string, number>;
  /** Attacks each defender received this turn (VERS cumulative penalty; clears at each turn's end). */
  attacksThisTurn: Record<string, number>;
  /** YAUGS: Opponent Quotient raises earned this round, per defender. */
  oqBonus: Record<string, number>;
  /** YAUGS: weapons and shields committed this round (blocked or attacked), per combatant: name -> uses. */
  committed: Record<string, Record<string, number>>;
};

export type Phase = 'prep' | 'combat' | 'ended';

export type CombatState = {
  /** The encounter as it stands: positions, facing and cover structure change during the fight. */
  encounter: Encounter;
  phase: Phase;
  /** 0 before combat starts. */
  round: number;
  /** 1-based count of turns taken this round. */
  turn: number;
  /** Who acts this round, in order; VERS grows it as the hand-off picks the next actor. */
  order: string[];
  /** The combatant whose turn it is, or null between rounds. */
  current: string | null;
  /** Who has finished a turn this round. */
  acted: string[];
  use: TurnUse;
  counters: Counters;
  /** Groups of combatants locked in a grapple; a grappling group shares one hex. */
  grapples: string[][];
  harm: Record<string, Harm>;
  /** Combatants who are out of the fight (knocked out, surrendered, dead), in the order they fell. */
  out: string[];
  /** The seeded generator's position; the session's dice continue from here. */
  rng: RngState;
};

/** The system an encounter runs. */
export function systemOf(state: CombatState): SystemId {
  return state.encounter.system;
}

/** A fresh turn: nothing spent yet. */
export function freshTurn(): TurnUse {
  return { actions: 0, moved: 0, moveMode: 'none', attacks: 0 };
}

/** Counters as they stand at the start of a round. */
export function freshCounters(): Counters {
  return { attacksThisRound: {}, attacksThisTurn: {}, oqBonus: {}, committed: {} };
}

/**
 * A shallow copy of a combat state, for the reducer to change before anyone else sees it. Built
 * member by member in one fixed order (initialState's), so every state has the same shape: the
 * spreads it replaces (`{ ...state, current }`) met states of many shapes, fell off V8's fast path
 * and cost over a microsecond each, several times a command.
 */
export function cloneState(s: CombatState): CombatState {
  return {
    encounter: s.encounter,
    phase: s.phase,
    round: s.round,
    turn: s.turn,
    order: s.order,
    current: s.current,
    acted: s.acted,
    use: s.use,
    counters: s.counters,
    grapples: s.grapples,
    harm: s.harm,
    out: s.out,
    rng: s.rng,
  };
}

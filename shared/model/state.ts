// The running fight: the encounter as it stands now (positions, facing, cover damage) plus what
// combat adds on top (round, whose turn, who has acted, counters, grapples, harm, the RNG state).
// Plain JSON data: the session digest hashes it, undo keeps copies of it.
import type { RngState } from '../dice';
import type { AnyPart } from './catalog';
import type { Encounter, SystemId } from './schema';

/** Harm a combatant carries, in its system's terms (each system's folder defines its own). */
export type Harm = AnyPart<'harm'>;

/** Harm as the players read it: words, never numbers, from unhurt to down. */
export type HarmWord = 'unhurt' | 'grazed' | 'wounded' | 'badly hurt' | 'down';

/** One step of a turn, in order: a move's cost, an action (an attack is a Fight), or a kill of a knocked-out character. */
export type TurnStep = number | 'act' | 'kill';

/** What the current actor has done in its turn (Waylights counts two actions; others note moves). */
export type TurnUse = {
  /** Actions spent (Waylights: at most 2). */
  actions: number;
  /** Hexes moved this turn. */
  moved: number;
  /** Every move and action of the turn in order, so a system can check their order (Waylights Split Move). */
  steps: TurnStep[];
  /** Attacks made this turn. */
  attacks: number;
  /** A complex action (VERS quick recovery in combat) took the whole turn: nothing else may be done in it. */
  turnTaken: boolean;
};

/**
 * What the engine counts for each defender within one round (RULES.md section 4), cleared when a
 * new round begins. A refused attack counts nowhere.
 */
export type Counters = {
  /** Every attack each defender received this round, whoever made it (VERS several attackers, 2.6). */
  attacksThisRound: Record<string, number>;
  /** Attacks each defender met with Active Defence this round: the YAUGS OQ slots it used (1.4). */
  metActively: Record<string, number>;
  /** The distinct combatants that attacked each defender this round in melee (YAUGS caps, 1.4). */
  meleeAttackers: Record<string, string[]>;
  /** The same at range. */
  rangedAttackers: Record<string, string[]>;
};

/**
 * The system's own slot of per-fight state (YAUGS: committed objects, Opponent Quotient raises,
 * Counter-Attack offers): plain JSON that only the system's definition reads and writes, and that
 * it clears as rounds and turns begin. The generic engine stores it and never looks inside.
 */
export type SystemState = Readonly<Record<string, unknown>>;

/** A condition a combatant holds (prone, stunned, bound...), for a number of its own turns or until removed. */
export type HeldCondition = { condition: string; turnsLeft: number | null; note: string };

export type Phase = 'prep' | 'combat' | 'ended';

/**
 * Who waits for their moment (House rules: RULES.md gives neither a delay nor a ready). A delayed
 * combatant put its turn off before doing anything in it and acts later this round; a readied one
 * spent its turn holding one attack, which it may make at any moment until its next turn begins.
 */
export type Waiting = {
  /** Delayed this round, in the order they delayed. */
  readonly delayed: readonly string[];
  /** The readied attacks, each with the trigger the GM noted ("when the door opens"; may be empty). */
  readonly readied: Readonly<Record<string, string>>;
};

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
  /** The system's own per-fight state (see SystemState). */
  systemState: SystemState;
  /** Conditions each combatant holds, by id (only those that hold any). */
  conditions: Record<string, HeldCondition[]>;
  /** The side that meant to surprise the other, set when combat starts and held for every round (Waylights ties, RULES.md 3.2). */
  surprise: 'pc' | 'npc' | null;
  /**
   * Delayed turns and readied attacks; absent while nobody waits, so fights that never delay or
   * ready keep the digests they had before these rules existed.
   */
  waiting?: Waiting | undefined;
  /** The seeded generator's position; the session's dice continue from here. */
  rng: RngState;
};

/** The system an encounter runs. */
export function systemOf(state: CombatState): SystemId {
  return state.encounter.system;
}

/** A fresh turn: nothing spent yet. */
export function freshTurn(): TurnUse {
  return { actions: 0, moved: 0, steps: [], attacks: 0, turnTaken: false };
}

/**
 * The turn's use with some members changed, built member by member in freshTurn's order: one
 * shape for every turn's use, and a literal is the cheapest copy (copies by Object.assign, the
 * turn's use among them, took 2% of a simulated fight).
 */
export function usedMore(u: TurnUse, changes: Partial<TurnUse>): TurnUse {
  return {
    actions: changes.actions ?? u.actions,
    moved: changes.moved ?? u.moved,
    steps: changes.steps ?? u.steps,
    attacks: changes.attacks ?? u.attacks,
    turnTaken: changes.turnTaken ?? u.turnTaken,
  };
}

/** Counters as they stand at the start of a round. */
export function freshCounters(): Counters {
  return { attacksThisRound: {}, metActively: {}, meleeAttackers: {}, rangedAttackers: {} };
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
    systemState: s.systemState,
    conditions: s.conditions,
    surprise: s.surprise,
    waiting: s.waiting,
    rng: s.rng,
  };
}

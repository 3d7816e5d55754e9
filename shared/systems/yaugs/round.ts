// The YAUGS slot of per-fight state (RULES.md 1.4, 1.5): what each combatant committed this round,
// the Opponent Quotient raises declared, and the Counter-Attacks on offer. Cleared as a round
// begins; offers also lapse as a turn begins.
import { cloneState, type CombatState, type SystemState } from '../../model/state';

/** A YAUGS defender's raises of its Opponent Quotient this round: each is +1. */
export type OqRaises = {
  /** Give ground, tried at most once a round: null untried, else whether the opposed roll was won. */
  giveGround: 'won' | 'lost' | null;
  /** Declared that it makes no attacks this round. */
  forgo: boolean;
};

/** A Counter-Attack a critical defence offers (RULES.md 1.2, 1.4): open until the next turn begins. */
export type CounterAttackOffer = {
  /** The defender who criticalled, now allowed to strike back out of turn. */
  by: string;
  /** The attacker it may strike. */
  on: string;
  /** The object it parried or blocked with, or null when it only dodged (then any of its weapons). */
  with: string | null;
};

/** The YAUGS round as it stands. */
export type YaugsRound = {
  /** Weapons and shields committed this round (blocked or attacked), per combatant: name -> uses. */
  readonly committed: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** Opponent Quotient raises declared this round, per defender. */
  readonly raises: Readonly<Record<string, OqRaises>>;
  /** The Counter-Attacks on offer right now. */
  readonly counterAttacks: readonly CounterAttackOffer[];
};

const EMPTY: YaugsRound = { committed: {}, raises: {}, counterAttacks: [] };

/** A round of these members, the missing ones empty: one literal, so every round has one shape (a spread gave new ones). */
function roundOf(committed: YaugsRound['committed'] | undefined, raises: YaugsRound['raises'] | undefined, counterAttacks: YaugsRound['counterAttacks'] | undefined): YaugsRound {
  return { committed: committed ?? EMPTY.committed, raises: raises ?? EMPTY.raises, counterAttacks: counterAttacks ?? EMPTY.counterAttacks };
}

/** The YAUGS round held in a fight's system slot (empty before anything happened). */
export function yaugsRound(state: CombatState): YaugsRound {
  const s = state.systemState as Partial<YaugsRound>;
  return s.committed && s.raises && s.counterAttacks ? (s as YaugsRound) : roundOf(s.committed, s.raises, s.counterAttacks);
}

/** The slot holding this round. */
export function asSystemState(round: YaugsRound): SystemState {
  return round as unknown as SystemState;
}

/** A copy of the state with its YAUGS round replaced. */
export function withYaugsRound(state: CombatState, round: YaugsRound): CombatState {
  const s = cloneState(state);
  s.systemState = asSystemState(round);
  return s;
}

/** A new round clears everything. */
export function roundBegins(): SystemState {
  return asSystemState(EMPTY);
}

/** A new turn ends the Counter-Attacks on offer. */
export function turnBegins(slot: SystemState): SystemState {
  const r = slot as Partial<YaugsRound>;
  return r.counterAttacks?.length ? asSystemState(roundOf(r.committed, r.raises, [])) : slot;
}

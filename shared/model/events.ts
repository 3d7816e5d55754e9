// The session log: one event per thing that happened, with everything the exporters and the UI
// need to tell it (round, turn, who, to whom, every roll's faces and modifiers, the outcome).
import type { DiceRoll } from '../dice';
import type { Modifier } from '../rules/modifier';
import type { AnyPart } from './catalog';

/** The numbers behind one roll: every modifier with its source, the total, the outcome tier. */
export type RollBreakdown = {
  readonly label: string;
  readonly roll: DiceRoll | null;
  readonly modifiers: readonly Modifier[];
  readonly total: number;
  /** What it was compared against, when anything (defence total, effective TN). */
  readonly against: number | null;
  readonly outcome: string;
};

/**
 * What an attack came to, in the few words every system shares: the players' log tells it, so it
 * is set by the system that resolved the attack rather than read back out of the GM's summary.
 */
export type AttackResult = 'hit' | 'no harm' | 'miss' | 'parried' | 'blocked' | 'cover' | 'wrong target' | 'no attack';

/** The kinds of log event every system writes. */
export type CommonEventKind =
  | 'door-set'
  | 'combat-started' | 'round-started' | 'turn-started' | 'moved' | 'faced' | 'attack' | 'grapple'
  | 'break-free' | 'action' | 'harm-adjusted' | 'recovered' | 'cover-damaged' | 'cover-destroyed'
  | 'out' | 'back-in' | 'turn-ended' | 'combat-ended' | 'settings-changed'
  | 'joined' | 'left' | 'revealed' | 'hidden' | 'order-set' | 'sheet-edited'
  | 'condition' | 'condition-ended' | 'condition-reminder' | 'free-roll' | 'players-name'
  | 'portrait-set'
  | 'turn-delayed' | 'readied' | 'readied-attack' | 'ready-lapsed' | 'area-attack';

/** The kinds of log event only some system writes, from each system's catalog entry. */
export type SystemEventKind = AnyPart<'events'>;

export type LogEvent = {
  readonly kind: CommonEventKind | SystemEventKind;
  readonly round: number;
  readonly turn: number;
  readonly actor: string | null;
  readonly target: string | null;
  /** One line for the GM, e.g. "Bryn hits Orc 2 for 5 (Wounded)". */
  readonly summary: string;
  /** The roll breakdowns in the order they were made. */
  readonly rolls: readonly RollBreakdown[];
  /** Effects applied: "Orc 2: Wounded (L)", "Crate: 3 structure". */
  readonly effects: readonly string[];
  /** Settings the rules used, recorded so no setting changes silently. */
  readonly settings?: Readonly<Record<string, unknown>>;
  /** An attack's result (attack events only). */
  readonly result?: AttackResult;
  /** Never shown to players (hidden combatants, NPC numbers, GM notes). */
  readonly gmOnly: boolean;
};

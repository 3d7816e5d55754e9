// One system's entry in the registry's list (shared/systems/<id>/index.ts): its definition, which
// the engine asks during a fight, and what the app around the engine asks of it (its name, its
// sample fights, the players' words for its own log events). The registry's one line per system
// names this entry; nothing else lists the systems.
import type { PartOf, SystemId, SystemSchemas } from '../model/catalog';
import type { SystemAdapter } from './definition';
import type { Command } from '../model/commands';
import type { CombatState } from '../model/state';
import type { AnyCombatant } from '../model/schema';
import type { TacticalFacts } from '../rules/tactics/facts';
import type { PreviewCommon } from '../rules/preview';

/** A system's sample fights, drawn with ./exampleMap; plain input to the encounter schema (the caller parses it). */
export type SystemExamples = {
  /** The file name the sample is shipped under in build/examples/ (without `.encounter.json`). */
  readonly slug: string;
  /** The sample encounter: its map, sides and notes, settings complete. */
  encounter(): Readonly<Record<string, unknown>>;
  /** Four sample sheets, placed on each side of a four-against-four fight on the sample's map (the engine benchmarks). */
  readonly fourSheets: readonly [object, object, object, object];
  /** More sample fights shipped beside the first, each under its own slug (RULES.md section 5's bodies and edges). */
  readonly more?: readonly MoreExample[];
};

/** One more sample fight: its slug and encounter as above, and the GM's commands its recorded session opens with after combat starts. */
export type MoreExample = {
  readonly slug: string;
  encounter(): Readonly<Record<string, unknown>>;
  readonly opening?: readonly Command[];
};

/** The kinds of log event only this system writes (its catalog entry's `events`). */
type OwnEvents<T extends SystemSchemas> = T['system'] extends SystemId ? PartOf<T['system'], 'events'> : never;

/** What a system's words for the players may read of a step: its command's structured fields (never its notes) and the states around it. */
export type PlayerWordsStep = { readonly before: CombatState; readonly after: CombatState; readonly command?: Command | undefined };

/** The players' line for one of the system's own log events, from who acted and on whom ("Someone" when unseen). */
export type PlayerWords = (who: string, whom: string, step: PlayerWordsStep) => string;

/** The attack the advisor weighs: who strikes whom with what (an attack command's own fields). */
export type AdvisedAttack = { readonly attacker: string; readonly defender: string; readonly weapon: string };

/**
 * What the step-here advisor may know of a system's attacks to work faster or weigh better
 * (shared/engine/standHereRange.ts, shared/sim/advisorWorth.ts); every part optional, its absence
 * the safe default (the distance itself as the key, the movement read, the chance to harm).
 */
export type SystemAdvice = {
  /**
   * For one attacker, weapon (by name) and defender, the band of a facts' distance as a small whole
   * number that stands for the distance in the attack's odds, or null when the weapon is not one
   * this reads.
   */
  distanceBand?(attacker: AnyCombatant, weapon: string, defender: AnyCombatant): ((facts: TacticalFacts) => number) | null;
  /** False when the system's attacks never read the movement spent this turn (unset: they may). */
  readonly attacksReadMovement?: boolean;
  /**
   * Where the attacks read it: for the attacker in `state` (its turn, after a move), a small whole
   * number that stands for the movement spent in its attacks' odds, so that two such states whose
   * turn use differs only in the movement, with the same number, give every attack the same chance;
   * unset or null: the movement spent itself is the key.
   */
  movementBand?(attacker: AnyCombatant, state: CombatState): number | null;
  /** The expected share of the defender's remaining staying power the attack takes; null: weigh by the chance to harm. */
  attackWorth?(attack: AdvisedAttack, preview: PreviewCommon, state: CombatState, defender: AnyCombatant): number | null;
};

/** One system's entry: its definition and what the app asks beside it. */
export type SystemEntry<T extends SystemSchemas = SystemSchemas> = {
  /** What the engine asks of the system during a fight. */
  readonly definition: SystemAdapter<T>;
  /** Its name as its book writes it, on screen and in the exports. */
  readonly name: string;
  readonly examples: SystemExamples;
  /**
   * The players' log line for each kind of event only it writes (shared/projection/playerLog.ts):
   * written from who acted, never the GM's summary, which carries numbers.
   */
  readonly playerWords: { readonly [K in OwnEvents<T>]: PlayerWords };
  /** What the step-here advisor may know of its attacks. */
  readonly advice?: SystemAdvice;
};

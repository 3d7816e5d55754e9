// What the engine asks of each game system. The reducer owns the common flow (turns, movement,
// counters, grapples, the log); an adapter owns everything its system's rules decide.
import type { DiceSource } from '../dice';
import type { Hex } from '../hex';
import type { AttackOutcome, PreviewCommon, PreviewOutcome } from '../rules/preview';
import type { ConditionRule } from './conditionRules';
import type { TacticalFacts } from '../rules/tactics/facts';
import type { AttackChoices, Command, Situational } from '../model/commands';
import type { LogEvent } from '../model/events';
import type { AnyPart, SystemSchemas } from '../model/catalog';
import type { AnyCombatant, SystemId } from '../model/schema';
import type { CombatState, Harm, HarmWord, SystemState } from '../model/state';

/** A weapon as the engine needs it: its name, reach and whether it fires beyond point blank. */
export type WeaponInfo = { name: string; ranged: boolean; reachHexes: number };

/** Where one of a weapon's range bands ends, for the rings the map draws: in metres, or already in hexes (reach). */
export type BandEdge = { readonly label: string } & ({ readonly meters: number } | { readonly hexes: number });

/** What an attack did, for the reducer to apply. */
export type AttackResolution = {
  /** New harm for each combatant whose harm changed (a Waylights exchange can hurt both sides). */
  harm: Record<string, Harm>;
  /** Structure a cover object lost (VERS hits on cover; damage through broken cover). */
  coverDamage: { coverId: string; amount: number } | null;
  /** The log entry for the attack: rolls with breakdowns, outcome, effects. Round/turn are filled by the reducer. */
  event: Omit<LogEvent, 'round' | 'turn'>;
  /** How the attack was met, for the round's counters (RULES.md section 4). */
  counts: { metActively: boolean; atRange: boolean };
  /** The system's own per-fight state after the attack, when it changed (YAUGS: objects committed, offers). */
  systemState?: SystemState;
  /** The attack was the kill of a knocked-out character, which takes both actions (Waylights). */
  kill?: boolean;
  /** Combatants the attack moved (a Waylights step aside), each to its new hex. */
  moves?: { id: string; to: Hex }[];
};

/** What an attack preview needs beyond the command. */
export type PreviewRequest = {
  attacker: string;
  defender: string;
  weapon: string;
  situational: readonly Situational[];
  choices: AttackChoices;
  /** YAUGS: the Counter-Attack a critical defence offered. */
  counterAttack?: boolean | undefined;
};

/** An attack to plan: without choices, the system's defaults for it are taken. */
export type PlanRequest = Omit<PreviewRequest, 'choices'> & {
  readonly choices?: AttackChoices | undefined;
  /** The attack the attacker readied, made out of turn (the engine checks it holds one). */
  readonly readied?: boolean | undefined;
};

/**
 * One attack as a system plans it, from one reading of the state: its exact odds, the dice it will
 * read and its resolution with those dice. The hover preview, the default choices, the reducer and
 * the autoplay tactic all ask the same plan, so what the GM is shown is what is rolled. Each part is
 * worked out on first ask (a simulated Waylights fight never needs the odds) and kept.
 */
export type SystemPlan = {
  /** The choices it is planned with: the request's, or the system's defaults when it gave none. */
  readonly choices: AttackChoices;
  /** The exact odds and modifier breakdown; pure, never rolls. */
  preview(): PreviewCommon;
  /** The dice the attack will read, in the order typed table dice are taken (empty when none is rolled). */
  dice(): DieSlot[];
  /**
   * Rolls and resolves the attack with dice from `dice`; a refusal says why and changes nothing.
   * With `log` false (a simulation, which reads only the states) the event is planParts' UNLOGGED:
   * the same dice, harm and state, without the texts and roll breakdowns nobody reads.
   */
  resolve(dice: DiceSource, log?: boolean): { ok: true; value: AttackResolution } | { ok: false; reason: string };
};

/**
 * One die (or group of dice) an attack reads, in the order typed table dice are taken: who rolls,
 * what, and when it is rolled at all ("if the attack wins").
 */
export type DieSlot = {
  readonly label: string;
  readonly dice: string;
  readonly when: string | null;
  /** Only the sum of these dice is read (a VERS 3d6), so the GM may type the total instead of the faces. */
  readonly total?: true;
  /** How many times over its dice may be read (a YAUGS critical doubles the damage dice); once when absent. */
  readonly upTo?: number;
};

/**
 * The attacker's one roll of an area attack as a target's plan reads it (RULES.md 5.3): the first
 * `count` dice of `sides` faces that plan takes; its outcomes depend on them only through `keyOf`
 * (a sum), whose distribution is `keys`.
 */
export type AreaSharedRoll = {
  readonly count: number;
  readonly sides: number;
  keyOf(faces: readonly number[]): number;
  readonly keys: { readonly min: number; readonly p: readonly number[] };
};

/** How a system's targets of an area attack meet the attacker's one roll, each defending on its own (RULES.md 5.3). */
export type AreaRules = {
  /** Range is counted from the area's source to each target (VERS, RULES.md 5.3), not from the attacker. */
  readonly rangeFromSource?: boolean;
  /** The choices one target's attack is planned with (the area's defaults, or what the command asked where it applies). */
  choices(state: CombatState, req: { readonly attacker: string; readonly defender: string; readonly weapon: string }, facts: TacticalFacts, asked: AttackChoices | undefined): AttackChoices;
  /** The attacker's dice at the head of this target's dice, or null when the target's plan reads none of them (it rolls on its own). */
  shared(state: CombatState, attacker: string, plan: SystemPlan): AreaSharedRoll | null;
  /** The target's outcomes given the key of the attacker's roll (with `shared` null: its own odds, whatever the key). */
  given(plan: SystemPlan, key: number): readonly AttackOutcome[];
};

/** A grapple tried by a roll (RULES.md 2.3): `actor` grapples `target`, or breaks free of its holder `target`. */
export type GrappleRollRequest = { readonly kind: 'grapple' | 'break-free'; readonly actor: string; readonly target: string };

/**
 * A rolled grapple planned once, like an attack: its exact odds, the dice it reads and its roll,
 * from one reading of the state, so the odds shown are the odds rolled.
 */
export type GrapplePlan = {
  /** The exact odds and the modifier breakdown; an impossible try is one certain "no attack" outcome saying why. */
  preview(): PreviewCommon;
  /** The odds at a glance ("takes hold 42% · fails 58%"). */
  summary(): { label: string; probability: number }[];
  /** The dice it will read, in the order typed table dice are taken. */
  dice(): DieSlot[];
  /** Rolls it: whether the grapple took hold (or the holder was thrown off), and the log entry. */
  resolve(dice: DiceSource): { ok: true; value: { success: boolean; event: Omit<LogEvent, 'round' | 'turn'> } } | { ok: false; reason: string };
};

/** A command only some systems know (RULES.md appendix), or a free roll; the system that knows it handles it. */
export type SystemCommand = AnyPart<'commands'> | Extract<Command, { type: 'free-roll' }>;

/** A roll outside an attack, in one system's terms. */
export type FreeRoll = Extract<Command, { type: 'free-roll' }>['roll'];

/** What a system's own command did: the new state and its events (stamped by the reducer), or why not. */
export type SystemCommandResult = { ok: true; state: CombatState; events: Omit<LogEvent, 'round' | 'turn'>[] } | { ok: false; reason: string };

/** One system's definition; `T` is the exact type of its schemas (the registry's declarations reach the system's catalog entry through it). */
export interface SystemAdapter<T extends SystemSchemas = SystemSchemas> {
  readonly system: SystemId;
  /** Its sheet, settings, choices, free roll, harm edit and own commands as zod schemas (the registry builds every union from them). */
  readonly schemas: T;
  /** Harm a combatant starts the fight with (from its sheet). */
  initialHarm(c: AnyCombatant, state: CombatState): Harm;
  /** Hexes the combatant may move this turn, given what it has already done. */
  moveBudget(c: AnyCombatant, state: CombatState): number;
  /** The order of a round, or null when the GM orders it (YAUGS) or the hand-off does (VERS). */
  roundOrder(state: CombatState): string[] | null;
  /** The combatant's weapons. */
  weapons(c: AnyCombatant): WeaponInfo[];
  /**
   * The attack planned from the state and the map facts the engine read (RULES.md section 4).
   * Without choices it takes the system's defaults (aware defender, best split, ...), which the
   * plan's `choices` say.
   */
  plan(state: CombatState, req: PlanRequest, facts: TacticalFacts): SystemPlan;
  /** The outcomes gathered into the few a GM reads at a glance ("hit", "cover takes it", "miss"), each with its probability. */
  oddsSummary(preview: PreviewCommon): { label: string; probability: number }[];
  /** Where a weapon's reach and range bands end, nearest first, for the rings the map draws. */
  bandEdges(c: AnyCombatant, weapon: string): BandEdge[];
  /**
   * What happens as a combatant's turn begins, before it acts (VERS: a Disabled character rolls
   * Discipline to act at all). Null when nothing does.
   */
  turnStart?(state: CombatState, id: string, dice: DiceSource): { harm: Harm; event: Omit<LogEvent, 'round' | 'turn'> } | null;
  /** The commands only this system knows, each resolved with dice from `dice`. */
  readonly commands?: { readonly [T in SystemCommand['type']]?: (state: CombatState, cmd: Extract<SystemCommand, { type: T }>, dice: DiceSource) => SystemCommandResult };
  /** Area attacks (RULES.md 5.3): one attack roll, each target defending as the system says; absent: no area weapons. */
  readonly area?: AreaRules;
  /** A grapple started or broken by a roll, planned from the state and the map facts; absent: grapples are the GM's declaration only. */
  grappleRoll?(state: CombatState, req: GrappleRollRequest, facts: TacticalFacts): GrapplePlan;
  /** The exact odds of a roll outside an attack, before it is made (the resolution reads the same table). */
  freeRollOdds?(state: CombatState, roll: FreeRoll): PreviewOutcome[] | { reason: string };
  /** The system's own per-fight state as a round begins (cleared, typically); absent: kept as it is. */
  roundBegins?(slot: SystemState): SystemState;
  /** The same as a turn begins. */
  turnBegins?(slot: SystemState): SystemState;
  /** Whether this system has the Counter-Attack a critical defence offers (an attack out of turn). */
  readonly counterAttacks?: boolean;
  /** A harm change by hand (`adjust-harm`) in this system's terms, with the effects for the log; or why it does not apply. */
  editHarm(harm: Harm, cmd: Extract<Command, { type: 'adjust-harm' }>, c: AnyCombatant): { ok: true; harm: Harm; effects: string[] } | { ok: false; reason: string };
  /**
   * Why the acting combatant cannot attack, or ready an attack, after what it did this turn
   * (Waylights: a dash leaves no action to fight), or null. Every attack's plan asks it, so the
   * preview, the step-here advisor and the reducer refuse in one sentence.
   */
  attackRefusal?(state: CombatState, c: AnyCombatant): string | null;
  /** What the log should tell the GM when the combatant takes an action (VERS: a Disabled character's prompt). */
  actionNotes?(state: CombatState, id: string): string[];
  /** The preset conditions and what each does in this system (any other is the GM's to apply). */
  readonly conditions: readonly ConditionRule[];
  /** Who goes next: a fixed order for the round, or a hand-off where whoever acted names the next. */
  readonly turns: 'fixed-order' | 'hand-off';
  /** Whether the combatant's harm takes it out of the fight. */
  isOut(harm: Harm, c: AnyCombatant): boolean;
  /** A short description of the harm for the GM ("12/20 HP", "Wounded, Grazed", "Injury 2"). */
  describeHarm(harm: Harm): string;
  /** The same for the players' screen: words, never numbers. */
  harmWords(harm: Harm, c: AnyCombatant): HarmWord;
}

// The one contract of a game system's room (src-renderer/systems/<id>/index.ts, exported as `room`):
// what the GM window asks of it. Its sheet form and samples, its settings as the GM reads them and
// their defaults, its House rules, its free roll, its attack choices, its harm editor, its token
// badges, the controls and GM actions only it has, and its code words. Generic code asks the room
// registry (./roomRegistry.ts) for these and never tests a system id. It lives in state/ because
// state's classes (the free roll, the ruler, the settings) read a room's data.
import type { FootprintSize } from '../../shared/hex';
import type { Component } from 'svelte';
import type { KeyChord } from '../../shared/ipc/menu';
import type { AnyCombatant, Encounter, Side, SystemId } from '../../shared/model/schema';
import type { CombatState, Harm } from '../../shared/model/state';
import type { AttackPreview } from '../../shared/engine/attackPreview';
import type { AttackChoices, Command } from '../../shared/model/commands';
import type { CombatController } from './combat.svelte';
import type { CombatUi } from './combatUi.svelte';
import type { StartOptions } from './prep.svelte';

export type { StartOptions };

/** A ready-made character: the name to show and its sheet. */
export type SampleSheet = { name: string; sheet: { name: string } };


/** The quick-create form: hands over a sheet the system's schema validated. */
export type SheetFormProps = {
  /** True once the character is in (the form then resets for the next); false keeps what the GM typed. */
  onadd: (sheet: { name: string }, side: Side) => boolean | Promise<boolean>;
  /** The encounter's settings (Waylights reads its default pool size from them). */
  settings?: Encounter['settings'] | undefined;
  /** A sheet to start from instead of a blank one (editing a combatant in play). */
  initial?: unknown;
  /** Editing: the one button's words instead of the side choice and Add to map; the form starts from `initial`. */
  submit?: string | undefined;
};

/** Sheet parts edited on a combatant already on the prep map (VERS: its shield). */
export type SheetExtrasProps = {
  combatant: AnyCombatant;
  /** Replaces the combatant's sheet with `sheet` (one undoable prep edit). */
  onsheet: (sheet: AnyCombatant['sheet']) => void;
};

/** The choices of one attack, for the attack panel. */
export type ChoicesFormProps = {
  choices: AttackChoices;
  attacker: AnyCombatant;
  defender: AnyCombatant;
  state: CombatState;
  preview: AttackPreview;
  ui: CombatUi;
  onchange: (c: AttackChoices) => void;
};

/** Hand edits of one combatant's harm during the fight (each a logged, undoable command). */
export type HarmEditorProps = {
  combat: CombatController;
  combatant: AnyCombatant;
  harm: Harm;
  /** The reason the GM typed, for the log. */
  reason: string;
  /** Called after an edit was sent, so the panel can clear the reason. */
  ondone: () => void;
};

/** Controls about one combatant in the fight (YAUGS: raising the defender's OQ). */
export type FighterControlsProps = {
  combat: CombatController;
  ui: CombatUi;
  combatant: AnyCombatant;
};

/** A prompt over the fight (YAUGS: the Counter-Attack on offer). */
export type FightPromptProps = { combat: CombatController; ui: CombatUi };

/** The start-of-combat choices beside the Start combat button. */
export type StartOptionsProps = { value: StartOptions; onchange: (v: StartOptions) => void };

/** What a system's own GM action works on: the running fight and what the GM points at. */
export type FightContext = { combat: CombatController; ui: CombatUi };

/**
 * The ids of the rooms' own GM actions. Each room declares its ids here
 * (`declare module '../../state/systemRoom' { interface RoomActionIds { 'give-ground': true } }`),
 * so the action registry's ids are typed without the registry importing any room.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the rooms' declarations
export interface RoomActionIds {}

/** The id of a room's own GM action. */
export type RoomActionId = keyof RoomActionIds & string;

/** What a room's action takes beside the fight, by id (each room declares its own, as for the ids). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the rooms' declarations
export interface RoomActionInputs {}

/**
 * A GM action only one system has, for the action registry (src-renderer/app/actions.ts): the
 * registry lists it under Fight and offers it only while a fight of that system runs.
 */
export type SystemAction = {
  readonly id: RoomActionId;
  readonly label: string;
  readonly keys: readonly KeyChord[];
  enabled(fight: FightContext, input?: unknown): boolean;
  run(fight: FightContext, input?: unknown): void | boolean | Promise<unknown>;
};

/** A distance the GM measured with the ruler. */
export type RulerDistance = { readonly hexes: number; readonly meters: number };

/** A short badge on a combatant's chip in the turn strip (Waylights Timing). */
export type ChipBadge = { text: string; title: string };

export type SettingInput =
  | { readonly type: 'choice'; readonly options: readonly { readonly value: string; readonly label: string }[] }
  | { readonly type: 'toggle' }
  | { readonly type: 'number'; readonly min: number; readonly max: number; readonly step: number }
  /** Two whole numbers stored together (VERS's Dramatic range). */
  | { readonly type: 'pair'; readonly fields: readonly { readonly key: string; readonly label: string; readonly min: number; readonly max: number }[] };

export type SettingInfo = {
  readonly key: string;
  readonly label: string;
  /** Setting: a point the sources leave open, named by RULES.md. House: a default the sources do not give. */
  readonly kind: 'Setting' | 'House';
  /** The section of RULES.md that defines it. */
  readonly section: string;
  /** What it changes, one line. */
  readonly changes: string;
  /** Something the GM must know while choosing it. */
  readonly note?: string;
  readonly input: SettingInput;
};

/** A House default of RULES.md that is no per-encounter setting: shown to the GM as in force, not edited here. */
export type FixedHouseRule = { readonly label: string; readonly section: string; readonly text: string };

export type FreeRollInput = Extract<Command, { type: 'free-roll' }>['roll'];

/** Every number the GM may type, across the systems; each system reads its own. */
export type FreeRollFields = { target: number; effTN: number; dice: number; bonusPerDie: number; against: number };

export type FreeRollField = {
  readonly key: keyof FreeRollFields;
  readonly label: string;
  /** The field in an error message: "The target must be a whole number." */
  readonly called: string;
  readonly min?: number;
  readonly max?: number;
};

type Settings = Readonly<Record<string, unknown>>;

/** A roll outside an attack (the free-roll command's `roll`) as the GM types it. */
export type FreeRollSpec = {
  readonly fields: readonly FreeRollField[];
  /** One line on how the roll reads, under the inputs. */
  hint(settings: Settings): string;
  /** The dice the roll reads. */
  dice(fields: FreeRollFields, settings: Settings): { count: number; sides: number };
  roll(fields: FreeRollFields): FreeRollInput;
  /** A typing example for the table dice. */
  readonly example: string;
};

export type SystemRoom = {
  readonly id: SystemId;
  /** The system's name as the GM knows it. */
  readonly name: string;
  /** A few words on how it plays, for picking a system for a new encounter. */
  readonly blurb: string;
  /** The sample characters offered in prep. */
  samples(): SampleSheet[];
  /** The settings a new encounter of this system starts with. */
  defaultSettings(): Encounter['settings'];
  readonly SheetForm: Component<SheetFormProps>;
  readonly SheetExtras?: Component<SheetExtrasProps>;
  readonly StartOptions?: Component<StartOptionsProps>;
  readonly ChoicesForm: Component<ChoicesFormProps>;
  readonly HarmEditor: Component<HarmEditorProps>;
  /** Shown with the defender of the attack being previewed and on the combatant panel. */
  readonly DefenderControls?: Component<FighterControlsProps>;
  /** Shown with the acting combatant in the attack panel. */
  readonly ActorControls?: Component<FighterControlsProps>;
  readonly FightPrompt?: Component<FightPromptProps>;
  /** The body the sheet suggests (RULES.md 5.2, VERS's Size) with why, for the GM to confirm; absent: none. */
  suggestedBody?(c: AnyCombatant): { size: FootprintSize; why: string } | null;
  /** Short markers on the map token (VERS injury initials), read from `c` and its harm alone: the GM map keeps a token's view while both are unchanged. */
  tokenMarkers(state: CombatState, c: AnyCombatant): string[];
  /** How full the token's harm bar is, 0 (unhurt) to 1 (down). */
  harmFraction(harm: Harm, c: AnyCombatant): number;
  chipBadge(c: AnyCombatant): ChipBadge | null;
  /** What the ruler says of a distance for `c` with its selected weapon: the system's range band, or null. */
  rulerBand(c: AnyCombatant, weapon: string | null, d: RulerDistance): string | null;
  /** Its complete settings as the rules core defaults them. */
  readonly defaults: Settings;
  /** Every rules setting, in the order the Encounter tab lists them (the keys of its settings schema). */
  readonly settings: readonly SettingInfo[];
  /** Its House defaults that the sources do not give and no setting changes. */
  readonly houseRules: readonly FixedHouseRule[];
  readonly freeRoll: FreeRollSpec;
  /** The GM actions only it has: listed under Fight, offered only while a fight of it runs. */
  readonly actions: readonly SystemAction[];
  /** Its code words in modifier sources and notes, in words ("closeCombat" is "Close combat"). */
  readonly words: Readonly<Record<string, string>>;
  /** What Start combat asks first, in a dialog with its StartOptions (Waylights: who meant to surprise); absent: it starts at once. */
  readonly startQuestion?: string;
};

// What the GM window asks of each game system's room (src-renderer/systems/<id>/): its sheet form
// and samples, its settings defaults, its attack choices, its harm editor, its token badges and the
// controls only it has. Generic components ask the registry for these and never test a system id.
import type { FootprintSize } from '../../shared/hex';
import type { Component } from 'svelte';
import type { KeyChord } from '../../shared/ipc/menu';
import type { AnyCombatant, Encounter, Side, SystemId } from '../../shared/model/schema';
import type { CombatState, Harm } from '../../shared/model/state';
import type { AttackPreview } from '../../shared/engine/attackPreview';
import type { AttackChoices } from '../../shared/model/commands';
import type { CombatController } from '../state/combat.svelte';
import type { CombatUi } from '../state/combatUi.svelte';
import type { StartOptions } from '../state/prep.svelte';

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
 * A GM action only one system has, for the action registry (src-renderer/app/actions.ts): the
 * registry lists it under Fight and offers it only while a fight of that system runs.
 */
export type SystemAction = {
  readonly id: string;
  readonly label: string;
  readonly keys: readonly KeyChord[];
  enabled(fight: FightContext): boolean;
  run(fight: FightContext): void | Promise<unknown>;
};

/** A distance the GM measured with the ruler. */
export type RulerDistance = { readonly hexes: number; readonly meters: number };

/** A short badge on a combatant's chip in the turn strip (Waylights Timing). */
export type ChipBadge = { text: string; title: string };

export type SystemUi = {
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
  /** Short markers on the map token (VERS condition initials). */
  /** The body the sheet suggests (RULES.md 5.2, VERS's Size) with why, for the GM to confirm; absent: none. */
  suggestedBody?(c: AnyCombatant): { size: FootprintSize; why: string } | null;
  tokenMarkers(state: CombatState, c: AnyCombatant): string[];
  /** How full the token's harm bar is, 0 (unhurt) to 1 (down). */
  harmFraction(harm: Harm, c: AnyCombatant): number;
  chipBadge(c: AnyCombatant): ChipBadge | null;
  /** What the ruler says of a distance for `c` with its selected weapon: the system's range band, or null. */
  rulerBand(c: AnyCombatant, weapon: string | null, d: RulerDistance): string | null;
};

/** A system's GM actions, kept apart from its components so the action registry loads no component. */
export type SystemActions = { readonly system: SystemId; readonly actions: readonly SystemAction[] };

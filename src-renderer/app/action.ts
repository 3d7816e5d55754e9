// One GM action of the window's registry (./actions.ts): what the keyboard handler, the native
// menu, the help overlay and the toolbar buttons read of it. Its own module, so the lists of
// actions (./appActions.ts and its neighbours, each system's room) name the type without importing
// the registry they register into.
import type { KeyChord, MainCommand, MenuCommand } from '../../shared/ipc/menu';
import type { SystemId } from '../../shared/model/schema';
import type { AppState } from '../state/app.svelte';
import type { BrushId } from '../state/brushes';
import type { ReplayMove } from '../state/replay.svelte';
import type { RoomActionId, RoomActionInputs } from '../state/systemRoom';
import type { Command } from '../../shared/model/commands';
import type { MapKeyId } from '../map/mapKeys';
import type { Hex } from '../../shared/hex';

/** Where an action applies, as the help groups them. */
export type ActionGroup = 'Everywhere' | 'Fight' | 'Prep' | 'Replay' | 'Map';

/** The ids of the window's own actions; a room's are its own (RoomActionIds in state/systemRoom.ts). */
export type AppActionId =
  | MenuCommand | MainCommand | MapKeyId | BrushId | `replay-${ReplayMove}`
  | 'help' | 'start-combat' | 'attack' | 'end-turn'
  | 'end-combat' | 'grapple' | 'declare-grapple' | 'break-free' | 'declare-break-free' | 'reinforcements' | 'add-condition'
  | 'delay' | 'ready' | 'readied-attack'
  | 'toggle-hidden' | 'order-earlier' | 'order-later'
  | 'free-roll'
  | 'ruler' | 'ruler-clear' | 'ruler-share' | 'stand-shading' | 'fog-reveal' | 'fog-hide'
  | 'target-next' | 'target-previous' | 'target-clear'
  | 'turn-action' | 'damage-cover' | 'set-players-name' | 'set-portrait' | 'face' | 'set-out' | 'adjust-harm' | 'recover' | 'set-door' | 'turn-body';

type Sent<T extends Command['type']> = Omit<Extract<Command, { type: T }>, 'type'>;

/**
 * What an action takes beside the app state, by id, where the GM chose it in a panel (which
 * combatant, which way, how much); an action not listed takes nothing.
 */
export type ActionInputs = RoomActionInputs & {
  'turn-action': Omit<Sent<'action'>, 'id'>;
  'damage-cover': Sent<'damage-cover'>;
  'set-players-name': Sent<'set-players-name'>;
  'set-portrait': Sent<'set-portrait'>;
  face: Sent<'face'>;
  'set-out': Sent<'set-out'>;
  'adjust-harm': Sent<'adjust-harm'>;
  recover: Sent<'recover'>;
  /** The door side clicked; with `lock`, the GM locks or unlocks it instead of opening or closing; with `gm`, the GM opens or closes it, free, though the acting token stands beside it. */
  'set-door': { a: Hex; b: Hex; lock?: boolean; gm?: boolean };
  /** The acting 3-hex body turned 60 degrees in place, to `turn` (RULES.md 5.2: 1 hex of movement). */
  'turn-body': { id: string; turn: number };
  /** The combatant the GM declares free (absent: the acting character). */
  'declare-break-free': { id: string };
};

/** The input action `I` takes, or never. */
export type ActionInput<I extends ActionId> = I extends keyof ActionInputs ? ActionInputs[I] : never;

/** The id of any action of the registry: a typo in a button's or a test's id fails the type check. */
export type ActionId = AppActionId | RoomActionId;

export type Action = {
  readonly id: ActionId;
  readonly label: string;
  readonly group: ActionGroup;
  /** The one game system whose fights have it (its room's actions); absent for every system's. */
  readonly system?: SystemId;
  /** Its chords, the one shown first; see keys.ts. */
  readonly keys: readonly KeyChord[];
  /** Also in the native menu, which sends its id (the label and keys then come from shared/ipc/menu). */
  readonly menu: boolean;
  /**
   * Who carries it out when it is not the window: main's own menu items (Open, Full Screen, Quit;
   * only in the desktop shell) and the focused map's keys. The registry lists them for the help;
   * the window's keyboard handler leaves their keys alone and never runs them.
   */
  readonly handledBy?: 'main' | 'map';
  /** Whether it can act now (on `input`, for one that takes one); a disabled action's button is greyed and its key does nothing. */
  enabled(app: AppState, input?: unknown): boolean;
  /** What the GM hears when the menu asks for it while it cannot act (keys and buttons stay silent). */
  readonly unavailable?: string;
  /** Why it cannot act now, in the engine's words, for the tooltip of its greyed button. */
  why?(app: AppState): string | null;
  /** For a toggle (a brush): whether it is the one on. */
  pressed?(app: AppState): boolean;
  /** Carries it out; false (or a promise of false) when the engine refused it. */
  run(app: AppState, input?: unknown): void | boolean | Promise<unknown>;
};

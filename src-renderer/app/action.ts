// One GM action of the window's registry (./actions.ts): what the keyboard handler, the native
// menu, the help overlay and the toolbar buttons read of it. Its own module, so the lists of
// actions (./fightActions.ts and the others, each system's) name the type without importing the
// registry that imports them.
import type { KeyChord } from '../../shared/ipc/menu';
import type { SystemId } from '../../shared/model/schema';
import type { AppState } from '../state/app.svelte';

/** Where an action applies, as the help groups them. */
export type ActionGroup = 'Everywhere' | 'Fight' | 'Prep' | 'Replay';

export type Action = {
  readonly id: string;
  readonly label: string;
  readonly group: ActionGroup;
  /** The one game system whose fights have it (its room's actions); absent for every system's. */
  readonly system?: SystemId;
  /** Its chords, the one shown first; see keys.ts. */
  readonly keys: readonly KeyChord[];
  /** Also in the native menu, which sends its id (the label and keys then come from shared/ipc/menu). */
  readonly menu: boolean;
  /** Whether it can act now; a disabled action's button is greyed and its key does nothing. */
  enabled(app: AppState): boolean;
  /** What the GM hears when the menu asks for it while it cannot act (keys and buttons stay silent). */
  readonly unavailable?: string;
  /** Why it cannot act now, in the engine's words, for the tooltip of its greyed button. */
  why?(app: AppState): string | null;
  /** For a toggle (a brush): whether it is the one on. */
  pressed?(app: AppState): boolean;
  run(app: AppState): void | Promise<unknown>;
};

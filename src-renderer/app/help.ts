// What the keyboard help lists: every registry action with its keys, grouped, with the pointer
// gestures beside them: main's own menu items (only in the desktop shell, which has them) and the
// keys of the focused map among them. A system's own actions are listed only for that system's
// fight, so one system's table never reads another's keys.
import type { SystemId } from '../../shared/model/schema';
import type { AppState } from '../state/app.svelte';
import { registeredActions } from './actions';
import type { Action, ActionGroup } from './action';
import { showChord, usableKeys } from './keys';

/** A help section: its title and its rows of [keys, what they do]. */
export type HelpGroup = readonly [title: string, rows: readonly (readonly [keys: string, what: string])[]];

const ORDER: ActionGroup[] = ['Everywhere', 'Fight', 'Prep', 'Replay', 'Map'];
const GESTURES: Partial<Record<ActionGroup, [string, string][]>> = {
  Fight: [
    ['Drag the acting token', 'Move it along the path (cost shown)'],
    ['Click an enemy', 'Target it and see the odds'],
    ['Click a door', 'Open or close it (the acting token beside it pays 1 hex)'],
    ['Alt + click a door', 'Lock or unlock it (the GM\u2019s ruling)'],
    ['Shift + click a door', 'The GM opens or closes it, free, though the acting token stands beside it'],
  ],
  Map: [
    ['Wheel / pinch', 'Zoom around the cursor'],
    ['Drag empty ground', 'Pan'],
    ['Hover a hex', 'Its column and row, and what is on its sides: doors, windows, low walls, walls'],
  ],
};

/** The system whose keys the help lists: the running fight's, or the encounter being prepared for one; none elsewhere. */
export function helpSystem(app: Pick<AppState, 'screen' | 'combat' | 'prep'>): SystemId | null {
  if (app.screen === 'combat') return app.combat?.state.encounter.system ?? null;
  if (app.screen === 'prep') return app.prep?.encounter.system ?? null;
  return null;
}

/** The help's sections for a fight of `system` (null: no system's own keys), with the keys that work on `host`. */
export function helpGroups(system: SystemId | null, host: 'electron' | 'web', actions: readonly Action[] = registeredActions()): HelpGroup[] {
  return ORDER.map((g): HelpGroup => [
    g,
    [
      ...(GESTURES[g] ?? []),
      ...actions
        .filter((a) => a.group === g && (a.system === undefined || a.system === system) && (a.handledBy !== 'main' || host === 'electron'))
        .map((a) => ({ a, keys: usableKeys(a.keys, host) }))
        .filter(({ keys }) => keys.length > 0)
        .map(({ a, keys }): [string, string] => [keys.map((k) => showChord(k)).join(' / '), a.label]),
    ],
  ]);
}

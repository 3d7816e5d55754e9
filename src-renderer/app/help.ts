// What the keyboard help lists: every registry action with its keys, grouped, then the pointer
// gestures and the keys of the map (which belong to the focused map itself: they change where the
// GM looks, never the encounter). A system's own actions are listed only for that system's fight,
// so a Waylights table never reads YAUGS or VERS keys.
import type { SystemId } from '../../shared/model/schema';
import type { AppState } from '../state/app.svelte';
import { ACTIONS } from './actions';
import type { Action, ActionGroup } from './action';
import { showChord, usableKeys } from './keys';

/** A help section: its title and its rows of [keys, what they do]. */
export type HelpGroup = readonly [title: string, rows: readonly (readonly [keys: string, what: string])[]];

const ORDER: ActionGroup[] = ['Everywhere', 'Fight', 'Prep', 'Replay'];
const GESTURES: Partial<Record<ActionGroup, [string, string][]>> = {
  Fight: [['Drag the acting token', 'Move it along the path (cost shown)'], ['Click an enemy', 'Target it and see the odds']],
};
const VIEW: HelpGroup[] = [
  ['Map', [['Arrow keys', 'Pan'], ['+ / -', 'Zoom in / out'], ['0', 'Fit the board'], ['Wheel / pinch', 'Zoom around the cursor'], ['Drag empty ground', 'Pan']]],
];

/** The system whose keys the help lists: the running fight's, or the encounter being prepared for one; none elsewhere. */
export function helpSystem(app: Pick<AppState, 'screen' | 'combat' | 'prep'>): SystemId | null {
  if (app.screen === 'combat') return app.combat?.state.encounter.system ?? null;
  if (app.screen === 'prep') return app.prep?.encounter.system ?? null;
  return null;
}

/** The help's sections for a fight of `system` (null: no system's own keys), with the keys that work on `host`. */
export function helpGroups(system: SystemId | null, host: 'electron' | 'web', actions: readonly Action[] = ACTIONS): HelpGroup[] {
  return [
    ...ORDER.map((g): HelpGroup => [
      g,
      [
        ...(GESTURES[g] ?? []),
        ...actions
          .filter((a) => a.group === g && (a.system === undefined || a.system === system))
          .map((a) => ({ a, keys: usableKeys(a.keys, host) }))
          .filter(({ keys }) => keys.length > 0)
          .map(({ a, keys }): [string, string] => [keys.map((k) => showChord(k)).join(' / '), a.label]),
      ],
    ]),
    ...VIEW,
  ];
}

// The window's own GM actions (every system's; a room's own are its room's), registered into the
// action registry at start-up by job: the menu commands and main's own menu items, help, start,
// attack and end the turn, the brushes, the replay's moves and the map's keys here; the fight's,
// waiting, the roster, the free roll, the table tools and the target in their own lists.
import { MAIN_COMMANDS, MAIN_ITEMS, MENU_COMMANDS, MENU_ITEMS, type KeyChord, type MenuCommand } from '../../shared/ipc/menu';
import type { AppState } from '../state/app.svelte';
import { BRUSHES, isBrush } from '../state/brushes';
import type { ReplayMove } from '../state/replay.svelte';
import { roomOf } from '../state/roomRegistry';
import { MAP_KEYS } from '../map/mapKeys';
import { registerActions } from './actions';
import { ROSTER_ACTIONS } from './rosterActions';
import { FIGHT_ACTIONS } from './fightActions';
import { WAIT_ACTIONS } from './waitActions';
import { FREE_ROLL_ACTIONS } from './freeRollActions';
import { TABLE_TOOL_ACTIONS } from './tableToolActions';
import { TARGET_ACTIONS } from './targetActions';
import { COMMAND_ACTIONS } from './commandActions';
import type { Action } from './action';

const editing = (app: AppState) => app.screen === 'prep' || app.screen === 'combat';
// Save works from the start screen too: the desktop shell asks it to save the prep before closing
// (what unsavedWork counts), wherever the GM is. Only a replay, which is read-only, has nothing.
const savable = (app: AppState) => app.screen !== 'replay' && (app.screen === 'combat' ? !!app.combat : !!app.prep);

// What the menu commands do; their labels and keys are main's too, so they live in shared/ipc/menu.
const MENU_BEHAVIOUR: Record<MenuCommand, Pick<Action, 'group' | 'enabled' | 'run' | 'unavailable'>> = {
  new: { group: 'Everywhere', enabled: () => true, run: (app) => app.nav.home() },
  save: {
    group: 'Everywhere',
    enabled: savable,
    unavailable: 'There is nothing to save here.',
    run: (app) => app.saving.save(),
  },
  'save-as': {
    group: 'Everywhere',
    enabled: savable,
    unavailable: 'There is nothing to save here.',
    run: (app) => app.saving.saveAs(),
  },
  // A replay is read-only; undo and redo there must not reach the prep behind it.
  undo: { group: 'Everywhere', enabled: (app) => editing(app) && app.history.canUndo, run: (app) => app.history.undo() },
  redo: { group: 'Everywhere', enabled: (app) => editing(app) && app.history.canRedo, run: (app) => app.history.redo() },
  'export-log': {
    group: 'Fight',
    enabled: (app) => !!app.combat,
    unavailable: 'Start or open a fight to export its log.',
    run: (app) => app.logExport.run(),
  },
  'player-view': { group: 'Everywhere', enabled: () => true, run: (app) => app.openPlayerView() },
};

const menuActions: Action[] = MENU_COMMANDS.map((id) => ({ id, label: MENU_ITEMS[id].label, keys: MENU_ITEMS[id].keys, menu: true, ...MENU_BEHAVIOUR[id] }));

// Main's own menu items and the map's keys: listed for the help, carried out by main or the map.
const elsewhere = (handledBy: 'main' | 'map') => ({ handledBy, enabled: () => false, run: () => undefined });
const mainActions: Action[] = MAIN_COMMANDS.map((id) => ({ id, label: MAIN_ITEMS[id].label, group: 'Everywhere', keys: MAIN_ITEMS[id].keys, menu: false, ...elsewhere('main') }));
const mapActions: Action[] = MAP_KEYS.map((k) => ({ id: k.id, label: k.label, group: 'Map', keys: k.keys, menu: false, ...elsewhere('map') }));

const brushActions: Action[] = BRUSHES.map((b) => ({
  id: b.id,
  label: b.label,
  group: 'Prep',
  keys: [b.key],
  menu: false,
  enabled: (app) => app.screen === 'prep' && !!app.prep,
  pressed: (app) => isBrush(b, app.prep?.brush ?? null),
  run: (app) => app.prep?.setBrush(b.brush),
}));

// The replay viewer's moves: back ones need a step behind, forward ones a step ahead.
const REPLAY_MOVES: [ReplayMove, string, KeyChord][] = [
  ['first', 'First step', 'Home'],
  ['prev-round', 'Round back', 'PageUp'],
  ['prev-turn', 'Turn back', 'Shift+ArrowLeft'],
  ['prev-step', 'Step back', 'ArrowLeft'],
  ['next-step', 'Step forward', 'ArrowRight'],
  ['next-turn', 'Turn forward', 'Shift+ArrowRight'],
  ['next-round', 'Round forward', 'PageDown'],
  ['last', 'Last step', 'End'],
];

const replayActions: Action[] = REPLAY_MOVES.map(([move, label, key]) => ({
  id: `replay-${move}`,
  label,
  group: 'Replay',
  keys: [key],
  menu: false,
  enabled: (app) => {
    const r = app.screen === 'replay' ? app.workspace.replay : null;
    if (!r) return false;
    return move === 'first' || move.startsWith('prev') ? r.step > 0 : r.step < r.last;
  },
  run: (app) => app.workspace.replay?.go(move),
}));

/** The window's own actions, in the order the help lists them. */
const WINDOW_ACTIONS: readonly Action[] = [
  { id: 'help', label: 'Show or hide this help', group: 'Everywhere', keys: ['?'], menu: false, enabled: () => true, run: (app) => app.help.toggle() },
  ...menuActions,
  ...mainActions,
  {
    id: 'start-combat', label: 'Start combat', group: 'Prep', keys: [], menu: false,
    enabled: (app) => app.screen === 'prep' && !!app.prep?.canStart,
    // A system that asks something at the start (Waylights: who meant to surprise) asks it in a dialog first.
    run: (app) => app.dialogs.startCombat(!!app.prep && !!roomOf(app.prep.encounter.system).startQuestion),
  },
  {
    id: 'attack', label: 'Attack the target', group: 'Fight', keys: ['A'], menu: false,
    enabled: (app) => app.screen === 'combat' && !!app.combatUi?.attack.canAttack,
    run: (app) => app.combatUi?.attack.send(),
  },
  {
    id: 'end-turn', label: 'End the turn', group: 'Fight', keys: ['E'], menu: false,
    enabled: (app) => app.screen === 'combat' && !!app.combatUi?.turn.canEndTurn,
    run: (app) => app.combatUi?.turn.endTurn(),
  },
  ...brushActions,
  ...replayActions,
  ...mapActions,
];

/** Registers the window's own actions, once, at start-up. */
export function registerAppActions(): void {
  registerActions('app/appActions.ts', WINDOW_ACTIONS);
  registerActions('app/fightActions.ts', FIGHT_ACTIONS);
  registerActions('app/waitActions.ts', WAIT_ACTIONS);
  registerActions('app/rosterActions.ts', ROSTER_ACTIONS);
  registerActions('app/freeRollActions.ts', FREE_ROLL_ACTIONS);
  registerActions('app/tableToolActions.ts', TABLE_TOOL_ACTIONS);
  registerActions('app/targetActions.ts', TARGET_ACTIONS);
  registerActions('app/commandActions.ts', COMMAND_ACTIONS);
}

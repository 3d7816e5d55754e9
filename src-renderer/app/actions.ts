// The action registry: every GM action the window offers, once. The keyboard handler, the native
// menu (through the menu bridge), the help overlay and the toolbar buttons all read this list, so a
// shortcut, its menu item, its help line and its button cannot drift apart. A new action is one
// entry in the list of its job (./fightActions.ts and its neighbours, a system's room), which this
// registry gathers; what an action is, is ./action.ts.
import { MENU_COMMANDS, MENU_ITEMS, type KeyChord, type MenuCommand } from '../../shared/ipc/menu';
import type { AppState } from '../state/app.svelte';
import { BRUSHES, isBrush } from '../gm/prep/brushes';
import type { ReplayMove } from '../state/replay.svelte';
import { ROSTER_ACTIONS } from './rosterActions';
import { FIGHT_ACTIONS } from './fightActions';
import { WAIT_ACTIONS } from './waitActions';
import { FREE_ROLL_ACTIONS } from './freeRollActions';
import { SYSTEM_ACTIONS } from '../systems/actions';
import { ROOMS } from '../systems/rooms';
import { TABLE_TOOL_ACTIONS } from './tableToolActions';
import { TARGET_ACTIONS } from './targetActions';
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

/** Every GM action, in the order the help lists them. */
export const ACTIONS: readonly Action[] = [
  { id: 'help', label: 'Show or hide this help', group: 'Everywhere', keys: ['?'], menu: false, enabled: () => true, run: (app) => app.help.toggle() },
  ...menuActions,
  {
    id: 'start-combat', label: 'Start combat', group: 'Prep', keys: [], menu: false,
    enabled: (app) => app.screen === 'prep' && !!app.prep?.canStart,
    // A system that asks something at the start (Waylights: who meant to surprise) asks it in a dialog first.
    run: (app) => app.dialogs.startCombat(!!app.prep && !!ROOMS[app.prep.encounter.system].startQuestion),
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
  ...FIGHT_ACTIONS,
  ...WAIT_ACTIONS,
  ...ROSTER_ACTIONS,
  ...FREE_ROLL_ACTIONS,
  ...TABLE_TOOL_ACTIONS,
  ...TARGET_ACTIONS,
  ...SYSTEM_ACTIONS,
  ...brushActions,
  ...replayActions,
];

const byId = new Map(ACTIONS.map((a) => [a.id, a]));

/** The action with this id; a typo is a programming error, caught by the registry's tests. */
export function action(id: string): Action {
  const a = byId.get(id);
  if (!a) throw new Error(`no action "${id}"`);
  return a;
}

/**
 * Carries out an action if it can act now. From the menu, an action that cannot act says why
 * (a menu item stays clickable: the native menu does not know the window's state).
 */
export async function runAction(app: AppState, id: string, from: 'key' | 'button' | 'menu' = 'button'): Promise<boolean> {
  const a = action(id);
  if (!a.enabled(app)) {
    if (from === 'menu' && a.unavailable) app.messages.say(a.unavailable);
    return false;
  }
  try {
    await a.run(app);
  } catch (e) {
    app.messages.failed(a.label, e);
    return false;
  }
  return true;
}

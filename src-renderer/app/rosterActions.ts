// The registry's actions on the roster of a running fight: reveal or hide the combatant the GM has
// picked, and move it earlier or later in a fixed turn order. Each runs one roster command.
import type { Action } from './action';
import type { AppState } from '../state/app.svelte';
import { rosterFor, type RosterControls } from '../state/roster.svelte';

function roster(app: AppState): RosterControls | null {
  return app.screen === 'combat' && app.combat && app.combatUi ? rosterFor(app.combat, app.combatUi) : null;
}

/** The roster actions, listed in the Fight group of the help. */
export const ROSTER_ACTIONS: readonly Action[] = [
  {
    id: 'toggle-hidden', label: 'Reveal or hide the picked combatant', group: 'Fight', keys: ['Alt+H'], menu: false,
    enabled: (app) => !!roster(app)?.focused,
    run: (app) => {
      const r = roster(app);
      return r?.focus ? r.toggleHidden(r.focus) : undefined;
    },
  },
  {
    id: 'order-earlier', label: 'Picked combatant earlier in the order', group: 'Fight', keys: ['Alt+ArrowUp'], menu: false,
    enabled: (app) => {
      const r = roster(app);
      return !!r?.focus && r.canMove(r.focus, -1);
    },
    run: (app) => {
      const r = roster(app);
      return r?.focus ? r.move(r.focus, -1) : undefined;
    },
  },
  {
    id: 'order-later', label: 'Picked combatant later in the order', group: 'Fight', keys: ['Alt+ArrowDown'], menu: false,
    enabled: (app) => {
      const r = roster(app);
      return !!r?.focus && r.canMove(r.focus, 1);
    },
    run: (app) => {
      const r = roster(app);
      return r?.focus ? r.move(r.focus, 1) : undefined;
    },
  },
];

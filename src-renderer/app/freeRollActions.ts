// The registry's action for a roll outside an attack: makes the roll set up in the fight's Roll
// panel (the free-roll command), while that panel is on screen.
import type { Action } from './action';
import type { AppState } from '../state/app.svelte';
import { freeRollFor, type FreeRollForm } from '../state/freeRoll.svelte';

function form(app: AppState): FreeRollForm | null {
  return app.screen === 'combat' && app.combat ? freeRollFor(app.combat) : null;
}

/** The free-roll actions, listed in the Fight group of the help. */
export const FREE_ROLL_ACTIONS: readonly Action[] = [
  {
    id: 'free-roll', label: 'Make the free roll set up in the Roll panel', group: 'Fight', keys: ['Mod+Enter'], menu: false,
    enabled: (app) => {
      const f = form(app);
      return !!f && f.open && f.canRoll;
    },
    run: (app) => form(app)?.rollNow(),
  },
];

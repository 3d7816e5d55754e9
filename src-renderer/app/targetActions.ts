// The registry's actions on the attack's target: let it go (Esc, which then also leaves a readied
// attack) and step through the enemies the acting character can see (Tab, Shift+Tab). Picking a
// target is view state, never a command.
import type { Action } from './action';
import type { AppState } from '../state/app.svelte';

const ui = (app: AppState) => (app.screen === 'combat' && app.combat ? app.combatUi : null);

/** The target actions, listed in the Fight group of the help. */
export const TARGET_ACTIONS: readonly Action[] = [
  {
    id: 'target-next', label: 'Target the next enemy in sight', group: 'Fight', keys: ['Tab'], menu: false,
    enabled: (app) => !!ui(app)?.attack.enemiesInSight.length,
    run: (app) => ui(app)?.attack.cycleTarget(1),
  },
  {
    id: 'target-previous', label: 'Target the previous enemy in sight', group: 'Fight', keys: ['Shift+Tab'], menu: false,
    enabled: (app) => !!ui(app)?.attack.enemiesInSight.length,
    run: (app) => ui(app)?.attack.cycleTarget(-1),
  },
  {
    // Without a target, Esc leaves a readied attack the GM opened: the panel is the acting one's again.
    id: 'target-clear', label: 'Clear the target or the area aim (then leave a readied attack)', group: 'Fight', keys: ['Escape'], menu: false,
    enabled: (app) => !!ui(app)?.attack.hasTarget || !!ui(app)?.attack.aim.fixedAt || !!ui(app)?.turn.outOfTurn,
    run: (app) => {
      const u = ui(app);
      // A fixed area aim lets go first: the template follows the pointer again.
      if (u?.attack.aim.fixedAt) u.attack.aim.release();
      else if (u?.attack.hasTarget) u.attack.clearTarget();
      else u?.turn.attackFor(null);
    },
  },
];

// The registry's actions on the running fight as a whole and on the acting character apart from
// its attack: end the combat (asked first, in the app's dialog, with how the fight stands), grapple
// the target or break free (logged commands), and two that open a panel (view state): bring in
// reinforcements, add a condition to the picked combatant.
import type { Action } from './action';
import type { AppState } from '../state/app.svelte';
import { grappleOf } from '../../shared/model/facts';
import { rosterFor } from '../state/roster.svelte';

const fight = (app: AppState) => (app.screen === 'combat' && app.combat?.state.phase === 'combat' ? app.combat : null);
const ui = (app: AppState) => (fight(app) ? app.combatUi : null);

/**
 * The acting character and its target, for a grapple. Whether the target stands adjacent (and is
 * not already held) is the engine's to say: Alt+G on a target out of reach is sent and refused
 * with the engine's reason, which the attack panel shows, instead of doing nothing silently.
 */
function grapplePair(app: AppState): { attacker: string; defender: string } | null {
  const u = ui(app);
  const actor = u?.actor;
  return actor && u.targetId ? { attacker: actor.id, defender: u.targetId } : null;
}

/** The acting character when it is in a grapple it can try to break. */
function heldActor(app: AppState): string | null {
  const f = fight(app);
  const actor = ui(app)?.actor;
  return f && actor && grappleOf(f.state, actor.id) ? actor.id : null;
}

/** The fight actions, listed in the Fight group of the help. */
export const FIGHT_ACTIONS: readonly Action[] = [
  {
    // Asks first, so a stray key or click does not end the fight (Undo would still bring it back).
    id: 'end-combat', label: 'End the combat, with a summary', group: 'Fight', keys: ['Mod+Shift+E'], menu: false,
    enabled: (app) => !!fight(app) && !app.endingCombat,
    run: (app) => app.askEndCombat(),
  },
  {
    id: 'grapple', label: 'Grapple the target (it must stand adjacent)', group: 'Fight', keys: ['Alt+G'], menu: false,
    enabled: (app) => !!grapplePair(app),
    run: async (app) => {
      const pair = grapplePair(app);
      const f = fight(app);
      if (!pair || !f) return;
      // Refused: the reason shows under the Attack button, so that panel comes up.
      if (!(await f.apply({ type: 'grapple', ...pair }))) app.view.show('attack');
    },
  },
  {
    id: 'break-free', label: 'Break the acting character free of its grapple', group: 'Fight', keys: ['Alt+B'], menu: false,
    enabled: (app) => !!heldActor(app),
    run: (app) => {
      const id = heldActor(app);
      return id ? app.combat?.apply({ type: 'break-free', id }) : undefined;
    },
  },
  {
    id: 'reinforcements', label: 'Bring in reinforcements (Roster panel)', group: 'Fight', keys: ['J'], menu: false,
    enabled: (app) => !!fight(app),
    run: (app) => {
      const f = fight(app);
      const u = ui(app);
      if (!f || !u) return;
      rosterFor(f, u).view = 'join';
      app.view.show('roster');
    },
  },
  {
    id: 'add-condition', label: 'Add a condition to the picked combatant', group: 'Fight', keys: ['Alt+C'], menu: false,
    enabled: (app) => !!fight(app),
    run: (app) => app.view.askCondition(),
  },
];

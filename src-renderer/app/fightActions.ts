// The registry's actions on the running fight as a whole and on the acting character apart from
// its attack: end the combat (asked first, in the app's dialog, with how the fight stands), grapple
// the target or break free (rolled where the rules roll grapples, else or on demand the GM's
// declaration; logged commands), and two that open a panel (view state): bring in
// reinforcements, add a condition to the picked combatant.
import type { Action, ActionInputs } from './action';
import type { AppState } from '../state/app.svelte';
import { grappleOf } from '../../shared/model/facts';
import { grapplePreview } from '../../shared/engine/grappleRoll';
import { freeHexesBeside } from '../../shared/engine/grappleMoves';
import { parseTableDice } from '../state/combatUi.svelte';
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
  const actor = u?.turn.actor;
  return actor && u.attack.targetId ? { attacker: actor.id, defender: u.attack.targetId } : null;
}

/** The acting character when it is in a grapple it can try to break. */
function heldActor(app: AppState): string | null {
  const f = fight(app);
  const actor = ui(app)?.turn.actor;
  return f && actor && grappleOf(f.state, actor.id) ? actor.id : null;
}

/** Who holds `id`: the first other member of its grapple still in the fight (else any other). */
export function holderOf(app: AppState, id: string): string | null {
  const f = fight(app);
  const g = f ? grappleOf(f.state, id) : null;
  if (!f || !g) return null;
  const others = g.filter((x) => x !== id);
  return others.find((x) => !f.state.out.includes(x)) ?? others[0] ?? null;
}

/** Whether the fight's rules roll grapples (RULES.md 2.3): the engine plans one for the pair. */
function rollsGrapples(app: AppState, actor: string, target: string): boolean {
  const f = fight(app);
  return !!f && grapplePreview(f.state, { kind: 'grapple', actor, target }) !== null;
}

/** The table dice typed for a side roll, taken once; undefined when the app rolls or they do not read. */
function takeSideDice(app: AppState): { dice?: number[] } | null {
  const u = ui(app);
  if (!u) return {};
  const typed = parseTableDice(u.attack.grappleDice);
  if (typed.error) return null;
  u.attack.grappleDice = '';
  return typed.dice ? { dice: typed.dice } : {};
}

/** Breaks the acting character free: rolled where the rules roll it, after the GM picks the hex it steps into. */
function breakFree(app: AppState, declared: boolean): void {
  const f = fight(app);
  const u = ui(app);
  const id = heldActor(app);
  const from = id ? holderOf(app, id) : null;
  if (!f || !u || !id || !from) return;
  if (declared || !rollsGrapples(app, id, from)) {
    void f.apply({ type: 'break-free', id });
    return;
  }
  const c = f.state.encounter.combatants.find((x) => x.id === id)!;
  const send = (to?: { q: number; r: number }) => {
    const dice = takeSideDice(app);
    if (dice) void f.apply({ type: 'break-free', id, from, roll: true, ...(to ? { to } : {}), ...dice });
  };
  const hexes = freeHexesBeside(f.state, c);
  if (hexes.length === 0) send();
  else u.hexPick.ask({ prompt: `Break free: click the hex ${c.name} steps into if it gets loose`, hexes, onpick: (to) => send(to) });
}

/** The fight actions, listed in the Fight group of the help. */
export const FIGHT_ACTIONS: readonly Action[] = [
  {
    // Asks first, so a stray key or click does not end the fight (Undo would still bring it back).
    id: 'end-combat', label: 'End the combat, with a summary', group: 'Fight', keys: ['Mod+Shift+E'], menu: false,
    enabled: (app) => !!fight(app) && !app.dialogs.endingCombat,
    run: (app) => app.dialogs.askEndCombat(),
  },
  {
    id: 'grapple', label: 'Grapple the target (it must stand adjacent)', group: 'Fight', keys: ['Alt+G'], menu: false,
    enabled: (app) => !!grapplePair(app),
    run: async (app) => {
      const pair = grapplePair(app);
      const f = fight(app);
      if (!pair || !f) return;
      const rolled = rollsGrapples(app, pair.attacker, pair.defender);
      const dice = rolled ? takeSideDice(app) : {};
      if (!dice) return;
      // Refused: the reason shows under the Attack button, so that panel comes up.
      if (!(await f.apply({ type: 'grapple', ...pair, ...(rolled ? { roll: true as const, ...dice } : {}) }))) app.view.show('attack');
    },
  },
  {
    id: 'declare-grapple', label: "Declare the grapple with no roll (the GM's ruling)", group: 'Fight', keys: [], menu: false,
    enabled: (app) => {
      const pair = grapplePair(app);
      return !!pair && rollsGrapples(app, pair.attacker, pair.defender);
    },
    run: async (app) => {
      const pair = grapplePair(app);
      const f = fight(app);
      if (pair && f && !(await f.apply({ type: 'grapple', ...pair }))) app.view.show('attack');
    },
  },
  {
    id: 'break-free', label: 'Break the acting character free of its grapple', group: 'Fight', keys: ['Alt+B'], menu: false,
    enabled: (app) => !!heldActor(app),
    run: (app) => breakFree(app, false),
  },
  {
    // From the combatant panel, any combatant in a grapple (its input): the GM's ruling, rolled or not.
    id: 'declare-break-free', label: "Declare the acting character (or the one picked) free with no roll (the GM's ruling)", group: 'Fight', keys: [], menu: false,
    enabled: (app, input) => {
      const f = fight(app);
      if (input) return !!f && !!grappleOf(f.state, (input as ActionInputs['declare-break-free']).id);
      const id = heldActor(app);
      const from = id ? holderOf(app, id) : null;
      return !!id && !!from && rollsGrapples(app, id, from);
    },
    run: (app, input) => {
      const f = fight(app);
      if (!input) return breakFree(app, true);
      return f ? f.apply({ type: 'break-free', id: (input as ActionInputs['declare-break-free']).id }) : false;
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

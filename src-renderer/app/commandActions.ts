// The registry's actions for the fight's commands a panel sends with what the GM chose there (who,
// which way, how much): a turn's other actions, damaging cover, the players' name for a combatant,
// its token art, facing, taking one out of the fight or back, hand edits of harm and recovery, and
// doors. Each is one logged command; no component sends a command around the registry. They have no
// keys: the panel that holds the choice is where they are done, so the help does not list them.
import type { Action, ActionInputs } from './action';
import type { AppState } from '../state/app.svelte';
import type { Command } from '../../shared/model/commands';
import { doorCommand } from '../state/doorClick';

// Any phase: a hand edit and recovery are also made after the fight ends; the engine refuses what does not apply.
const fight = (app: AppState) => (app.screen === 'combat' ? app.combat : null);

/** An action that sends one command built from its input: acts on the fight on screen, given an input. */
function sends<I extends keyof ActionInputs>(id: I, label: string, command: (input: ActionInputs[I], app: AppState) => Command | null): Action {
  return {
    id, label, group: 'Fight', keys: [], menu: false,
    enabled: (app, input) => !!fight(app) && input !== undefined,
    run: (app, input) => {
      const f = fight(app);
      const c = f && input !== undefined ? command(input as ActionInputs[I], app) : null;
      return f && c ? f.apply(c) : false;
    },
  };
}

/** The command actions, in the Fight group (no keys, so the help leaves them out). */
export const COMMAND_ACTIONS: readonly Action[] = [
  sends('turn-action', "Another action of the acting character's turn (change weapon, use an item or a skill, reload)", (i, app) => {
    const actor = app.combatUi?.turn.actor;
    return actor ? { type: 'action', id: actor.id, ...i } : null;
  }),
  sends('damage-cover', 'Damage the cover in the line by hand', (i) => ({ type: 'damage-cover', ...i })),
  sends('set-players-name', "Set the name the players' screen shows for a combatant", (i) => ({ type: 'set-players-name', ...i })),
  sends('set-portrait', "Change or remove a combatant's token art", (i) => ({ type: 'set-portrait', ...i })),
  sends('face', 'Turn a combatant to face a direction', (i) => ({ type: 'face', ...i })),
  sends('set-out', 'Take a combatant out of the fight, or back in', (i) => ({ type: 'set-out', ...i })),
  sends('adjust-harm', "Edit a combatant's harm by hand (with a reason, for the log)", (i) => ({ type: 'adjust-harm', ...i }) as Command),
  // By the acting combatant when the door is on an edge of its body (1 hex of movement), else by the GM, free.
  sends('set-door', 'Open or close a door clicked on the map (Alt: lock or unlock it; Shift: the GM, free)', (i, app) => (app.combat ? doorCommand(app.combat.state, i, i.lock, i.gm) : null)),
  sends('recover', 'Recover a combatant by hand (with a reason, for the log)', (i) => ({ type: 'recover', ...i })),
  // A move that stays on its anchor and only turns: the engine charges the 1 hex and checks the hex it takes.
  sends('turn-body', 'Turn the acting 3-hex body 60 degrees in place (1 hex of movement)', (i, app) => {
    const c = app.combat?.state.encounter.combatants.find((x) => x.id === i.id);
    return c ? { type: 'move', id: c.id, path: [c.position], turn: ((i.turn % 6) + 6) % 6 } : null;
  }),
];

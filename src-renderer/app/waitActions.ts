// The registry's actions for waiting (House rules, shared/engine/waiting.ts): delay the acting
// character's turn, ready its attack against a trigger (asked in the Ready dialog), and make a
// readied attack out of turn (the attack panel then attacks for that character). Each action is
// greyed, with the engine's reason in the tooltip of its button, when the engine would refuse it.
import type { Action } from './action';
import type { AppState } from '../state/app.svelte';
import { delayRefusal, readiedIds, readyRefusal } from '../../shared/engine/waiting';

const fight = (app: AppState) => (app.screen === 'combat' && app.combat?.state.phase === 'combat' ? app.combat : null);

const readiedNow = (app: AppState): string[] => {
  const f = fight(app);
  return f ? readiedIds(f.state) : [];
};

/** Why the acting character cannot delay or ready now (`refusal` is the engine's check), or null. */
function whyNot(app: AppState, refusal: typeof delayRefusal): string | null {
  const f = fight(app);
  if (!f?.state.current) return 'Nobody is taking a turn.';
  if (app.combatUi?.turn.outOfTurn) return 'The panel is making a readied attack; go back to the acting character first (Esc).';
  return refusal(f.state, f.state.current);
}

/** The waiting actions, listed in the Fight group of the help. */
export const WAIT_ACTIONS: readonly Action[] = [
  {
    id: 'delay', label: 'Delay the turn: act later this round', group: 'Fight', keys: ['Alt+D'], menu: false,
    enabled: (app) => whyNot(app, delayRefusal) === null,
    why: (app) => whyNot(app, delayRefusal),
    run: (app) => app.combatUi?.turn.delay(),
  },
  {
    id: 'ready', label: 'Ready an attack against a trigger (ends the turn)', group: 'Fight', keys: ['Alt+Y'], menu: false,
    enabled: (app) => whyNot(app, readyRefusal) === null,
    why: (app) => whyNot(app, readyRefusal),
    run: (app) => {
      if (app.combatUi) app.combatUi.turn.readying = true;
    },
  },
  {
    // With several readied, each press moves to the next, then back to the acting character.
    id: 'readied-attack', label: 'Make a readied attack now (out of turn)', group: 'Fight', keys: ['Alt+A'], menu: false,
    enabled: (app) => readiedNow(app).length > 0,
    run: (app) => {
      const ui = app.combatUi;
      if (!ui) return;
      const ids = readiedNow(app);
      const at = ui.turn.outOfTurn && ui.turn.readiedBy ? ids.indexOf(ui.turn.readiedBy) : -1;
      ui.turn.attackFor(ids[at + 1] ?? null);
    },
  },
];

// The registry's table tools of a running fight: the measuring ruler (on and off, clear, share
// with the players), the step-here shading and the fog tools of the players' screen. All are view
// state, never commands.
import type { Action } from './action';
import type { AppState } from '../state/app.svelte';

const inFight = (app: AppState) => app.screen === 'combat' && !!app.combat;

/** The table tools, listed in the Fight group of the help. */
export const TABLE_TOOL_ACTIONS: readonly Action[] = [
  {
    id: 'ruler', label: 'Measure with the ruler', group: 'Fight', keys: ['M'], menu: false,
    enabled: inFight,
    pressed: (app) => app.ruler.on,
    run: (app) => app.ruler.toggle(),
  },
  {
    id: 'ruler-clear', label: 'Clear the ruler', group: 'Fight', keys: ['Escape'], menu: false,
    enabled: (app) => inFight(app) && app.ruler.on,
    run: (app) => (app.ruler.waypoints.length ? app.ruler.clear() : app.ruler.stop()),
  },
  {
    id: 'ruler-share', label: "Show the ruler on the players' screen", group: 'Fight', keys: ['Alt+M'], menu: false,
    enabled: inFight,
    pressed: (app) => app.ruler.shared,
    run: (app) => app.ruler.toggleShared(),
  },
  {
    id: 'stand-shading', label: 'Where to stand: shade the reachable hexes by the best chance to harm, then by danger, then off', group: 'Fight', keys: ['Q'], menu: false,
    enabled: (app) => inFight(app) && app.combat?.state.phase === 'combat',
    pressed: (app) => app.standShading.mode !== 'off',
    run: (app) => app.standShading.cycle(),
  },
  {
    id: 'fog-reveal', label: 'Fog: reveal to the players', group: 'Fight', keys: ['Alt+R'], menu: false,
    enabled: (app) => inFight(app) && app.combat?.fog.mode !== 'off',
    pressed: (app) => app.playerScreen.fogBrush === 'reveal',
    run: (app) => app.playerScreen.pickFogBrush('reveal'),
  },
  {
    id: 'fog-hide', label: 'Fog: hide from the players', group: 'Fight', keys: ['Alt+F'], menu: false,
    enabled: (app) => inFight(app) && app.combat?.fog.mode !== 'off',
    pressed: (app) => app.playerScreen.fogBrush === 'hide',
    run: (app) => app.playerScreen.pickFogBrush('hide'),
  },
];

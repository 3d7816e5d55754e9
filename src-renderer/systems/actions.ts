// Every system's own GM actions, as entries of the window's action registry: listed under Fight,
// offered only while a fight of that system runs. A system with actions adds one line here.
import type { Action } from '../app/actions';
import type { AppState } from '../state/app.svelte';
import type { FightContext, SystemActions } from './types';
import { YAUGS_ACTIONS } from './yaugs/actions';
import { VERS_ACTIONS } from './vers/actions';

const ROOMS: readonly SystemActions[] = [YAUGS_ACTIONS, VERS_ACTIONS];

function fightOf(app: AppState, system: SystemActions['system']): FightContext | null {
  const { combat, combatUi: ui } = app;
  return app.screen === 'combat' && combat && ui && combat.state.encounter.system === system ? { combat, ui } : null;
}

/** The systems' actions for the registry. */
export const SYSTEM_ACTIONS: readonly Action[] = ROOMS.flatMap((room) =>
  room.actions.map((a): Action => ({
    id: a.id,
    label: a.label,
    group: 'Fight',
    keys: a.keys,
    menu: false,
    enabled: (app) => {
      const f = fightOf(app, room.system);
      return !!f && a.enabled(f);
    },
    run: (app) => {
      const f = fightOf(app, room.system);
      return f ? a.run(f) : undefined;
    },
  })),
);

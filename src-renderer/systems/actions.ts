// Every system's own GM actions, as entries of the window's action registry: listed under Fight,
// offered only while a fight of that system runs (and the help lists them only there). Each system's room (room.ts) lists its own.
import type { Action } from '../app/action';
import type { SystemId } from '../../shared/model/schema';
import type { AppState } from '../state/app.svelte';
import type { FightContext } from './types';
import { ROOM_LIST } from './rooms';

function fightOf(app: AppState, system: SystemId): FightContext | null {
  const { combat, combatUi: ui } = app;
  return app.screen === 'combat' && combat && ui && combat.state.encounter.system === system ? { combat, ui } : null;
}

/** The systems' actions for the registry. */
export const SYSTEM_ACTIONS: readonly Action[] = ROOM_LIST.flatMap((room) =>
  room.actions.map((a): Action => ({
    id: a.id,
    label: a.label,
    group: 'Fight',
    system: room.id,
    keys: a.keys,
    menu: false,
    enabled: (app) => {
      const f = fightOf(app, room.id);
      return !!f && a.enabled(f);
    },
    run: (app) => {
      const f = fightOf(app, room.id);
      return f ? a.run(f) : undefined;
    },
  })),
);

// A system's own GM actions as entries of the window's action registry: listed under Fight,
// offered only while a fight of that system runs (and the help lists them only there). Each room
// lists its own (src-renderer/systems/<id>/actions.ts); the room registers them through here.
import type { Action } from './action';
import type { AppState } from '../state/app.svelte';
import type { FightContext, SystemRoom } from '../state/systemRoom';
import { registerActions } from './actions';

function fightOf(app: AppState, room: SystemRoom): FightContext | null {
  const { combat, combatUi: ui } = app;
  return app.screen === 'combat' && combat && ui && combat.state.encounter.system === room.id ? { combat, ui } : null;
}

/** The room's actions as the registry's: each acts only in a fight of the room's system. */
export function roomActions(room: SystemRoom): Action[] {
  return room.actions.map((a): Action => ({
    id: a.id,
    label: a.label,
    group: 'Fight',
    system: room.id,
    keys: a.keys,
    menu: false,
    enabled: (app, input) => {
      const f = fightOf(app, room);
      return !!f && a.enabled(f, input);
    },
    run: (app, input) => {
      const f = fightOf(app, room);
      return f ? a.run(f, input) : undefined;
    },
  }));
}

/** Registers the room's actions, owned by the room (a clash with another's ids throws, naming both). */
export function registerRoomActions(room: SystemRoom): void {
  registerActions(`the ${room.name} room (src-renderer/systems/${room.id})`, roomActions(room));
}

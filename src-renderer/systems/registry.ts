// The GM window's one list of game systems' rooms (src-renderer/systems/<id>/), registered at
// start-up into the room registry (state/roomRegistry.ts) and their GM actions into the action
// registry (app/actions.ts), which import no room. Adding a system is one room plus two lines here.
import type { SystemId } from '../../shared/model/schema';
import type { SystemRoom } from '../state/systemRoom';
import { registerRoom } from '../state/roomRegistry';
import { registerRoomActions } from '../app/roomActions';
import { room as yaugsRoom } from './yaugs';
import { room as versRoom } from './vers';
import { room as waylightsRoom } from './waylights';

const ROOMS: { readonly [S in SystemId]: SystemRoom } = {
  yaugs: yaugsRoom,
  vers: versRoom,
  waylights: waylightsRoom,
};

/** Registers one room: its GM actions (a clash of ids throws, naming both owners, and nothing goes in), then the room. */
export function installRoom(room: SystemRoom): void {
  registerRoomActions(room);
  registerRoom(room);
}

/** Registers every system's room, once, at start-up. */
export function installRooms(): void {
  for (const room of Object.values(ROOMS)) installRoom(room);
}

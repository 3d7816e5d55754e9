// The GM window's rooms, one per game system: each registers here at start-up (systems/registry.ts
// does it for every room), so generic code, the screens and state's own classes ask for a room by
// system id without importing any. A system the shared registry knows but no room registered for
// is refused by name when it is asked for; a second room for one system is refused when it registers.
import type { SystemId } from '../../shared/model/schema';
import { SYSTEM_IDS } from '../../shared/systems/registry';
import type { SystemRoom } from './systemRoom';

const rooms = new Map<SystemId, SystemRoom>();

/** Adds a system's room; a second room for the same system is a programming error, refused with both names. */
export function registerRoom(room: SystemRoom): void {
  const known = rooms.get(room.id);
  if (known) throw new Error(`Two rooms for the system "${room.id}": ${known.name} and ${room.name}.`);
  rooms.set(room.id, room);
}

/** The room of `system`. */
export function roomOf(system: SystemId): SystemRoom {
  const room = rooms.get(system);
  if (!room) throw new Error(`The system "${system}" has no room: src-renderer/systems/${system}/index.ts must export \`room\` and systems/registry.ts list it.`);
  return room;
}

/** Every room, in the shared registry's order (the order the GM is offered the systems). */
export function roomList(): SystemRoom[] {
  return SYSTEM_IDS.map(roomOf);
}

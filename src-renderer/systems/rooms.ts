/// <reference types="vite/client" />
// Every system's room without its components (src-renderer/systems/<id>/room.ts), found by its
// folder as the lint finds the system folders, in the registry's order. The component side of a
// room is listed in ./registry.ts; its room.ts needs no line anywhere. A registered system without
// a room.ts (or a room.ts under another id) is refused here, at load, by name. import.meta.glob is
// Vite's (Vitest's too); the reference above gives its type to the tests' type check as well.
import type { SystemId } from '../../shared/model/schema';
import { SYSTEM_IDS } from '../../shared/systems/registry';
import type { SystemRoom } from './roomParts';

const found: Readonly<Record<string, SystemRoom>> = import.meta.glob<SystemRoom>('./*/room.ts', { eager: true, import: 'room' });

function roomsByFolder(): { readonly [S in SystemId]: SystemRoom } {
  const byId = new Map(Object.entries(found).map(([path, room]) => [path.split('/')[1]!, room]));
  const out = {} as Record<SystemId, SystemRoom>;
  for (const id of SYSTEM_IDS) {
    const room = byId.get(id);
    if (room?.id !== id) throw new Error(`The system "${id}" has no room: src-renderer/systems/${id}/room.ts must export \`room\` with id "${id}".`);
    out[id] = room;
  }
  return out;
}

/** Each system's room without its components, by id, in the registry's order. */
export const ROOMS: { readonly [S in SystemId]: SystemRoom } = roomsByFolder();

/** Every room, in the registry's order. */
export const ROOM_LIST: readonly SystemRoom[] = SYSTEM_IDS.map((id) => ROOMS[id]);

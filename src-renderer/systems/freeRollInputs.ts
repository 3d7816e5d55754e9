// What each system asks for a roll outside an attack (the free-roll command's `roll`), as the GM
// types it; each system's room (src-renderer/systems/<id>/room.ts) holds its own. The form and its
// panel read this table and never the system id.
import type { SystemId } from '../../shared/model/schema';
import type { FreeRollSpec } from './roomParts';
import { ROOM_LIST } from './rooms';

export type { FreeRollField, FreeRollFields, FreeRollInput, FreeRollSpec } from './roomParts';

/** Each system's free roll. */
export const FREE_ROLL_SPECS: { readonly [S in SystemId]: FreeRollSpec } = Object.fromEntries(ROOM_LIST.map((r) => [r.id, r.freeRoll])) as { readonly [S in SystemId]: FreeRollSpec };

// Finding room on the map for a new or duplicated token.
import { hexEquals, hexKey, hexNeighbors, isOnMap, type Hex } from '../../../shared/hex';
import type { Encounter } from '../../../shared/model/schema';

/** The nearest hex to `near` (breadth first) that is on the map, not solid and not taken. */
export function freeHexNear(enc: Encounter, near: Hex): Hex | null {
  const seen = new Set<string>();
  const queue = [near];
  while (queue.length && seen.size < 50_000) {
    const h = queue.shift()!;
    const key = hexKey(h);
    if (seen.has(key)) continue;
    seen.add(key);
    if (!isOnMap(h, enc.map.width, enc.map.height, enc.map.orientation)) continue;
    const t = enc.map.terrain.find((x) => hexEquals(x, h));
    const solid = t?.kind === 'wall' || (t?.kind === 'cover' && t.blocksSight);
    if (!solid && !enc.combatants.some((c) => hexEquals(c.position, h))) return h;
    queue.push(...hexNeighbors(h));
  }
  return null;
}

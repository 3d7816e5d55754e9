// Finding room on the map for a new or duplicated token.
import { hexKey, hexNeighbors, isOnMap, type Hex } from '../../shared/hex';
import type { Encounter, TerrainCell } from '../../shared/model/schema';
import { bodyOf } from '../../shared/model/body';
import { stepBlockingSides } from '../../shared/model/edges';

/** Whether a terrain cell is one no token may stand on: a wall, or cover that fills the hex (it blocks sight). */
export function isSolidCell(t: TerrainCell | undefined): boolean {
  return t?.kind === 'wall' || (t?.kind === 'cover' && t.blocksSight);
}

/**
 * The nearest hex to `near` (breadth first) that is on the map, not solid and not taken, on open
 * ground when the map has any free: a newcomer set down in light cover or rough ground would start
 * with an edge (or a cost) the GM never chose. Without free open ground, the nearest such hex.
 * `fits` asks more of the hex (a big body's anchor: room for all its hexes). A hex walled in on
 * every side (an imported map's pillar: six wall sides) is never one: its token could not leave it.
 */
export function freeHexNear(enc: Encounter, near: Hex, fits: (anchor: Hex) => boolean = () => true): Hex | null {
  const terrain = new Map(enc.map.terrain.map((t) => [hexKey(t), t]));
  const taken = new Set(enc.combatants.flatMap((c) => bodyOf(c).map(hexKey)));
  const blocked = stepBlockingSides(enc.map);
  const onMap = (h: Hex) => isOnMap(h, enc.map.width, enc.map.height, enc.map.orientation);
  // Some side a step may cross, onto a hex a token can stand on.
  const canLeave = (h: Hex) => hexNeighbors(h).some((n) => onMap(n) && !isSolidCell(terrain.get(hexKey(n))) && !blocked?.(h, n));
  const seen = new Set<string>();
  const queue = [near];
  let fallback: Hex | null = null;
  for (let i = 0; i < queue.length && seen.size < 50_000; i++) {
    const h = queue[i]!;
    const key = hexKey(h);
    if (seen.has(key)) continue;
    seen.add(key);
    if (!onMap(h)) continue;
    const t = terrain.get(key);
    if (!isSolidCell(t) && !taken.has(key) && fits(h) && canLeave(h)) {
      if (!t) return h;
      fallback ??= h;
    }
    queue.push(...hexNeighbors(h));
  }
  return fallback;
}

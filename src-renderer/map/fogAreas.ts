// The areas the GM's fog tools cover on a rectangular board: a round brush, a rectangle of rows
// and columns, and a room (the hexes reached from one hex without crossing a wall, with the walls
// that close it in, so its walls show with it).
import { axialToOffset, hexKey, hexNeighbors, hexesWithin, isOnMap, offsetToAxial, type Hex } from '../../shared/hex';
import type { BattleMap } from '../../shared/model/schema';

/** Brush sizes, as hexes across. */
export const FOG_BRUSH_SIZES = [1, 3, 7] as const;
export type FogBrushSize = (typeof FOG_BRUSH_SIZES)[number];

const onMap = (map: BattleMap) => (h: Hex) => isOnMap(h, map.width, map.height, map.orientation);

/** The hexes of a brush `size` hexes across centred on `centre`, on the map. */
export function brushHexes(map: BattleMap, centre: Hex, size: FogBrushSize): Hex[] {
  return hexesWithin(centre, (size - 1) / 2).filter(onMap(map));
}

/** The hexes whose columns and rows lie between the two corners, as the board draws them. */
export function rectangleHexes(map: BattleMap, a: Hex, b: Hex): Hex[] {
  const oa = axialToOffset(a, map.orientation);
  const ob = axialToOffset(b, map.orientation);
  const out: Hex[] = [];
  const [c0, c1] = [Math.max(0, Math.min(oa.col, ob.col)), Math.min(map.width - 1, Math.max(oa.col, ob.col))];
  const [r0, r1] = [Math.max(0, Math.min(oa.row, ob.row)), Math.min(map.height - 1, Math.max(oa.row, ob.row))];
  for (let row = r0; row <= r1; row++) for (let col = c0; col <= c1; col++) out.push(offsetToAxial({ col, row }, map.orientation));
  return out;
}

/**
 * The room around `start`: every hex reached from it without crossing a wall or the map's edge,
 * plus the walls that bound it (corners included). A click on a wall is that wall alone.
 */
export function roomHexes(map: BattleMap, start: Hex): Hex[] {
  const inside = onMap(map);
  if (!inside(start)) return [];
  const walls = new Set(map.terrain.filter((t) => t.kind === 'wall').map((t) => hexKey(t)));
  if (walls.has(hexKey(start))) return [start];
  const seen = new Set([hexKey(start)]);
  const out: Hex[] = [start];
  const queue: Hex[] = [start];
  for (let i = 0; i < queue.length; i++) {
    for (const n of hexNeighbors(queue[i]!)) {
      const k = hexKey(n);
      if (seen.has(k) || !inside(n)) continue;
      seen.add(k);
      out.push(n);
      // A wall closes the room: it shows with it, and the flood goes no further.
      if (!walls.has(k)) queue.push(n);
    }
  }
  // A corner wall touches no floor, only two of the room's walls: it belongs to the room too, or
  // the room shows with notches in its corners. One pass, so a wall line never leads the room out.
  const roomWalls = new Set(out.map(hexKey).filter((k) => walls.has(k)));
  const added = new Set<string>();
  const corners: Hex[] = [];
  for (const h of out) {
    if (!roomWalls.has(hexKey(h))) continue;
    for (const n of hexNeighbors(h)) {
      const k = hexKey(n);
      if (seen.has(k) || added.has(k) || !walls.has(k) || !inside(n)) continue;
      if (hexNeighbors(n).filter((m) => roomWalls.has(hexKey(m))).length >= 2) {
        added.add(k);
        corners.push(n);
      }
    }
  }
  return [...out, ...corners];
}

// Painting the map's edges in prep (RULES.md 5.4): one edge per hex side, between two hexes on the
// map. Pure, so the editor and its tests share it; every answer is a new edges list or the same one.
import { areNeighbors, edgeKey, isOnMap, type Hex } from '../../shared/hex';
import type { BattleMap } from '../../shared/model/schema';

export type MapEdge = NonNullable<BattleMap['edges']>[number];
export type EdgeKind = MapEdge['kind'];
/** How a new door is painted: its state and whether the players see it as a wall until it opens. */
export type DoorStyle = NonNullable<MapEdge['door']>;

/** A low wall painted by hand covers as the low-cover brush's hex does. */
export const LOW_WALL = { cover: 2, structure: 20 } as const;

/** The edge of `kind` on the side between a and b, as the files hold it. */
export function edgeOf(a: Hex, b: Hex, kind: EdgeKind, door: DoorStyle): MapEdge {
  const side = { a: { q: a.q, r: a.r }, b: { q: b.q, r: b.r } };
  if (kind === 'door') return { ...side, kind, door: { ...door } };
  if (kind === 'low-wall') return { ...side, kind, ...LOW_WALL };
  return { ...side, kind };
}

/** Whether the side between a and b can hold an edge: neighbours, both on the map. */
export function paintableSide(map: BattleMap, a: Hex, b: Hex): boolean {
  return areNeighbors(a, b) && isOnMap(a, map.width, map.height, map.orientation) && isOnMap(b, map.width, map.height, map.orientation);
}

/**
 * The map's edges with `edge` on its side (replacing what stood there), or without any edge there
 * when `edge` is null; null when nothing changes, so painting twice records one edit.
 */
export function withEdge(map: BattleMap, a: Hex, b: Hex, edge: MapEdge | null): readonly MapEdge[] | null {
  const edges = map.edges ?? [];
  if (!paintableSide(map, a, b)) return null;
  const key = edgeKey(a, b);
  const at = edges.findIndex((e) => edgeKey(e.a, e.b) === key);
  if (edge === null) return at < 0 ? null : edges.filter((_, i) => i !== at);
  if (at >= 0 && JSON.stringify({ ...edges[at], a: edge.a, b: edge.b }) === JSON.stringify(edge)) return null;
  return at < 0 ? [...edges, edge] : edges.map((e, i) => (i === at ? edge : e));
}

/** How many edges of each kind the map holds, for the Terrain tab's count. */
export function edgeCounts(map: BattleMap): Record<EdgeKind, number> {
  const n: Record<EdgeKind, number> = { wall: 0, door: 0, window: 0, 'low-wall': 0 };
  for (const e of map.edges ?? []) n[e.kind]++;
  return n;
}

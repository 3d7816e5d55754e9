// What the map's edges (RULES.md 5.4) mean for movement, doors and cover: which sides a step may
// not cross, the edge on a side, a low wall as a cover object with an id, and the words for an edge.
// Read per edge list (a list changes only when a door does or a low wall is hit), cached by identity.
import { edgeKey, hexPlace, sideSet, type CoverObject, type CoverSide, type Hex, type Orientation, type SideTest } from '../hex';
import type { BattleMap, CoverCell } from './schema';

/** One edge of the map. */
export type MapEdge = NonNullable<BattleMap['edges']>[number];

type EdgeIndex = {
  readonly size: string;
  /** edgeKey -> the edge on that side. */
  readonly bySide: ReadonlyMap<string, MapEdge>;
  /** The sides a step may not cross (RULES.md 5.4: all but an open door), or undefined when none. */
  readonly blockedStep: SideTest | undefined;
  /** The low walls, by the side they stand on, or undefined when none. */
  readonly coverSide: CoverSide | undefined;
  /** What sight reads of the low walls (their sides and values), for the sight tables' keys. */
  readonly coverSignature: string;
};

const indexes = new WeakMap<readonly MapEdge[], EdgeIndex>();

const PREFIX = 'edge:';

/** The id a low wall has as a cover object: "edge:" and its side's key. */
export function edgeCoverId(a: Hex, b: Hex): string {
  return PREFIX + edgeKey(a, b);
}

/** Whether a cover id names a low wall on an edge rather than a cover hex. */
export function isEdgeCoverId(id: string): boolean {
  return id.startsWith(PREFIX);
}

/** Whether an edge stops a step across it (RULES.md 5.4: a wall, a window, a low wall, a door that is not open). */
export function blocksStep(e: MapEdge): boolean {
  return !(e.kind === 'door' && e.door?.state === 'open');
}

function indexOf(map: BattleMap): EdgeIndex | null {
  const edges = map.edges;
  if (!edges || edges.length === 0) return null;
  const size = `${map.width}x${map.height}${map.orientation}`;
  const hit = indexes.get(edges);
  if (hit && hit.size === size) return hit;
  const bySide = new Map<string, MapEdge>();
  for (const e of edges) bySide.set(edgeKey(e.a, e.b), e);
  const stopping = edges.filter(blocksStep);
  const low = edges.filter((e) => e.kind === 'low-wall' && (e.cover ?? 0) > 0);
  let coverSide: CoverSide | undefined;
  let coverSignature = '';
  if (low.length > 0) {
    const lowSides = sideSet(low, map.width, map.height, map.orientation);
    const objects = new Map<string, CoverObject>();
    for (const e of low) objects.set(edgeKey(e.a, e.b), { id: edgeCoverId(e.a, e.b), value: e.cover ?? 0, blocksSight: false });
    // The bit test first: almost every side a line crosses holds no low wall.
    coverSide = (from, to) => (lowSides(from, to) ? (objects.get(edgeKey(from, to)) ?? null) : null);
    coverSignature = [...objects.values()].map((o) => `${o.id}:${o.value}`).sort().join(';');
  }
  const index: EdgeIndex = {
    size,
    bySide,
    blockedStep: stopping.length > 0 ? sideSet(stopping, map.width, map.height, map.orientation) : undefined,
    coverSide,
    coverSignature,
  };
  indexes.set(edges, index);
  return index;
}

/** The edge on the side between a and b, or null. */
export function edgeAt(map: BattleMap, a: Hex, b: Hex): MapEdge | null {
  return indexOf(map)?.bySide.get(edgeKey(a, b)) ?? null;
}

/** The test of the sides a step may not cross, or undefined when the map has none. */
export function stepBlockingSides(map: BattleMap): SideTest | undefined {
  return indexOf(map)?.blockedStep;
}

/** The low walls a line counts as cover where it crosses them, and the text of what they are; undefined and '' when none. */
export function lowWallCover(map: BattleMap): { coverSide: CoverSide | undefined; signature: string } {
  const index = indexOf(map);
  return { coverSide: index?.coverSide, signature: index?.coverSignature ?? '' };
}

/** The low wall a cover id names, or null. */
export function lowWallById(map: BattleMap, id: string): MapEdge | null {
  if (!isEdgeCoverId(id)) return null;
  const index = indexOf(map);
  if (!index) return null;
  const e = index.bySide.get(id.slice(PREFIX.length));
  return e && e.kind === 'low-wall' ? e : null;
}

/** An edge's kind in words: "wall", "window", "low wall", "open door", "closed door", "locked door". */
export function edgeWords(e: MapEdge): string {
  if (e.kind === 'door') return `${e.door?.state ?? 'closed'} door`;
  return e.kind === 'low-wall' ? 'low wall' : e.kind;
}

/** "the closed door between column 4, row 6 and column 5, row 6". */
export function edgePlace(e: { readonly a: Hex; readonly b: Hex }, words: string, orientation: Orientation): string {
  return `the ${words} between ${hexPlace(e.a, orientation)} and ${hexPlace(e.b, orientation)}`;
}

/** The structure a low wall without structure points counts as: it takes every hit and stands (House). */
export const UNBREAKABLE = 10000;

/**
 * A low wall as the rules read a cover object (RULES.md 5.4: "like a cover hex"), placed at its
 * first hex; its structure now is also its maximum, which the edge does not keep. Null for any
 * other id.
 */
export function lowWallCell(map: BattleMap, id: string): CoverCell | null {
  const e = lowWallById(map, id);
  if (!e) return null;
  const structure = e.structure ?? UNBREAKABLE;
  return { q: e.a.q, r: e.a.r, kind: 'cover', id, name: 'Low wall', value: e.cover ?? 0, structure, maxStructure: Math.max(1, structure), blocksSight: false };
}

/** "the closed door between ... is in the way": the words for the edge on a side a step may not cross. */
export function sideInTheWay(map: BattleMap, side: { readonly a: Hex; readonly b: Hex }): string {
  const e = edgeAt(map, side.a, side.b);
  return `${edgePlace(side, e ? edgeWords(e) : 'wall', map.orientation)} is in the way`;
}

// The map as the rules query it: terrain by hex, who stands where, what a step costs, what blocks
// sight and what gives cover. Built from the encounter on demand and cached by identity: combat
// states are immutable, so an encounter (and its terrain list) indexed once never goes stale.
import { hexKey, isOnMap, type CostFn, type CoverAt, type Hex, type IsWall } from '../hex';
import type { CoverCell, Encounter, TerrainCell } from './schema';

export type Board = {
  readonly terrain: ReadonlyMap<string, TerrainCell>;
  /** hexKey -> ids standing there (a grappling group shares a hex). */
  readonly occupants: ReadonlyMap<string, readonly string[]>;
  inBounds(h: Hex): boolean;
  isWall: IsWall;
  coverAt: CoverAt;
  coverById(id: string): CoverCell | null;
};

type TerrainIndex = Pick<Board, 'terrain' | 'isWall' | 'coverAt' | 'coverById'>;

// Moves and attacks keep the terrain list; only cover damage replaces it.
const terrainIndexes = new WeakMap<readonly TerrainCell[], TerrainIndex>();

function terrainIndex(list: readonly TerrainCell[]): TerrainIndex {
  const cached = terrainIndexes.get(list);
  if (cached) return cached;
  const terrain = new Map<string, TerrainCell>();
  const covers = new Map<string, CoverCell>();
  for (const t of list) {
    terrain.set(hexKey(t), t);
    if (t.kind === 'cover') covers.set(t.id, t);
  }
  // Built once per terrain list, so the same cover answer is handed out every time: callers that
  // cache line-of-sight results can key them on these functions.
  const coverCells = new Map<string, { id: string; value: number; blocksSight: boolean }>();
  for (const [k, t] of terrain) if (t.kind === 'cover') coverCells.set(k, { id: t.id, value: t.value, blocksSight: t.blocksSight });
  const index: TerrainIndex = {
    terrain,
    isWall: (h) => terrain.get(hexKey(h))?.kind === 'wall',
    coverAt: (h) => coverCells.get(hexKey(h)) ?? null,
    coverById: (id) => covers.get(id) ?? null,
  };
  terrainIndexes.set(list, index);
  return index;
}

// The boards of an encounter, one per distinct out list (it changes a few times a fight).
const boards = new WeakMap<Encounter, { out: readonly string[]; board: Board }[]>();
const BOARDS_PER_ENCOUNTER = 4;

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** An index of the encounter's map and token positions (cached; the encounter must not be mutated). */
export function buildBoard(enc: Encounter, out: readonly string[] = []): Board {
  let list = boards.get(enc);
  const hit = list?.find((b) => sameList(b.out, out));
  if (hit) return hit.board;
  const occupants = new Map<string, string[]>();
  for (const c of enc.combatants) {
    // Those out of the fight lie where they fell but no longer block a hex.
    if (out.includes(c.id)) continue;
    const k = hexKey(c.position);
    const ids = occupants.get(k);
    if (ids) ids.push(c.id);
    else occupants.set(k, [c.id]);
  }
  const { width, height, orientation } = enc.map;
  const board: Board = {
    ...terrainIndex(enc.map.terrain),
    occupants,
    inBounds: (h) => isOnMap(h, width, height, orientation),
  };
  if (!list) boards.set(enc, (list = []));
  if (list.length >= BOARDS_PER_ENCOUNTER) list.shift();
  list.push({ out: [...out], board });
  return board;
}

/**
 * The cost of entering each hex for `mover`: off the map, walls, cover objects that fill a hex
 * and hexes held by others are impassable; difficult ground costs its value; open ground 1.
 */
export function movementCost(board: Board, mover: string): CostFn {
  return (h) => {
    if (!board.inBounds(h)) return Infinity;
    const k = hexKey(h);
    const who = board.occupants.get(k);
    if (who && who.some((id) => id !== mover)) return Infinity;
    const t = board.terrain.get(k);
    if (!t) return 1;
    if (t.kind === 'wall') return Infinity;
    if (t.kind === 'difficult') return t.cost;
    // A cover object that blocks sight is solid (a wall section, a pillar); low cover is crossed at cost 2.
    return t.blocksSight ? Infinity : 2;
  };
}

/** Why a hex cannot be entered, in words for the GM, or null when it can. */
export function blockedReason(board: Board, mover: string, h: Hex, names: (id: string) => string): string | null {
  if (!board.inBounds(h)) return `hex ${h.q},${h.r} is off the map`;
  const k = hexKey(h);
  const who = board.occupants.get(k)?.filter((id) => id !== mover);
  if (who && who.length) return `hex ${h.q},${h.r} is held by ${who.map(names).join(' and ')}`;
  const t = board.terrain.get(k);
  if (t?.kind === 'wall') return `hex ${h.q},${h.r} is a wall`;
  if (t?.kind === 'cover' && t.blocksSight) return `hex ${h.q},${h.r} is filled by ${t.name}`;
  return null;
}

// The map as the rules query it: terrain by hex, who stands where, what a step costs, what blocks
// sight and what gives cover. Built from the encounter on demand and cached by identity: combat
// states are immutable, so an encounter (and its terrain list) indexed once never goes stale.
import { hexId, hexKey, hexPlace, isOnMap, mapHexes, type CostFn, type CoverAt, type Hex, type IsWall, type Orientation } from '../hex';
import type { CoverCell, Encounter, TerrainCell } from './schema';

export type Board = {
  readonly terrain: ReadonlyMap<string, TerrainCell>;
  /** hexKey -> ids standing there (a grappling group shares a hex). */
  readonly occupants: ReadonlyMap<string, readonly string[]>;
  /** The same by hexId, for the movement cost that path searches call for every hex they look at. */
  readonly occupantsById: ReadonlyMap<number, readonly string[]>;
  /** hexId -> the cost of entering the hex, ignoring who stands there; absent off the map (worked out on first ask). */
  groundCost(): ReadonlyMap<number, number>;
  inBounds(h: Hex): boolean;
  isWall: IsWall;
  coverAt: CoverAt;
  coverById(id: string): CoverCell | null;
};

type TerrainIndex = Pick<Board, 'terrain' | 'isWall' | 'coverAt' | 'coverById'>;

// Moves and attacks keep the terrain list; only cover damage replaces it. Built afresh for every
// board, a simulated fight took 24% more CPU in YAUGS, 15% in VERS, 5% in Waylights (and the sight
// table in facts.ts, keyed on these functions, would never hit).
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

// The boards of an encounter, one per distinct out list (it changes a few times a fight). Built on
// every ask, a simulated fight took 13% more CPU in YAUGS, 9% in VERS, 3% in Waylights.
const boards = new WeakMap<Encounter, { out: readonly string[]; board: Board }[]>();
const BOARDS_PER_ENCOUNTER = 4;

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

// The cost of the ground of every hex on the map, per terrain list and map size: a path search
// asks for thousands of hexes, and a number lookup beats working out the hex's key, bounds and
// terrain each time. Rebuilt only when the terrain list or the map's size changes. Rebuilt on every
// ask, a simulated fight took 32% more CPU in YAUGS, 19% in VERS, 14% in Waylights.
const groundCosts = new WeakMap<readonly TerrainCell[], { width: number; height: number; orientation: Orientation; cost: Map<number, number> }>();

function groundCostOf(terrain: ReadonlyMap<string, TerrainCell>, list: readonly TerrainCell[], width: number, height: number, orientation: Orientation): Map<number, number> {
  const hit = groundCosts.get(list);
  if (hit && hit.width === width && hit.height === height && hit.orientation === orientation) return hit.cost;
  const cost = new Map<number, number>();
  for (const h of mapHexes(width, height, orientation)) cost.set(hexId(h), terrainCost(terrain.get(hexKey(h))));
  groundCosts.set(list, { width, height, orientation, cost });
  return cost;
}

/**
 * What entering a hex costs for its ground: walls and cover objects that fill a hex are
 * impassable, difficult ground costs its value, low cover 2 and open ground 1.
 */
function terrainCost(t: TerrainCell | undefined): number {
  if (!t) return 1;
  if (t.kind === 'wall') return Infinity;
  if (t.kind === 'difficult') return t.cost;
  // A cover object that blocks sight is solid (a wall section, a pillar); low cover is crossed at cost 2.
  return t.blocksSight ? Infinity : 2;
}

/** An index of the encounter's map and token positions (cached; the encounter must not be mutated). */
export function buildBoard(enc: Encounter, out: readonly string[] = []): Board {
  let list = boards.get(enc);
  const hit = list?.find((b) => sameList(b.out, out));
  if (hit) return hit.board;
  const occupants = new Map<string, string[]>();
  const occupantsById = new Map<number, string[]>();
  for (const c of enc.combatants) {
    // Those out of the fight lie where they fell but no longer block a hex.
    if (out.includes(c.id)) continue;
    const k = hexKey(c.position);
    const ids = occupants.get(k);
    if (ids) ids.push(c.id);
    else {
      const fresh = [c.id];
      occupants.set(k, fresh);
      occupantsById.set(hexId(c.position), fresh);
    }
  }
  const { width, height, orientation } = enc.map;
  const index = terrainIndex(enc.map.terrain);
  // Members listed one by one (no spread, no getter): boards are built after every move and every
  // fall, and a literal with an accessor or a spread is built on V8's slow path.
  const board: Board = {
    terrain: index.terrain,
    isWall: index.isWall,
    coverAt: index.coverAt,
    coverById: index.coverById,
    occupants,
    occupantsById,
    groundCost: () => groundCostOf(index.terrain, enc.map.terrain, width, height, orientation),
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
  const ground = board.groundCost();
  const occupants = board.occupantsById;
  return (h) => {
    // hexId packs coordinates within +-16384 only; anything beyond is far off any map.
    if (h.q < -16384 || h.q >= 16384 || h.r < -16384 || h.r >= 16384) return Infinity;
    const id = hexId(h);
    const base = ground.get(id);
    if (base === undefined) return Infinity;
    const who = occupants.get(id);
    return who && who.some((x) => x !== mover) ? Infinity : base;
  };
}

/** Why a hex cannot be entered, in words for the GM ("column 4, row 7 is a wall", as the map's readout names hexes), or null when it can. */
export function blockedReason(board: Board, mover: string, h: Hex, names: (id: string) => string, orientation: Orientation): string | null {
  const at = hexPlace(h, orientation);
  if (!board.inBounds(h)) return `${at} is off the map`;
  const k = hexKey(h);
  const who = board.occupants.get(k)?.filter((id) => id !== mover);
  if (who && who.length) return `${at} is held by ${who.map(names).join(' and ')}`;
  const t = board.terrain.get(k);
  if (t?.kind === 'wall') return `${at} is a wall`;
  if (t?.kind === 'cover' && t.blocksSight) return `${at} is filled by ${t.name}`;
  return null;
}

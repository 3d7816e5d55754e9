// The map as the rules query it: terrain by hex, who stands where, what a step costs, what blocks
// sight and what gives cover. Built from the encounter on demand and cached by identity: combat
// states are immutable, so an encounter (and its terrain list) indexed once never goes stale.
import { axialToOffset, edgeKey, hexKey, hexPlace, isOnMap, sideSet, type CostFn, type CoverAt, type CoverSide, type Hex, type IsWall, type Orientation, type SideTest } from '../hex';
import { lowWallCell, lowWallCover, stepBlockingSides } from './edges';
import { mapped } from './record';
import { bodyOf, isBig } from './body';
import type { BattleMap, CoverCell, Encounter, TerrainCell } from './schema';

export type Board = {
  readonly terrain: ReadonlyMap<string, TerrainCell>;
  /** hexKey -> ids whose bodies cover it (a grappling group shares a hex; RULES.md 5.2). */
  readonly occupants: ReadonlyMap<string, readonly string[]>;
  /** The ground and who stands where, cell by cell, for the movement cost (worked out on first ask). */
  grid(): Grid;
  inBounds(h: Hex): boolean;
  isWall: IsWall;
  coverAt: CoverAt;
  /** The sides a line of sight may not cross (walls, doors that are not open; RULES.md 5.4), or undefined when the map has none. */
  blockedSide: SideTest | undefined;
  /** The low walls a line counts as cover where it crosses them (RULES.md 5.4), or undefined when the map has none. */
  coverSide: CoverSide | undefined;
  /** The sides a step may not cross (every edge but an open door; RULES.md 5.4), or undefined when the map has none. */
  blockedStep: SideTest | undefined;
  coverById(id: string): CoverCell | null;
};

/**
 * The map as the path searches read it, by offset cell (row by row from the top left): they ask the
 * movement cost of thousands of hexes, and two typed-array reads beat looking the hex up in Maps by
 * its id (on the engine bench, Maps of hexId took a fifth of a path search).
 */
export type Grid = {
  readonly width: number;
  readonly height: number;
  readonly orientation: Orientation;
  /** The cost of entering each cell for its ground, ignoring who stands there. */
  readonly ground: Float64Array;
  /** Who stands in each cell: 0 nobody, i + 1 the one combatant `ids[i]`, -1 several (a grapple). */
  readonly standing: Int32Array;
  /** The encounter's combatant ids, in its order. */
  readonly ids: readonly string[];
};

type TerrainIndex = Pick<Board, 'terrain' | 'isWall' | 'coverAt' | 'coverById'> & { readonly signature: string };

// Moves and attacks keep the terrain list; only cover damage replaces it. Built afresh for every
// board, a simulated fight took 24% more CPU in YAUGS, 15% in VERS, 5% in Waylights (and the sight
// table in facts.ts, keyed on these functions, would never hit).
const terrainIndexes = new WeakMap<readonly TerrainCell[], TerrainIndex>();

// The wall and cover answers of the terrain lists seen, by what sight reads of them (where the walls
// are, and each cover object's id, value and whether it blocks sight): a hit that only wears a cover
// object down makes a new list with the same answers, and handing out the same functions keeps the
// sight tables keyed on them (facts.ts, the players' sight) warm. Built afresh for every list, a
// simulated VERS fight, whose hits wear cover down, worked 34 sight lines a fight out again and took
// 10-11% more CPU (warm fights, two series).
const sightAnswers = new Map<string, Pick<TerrainIndex, 'isWall' | 'coverAt'>>();
const SIGHT_ANSWERS_MAX = 64;

// Hexes of a 200 x 200 map lie well within this many steps of the origin on both axes.
const CELL_LIMIT = 512;
const cellNumber = (h: Hex): number =>
  h.q >= -CELL_LIMIT && h.q < CELL_LIMIT && h.r >= -CELL_LIMIT && h.r < CELL_LIMIT ? (h.q + CELL_LIMIT) * 2 * CELL_LIMIT + (h.r + CELL_LIMIT) : -1;

/**
 * The wall and cover answers of a terrain list. Sight asks them for every hex of every line it
 * draws, so the cells are found by a number rather than a text built for each question (a
 * standHere with danger draws thousands of lines); a list with a cell beyond the numbers' range
 * (none on a map the schema accepts) is asked by text.
 */
function sightAnswersOf(list: readonly TerrainCell[]): Pick<TerrainIndex, 'isWall' | 'coverAt'> {
  type Cell = { id: string; value: number; blocksSight: boolean };
  if (list.some((t) => cellNumber(t) === -1)) {
    const byKey = new Map<string, TerrainCell>();
    for (const t of list) byKey.set(hexKey(t), t);
    const covers = new Map<string, Cell>();
    for (const [k, t] of byKey) if (t.kind === 'cover') covers.set(k, { id: t.id, value: t.value, blocksSight: t.blocksSight });
    return { isWall: (h) => byKey.get(hexKey(h))?.kind === 'wall', coverAt: (h) => covers.get(hexKey(h)) ?? null };
  }
  // The last cell of a hex wins, as in the index by key.
  const last = new Map<number, TerrainCell>();
  for (const t of list) last.set(cellNumber(t), t);
  const walls = new Set<number>();
  const covers = new Map<number, Cell>();
  for (const [n, t] of last) {
    if (t.kind === 'wall') walls.add(n);
    else if (t.kind === 'cover') covers.set(n, { id: t.id, value: t.value, blocksSight: t.blocksSight });
  }
  return { isWall: (h) => walls.has(cellNumber(h)), coverAt: (h) => covers.get(cellNumber(h)) ?? null };
}

function terrainIndex(list: readonly TerrainCell[]): TerrainIndex {
  const cached = terrainIndexes.get(list);
  if (cached) return cached;
  const terrain = new Map<string, TerrainCell>();
  const covers = new Map<string, CoverCell>();
  for (const t of list) {
    terrain.set(hexKey(t), t);
    if (t.kind === 'cover') covers.set(t.id, t);
  }
  // One text of what sight reads, each cover id after its length so no id can run into the next
  // member (a JSON text of the same, a list per cell, cost a VERS fight 1% more CPU).
  let signature = '';
  for (const [k, t] of terrain) {
    if (t.kind === 'wall') signature += `w${k};`;
    else if (t.kind === 'cover') signature += `c${k}:${t.value}:${t.blocksSight ? 1 : 0}:${t.id.length}:${t.id};`;
  }
  let answers = sightAnswers.get(signature);
  if (!answers) {
    // Built once per set of answers, so the same cover answer is handed out every time: callers
    // that cache line-of-sight results can key them on these functions.
    answers = sightAnswersOf(list);
    if (sightAnswers.size >= SIGHT_ANSWERS_MAX) sightAnswers.clear();
    sightAnswers.set(signature, answers);
  }
  const index: TerrainIndex = {
    terrain,
    signature,
    isWall: answers.isWall,
    coverAt: answers.coverAt,
    coverById: (id) => covers.get(id) ?? null,
  };
  terrainIndexes.set(list, index);
  return index;
}

type SightParts = Pick<Board, 'isWall' | 'coverAt' | 'blockedSide' | 'coverSide'>;

// The sides that block sight, per edge list and map size: what sight reads of the edges, a text
// of the blocking sides and their test. Edges change only when a door does.
const blockingSides = new WeakMap<NonNullable<BattleMap['edges']>, { size: string; signature: string; test: SideTest | undefined }>();

// The answers sight reads with edges, by the terrain's and the edges' signatures together: their
// own wall and cover functions, so the sight tables keyed on those (facts.ts) never mix up a map
// with edges and the same map without them.
const edgeSightAnswers = new Map<string, SightParts>();

/** Sight's answers for the map: the terrain's alone when no edge blocks sight or gives cover, as every map before edges. */
function sightParts(index: TerrainIndex, map: BattleMap): SightParts {
  const edges = map.edges;
  const plain: SightParts = { isWall: index.isWall, coverAt: index.coverAt, blockedSide: undefined, coverSide: undefined };
  if (!edges || edges.length === 0) return plain;
  const size = `${map.width}x${map.height}${map.orientation}`;
  let sides = blockingSides.get(edges);
  if (!sides || sides.size !== size) {
    // RULES.md 5.4: a wall or a door that is not open blocks a line; a window, an open door or a low wall does not.
    const blocking = edges.filter((e) => e.kind === 'wall' || (e.kind === 'door' && e.door?.state !== 'open'));
    const signature = blocking.map((e) => edgeKey(e.a, e.b)).sort().join(';');
    sides = { size, signature, test: blocking.length > 0 ? sideSet(blocking, map.width, map.height, map.orientation) : undefined };
    blockingSides.set(edges, sides);
  }
  // A low wall crossed by the line is a cover object on it (RULES.md 5.4).
  const low = lowWallCover(map);
  if (!sides.test && !low.coverSide) return plain;
  const key = `${index.signature}|${size}|${sides.signature}|${low.signature}`;
  let parts = edgeSightAnswers.get(key);
  if (!parts) {
    parts = { isWall: (h) => index.isWall(h), coverAt: (h) => index.coverAt(h), blockedSide: sides.test, coverSide: low.coverSide };
    if (edgeSightAnswers.size >= SIGHT_ANSWERS_MAX) edgeSightAnswers.clear();
    edgeSightAnswers.set(key, parts);
  }
  return parts;
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

// The cost of the ground of every cell of the map, per terrain list and map size: a path search
// asks for thousands of hexes, and a number lookup beats working out the hex's key, bounds and
// terrain each time. Rebuilt only when the terrain list or the map's size changes. Rebuilt on every
// ask, a simulated fight took 32% more CPU in YAUGS, 19% in VERS, 14% in Waylights.
const groundCosts = new WeakMap<readonly TerrainCell[], { width: number; height: number; orientation: Orientation; cost: Float64Array }>();

function groundCostOf(list: readonly TerrainCell[], width: number, height: number, orientation: Orientation): Float64Array {
  const hit = groundCosts.get(list);
  if (hit && hit.width === width && hit.height === height && hit.orientation === orientation) return hit.cost;
  const cost = new Float64Array(width * height).fill(1);
  // Later cells of the list win, as they do in the terrain index.
  for (const t of list) {
    const o = axialToOffset(t, orientation);
    if (o.col >= 0 && o.col < width && o.row >= 0 && o.row < height) cost[o.row * width + o.col] = terrainCost(t);
  }
  groundCosts.set(list, { width, height, orientation, cost });
  return cost;
}

function gridOf(enc: Encounter, out: readonly string[]): Grid {
  const { width, height, orientation } = enc.map;
  const standing = new Int32Array(width * height);
  enc.combatants.forEach((c, i) => {
    // Those out of the fight lie where they fell but no longer block a hex.
    if (out.includes(c.id)) return;
    // Every hex of a bigger body is held (RULES.md 5.2); a one-hex body needs no list.
    for (const h of isBig(c) ? bodyOf(c) : [c.position]) {
      const o = axialToOffset(h, orientation);
      if (o.col < 0 || o.col >= width || o.row < 0 || o.row >= height) continue;
      const cell = o.row * width + o.col;
      standing[cell] = standing[cell] === 0 ? i + 1 : -1;
    }
  });
  return { width, height, orientation, ground: groundCostOf(enc.map.terrain, width, height, orientation), standing, ids: mapped(enc.combatants, (c) => c.id) };
}

/**
 * What entering a hex costs for its ground: walls and cover objects that fill a hex are
 * impassable, difficult ground costs its value, low cover 2 (open ground, not listed, costs 1).
 */
function terrainCost(t: TerrainCell): number {
  if (t.kind === 'wall') return Infinity;
  if (t.kind === 'difficult') return t.cost;
  // A cover object that blocks sight is solid (a wall section, a pillar); low cover is crossed at cost 2.
  return t.blocksSight ? Infinity : 2;
}

/**
 * A board: the terrain index of the encounter's list, and who stands where, worked out on first ask.
 * Boards are built after every move and every fall, and the tactic and the engine ask mostly for
 * the terrain: who stands where, worked out for every board (a key text per combatant), cost a
 * simulated fight 5% more CPU in YAUGS and VERS, 2% in Waylights. A class, not a literal: a literal
 * with an accessor is built on V8's slow path.
 */
class EncounterBoard implements Board {
  readonly terrain: ReadonlyMap<string, TerrainCell>;
  readonly isWall: IsWall;
  readonly coverAt: CoverAt;
  readonly blockedSide: SideTest | undefined;
  readonly coverSide: CoverSide | undefined;
  readonly coverById: (id: string) => CoverCell | null;
  #occupants: Map<string, string[]> | null = null;
  #grid: Grid | null = null;

  constructor(
    private readonly enc: Encounter,
    private readonly out: readonly string[],
  ) {
    const index = terrainIndex(enc.map.terrain);
    const sight = sightParts(index, enc.map);
    this.terrain = index.terrain;
    this.isWall = sight.isWall;
    this.coverAt = sight.coverAt;
    this.blockedSide = sight.blockedSide;
    this.coverSide = sight.coverSide;
    this.coverById = (id) => index.coverById(id) ?? lowWallCell(enc.map, id);
  }

  get blockedStep(): SideTest | undefined {
    return stepBlockingSides(this.enc.map);
  }

  get occupants(): ReadonlyMap<string, readonly string[]> {
    if (this.#occupants === null) {
      const occupants = new Map<string, string[]>();
      for (const c of this.enc.combatants) {
        // Those out of the fight lie where they fell but no longer block a hex.
        if (this.out.includes(c.id)) continue;
        for (const h of isBig(c) ? bodyOf(c) : [c.position]) {
          const k = hexKey(h);
          const ids = occupants.get(k);
          if (ids) ids.push(c.id);
          else occupants.set(k, [c.id]);
        }
      }
      this.#occupants = occupants;
    }
    return this.#occupants;
  }

  grid(): Grid {
    return (this.#grid ??= gridOf(this.enc, this.out));
  }

  inBounds(h: Hex): boolean {
    const { width, height, orientation } = this.enc.map;
    return isOnMap(h, width, height, orientation);
  }
}

/** An index of the encounter's map and token positions (cached; the encounter must not be mutated). */
export function buildBoard(enc: Encounter, out: readonly string[] = []): Board {
  let list = boards.get(enc);
  const hit = list?.find((b) => sameList(b.out, out));
  if (hit) return hit.board;
  const kept = [...out];
  const board = new EncounterBoard(enc, kept);
  if (!list) boards.set(enc, (list = []));
  if (list.length >= BOARDS_PER_ENCOUNTER) list.shift();
  list.push({ out: kept, board });
  return board;
}

/**
 * The cost of entering each hex for `mover`: off the map, walls, cover objects that fill a hex
 * and hexes held by others are impassable; difficult ground costs its value; open ground 1.
 */
export function movementCost(board: Board, mover: string): CostFn {
  const { width, height, orientation, ground, standing, ids } = board.grid();
  const pointy = orientation === 'pointy';
  // 0 when the mover is not in the encounter: then anyone standing in a hex blocks it.
  const me = ids.indexOf(mover) + 1;
  return (h) => {
    // axialToOffset, worked out here without its object.
    const col = pointy ? h.q + (h.r - (h.r & 1)) / 2 : h.q;
    const row = pointy ? h.r : h.r + (h.q - (h.q & 1)) / 2;
    if (!(col >= 0 && col < width && row >= 0 && row < height)) return Infinity;
    const cell = row * width + col;
    const who = standing[cell];
    // Someone else, several (a grapple group), or a cell that is no cell (a fractional hex).
    if (who !== 0 && who !== me) return Infinity;
    return ground[cell]!;
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

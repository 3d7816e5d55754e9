// The pair table of standHere (the step-here advisor): what a one-hex pair's facts depend on besides
// the weapon and the defender's own cover, for the defender's hex against every hex an attacker
// could attack from, worked out from the map's walls and cover objects alone. It reads the terrain's
// sight answers and the two hexes only, so one table serves every ask on the same terrain
// (pairTableFor): a GM's next ask, a move later, finds most of its pairs already worked out.
import { hexDistance, nearNudgedLine, nudgedLineHexIs, nudgedLineSetup, type CoverAt, type CoverObject, type Hex, type IsWall } from '../hex';
import type { Board } from '../model/board';
import { sightAnswer } from '../model/facts';
import type { AnyCombatant } from '../model/schema';
import { isFromBehind } from '../rules/tactics/facing';

/** A pair table entry: the two hexes are one (no attack between them). */
export const PAIR_SAME_HEX = -1;
/** A pair table entry: beyond the packing's ranges (never on a 200 x 200 map), the pair is asked as it is. */
export const PAIR_ASKED = -2;
/** A pair table entry not yet worked out for this defender's hex. */
const PAIR_UNSET = -3;

// The rows a table keeps (4 bytes a cell): past this many cells they are all dropped and worked out
// again as asked, 4 MB at most (what survives is copied by every young collection: kept small).
const ROW_CELLS_MAX = 1_000_000;
// A table's hexes times its obstacles (the distances it keeps, 4 bytes each): past this a new table
// is begun for the next ask (the old one stays with the asks that hold it), 4 MB at most.
const DISTANCES_MAX = 1_000_000;

/**
 * What a one-hex pair's facts depend on besides the weapon and the actor's own cover, for the
 * actor's hex against every hex any enemy could attack from: the distance, whether the attacker
 * is behind the actor, and the line's sight answer (0 for a clear line with no cover on it),
 * packed as (line x 512 + distance) x 3 + behind and numbered in the order met (a table by
 * that packing took a megabyte a weapon, filled anew on every call). These read the two hexes and the terrain
 * only, the same for every enemy: one row per actor's hex is shared by all the enemies' threats,
 * where each enemy asked its own for every pair (and sight once a pair, not once per enemy).
 * Only for boards whose sight no side blocks or covers (then walls and cover objects are all it reads).
 * The rows are kept by the defender's hex and facing, so a later ask on the same terrain reads the
 * pairs an earlier one worked out (the numbering is the table's own, the same for every ask).
 */
export class PairTable {
  private readonly hexes: Hex[] = [];
  private readonly index = new Map<number, number>();
  // What can stand on a line of sight: walls and cover objects (the only terrain sight reads).
  private readonly obstacles: Hex[] = [];
  private readonly oq: Int32Array;
  private readonly or: Int32Array;
  private readonly walls: boolean[] = [];
  private readonly covers: (CoverObject | null)[] = [];
  // Each obstacle's sight answer (sightAnswer's kind) as the cover of a clear line, and of a blocked one.
  private readonly kindSeen: number[] = [];
  private readonly kindBlocked: number[] = [];
  private readonly blockedBare = sightAnswer(false, 0, null).kind;
  // Each obstacle's distance from each hex of the table, by the hex's index there (room for more hexes past the end).
  private dist = new Int32Array(0);
  private rowAt: Hex | null = null;
  // The packed facts met, each numbered (the value's answer).
  private readonly ids = new Map<number, number>();
  private facing: AnyCombatant['facing'] = null;
  private rowOf: Int32Array = new Int32Array(0);
  // The rows worked out, by defender's hex and facing (rowKey), and their cells in all.
  private readonly rows = new Map<number, Int32Array>();
  private rowKey = -1;
  private cells = 0;
  private near = new Int32Array(0);
  // The obstacles by their distance from the row's hex, nearest first (sorted when a line first needs them).
  private order = new Int32Array(0);
  private ordered = false;
  // The two nudged lines of the pair being worked out (nudgedLineSetup).
  private readonly lines = new Float64Array(8);

  constructor(board: Board) {
    for (const t of board.terrain.values()) {
      if (t.kind !== 'wall' && t.kind !== 'cover') continue;
      const h = { q: t.q, r: t.r };
      this.obstacles.push(h);
      this.walls.push(board.isWall(h));
      const c = board.coverAt(h);
      this.covers.push(c);
      this.kindSeen.push(c === null ? -1 : sightAnswer(true, c.value, c.id).kind);
      this.kindBlocked.push(c === null ? -1 : sightAnswer(false, c.value, c.id).kind);
    }
    this.oq = Int32Array.from(this.obstacles, (h) => h.q);
    this.or = Int32Array.from(this.obstacles, (h) => h.r);
  }

  /** The distances the table keeps (its hexes times its obstacles). */
  get size(): number {
    return this.hexes.length * this.obstacles.length;
  }

  /** The table's indices of `hexes`, added where new. */
  add(hexes: readonly Hex[]): Int32Array {
    const out = new Int32Array(hexes.length);
    const K = this.obstacles.length;
    for (let i = 0; i < hexes.length; i++) {
      const key = packedHex(hexes[i]!);
      let u = this.index.get(key);
      if (u === undefined) {
        this.index.set(key, (u = this.hexes.length));
        const h = hexes[i]!;
        this.hexes.push(h);
        if ((u + 1) * K > this.dist.length) {
          const grown = new Int32Array(Math.max((u + 1) * K, 2 * this.dist.length));
          grown.set(this.dist);
          this.dist = grown;
        }
        for (let k = 0; k < K; k++) this.dist[u * K + k] = hexDistance(h, this.obstacles[k]!);
      }
      out[i] = u;
    }
    return out;
  }

  /** Makes `at` the defender's hex that `value` answers for, the defender facing `facing` (the entries are worked out as asked). */
  at(at: Hex, facing: AnyCombatant['facing']): void {
    if (this.rowAt !== null && this.rowAt.q === at.q && this.rowAt.r === at.r && this.facing === facing) return;
    this.facing = facing;
    this.rowAt = at;
    this.ordered = false;
    // Facing is a whole 0-5 or null (the schema); anything else gets a row of its own, not kept.
    const f = facing === null ? 6 : Number.isInteger(facing) && facing >= 0 && facing <= 5 ? facing : -1;
    const key = f < 0 ? -1 : packedHex(at) * 8 + f;
    let row = key < 0 ? undefined : this.rows.get(key);
    if (row === undefined) {
      row = new Int32Array(this.hexes.length).fill(PAIR_UNSET);
      if (key >= 0) {
        if (this.cells + row.length > ROW_CELLS_MAX) {
          this.rows.clear();
          this.cells = 0;
        }
        this.rows.set(key, row);
        this.cells += row.length;
      }
    }
    this.rowOf = row;
    this.rowKey = key;
  }

  /** The table hex `u`'s packed facts against the actor's hex (PAIR_SAME_HEX, PAIR_ASKED, or the packing above). */
  value(u: number): number {
    if (u >= this.rowOf.length) this.growRow();
    const known = this.rowOf[u]!;
    if (known !== PAIR_UNSET) return known;
    const at = this.rowAt!;
    const from = this.hexes[u]!;
    const d = hexDistance(from, at);
    if (d === 0) return (this.rowOf[u] = PAIR_SAME_HEX);
    const line = d >= 2 ? this.lineKind(u, from, at, d) : 0;
    const behind = this.facing === null ? 0 : isFromBehind(at, this.facing, from) ? 2 : 1;
    if (d >= 512 || line >= 256) return (this.rowOf[u] = PAIR_ASKED);
    // Numbered in the order met, so the callers' tables by value stay as small as the kinds of pair.
    const packed = (line * 512 + d) * 3 + behind;
    let id = this.ids.get(packed);
    if (id === undefined) this.ids.set(packed, (id = this.ids.size));
    return (this.rowOf[u] = id);
  }

  /** The row made as long as the table's hexes (added since it was begun), the new cells unset. */
  private growRow(): void {
    const row = new Int32Array(this.hexes.length).fill(PAIR_UNSET);
    row.set(this.rowOf);
    this.cells += row.length - this.rowOf.length;
    this.rowOf = row;
    if (this.rowKey >= 0 && this.rows.has(this.rowKey)) this.rows.set(this.rowKey, row);
  }

  /** The obstacles by their distance from the row's hex, nearest first. */
  private sortObstacles(at: Hex): void {
    const K = this.obstacles.length;
    if (this.near.length !== K) this.near = new Int32Array(K);
    for (let k = 0; k < K; k++) this.near[k] = hexDistance(this.obstacles[k]!, at);
    // Nearest first: an obstacle no nearer the defender than the attacker is cannot be between them.
    if (this.order.length !== K) this.order = new Int32Array(K);
    for (let k = 0; k < K; k++) {
      let j = k;
      for (; j > 0 && this.near[this.order[j - 1]!]! > this.near[k]!; j--) this.order[j] = this.order[j - 1]!;
      this.order[j] = k;
    }
    this.ordered = true;
  }

  /**
   * sightBetween(from, at) as 0 for a clear line with no cover, else 1 + its answer's kind,
   * worked out from the obstacles alone: every hex of a line is one step on from the last, so hex
   * i of it lies i from `from` and d - i from `at`, and an obstacle whose distances to the two ends
   * add up to d (1 to d - 1 from each) is on a nudged line only if that line's hex at its distance
   * from `from` is it (nudgedLineHas). The rest is sight's scan (hex/sight.ts) of those hexes: a
   * wall or a sight-blocking object blocks a line, each line's cover is its greatest object, the
   * one nearest the defender among equals, and the 'both' rule picks the line. No line is drawn:
   * a first ask finds thousands of lines the sight table has not seen.
   */
  lineKind(u: number, from: Hex, at: Hex, d: number): number {
    if (!this.ordered) this.sortObstacles(at);
    const K = this.oq.length;
    const base = u * K;
    const dist = this.dist, near = this.near, oq = this.oq, or = this.or;
    const aq = from.q, ar = from.r;
    // The line's vector for nearNudgedLine, and the two nudged lines once an obstacle is near them.
    const vq = at.q - aq, vr = at.r - ar, vs = -vq - vr;
    const vv = vq * vq + vr * vr + vs * vs;
    const lines = this.lines;
    let drawn = false;
    let clear0 = true, clear1 = true;
    let v0 = 0, v1 = 0, i0 = -1, i1 = -1, k0 = -1, k1 = -1;
    let met = false;
    const order = this.order;
    for (let j = 0; j < K; j++) {
      const k = order[j]!;
      const nk = near[k]!;
      if (nk >= d) break;
      const fk = dist[base + k]!;
      if (fk + nk !== d || fk === 0 || nk === 0) continue;
      const wq = oq[k]! - aq, wr = or[k]! - ar;
      // Most hexes so placed lie off the line: the cheap test first.
      if (!nearNudgedLine(vq, vr, vv, wq, wr)) continue;
      if (!drawn) {
        nudgedLineSetup(from, at, 1, lines, 0);
        nudgedLineSetup(from, at, -1, lines, 4);
        drawn = true;
      }
      const on0 = nudgedLineHexIs(lines, 0, d, fk, wq, wr);
      const on1 = nudgedLineHexIs(lines, 4, d, fk, wq, wr);
      if (!on0 && !on1) continue;
      met = true;
      if (this.walls[k]) {
        if (on0) clear0 = false;
        if (on1) clear1 = false;
        continue;
      }
      const c = this.covers[k];
      if (c === null || c === undefined) continue;
      if (c.blocksSight) {
        if (on0) clear0 = false;
        if (on1) clear1 = false;
      }
      if (c.value <= 0) continue;
      if (on0 && (c.value > v0 || (c.value === v0 && fk > i0))) { v0 = c.value; i0 = fk; k0 = k; }
      if (on1 && (c.value > v1 || (c.value === v1 && fk > i1))) { v1 = c.value; i1 = fk; k1 = k; }
    }
    if (!met) return 0;
    const visible = clear0 || clear1;
    const take0 = visible ? clear0 && (!clear1 || v0 <= v1) : !(v1 > v0);
    const k = take0 ? k0 : k1;
    if (k === -1) return visible ? 0 : 1 + this.blockedBare;
    return 1 + (visible ? this.kindSeen[k]! : this.kindBlocked[k]!);
  }
}


/**
 * The pair table for a board's terrain, kept by its sight answers (board.ts hands out the same
 * isWall and coverAt for the same walls and cover objects), or a new one where a side blocks or
 * covers sight (the table does not read sides). Many asks share it: on the stand bench, a first ask
 * of a new state found most of its pairs worked out by the asks before it.
 */
export function pairTableFor(board: Board): PairTable {
  if (board.blockedSide !== undefined || board.coverSide !== undefined) return new PairTable(board);
  let byCover = tables.get(board.isWall);
  if (!byCover) tables.set(board.isWall, (byCover = new WeakMap()));
  let table = byCover.get(board.coverAt);
  if (!table || table.size > DISTANCES_MAX) byCover.set(board.coverAt, (table = new PairTable(board)));
  return table;
}

const tables = new WeakMap<IsWall, WeakMap<CoverAt, PairTable>>();

/** A hex as one whole number, for maps keyed by position (the movement search's own bounds, -16384 <= q, r < 16384). */
export const packedHex = (h: Hex): number => (h.q + 16384) * 32768 + (h.r + 16384);

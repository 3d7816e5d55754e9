// Movement over a cost field: which hexes a token can reach with a budget, by which cheapest path,
// and what an explicit (GM-dragged) path costs.
import type { Hex } from './coords';
import { hexId, hexIdOf, hexIdQ, hexIdR } from './coords';
import { hexDistance } from './distance';
import { MinHeap } from './heap';

/** The cost of entering a hex; Infinity (or NaN) means impassable, negative costs are not allowed. */
export type CostFn = (h: Hex) => number;

/** The cost of a step from a hex to its neighbour, where the step matters and not only the hex (a side, a body); Infinity for none. */
export type StepFn = (from: Hex, to: Hex) => number;

/** Options for reachable. */
export type ReachOptions = {
  /** Stop as soon as this hex is settled (its cost and path are final): for one path, not an overlay. */
  target?: Hex;
  /** The cost of each step, instead of the cost of the hex it enters (walls on sides, a whole body moving; RULES.md 5.2, 5.4). */
  step?: StepFn;
};

/** Every hex reachable within a budget, with its cheapest cost and a parent link to rebuild its path. */
export type Reach = {
  readonly start: Hex;
  readonly budget: number;
  /** The reachable hexes in the order the search found them; the start is first, at cost 0. */
  readonly hexes: readonly Hex[];
  /** Cost of each hex in `hexes`, same index. */
  readonly costs: readonly number[];
  /** Index in `hexes` of the previous hex on the cheapest path; -1 for the start. */
  readonly parents: readonly number[];
  /** hexId -> index in `hexes`. */
  readonly index: ReadonlyMap<number, number>;
};

const DQ = [1, 1, 0, -1, -1, 0] as const;
const DR = [0, -1, -1, 0, 1, 1] as const;

/**
 * hexId -> slot in the search's lists: open addressing over two arrays of small integers (a key of 0
 * is empty, so ids are stored plus one; plain arrays, as typed arrays this small are slow to make).
 * Looking the neighbours up in a Map instead took a third of a search, and a simulated fight (one
 * search a turn) 2-6% more CPU in YAUGS and VERS, 0-8% in Waylights.
 */
class SlotTable {
  private keys: number[];
  private slots: number[];
  // Fibonacci hashing takes the top bits of the product: the low bits of an id are its r alone.
  private shift: number;
  private count = 0;

  /** A table with room for about `expected` ids before it grows (at least 64). */
  constructor(expected: number) {
    let bits = 7;
    while (bits < 14 && 1 << bits < 2 * (expected + 1)) bits++;
    this.keys = new Array<number>(1 << bits).fill(0);
    this.slots = new Array<number>(1 << bits).fill(0);
    this.shift = 32 - bits;
  }

  /** The slot of `id`, or -1. */
  get(id: number): number {
    const keys = this.keys;
    const mask = keys.length - 1;
    for (let i = Math.imul(id, 0x9e3779b1) >>> this.shift; ; i = (i + 1) & mask) {
      const k = keys[i]!;
      if (k === 0) return -1;
      if (k === id + 1) return this.slots[i]!;
    }
  }

  /** Records the slot of an `id` not yet in the table. */
  add(id: number, slot: number): void {
    if (2 * (this.count + 1) > this.keys.length) this.grow();
    this.put(id, slot);
    this.count++;
  }

  private put(id: number, slot: number): void {
    const keys = this.keys;
    const mask = keys.length - 1;
    let i = Math.imul(id, 0x9e3779b1) >>> this.shift;
    while (keys[i] !== 0) i = (i + 1) & mask;
    keys[i] = id + 1;
    this.slots[i] = slot;
  }

  private grow(): void {
    const { keys, slots } = this;
    this.keys = new Array<number>(keys.length * 2).fill(0);
    this.slots = new Array<number>(keys.length * 2).fill(0);
    this.shift--;
    for (let i = 0; i < keys.length; i++) if (keys[i] !== 0) this.put(keys[i]! - 1, slots[i]!);
  }
}

/** hexId -> slot in a search's lists. */
type SlotIndex = Pick<SlotTable, 'get' | 'add'>;

/**
 * hexId -> slot for a search of a small budget: the hexes within `radius` steps of the start, by
 * their offset from it, in one list (no hashing); any other (reached over steps that cost
 * nothing) in a SlotTable. The tactic's YAUGS moves search 3 hexes around, a tenth of a simulated
 * fight's time; the window made such a fight 3% sooner than the hash table alone.
 */
class WindowTable {
  private readonly side: number;
  private readonly q0: number;
  private readonly r0: number;
  private readonly slots: number[];
  private outside: SlotTable | null = null;

  constructor(centre: Hex, radius: number) {
    this.side = 2 * radius + 1;
    this.q0 = centre.q - radius;
    this.r0 = centre.r - radius;
    this.slots = new Array<number>(this.side * this.side).fill(-1);
  }

  /** The slot of `id`, or -1. */
  get(id: number): number {
    const cell = this.cellOf(id);
    if (cell !== -1) return this.slots[cell]!;
    return this.outside === null ? -1 : this.outside.get(id);
  }

  /** Records the slot of an `id` not yet in the table. */
  add(id: number, slot: number): void {
    const cell = this.cellOf(id);
    if (cell !== -1) this.slots[cell] = slot;
    else (this.outside ??= new SlotTable(16)).add(id, slot);
  }

  /** The window's cell of `id`, or -1 when it lies outside. */
  private cellOf(id: number): number {
    const dq = hexIdQ(id) - this.q0;
    const dr = hexIdR(id) - this.r0;
    return dq >= 0 && dq < this.side && dr >= 0 && dr < this.side ? dq * this.side + dr : -1;
  }
}

// Up to this budget a search keeps its slots in a WindowTable (17 x 17 cells at most). Beyond it,
// setting the window up no longer costs more than hashing: a search of budget 12 hashed was 8% quicker.
const WINDOW_BUDGET = 8;

/** A search's answer. Its `index` Map is only built when read: pathTo and reachCost use the search's table. */
class SearchResult implements Reach {
  #index: Map<number, number> | null = null;

  constructor(
    readonly start: Hex,
    readonly budget: number,
    readonly hexes: readonly Hex[],
    readonly costs: readonly number[],
    readonly parents: readonly number[],
    private readonly ids: readonly number[],
    private readonly slots: SlotIndex,
  ) {}

  get index(): ReadonlyMap<number, number> {
    if (this.#index === null) {
      this.#index = new Map();
      for (let k = 0; k < this.ids.length; k++) this.#index.set(this.ids[k]!, k);
    }
    return this.#index;
  }

  /** The index in `hexes` of the hex with this hexId, or -1. */
  slotOf(id: number): number {
    return this.slots.get(id);
  }
}

/** The index in `reach.hexes` of `h`, or -1 when it is out of reach. */
function slotOf(reach: Reach, h: Hex): number {
  return reach instanceof SearchResult ? reach.slotOf(hexId(h)) : (reach.index.get(hexId(h)) ?? -1);
}

/**
 * Dijkstra from `start`: every hex whose cheapest path costs at most `budget`, where a path costs the
 * sum of `cost` over the hexes it enters (not the start). Hexes are keyed by hexId, so the search
 * must stay within -16384 <= q, r < 16384: let `cost` return Infinity off the map.
 */
export function reachable(start: Hex, budget: number, cost: CostFn, opts: ReachOptions = {}): Reach {
  const hexes: Hex[] = [];
  const costs: number[] = [];
  const parents: number[] = [];
  const settled: boolean[] = [];
  const ids: number[] = [];
  // Sized for the hexes within `budget` steps: growing it took an eighth of a Waylights move search.
  const slots: SlotIndex = budget <= WINDOW_BUDGET ? new WindowTable(start, Math.max(0, Math.ceil(budget))) : new SlotTable(budget >= 64 ? Infinity : 3 * budget * (budget + 1) + 1);
  const heap = new MinHeap();
  const targetId = opts.target ? hexId(opts.target) : -1;
  const stepFn = opts.step;

  hexes.push({ q: start.q, r: start.r });
  costs.push(0);
  parents.push(-1);
  settled.push(false);
  ids.push(hexId(start));
  slots.add(ids[0]!, 0);
  heap.push(0, 0);

  while (heap.size > 0) {
    const key = heap.peekKey()!;
    const i = heap.pop();
    // Lazy deletion: a stale entry is one whose key is above the slot's current best.
    if (settled[i] || key > costs[i]!) continue;
    settled[i] = true;
    const h = hexes[i]!;
    if (targetId !== -1 && ids[i] === targetId) break;
    for (let d = 0; d < 6; d++) {
      const q = h.q + DQ[d as 0];
      const r = h.r + DR[d as 0];
      const id = hexIdOf(q, r);
      const j = slots.get(id);
      if (j !== -1 && settled[j]) continue;
      // The neighbour's hex object only now: a settled one needs none, and one already found has its
      // own (a fresh copy for every look at a found hex was most of a search's garbage).
      const n: Hex = j === -1 ? { q, r } : hexes[j]!;
      const step = stepFn === undefined ? cost(n) : stepFn(h, n);
      // `!(step >= 0)` also rejects NaN; Infinity fails the budget test below.
      if (!(step >= 0)) continue;
      const c = key + step;
      if (c > budget) continue;
      if (j === -1) {
        const k = hexes.length;
        hexes.push(n);
        costs.push(c);
        parents.push(i);
        settled.push(false);
        ids.push(id);
        slots.add(id, k);
        heap.push(c, k);
      } else if (c < costs[j]!) {
        costs[j] = c;
        parents[j] = i;
        heap.push(c, j);
      }
    }
  }
  // With a target the search stops early: hexes found but not settled have no final cost, so keep
  // only the settled ones (a settled hex's parent is settled, so the parent links survive).
  if (opts.target && settled.includes(false)) return compact(start, budget, hexes, costs, parents, settled);
  return new SearchResult(hexes[0]!, budget, hexes, costs, parents, ids, slots);
}

function compact(start: Hex, budget: number, hexes: Hex[], costs: number[], parents: number[], settled: boolean[]): Reach {
  const remap = new Int32Array(hexes.length).fill(-1);
  const out: Hex[] = [];
  const outCosts: number[] = [];
  const outParents: number[] = [];
  const ids: number[] = [];
  const slots = new SlotTable(hexes.length);
  for (let k = 0; k < hexes.length; k++) {
    if (!settled[k]) continue;
    remap[k] = out.length;
    ids.push(hexId(hexes[k]!));
    slots.add(ids[ids.length - 1]!, out.length);
    out.push(hexes[k]!);
    outCosts.push(costs[k]!);
  }
  // A second pass, because a parent can have been found after its child (its link was improved later).
  for (let k = 0; k < hexes.length; k++) {
    if (!settled[k]) continue;
    const p = parents[k]!;
    outParents.push(p === -1 ? -1 : remap[p]!);
  }
  return new SearchResult(out[0] ?? { q: start.q, r: start.r }, budget, out, outCosts, outParents, ids, slots);
}

/** The cheapest cost to reach a hex, or null when it is out of reach. */
export function reachCost(reach: Reach, h: Hex): number | null {
  const i = slotOf(reach, h);
  return i === -1 ? null : reach.costs[i]!;
}

/** The cheapest path from the start to a hex, both included, or null when it is out of reach. */
export function pathTo(reach: Reach, h: Hex): Hex[] | null {
  let i = slotOf(reach, h);
  if (i === -1) return null;
  const path: Hex[] = [];
  while (i !== -1) {
    path.push(reach.hexes[i]!);
    i = reach.parents[i]!;
  }
  return path.reverse();
}

/** The cost of an explicit path, or why it is not a legal path. */
export type PathCheck =
  | { readonly ok: true; readonly cost: number }
  | {
      readonly ok: false;
      /** empty: no hexes; not-adjacent: step `at` is not one hex from the one before; impassable: hex `at` has infinite cost. */
      readonly error: 'empty' | 'not-adjacent' | 'impassable';
      /** Index in the path of the offending hex; -1 when the path is empty. */
      readonly at: number;
    };

/** The cost of walking a path (start included, not charged), checking each step is to an adjacent passable hex. */
export function pathCost(path: readonly Hex[], cost: CostFn): PathCheck {
  if (path.length === 0) return { ok: false, error: 'empty', at: -1 };
  let total = 0;
  for (let i = 1; i < path.length; i++) {
    const h = path[i]!;
    if (hexDistance(path[i - 1]!, h) !== 1) return { ok: false, error: 'not-adjacent', at: i };
    const step = cost(h);
    if (!(step >= 0) || step === Infinity) return { ok: false, error: 'impassable', at: i };
    total += step;
  }
  return { ok: true, cost: total };
}

// Answers of pure functions kept for reuse, keyed by a list of values: objects by identity (the
// encounter's sheets, weapons and settings, never mutated), numbers, texts, booleans and null by
// value. The first members of the key lead through nested maps, one per member; the rest, which
// take few values, are compared in a short list at the end. Building one long text key and hashing
// it cost more than most of the answers it found (the engine bench, every system); a map for every
// member cost a memory fetch each: with all eleven members of a VERS key in maps, finding an
// answer took a fifteenth of a simulated VERS fight.
//
// The engine's odds caches live as long as the app, so each has a bound. Answers live in two
// generations of half the bound each: when the young one fills, it becomes the old one and the
// oldest answers go; an answer asked for again is carried into the young one. A whole fight's
// working set thus stays, as it did with a least-recently-used list, without keeping one.

type Level = Map<unknown, unknown>;

/** The answers whose mapped members are equal, each with the rest of its key. */
type Leaf<V> = { readonly rest: readonly unknown[]; readonly value: V }[];

/** Equal as Map keys are (SameValueZero): NaN equals NaN. */
function same(a: unknown, b: unknown): boolean {
  return a === b || (a !== a && b !== b);
}

/** A cache keyed by lists of one fixed length, of at most `max` answers. */
export class PathCache<V> {
  private young: Level = new Map();
  private old: Level | null = null;
  private entries = 0;

  /**
   * `mapped`: how many leading members of every key lead through maps (at least 1); the others are
   * compared one by one, so they should be those that take a handful of values for given mapped ones.
   */
  constructor(
    private readonly max: number,
    private readonly mapped: number,
  ) {
    if (!(mapped >= 1)) throw new RangeError(`a PathCache maps at least one member of its keys, not ${mapped}`);
  }

  /** The answer for `path`, computed (and kept) on the first ask. Every path of one cache has the same length. */
  get(path: readonly unknown[], compute: () => V): V {
    const hit = this.find(this.young, path);
    if (hit !== undefined) return hit;
    const kept = this.old === null ? undefined : this.find(this.old, path);
    const value = kept ?? compute();
    this.keep(path, value);
    return value;
  }

  /** How many answers the young generation holds (the whole cache holds at most `max`). */
  get size(): number {
    return this.entries;
  }

  private find(level: Level, path: readonly unknown[]): V | undefined {
    const mapped = this.mapped;
    for (let i = 0; i < mapped - 1; i++) {
      const next = level.get(path[i]) as Level | undefined;
      if (next === undefined) return undefined;
      level = next;
    }
    const leaf = level.get(path[mapped - 1]) as Leaf<V> | undefined;
    if (leaf === undefined) return undefined;
    next: for (const e of leaf) {
      for (let i = mapped; i < path.length; i++) if (!same(e.rest[i - mapped], path[i])) continue next;
      return e.value;
    }
    return undefined;
  }

  private keep(path: readonly unknown[], value: V): void {
    if (this.entries >= Math.max(1, Math.floor(this.max / 2))) {
      this.old = this.young;
      this.young = new Map();
      this.entries = 0;
    }
    const mapped = this.mapped;
    let level = this.young;
    for (let i = 0; i < mapped - 1; i++) {
      let next = level.get(path[i]) as Level | undefined;
      if (next === undefined) level.set(path[i], (next = new Map()));
      level = next;
    }
    let leaf = level.get(path[mapped - 1]) as Leaf<V> | undefined;
    if (leaf === undefined) level.set(path[mapped - 1], (leaf = []));
    leaf.push({ rest: path.slice(mapped), value });
    this.entries++;
  }
}

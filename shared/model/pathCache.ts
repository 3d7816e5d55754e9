// Answers of pure functions kept for reuse, keyed by a list of values: objects by identity (the
// encounter's sheets, weapons and settings, never mutated), numbers, texts, booleans and null by
// value. One nested map per member of the key rather than one long text: building a text key and
// hashing it cost more than most of the answers it found (the engine bench, every system).
//
// The engine's odds caches live as long as the app, so each has a bound. Answers live in two
// generations of half the bound each: when the young one fills, it becomes the old one and the
// oldest answers go; an answer asked for again is carried into the young one. A whole fight's
// working set thus stays, as it did with a least-recently-used list, without keeping one.

type Level = Map<unknown, unknown>;

function find(level: Level, path: readonly unknown[]): unknown {
  const last = path.length - 1;
  for (let i = 0; i < last; i++) {
    const next = level.get(path[i]) as Level | undefined;
    if (next === undefined) return undefined;
    level = next;
  }
  return level.get(path[last]);
}

/** A cache keyed by lists of one fixed length, of at most `max` answers. */
export class PathCache<V> {
  private young: Level = new Map();
  private old: Level | null = null;
  private entries = 0;

  constructor(private readonly max: number) {}

  /** The answer for `path`, computed (and kept) on the first ask. Every path of one cache has the same length. */
  get(path: readonly unknown[], compute: () => V): V {
    const hit = find(this.young, path);
    if (hit !== undefined) return hit as V;
    const kept = this.old === null ? undefined : (find(this.old, path) as V | undefined);
    const value = kept ?? compute();
    this.keep(path, value);
    return value;
  }

  /** How many answers the young generation holds (the whole cache holds at most `max`). */
  get size(): number {
    return this.entries;
  }

  private keep(path: readonly unknown[], value: V): void {
    if (this.entries >= Math.max(1, Math.floor(this.max / 2))) {
      this.old = this.young;
      this.young = new Map();
      this.entries = 0;
    }
    let level = this.young;
    const last = path.length - 1;
    for (let i = 0; i < last; i++) {
      let next = level.get(path[i]) as Level | undefined;
      if (next === undefined) level.set(path[i], (next = new Map()));
      level = next;
    }
    level.set(path[last], value);
    this.entries++;
  }
}

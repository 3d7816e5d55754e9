// Answers of pure functions kept for reuse, within a fixed number of entries: the engine's odds
// caches live as long as the app, so each has a bound and forgets its oldest answers first.

/** A string-keyed map of at most `max` entries that forgets the oldest entry when full. */
export class BoundedCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly max: number) {}

  /** The value for `key`, computed (and kept) on the first ask. */
  get(key: string, compute: () => V): V {
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const value = compute();
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
    return value;
  }

  /** How many answers are kept. */
  get size(): number {
    return this.entries.size;
  }
}

const identities = new WeakMap<object, number>();
let nextIdentity = 1;

/** A number that names an object for as long as it lives, so cache keys can tell objects apart. */
export function identityOf(o: object): number {
  let id = identities.get(o);
  if (id === undefined) identities.set(o, (id = nextIdentity++));
  return id;
}

// A binary min-heap of integer payloads keyed by number, stored in two parallel arrays so that
// Dijkstra on a 100 x 100 map allocates no object per push.

/** A min-heap of (priority, payload) pairs with integer payloads. */
export class MinHeap {
  private readonly keys: number[] = [];
  private readonly vals: number[] = [];

  /** How many entries the heap holds. */
  get size(): number {
    return this.keys.length;
  }

  /** Adds an entry. */
  push(key: number, val: number): void {
    const keys = this.keys;
    const vals = this.vals;
    let i = keys.length;
    keys.push(key);
    vals.push(val);
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pk = keys[p]!;
      if (pk <= key) break;
      keys[i] = pk;
      vals[i] = vals[p]!;
      i = p;
    }
    keys[i] = key;
    vals[i] = val;
  }

  /** The smallest key; undefined when empty. */
  peekKey(): number | undefined {
    return this.keys[0];
  }

  /** Removes the entry with the smallest key and returns its payload; -1 when empty. */
  pop(): number {
    const keys = this.keys;
    const vals = this.vals;
    const n = keys.length;
    if (n === 0) return -1;
    const top = vals[0]!;
    const lastK = keys.pop()!;
    const lastV = vals.pop()!;
    const m = n - 1;
    if (m > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= m) break;
        const r = l + 1;
        const c = r < m && keys[r]! < keys[l]! ? r : l;
        if (keys[c]! >= lastK) break;
        keys[i] = keys[c]!;
        vals[i] = vals[c]!;
        i = c;
      }
      keys[i] = lastK;
      vals[i] = lastV;
    }
    return top;
  }
}

// Plain data for everything that leaves the window's reactive state. IndexedDB, Electron's IPC and
// other windows clone what they are given, and a Svelte `$state` proxy cannot be cloned (a
// DataCloneError); the database's middleware and the host client call this one function on every
// value they send, so no caller has to remember to.
//
// Arrays and plain objects (a proxy reads as one) are copied here, and primitives kept as they
// are. Svelte's `$state.snapshot` does the same walk but hands every primitive to structuredClone:
// the players' view of the 200x200 table (500 tokens' names, ids and places, the fog's runs), some
// thousands of strings and numbers, cost the GM's window about 20 ms at every command published.
// Anything else (a Map, a Date, a class) is still snapshotted by Svelte's own rules.

/** A deep copy of `value` with every reactive proxy replaced by the plain data it holds. */
export function plain<T>(value: T): T {
  return copy(value, new WeakMap()) as T;
}

/** `value` copied, each object once: an object met again (shared, or a cycle) is its first copy. */
function copy(value: unknown, copies: WeakMap<object, unknown>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const done = copies.get(value);
  if (done !== undefined) return done;
  if (Array.isArray(value)) {
    const out: unknown[] = new Array(value.length);
    copies.set(value, out);
    for (let i = 0; i < value.length; i++) if (i in value) out[i] = copy(value[i], copies);
    return out;
  }
  if (Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    copies.set(value, out);
    for (const k of Object.keys(value)) out[k] = copy((value as Record<string, unknown>)[k], copies);
    return out;
  }
  const other = $state.snapshot(value);
  copies.set(value, other);
  return other;
}

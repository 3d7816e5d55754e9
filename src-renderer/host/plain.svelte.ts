// Plain data for everything that leaves the window's reactive state. IndexedDB, Electron's IPC and
// other windows clone what they are given, and a Svelte `$state` proxy cannot be cloned (a
// DataCloneError); the database's middleware and the host client call this one function on every
// value they send, so no caller has to remember to.

/** A deep copy of `value` with every reactive proxy replaced by the plain data it holds. */
export function plain<T>(value: T): T {
  return $state.snapshot(value) as T;
}

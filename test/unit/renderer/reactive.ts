// A value as the renderer's `$state` holds it: behind a Proxy, which IndexedDB, Electron's IPC and
// postMessage refuse to clone. Svelte's own proxies are made only by the client build of a rune
// module, and Vitest compiles rune modules for the server (where `$state(x)` is `x` itself), so
// the boundary tests use a plain Proxy: the same kind of object to every structured clone.

/** `value`, and every object inside it, behind a Proxy. */
export function reactive<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  const inner = (Array.isArray(value) ? value.map(reactive) : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, reactive(v)]))) as object;
  return new Proxy(inner, {}) as T;
}

// Derived values must show while the GM is still typing, when some unrelated field is still wrong.
// So each derived value is computed on a stand-in sheet: a valid placeholder that takes from the
// draft only the values that derived value depends on, then passes the real schema and rules core.

type Key = string | number;

function read(from: unknown, path: readonly Key[]): unknown {
  let at = from;
  for (const k of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<Key, unknown>)[k];
  }
  return at;
}

function write(into: Record<Key, unknown>, path: readonly Key[], value: unknown): void {
  let at = into;
  path.slice(0, -1).forEach((k, i) => {
    const next = at[k];
    if (next === null || typeof next !== 'object') at[k] = typeof path[i + 1] === 'number' ? [] : {};
    at = at[k] as Record<Key, unknown>;
  });
  const last = path[path.length - 1];
  if (last === undefined) return;
  // An absent value removes the key, so optional fields fall back exactly as on the real sheet.
  if (value === undefined) delete at[last];
  else at[last] = structuredClone(value);
}

/** A copy of `placeholder` with the values at `paths` taken from `input` (absent there: removed). */
export function withPaths(placeholder: object, input: unknown, paths: readonly (readonly Key[])[]): unknown {
  const out = structuredClone(placeholder) as Record<Key, unknown>;
  for (const p of paths) write(out, p, read(input, p));
  return out;
}

// Deep equality of plain JSON data, for the places that keep work while its inputs are unchanged
// but arrive as new objects (a state copied to another thread, a players' view sent again).

/** Two values equal as JSON data: the same primitives, arrays of equal items, plain objects of equal members. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b) || !plain(a) || !plain(b)) return false;
  const ka = Object.keys(a), kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!Object.hasOwn(b, k) || !sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/**
 * A plain object (JSON's kind), of any realm (a copy made by another realm's structuredClone has its
 * Object.prototype): anything else (a Map, a class) is never proven equal.
 */
function plain(o: object): boolean {
  const p = Object.getPrototypeOf(o) as object | null;
  return p === null || Object.getPrototypeOf(p) === null;
}

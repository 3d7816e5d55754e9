// The canonical shape of file data: keys in a fixed order, and fields the schema does not know kept
// rather than dropped, so a file written by a newer Hexfray or edited by hand survives a load and save.

// defineProperty, not assignment: assigning a key named "__proto__" would replace the prototype.
function setOwn(o: Record<string, unknown>, k: string, v: unknown): void {
  if (k === '__proto__') Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  else o[k] = v;
}

/** True for objects made by JSON.parse or object literals (not lists, not null). */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/**
 * A deep copy with every object's keys in alphabetical order. Validating this copy makes the
 * schema's output deterministic: declared keys come out in the schema's order, and the rest
 * (records, loose objects) in alphabetical order, whatever order the input had.
 */
export function sortKeysDeep(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeysDeep);
  if (!isPlainObject(v)) return v;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v).sort()) setOwn(out, k, sortKeysDeep(v[k]));
  return out;
}

/**
 * The validated value with every field of `raw` that validation dropped put back, at every depth.
 * Validated values win; dropped keys follow the validated ones in alphabetical order. Lists are
 * matched element by element only when validation kept their length (otherwise the schema
 * reshaped them and its output stands).
 */
export function keepUnknownFields(raw: unknown, validated: unknown): unknown {
  if (Array.isArray(raw) && Array.isArray(validated)) {
    if (raw.length !== validated.length) return validated;
    return validated.map((v, i) => keepUnknownFields(raw[i], v));
  }
  if (!isPlainObject(raw) || !isPlainObject(validated)) return validated;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(validated)) setOwn(out, k, Object.hasOwn(raw, k) ? keepUnknownFields(raw[k], validated[k]) : validated[k]);
  for (const k of Object.keys(raw).sort()) if (!Object.hasOwn(validated, k)) setOwn(out, k, raw[k]);
  return out;
}

// The canonical shape of file data: keys in a fixed order, and fields the schema does not know kept
// rather than dropped, so a file written by a newer Hexfray or edited by hand survives a load and save.
import type { FileError } from './fileError';
import { joinPath } from './fileError';
import { FORBIDDEN_KEYS, MAX_NESTING_DEPTH, MAX_REPORTED_ERRORS } from './limits';

/** True for objects made by JSON.parse or object literals (not lists, not null). */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/**
 * One pass over plain data that returns a deep copy with every object's keys in alphabetical
 * order, and refuses what a file must not hold: keys that could change prototypes, numbers JSON
 * cannot hold (1e400 parses to Infinity; NaN), and nesting past the limit (which also stops a
 * cyclic value handed to serialize). Validating the sorted copy makes the schema's output
 * deterministic: declared keys come out in the schema's order, the rest alphabetically.
 */
export function sortedSafeCopy(file: string, data: unknown): { value: unknown; errors: FileError[] } {
  const errors: FileError[] = [];
  const path: (string | number)[] = [];
  const refuse = (expected: string) => {
    if (errors.length < MAX_REPORTED_ERRORS) errors.push({ file, path: joinPath(path), expected });
  };
  const copy = (v: unknown, depth: number): unknown => {
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) refuse('a number small enough to hold (this one is so large it reads as infinity, or is not a number)');
      return v;
    }
    if (v === null || typeof v !== 'object') return v;
    if (depth >= MAX_NESTING_DEPTH) {
      refuse(`lists and objects nested at most ${MAX_NESTING_DEPTH} deep`);
      return null;
    }
    if (Array.isArray(v)) {
      const out = new Array<unknown>(v.length);
      for (let i = 0; i < v.length; i++) {
        path.push(i);
        out[i] = copy(v[i], depth + 1);
        path.pop();
      }
      return out;
    }
    const src = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(src).sort()) {
      path.push(k);
      if (FORBIDDEN_KEYS.has(k)) refuse(`a field with another name ("${k}" is refused because it can be used to tamper with the program)`);
      else out[k] = copy(src[k], depth + 1);
      path.pop();
    }
    return out;
  };
  const value = copy(data, 0);
  return { value, errors };
}

/**
 * The validated value with every field of `raw` that validation dropped put back, at every depth.
 * `raw` must be the output of sortedSafeCopy (sorted, no forbidden keys). Validated values win;
 * dropped keys follow the validated ones in alphabetical order. Lists are matched element by
 * element only when validation kept their length (otherwise the schema reshaped them).
 */
export function keepUnknownFields(raw: unknown, validated: unknown): unknown {
  // A schema that passes data through (z.unknown, loose objects) returns it unchanged: nothing was dropped.
  if (raw === validated) return raw;
  if (Array.isArray(raw) && Array.isArray(validated)) {
    if (raw.length !== validated.length) return validated;
    const out = new Array<unknown>(validated.length);
    for (let i = 0; i < validated.length; i++) out[i] = keepUnknownFields(raw[i], validated[i]);
    return out;
  }
  if (!isPlainObject(raw) || !isPlainObject(validated)) return validated;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(validated)) out[k] = Object.hasOwn(raw, k) ? keepUnknownFields(raw[k], validated[k]) : validated[k];
  for (const k of Object.keys(raw)) if (!Object.hasOwn(validated, k)) out[k] = raw[k];
  return out;
}

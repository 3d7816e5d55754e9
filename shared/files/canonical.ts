// The canonical shape of file data: keys in a fixed order, and fields the schema does not know kept
// rather than dropped, so a file written by a newer Hexfray or edited by hand survives a load and save.
import type { FileError } from './fileError';
import { joinPath } from './fileError';
import { FORBIDDEN_KEYS, MAX_NESTING_DEPTH, MAX_REPORTED_ERRORS } from './limits';

/** True for objects made by JSON.parse or object literals (not lists, not null). */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** Sorts a list of keys in place, in the order Array.prototype.sort gives strings (UTF-16 code units). */
function sortKeys(keys: string[]): void {
  const n = keys.length;
  // Objects in files have a few keys each: insertion sort, which is a single comparison per key
  // when they are in order already, beats the general sort there.
  if (n > 24) {
    keys.sort();
    return;
  }
  for (let i = 1; i < n; i++) {
    const k = keys[i]!;
    let j = i - 1;
    if (keys[j]! < k) continue;
    while (j >= 0 && keys[j]! > k) {
      keys[j + 1] = keys[j]!;
      j--;
    }
    keys[j + 1] = k;
  }
}

/** Thrown by the quick copy at the first thing a file must not hold; the careful copy then words it. */
const REFUSED = new Error('refused');

/** The sorted copy of data known to hold nothing refused; throws REFUSED at the first problem. */
function quickSortedCopy(v: unknown, depth: number): unknown {
  if (v === null || typeof v !== 'object') {
    if (typeof v === 'number' && !Number.isFinite(v)) throw REFUSED;
    return v;
  }
  if (depth >= MAX_NESTING_DEPTH) throw REFUSED;
  if (Array.isArray(v)) {
    const n = v.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) out[i] = quickSortedCopy(v[i], depth + 1);
    return out;
  }
  const src = v as Record<string, unknown>;
  const keys = Object.keys(src);
  sortKeys(keys);
  const out: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    if (FORBIDDEN_KEYS.has(k)) throw REFUSED;
    out[k] = quickSortedCopy(src[k], depth + 1);
  }
  return out;
}

/** Throws REFUSED at the first thing a file must not hold, like quickSortedCopy but copying nothing. */
function quickCheck(v: unknown, depth: number): void {
  if (v === null || typeof v !== 'object') {
    if (typeof v === 'number' && !Number.isFinite(v)) throw REFUSED;
    return;
  }
  if (depth >= MAX_NESTING_DEPTH) throw REFUSED;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) quickCheck(v[i], depth + 1);
    return;
  }
  const src = v as Record<string, unknown>;
  for (const k in src) {
    if (!Object.hasOwn(src, k)) continue;
    if (FORBIDDEN_KEYS.has(k)) throw REFUSED;
    quickCheck(src[k], depth + 1);
  }
}

/**
 * One pass over plain data that returns a deep copy with every object's keys in alphabetical
 * order, and refuses what a file must not hold: keys that could change prototypes, numbers JSON
 * cannot hold (1e400 parses to Infinity; NaN), and nesting past the limit (which also stops a
 * cyclic value handed to serialize). Validating the sorted copy makes the schema's output
 * deterministic: declared keys come out in the schema's order, the rest alphabetically.
 */
export function sortedSafeCopy(file: string, data: unknown): { value: unknown; errors: FileError[] } {
  // Most data holds nothing refused: copy it without tracking where each value sits, and walk it
  // again with the path kept only when something was refused, to say where.
  try {
    return { value: quickSortedCopy(data, 0), errors: [] };
  } catch (e) {
    if (e !== REFUSED) throw e;
  }
  return carefulSortedCopy(file, data);
}

/**
 * True when sortedSafeCopy would refuse nothing in `data`, found without copying it: for a caller
 * that validates `data` as it is, needing no canonical key order (a listing reads a name and a count).
 */
export function holdsNothingRefused(data: unknown): boolean {
  try {
    quickCheck(data, 0);
    return true;
  } catch (e) {
    if (e !== REFUSED) throw e;
    return false;
  }
}

/** sortedSafeCopy with the field path of each refused value tracked, for the error messages. */
function carefulSortedCopy(file: string, data: unknown): { value: unknown; errors: FileError[] } {
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
 * element only when validation kept their length (otherwise the schema reshaped them). Parts of
 * the validated value that lost nothing are returned as they are rather than copied.
 */
export function keepUnknownFields(raw: unknown, validated: unknown): unknown {
  // A schema that passes data through (z.unknown, loose objects) returns it unchanged: nothing was dropped.
  if (raw === validated || raw === null || typeof raw !== 'object' || validated === null || typeof validated !== 'object') return validated;
  if (Array.isArray(raw)) {
    if (!Array.isArray(validated) || raw.length !== validated.length) return validated;
    let out: unknown[] | undefined;
    for (let i = 0; i < validated.length; i++) {
      const v = validated[i] as unknown;
      const kept = keepUnknownFields(raw[i], v);
      if (kept !== v) {
        out ??= validated.slice();
        out[i] = kept;
      }
    }
    return out ?? validated;
  }
  if (Array.isArray(validated)) return validated;
  const r = raw as Record<string, unknown>;
  const v = validated as Record<string, unknown>;
  let out: Record<string, unknown> | undefined;
  let shared = 0;
  for (const k of Object.keys(v)) {
    if (!Object.hasOwn(r, k)) continue;
    shared++;
    const vk = v[k];
    const kept = keepUnknownFields(r[k], vk);
    if (kept !== vk) {
      out ??= { ...v };
      out[k] = kept;
    }
  }
  const rawKeys = Object.keys(r);
  if (rawKeys.length === shared) return out ?? v;
  out ??= { ...v };
  for (const k of rawKeys) if (!Object.hasOwn(v, k)) out[k] = r[k];
  return out;
}

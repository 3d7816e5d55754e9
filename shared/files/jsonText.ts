// Turns file text into plain data, refusing everything that could hang, crash or trick the app:
// oversized text, binary data, nesting deep enough to overflow a stack, numbers JSON cannot hold,
// and keys that could change prototypes. Problems come back as FileErrors, never as exceptions.
import type { FileError } from './fileError';
import { joinPath } from './fileError';
import { findJsonSyntaxProblem } from './jsonSyntax';
import { FORBIDDEN_KEYS, MAX_FILE_BYTES, MAX_NESTING_DEPTH, MAX_REPORTED_ERRORS, formatBytes } from './limits';
import { lineColumn } from './textPosition';

/** Plain data read from a file whose top level is an object. */
export type JsonObject = Record<string, unknown>;

/** The result of reading a file's text as JSON. */
export type JsonTextResult = { ok: true; data: JsonObject } | { ok: false; errors: FileError[] };

const NOT_HEXFRAY = 'a Hexfray file: JSON text starting with {"format": "hexfray/...", "version": ...}';

/** Index of the first bracket that goes deeper than the limit, or -1; strings are skipped so brackets in text do not count. */
export function findExcessiveNesting(text: string, limit = MAX_NESTING_DEPTH): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return i;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return -1;
}

/** Finds refused keys and non-finite numbers (1e400 parses to Infinity) in parsed data. */
export function findUnsafeValues(file: string, data: unknown): FileError[] {
  const errors: FileError[] = [];
  // Depth is bounded by the pre-scan, but an explicit stack keeps this safe even if it were not.
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: data, path: [] }];
  while (stack.length > 0 && errors.length < MAX_REPORTED_ERRORS) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) errors.push({ file, path: joinPath(path), expected: 'a number small enough to hold (this one is so large it reads as infinity)' });
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: [...path, i] });
    } else if (value !== null && typeof value === 'object') {
      const keys = Object.keys(value);
      for (let k = keys.length - 1; k >= 0; k--) {
        const key = keys[k]!;
        if (FORBIDDEN_KEYS.has(key)) {
          errors.push({ file, path: joinPath([...path, key]), expected: `a field with another name ("${key}" is refused because it can be used to tamper with the program)` });
        } else stack.push({ value: (value as Record<string, unknown>)[key], path: [...path, key] });
      }
    }
  }
  return errors;
}

/** Reads `text` (the whole file) as a JSON object, safely; `file` names it in the errors. */
export function readJsonText(file: string, text: string): JsonTextResult {
  const whole = (expected: string, at?: number): JsonTextResult => ({
    ok: false,
    errors: [{ file, path: '', expected, ...(at === undefined ? {} : lineColumn(text, at)) }],
  });
  // Text length in UTF-16 units never exceeds the UTF-8 byte count by more than the ratio of
  // multi-byte characters; callers check the byte size first, this is the backstop.
  if (text.length > MAX_FILE_BYTES) return whole(`a file of at most ${formatBytes(MAX_FILE_BYTES)} (this one is ${formatBytes(text.length)}, Hexfray does not open files that large)`);
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const nul = body.indexOf('\u0000');
  if (nul >= 0) return whole(`${NOT_HEXFRAY} (this file holds binary data, not text)`);
  const start = body.search(/\S/);
  if (start < 0) return whole(`${NOT_HEXFRAY} (this file is empty)`);
  if (body[start] !== '{') return whole(`${NOT_HEXFRAY} (this file starts with something else)`, start + text.length - body.length);
  const deep = findExcessiveNesting(body);
  if (deep >= 0) return whole(`lists and objects nested at most ${MAX_NESTING_DEPTH} deep (this file nests deeper)`, deep + text.length - body.length);
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (e) {
    const problem = findJsonSyntaxProblem(body);
    if (problem) return whole(problem.expected, problem.index + text.length - body.length);
    return whole(`valid JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  const unsafe = findUnsafeValues(file, data);
  if (unsafe.length > 0) return { ok: false, errors: unsafe };
  // The first character is '{' and the text parsed, so the top level is an object.
  return { ok: true, data: data as JsonObject };
}

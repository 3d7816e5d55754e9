// Turns file text into plain data, refusing what could hang or crash the app before JSON.parse
// sees it: oversized text, binary data, and nesting deep enough to cost seconds and gigabytes
// (V8 parses 10 million nested lists, slowly). Keys and numbers are checked after parsing, by
// sortedSafeCopy. Problems come back as FileErrors with a line and column, never as exceptions.
//
// The nesting limit is checked on the text before parsing only for texts over PRESCAN_BYTES, where
// parsing pathological nesting would cost (a megabyte of brackets parses in about 0.2 s). A smaller
// text is parsed first and its data checked, which is several times cheaper than reading the text
// character by character; wherever that check cannot vouch for the text, the text is scanned after
// all, so a text is refused exactly when the scan finds it nests too deep.
import type { FileError } from './fileError';
import { findJsonSyntaxProblem } from './jsonSyntax';
import { FORBIDDEN_KEYS, MAX_FILE_BYTES, MAX_NESTING_DEPTH, tooLargeExpected } from './limits';
import { lineColumn } from './textPosition';

/** Plain data read from a file whose top level is an object. */
export type JsonObject = Record<string, unknown>;

/** The result of reading a file's text as JSON. */
export type JsonTextResult =
  | {
      ok: true;
      data: JsonObject;
      /** True when the data was walked here and holds nothing sortedSafeCopy refuses (a caller may skip that check). */
      safe?: boolean;
    }
  | { ok: false; errors: FileError[] };

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

/** Texts up to this size are parsed before their nesting is checked (see the top of this file). */
export const PRESCAN_BYTES = 1024 * 1024;

/**
 * The number of lists and objects in parsed JSON data, or -1 when one sits deeper than `limit` (the
 * top level is depth 1). On the way it notes in `seen` what sortedSafeCopy would refuse.
 */
function containersWithin(v: unknown, depth: number, limit: number, seen: { refused: boolean }): number {
  if (v === null || typeof v !== 'object') {
    if (typeof v === 'number' && !Number.isFinite(v)) seen.refused = true;
    return 0;
  }
  if (depth > limit) return -1;
  let n = 1;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const c = containersWithin(v[i], depth + 1, limit, seen);
      if (c < 0) return -1;
      n += c;
    }
    return n;
  }
  const o = v as Record<string, unknown>;
  for (const k in o) {
    if (FORBIDDEN_KEYS.has(k)) seen.refused = true;
    const c = containersWithin(o[k], depth + 1, limit, seen);
    if (c < 0) return -1;
    n += c;
  }
  return n;
}

/** How many '{' and '[' the text holds, anywhere (found with indexOf, which is much faster than a loop over characters). */
function openingBrackets(text: string): number {
  let n = 0;
  for (let i = text.indexOf('{'); i >= 0; i = text.indexOf('{', i + 1)) n++;
  for (let i = text.indexOf('['); i >= 0; i = text.indexOf('[', i + 1)) n++;
  return n;
}

/**
 * True when findExcessiveNesting(text) is sure to find nothing, `data` being JSON.parse(text):
 * every bracket of the text opens a list or object of the data (none sits in a string or in a
 * value a repeated key replaced), and none of them sits deeper than the limit. When this is false
 * the text may still be fine; the caller scans it to know.
 */
export function nestingVouchedFor(text: string, data: unknown, limit = MAX_NESTING_DEPTH): { vouched: boolean; safe: boolean } {
  const seen = { refused: false };
  const containers = containersWithin(data, 1, limit, seen);
  const vouched = containers >= 0 && containers === openingBrackets(text);
  // Data walked in full with nothing refused seen; for-in also sees inherited keys, which can only add refusals.
  return { vouched, safe: vouched && !seen.refused };
}

/** Reads `text` (the whole file) as a JSON object, safely; `file` names it in the errors. */
export function readJsonText(file: string, text: string): JsonTextResult {
  const whole = (expected: string, at?: number): JsonTextResult => ({
    ok: false,
    errors: [{ file, path: '', expected, ...(at === undefined ? {} : lineColumn(text, at)) }],
  });
  // Text length in UTF-16 units never exceeds the UTF-8 byte count by more than the ratio of
  // multi-byte characters; callers check the byte size first, this is the backstop.
  if (text.length > MAX_FILE_BYTES) return whole(tooLargeExpected(text.length));
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const nul = body.indexOf('\u0000');
  if (nul >= 0) return whole(`${NOT_HEXFRAY} (this file holds binary data, not text)`);
  const start = body.search(/\S/);
  if (start < 0) return whole(`${NOT_HEXFRAY} (this file is empty)`);
  if (body[start] !== '{') return whole(`${NOT_HEXFRAY} (this file starts with something else)`, start + text.length - body.length);
  const tooDeep = (at: number) => whole(`lists and objects nested at most ${MAX_NESTING_DEPTH} deep (this file nests deeper)`, at + text.length - body.length);
  const prescan = body.length > PRESCAN_BYTES;
  if (prescan) {
    const deep = findExcessiveNesting(body);
    if (deep >= 0) return tooDeep(deep);
  }
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (e) {
    // Nesting is reported first, as if the text had been scanned before parsing.
    const deep = prescan ? -1 : findExcessiveNesting(body);
    if (deep >= 0) return tooDeep(deep);
    const problem = findJsonSyntaxProblem(body);
    if (problem) return whole(problem.expected, problem.index + text.length - body.length);
    return whole(`valid JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  let safe = false;
  if (!prescan) {
    const check = nestingVouchedFor(body, data);
    if (!check.vouched) {
      const deep = findExcessiveNesting(body);
      if (deep >= 0) return tooDeep(deep);
    }
    safe = check.safe;
  }
  // The first character is '{' and the text parsed, so the top level is an object.
  return { ok: true, data: data as JsonObject, safe };
}

// The file pipeline as it was before the fast paths (plain recursive sorted copy, zod's interpreted
// parser, a full copy to put unknown fields back), kept as the reference the fast paths must match
// byte for byte and error for error.
import { formatOf } from '../../../shared/files';
import type { FileError, FormatName } from '../../../shared/files';
import { isPlainObject } from '../../../shared/files/canonical';
import { joinPath } from '../../../shared/files/fileError';
import { FORBIDDEN_KEYS, MAX_FILE_BYTES, MAX_NESTING_DEPTH, MAX_REPORTED_ERRORS, tooLargeExpected } from '../../../shared/files/limits';
import { findJsonSyntaxProblem } from '../../../shared/files/jsonSyntax';
import { findExcessiveNesting, type JsonTextResult } from '../../../shared/files/jsonText';
import { lineColumn } from '../../../shared/files/textPosition';
import { friendlyIssue, issuesToFileErrors } from '../../../shared/files/zodIssues';

export function referenceSortedSafeCopy(file: string, data: unknown): { value: unknown; errors: FileError[] } {
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

export function referenceKeepUnknownFields(raw: unknown, validated: unknown): unknown {
  if (raw === validated) return raw;
  if (Array.isArray(raw) && Array.isArray(validated)) {
    if (raw.length !== validated.length) return validated;
    const out = new Array<unknown>(validated.length);
    for (let i = 0; i < validated.length; i++) out[i] = referenceKeepUnknownFields(raw[i], validated[i]);
    return out;
  }
  if (!isPlainObject(raw) || !isPlainObject(validated)) return validated;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(validated)) out[k] = Object.hasOwn(raw, k) ? referenceKeepUnknownFields(raw[k], validated[k]) : validated[k];
  for (const k of Object.keys(raw)) if (!Object.hasOwn(validated, k)) out[k] = raw[k];
  return out;
}

/** The old serializeFile of a body at the current version: the text, or the errors. */
export function referenceSerialize(format: FormatName, value: Record<string, unknown>, fileName = '(unsaved file)'): { ok: true; text: string; value: unknown } | { ok: false; errors: FileError[] } {
  const def = formatOf(format);
  const { format: _f, version: _v, ...body } = value;
  const safe = referenceSortedSafeCopy(fileName, body);
  if (safe.errors.length > 0) return { ok: false, errors: safe.errors };
  let r = def.schema.safeParse(safe.value);
  if (!r.success) r = def.schema.safeParse(safe.value, { error: friendlyIssue });
  if (!r.success) return { ok: false, errors: issuesToFileErrors(fileName, r.error.issues) };
  const kept = referenceKeepUnknownFields(safe.value, r.data) as Record<string, unknown>;
  return { ok: true, text: JSON.stringify({ format, version: def.currentVersion, ...kept }, null, 2) + '\n', value: kept };
}

/** The old readJsonText: the nesting of every text scanned before it is parsed. */
export function referenceReadJsonText(file: string, text: string): JsonTextResult {
  const NOT_HEXFRAY = 'a Hexfray file: JSON text starting with {"format": "hexfray/...", "version": ...}';
  const whole = (expected: string, at?: number): JsonTextResult => ({
    ok: false,
    errors: [{ file, path: '', expected, ...(at === undefined ? {} : lineColumn(text, at)) }],
  });
  if (text.length > MAX_FILE_BYTES) return whole(tooLargeExpected(text.length));
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
  return { ok: true, data: data as Record<string, unknown> };
}

// Turns zod's validation issues into FileErrors a GM can act on. Schemas that set their own
// messages keep them; this only words the generic ones ("expected string, received number").
import type { z } from 'zod';
import type { FileError } from './fileError';
import { joinPath } from './fileError';
import { MAX_REPORTED_ERRORS } from './limits';

const KINDS: Record<string, string> = {
  string: 'a text in double quotes',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list [...]',
  object: 'an object {...}',
  null: 'null',
};

function describeValue(v: unknown): string {
  if (v === undefined) return 'nothing (the field is missing)';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return v.length > 40 ? `the text "${v.slice(0, 40)}..."` : `the text "${v}"`;
  if (typeof v === 'number' || typeof v === 'boolean') return `${String(v)}`;
  return 'an object';
}

/** A per-parse error map wording zod's generic issues for a GM; schema-set messages take precedence over it. */
export const friendlyIssue = (iss: z.core.$ZodRawIssue): string | undefined => {
  if (iss.code === 'invalid_type') {
    const want = KINDS[iss.expected] ?? iss.expected;
    return `${want} (found ${describeValue(iss.input)})`;
  }
  if (iss.code === 'invalid_value') {
    const options = iss.values.map((v) => JSON.stringify(v)).join(', ');
    return iss.values.length === 1 ? `${options} (found ${describeValue(iss.input)})` : `one of ${options} (found ${describeValue(iss.input)})`;
  }
  if (iss.code === 'too_small' && iss.origin === 'array') return `a list of at least ${String(iss.minimum)} items`;
  if (iss.code === 'too_big' && iss.origin === 'array') return `a list of at most ${String(iss.maximum)} items`;
  if (iss.code === 'too_small' && iss.origin === 'string') return Number(iss.minimum) === 1 ? 'a text that is not empty' : `a text of at least ${String(iss.minimum)} characters`;
  if (iss.code === 'too_big' && iss.origin === 'string') return `a text of at most ${String(iss.maximum)} characters`;
  return undefined;
};

/** Maps zod issues to FileErrors for `file`, at most MAX_REPORTED_ERRORS of them. */
export function issuesToFileErrors(file: string, issues: readonly z.core.$ZodIssue[], pathPrefix: readonly PropertyKey[] = []): FileError[] {
  return issues.slice(0, MAX_REPORTED_ERRORS).map((i) => ({ file, path: joinPath([...pathPrefix, ...i.path]), expected: i.message }));
}

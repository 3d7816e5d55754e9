// Parsing and serializing the library's files without holding the host's thread: a big file (a
// session at the command cap parses in about 100 ms) goes to the file thread, a small one is done
// where it is asked for, since a listing of a thousand small files must not pay a thread's round
// trip for each.
import { serializeFile, type FormatName, type ParseFileOptions, type ParseFileResult, type SerializeResult } from '../../shared/files';
import { fileThread, type OffThread } from '../host/offThread';
import { parseBytes, parseText } from './fileReader';

/** How the library parses and serializes files. */
export type FileWork = {
  /** Parses a file's bytes or text, named `fileName` in errors (see parseBytes and parseText). */
  parse(fileName: string, data: Uint8Array | string, options?: ParseFileOptions): Promise<ParseFileResult>;
  /** Serializes a body of `format` (see serializeFile). */
  serialize(format: FormatName, value: unknown, fileName: string): Promise<SerializeResult>;
};

/** Files up to this size parse where they are asked for: about 2 ms, less than a thread's round trip costs a listing. */
export const INLINE_BYTES = 128 * 1024;

/** Values of up to this many lists, objects and texts serialize where they are asked for (about as much as INLINE_BYTES of file). */
const INLINE_NODES = 4000;

/** True when `value` holds more than `limit` lists, objects and strings; stops counting there, so a big value costs no more than a small one. */
export function holdsMoreThan(value: unknown, limit: number): boolean {
  let seen = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || (typeof v !== 'object' && typeof v !== 'string')) continue;
    if (++seen > limit) return true;
    if (typeof v === 'string') continue;
    if (Array.isArray(v)) for (let i = 0; i < v.length; i++) stack.push(v[i]);
    else for (const k in v as Record<string, unknown>) stack.push((v as Record<string, unknown>)[k]);
  }
  return false;
}

/** Both jobs done where they are asked for (the command line, which has no other requests to answer). */
export const inlineFileWork: FileWork = {
  parse: (fileName, data, options = {}) => Promise.resolve(typeof data === 'string' ? parseText(fileName, data, options) : parseBytes(fileName, data, options)),
  serialize: (format, value, fileName) => Promise.resolve(serializeFile(format, value as Record<string, unknown>, fileName)),
};

/** Big files on `thread`, small ones inline. */
export function offThreadFileWork(thread: OffThread = fileThread): FileWork {
  return {
    parse: (fileName, data, options = {}) => (data.length <= INLINE_BYTES ? inlineFileWork.parse(fileName, data, options) : thread.run({ kind: 'parse', fileName, data, options })),
    serialize: (format, value, fileName) => (holdsMoreThan(value, INLINE_NODES) ? thread.run({ kind: 'serialize', format, value, fileName }) : inlineFileWork.serialize(format, value, fileName)),
  };
}

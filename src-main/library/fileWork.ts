// Parsing and serializing the library's files without holding the host's thread: a big file (a
// session at the command cap parses in about 100 ms) goes to the file thread, a small one is done
// where it is asked for, since a listing of a thousand small files must not pay a thread's round
// trip for each. Bodies cross between threads as JSON text (see ParsedAsJson).
import type { FormatName, ParseFileOptions, ParseFileResult, ParsedFile } from '../../shared/files';
import { fileThread, type OffThread } from '../host/offThread';
import { serializeForWriting, summarizeFile, type ParsedAsJson, type Serialized } from '../host/offThreadTasks';
import { contentSignature } from './contentSignature';
import { summaryOf, type SummaryResult } from './entries';
import { parseBytes, parseText } from './fileReader';

export type { ParsedAsJson, Serialized } from '../host/offThreadTasks';

/** How the library parses and serializes files. */
export type FileWork = {
  /**
   * Parses a file's bytes or text, named `fileName` in errors (see parseBytes and parseText), with
   * their signature (contentSignature): a big file's is taken on the file thread as it is parsed,
   * which spared the host's thread about 1 ms of hashing per open of a 0.7 MB encounter.
   */
  parse(fileName: string, data: Uint8Array | string, options?: ParseFileOptions): Promise<SignedParse>;
  /** Parses a file as parse does, answering with its body as JSON text, its summary and its bytes' signature (for a host that sends the body on unread). */
  parseToJson(fileName: string, data: Uint8Array, options?: ParseFileOptions): Promise<ParsedAsJson>;
  /** Validates a file as parse does, answering only with what its listing entry shows. */
  summarize(fileName: string, data: Uint8Array | string, options?: ParseFileOptions): Promise<SummaryResult>;
  /** Serializes a body of `format` for writing (see serializeFile). */
  serialize(format: FormatName, value: unknown, fileName: string): Promise<Serialized>;
};

/** A parse with the signature of what was parsed, or why the file cannot be read. */
export type SignedParse = (ParsedFile & { readonly signature: string }) | Extract<ParseFileResult, { ok: false }>;

/**
 * Files up to this size are read where they are asked for when only text or a summary would come
 * back from the thread (parseToJson, summarize): about 2 ms, less than a thread's round trip costs a
 * listing.
 */
export const INLINE_BYTES = 128 * 1024;

/**
 * Files up to this size parse where they are asked for when the body itself is wanted here (parse).
 * From the thread it comes back as JSON text, parsed once there and again here: a 0.7 MB encounter
 * opened in 11-14 ms (18-24 ms of CPU) that way, and in 6-10 ms (6-8 ms of CPU) here, runs side by
 * side. The host's thread is held about 6 ms for that file, 10-15 ms at this limit: inside its 100 ms.
 */
export const INLINE_PARSE_BYTES = 1024 * 1024;

/**
 * Values of up to this many lists, objects and texts serialize where they are asked for: on the
 * thread they would first be turned to text here to cross, then parsed and checked there. About
 * INLINE_PARSE_BYTES of file (55 bytes a value in a big encounter); a 0.7 MB encounter saved in
 * 13-19 ms that way and in 12-14 ms here, runs side by side.
 */
const INLINE_NODES = 18_000;

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

/** Every job done where it is asked for (the command line, which has no other requests to answer). */
export const inlineFileWork: FileWork = {
  parse: (fileName, data, options = {}) => {
    const parsed = typeof data === 'string' ? parseText(fileName, data, options) : parseBytes(fileName, data, options);
    return Promise.resolve(parsed.ok ? { ...parsed, signature: contentSignature(data) } : parsed);
  },
  parseToJson: (fileName, data, options = {}) => {
    const parsed = parseBytes(fileName, data, options);
    return Promise.resolve(parsed.ok ? { ...summaryOf(parsed), json: JSON.stringify(parsed.value), signature: contentSignature(data) } : parsed);
  },
  summarize: (fileName, data, options = {}) => Promise.resolve(summarizeFile(fileName, data, options)),
  serialize: (format, value, fileName) => Promise.resolve(serializeForWriting(format, value, fileName)),
};

/** Big files on `thread`, small ones inline. */
export function offThreadFileWork(thread: OffThread = fileThread): FileWork {
  return {
    async parse(fileName, data, options = {}) {
      if (data.length <= INLINE_PARSE_BYTES) return inlineFileWork.parse(fileName, data, options);
      const r = await thread.run({ kind: 'parse', fileName, data, options });
      if (!r.ok) return r;
      return { ok: true, format: r.format, value: JSON.parse(r.json) as unknown, signature: r.signature, ...(r.migratedFrom === undefined ? {} : { migratedFrom: r.migratedFrom }) } as SignedParse;
    },
    parseToJson: (fileName, data, options = {}) => (data.length <= INLINE_BYTES ? inlineFileWork.parseToJson(fileName, data, options) : thread.run({ kind: 'parse', fileName, data, options })),
    summarize: (fileName, data, options = {}) => (data.length <= INLINE_BYTES ? inlineFileWork.summarize(fileName, data, options) : thread.run({ kind: 'summarize', fileName, data, options })),
    async serialize(format, value, fileName) {
      if (!holdsMoreThan(value, INLINE_NODES)) return inlineFileWork.serialize(format, value, fileName);
      // The value was most likely parsed from a request in this very turn (Electron's IPC): its text is made in the next.
      await new Promise((resolve) => setImmediate(resolve));
      return thread.run({ kind: 'serialize', format, json: JSON.stringify(value), fileName });
    },
  };
}

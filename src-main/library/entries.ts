// What a listing shows of one file: valid (its summary) or broken (its error), and the wording of
// a broken file's problems for the GM.
import type { Stats } from 'node:fs';
import { MAX_FILE_BYTES, formatBytesAgainst, formatOf, type FileError, type FileSummary, type FormatName, type ParseFileResult, type ParsedFile } from '../../shared/files';
import { makeId, type LibraryKind } from './kinds';
import { failure, type Failure, type LibraryError } from './libraryError';

type EntryCommon = {
  readonly id: string;
  readonly kind: LibraryKind;
  readonly fileName: string;
  /** Last modification, ms since the epoch. */
  readonly modified: number;
  /** Bytes on disk. */
  readonly size: number;
};

/** A file that reads and validates. */
export type LibraryEntryOk = EntryCommon & {
  readonly ok: true;
  readonly format: FormatName;
  readonly name: string;
  readonly system?: string;
  readonly combatants?: number;
  /** Set when the file is an older format version, upgraded in memory (saving writes the current version). */
  readonly migratedFrom?: number;
};

/** A file that fails validation: listed with its error, never overwritten. */
export type LibraryEntryBroken = EntryCommon & { readonly ok: false; readonly error: LibraryError };

/** One file in a listing. */
export type LibraryEntry = LibraryEntryOk | LibraryEntryBroken;

/** One line for the GM: the file, its first problem and how many more. */
export function describeProblems(fileName: string, errors: readonly FileError[]): string {
  const first = errors[0];
  if (!first) return `${fileName} cannot be read.`;
  const where = first.path === '' ? '' : `${first.path}: `;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more problem${errors.length > 2 ? 's' : ''})` : '';
  return `${fileName} cannot be read: ${where}${first.expected}${more}.`;
}

/** The error of a file that does not read: too large, or invalid with its problems. */
export function brokenError(fileName: string, size: number, errors: readonly FileError[]): LibraryError {
  return { code: size > MAX_FILE_BYTES ? 'too-large' : 'invalid-file', message: describeProblems(fileName, errors), errors };
}

/** A valid file known by its summary alone: what its listing entry needs, without its body (which stays on the thread that parsed it). */
export type SummarizedFile = { readonly ok: true; readonly format: FormatName; readonly summary: FileSummary; readonly migratedFrom?: number };

/** A file read for its listing entry: its summary, or its problems. */
export type SummaryResult = SummarizedFile | { ok: false; errors: FileError[] };

/** The summary of a parsed file. */
export function summaryOf(parsed: ParsedFile): SummarizedFile {
  const summary = formatOf(parsed.format).summarize(parsed.value);
  return { ok: true, format: parsed.format, summary, ...(parsed.migratedFrom === undefined ? {} : { migratedFrom: parsed.migratedFrom }) };
}

/** The listing entry of kind/fileName from its stat and its parse (or only the summary of it). */
export function entryOf(kind: LibraryKind, fileName: string, st: Stats, parsed: ParseFileResult | SummaryResult): LibraryEntry {
  const common = { id: makeId(kind, fileName), kind, fileName, modified: st.mtimeMs, size: st.size };
  if (!parsed.ok) return { ...common, ok: false, error: brokenError(fileName, st.size, parsed.errors) };
  const s = 'summary' in parsed ? parsed.summary : formatOf(parsed.format).summarize(parsed.value);
  return {
    ...common,
    ok: true,
    format: parsed.format,
    name: s.name,
    ...(s.system === undefined ? {} : { system: s.system }),
    ...(s.combatants === undefined ? {} : { combatants: s.combatants }),
    ...(parsed.migratedFrom === undefined ? {} : { migratedFrom: parsed.migratedFrom }),
  };
}

/**
 * The refusal of a write whose text (as written: pretty-printed, UTF-8) is over the size every
 * reader of the library accepts, or null: a file the app would then refuse to list or open is never written.
 */
export function tooLargeToWrite(shown: string, text: string | Uint8Array, done: 'saved' | 'renamed'): Failure | null {
  const size = typeof text === 'string' ? Buffer.byteLength(text) : text.byteLength;
  if (size <= MAX_FILE_BYTES) return null;
  const { size: is, limit } = formatBytesAgainst(size, MAX_FILE_BYTES);
  return failure('too-large', `Not ${done}: ${shown} would be ${is} as a file, and Hexfray opens files of at most ${limit}. Nothing was written; make it smaller (fewer combatants or commands, a smaller map) and save again.`);
}

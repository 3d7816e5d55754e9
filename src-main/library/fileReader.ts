// The one reader of Hexfray files on disk, for the app's library and for `hexfray validate` alike,
// so the two can never disagree about a file: the size limit checked before reading (a 50 MB file
// is refused without loading it), the bytes decoded as strict UTF-8 (binary data or another
// encoding is named as such, not decoded into replacement characters), and the format checked
// against the file's name (a character file named *.encounter.json is refused, and the reverse).
import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { FORMAT_NAMES, MAX_FILE_BYTES, formatOf, parseFile, tooLargeExpected } from '../../shared/files';
import type { FileError, FormatName, ParseFileOptions, ParseFileResult } from '../../shared/files';
import { readSized } from './readSized';

/** A file read and parsed: its stat, its bytes (absent when refused unread) and the parse result (`R`: a whole parse, or a summary). */
export type CheckedRead<R = ParseFileResult> = { stat: Stats; bytes?: Buffer; parsed: R | { ok: false; errors: FileError[] } };

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The format a file name promises by its ending (goblin.encounter.json), or undefined for a plain *.json. */
export function formatNamedBy(fileName: string): FormatName | undefined {
  const lower = fileName.toLowerCase();
  return FORMAT_NAMES.find((f) => lower.endsWith(formatOf(f).extension));
}

/**
 * Parses a file's text, refusing a format other than the one its name promises; then, for a file
 * in a kind folder (`options.expect`), one of another format than the folder holds.
 */
export function parseText(fileName: string, text: string, options: ParseFileOptions = {}): ParseFileResult {
  const named = formatNamedBy(fileName);
  if (named === undefined) return parseFile(fileName, text, options);
  const parsed = parseFile(fileName, text, { ...options, expect: named, expectFromName: true });
  if (!parsed.ok || options.expect === undefined || parsed.format === options.expect) return parsed;
  return { ok: false, errors: [{ file: fileName, path: 'format', expected: `"${options.expect}" (this is a ${parsed.format} file)` }] };
}

/** Parses bytes already read, named `fileName` in errors: strict UTF-8, then parseText. */
export function parseBytes(fileName: string, bytes: Uint8Array, options: ParseFileOptions = {}): ParseFileResult {
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    return { ok: false, errors: [{ file: fileName, path: '', expected: 'a Hexfray file: UTF-8 JSON text (this file holds binary data or another text encoding)' }] };
  }
  return parseText(fileName, text, options);
}

/** How readFileChecked parses the bytes it read: parseBytes here, or the library's file thread for a big file. */
export type ParseBytes<R> = (fileName: string, bytes: Uint8Array, options: ParseFileOptions) => R | Promise<R>;

/**
 * Stats (unless `known` is given), size-checks, reads and parses `path`; fs errors (missing file,
 * no permission) are thrown for the caller to word. `options` go to parseFile (`summaryOnly` for a listing).
 */
export async function readFileChecked<R = ParseFileResult>(path: string, fileName: string, options: ParseFileOptions = {}, known?: Stats, parse: ParseBytes<R> = parseBytes as ParseBytes<R>): Promise<CheckedRead<R>> {
  const st = known ?? (await stat(path));
  if (!st.isFile()) return { stat: st, parsed: { ok: false, errors: [{ file: fileName, path: '', expected: 'a file (this is a folder or a device)' }] } };
  if (st.size > MAX_FILE_BYTES) {
    return {
      stat: st,
      parsed: {
        ok: false,
        errors: [{ file: fileName, path: '', expected: tooLargeExpected(st.size) }],
      },
    };
  }
  const bytes = await readSized(path, st.size);
  return { stat: st, bytes, parsed: await parse(fileName, bytes, options) };
}

// The three kinds of file the library holds, each in its own folder, and the opaque ids that name
// them toward the renderer: '<kind>/<file name>', checked on every way back in.
import { basename } from 'node:path';
import type { FormatName } from '../../shared/files';
import { KIND_FORMAT, LIBRARY_KINDS, type LibraryKind } from '../../shared/ipc/fileKinds';
import { isWindowsReservedName } from './fileNames';

// The kinds and their formats are the IPC contract's, so the renderer and the library cannot disagree.
export { KIND_FORMAT, LIBRARY_KINDS, type LibraryKind } from '../../shared/ipc/fileKinds';

/** The kind folder holding `format`. */
export function kindOfFormat(format: FormatName): LibraryKind {
  return LIBRARY_KINDS.find((k) => KIND_FORMAT[k] === format)!;
}

/** True for a library kind name. */
export function isLibraryKind(v: unknown): v is LibraryKind {
  return typeof v === 'string' && (LIBRARY_KINDS as readonly string[]).includes(v);
}

// No separators, no control characters, nothing Windows refuses in a name, not hidden (temp files
// and .backups start with a dot), and a .json ending. Other Unicode is fine: GMs name files freely,
// but not with characters that make a name look like another one.
const UNSAFE_CHARS = /[\u0000-\u001f\u007f/\\:*?"<>|]/;
// Bidi overrides and invisible format characters: a right-to-left override shows a name in another order than it is.
const INVISIBLE_OR_BIDI = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;

/** Why `name` cannot be a file of the library, in words for the GM; null when it can. */
export function fileNameProblem(name: string): string | null {
  if (name.length > 200) return 'a file name is at most 200 characters long';
  if (!name.toLowerCase().endsWith('.json')) return 'a library file name ends in .json';
  if (name.startsWith('.') || name.includes('..') || UNSAFE_CHARS.test(name) || basename(name) !== name) return 'a file name has no folder, no control characters and none of / \\ : * ? " < > |';
  if (name.trim() !== name) return 'a file name does not start or end with a space';
  if (INVISIBLE_OR_BIDI.test(name)) return 'a file name has no invisible or right-to-left override characters';
  // Full-width letters, ligatures, superscripts: shown like plain letters, stored as others (macOS's decomposed accents are fine).
  if (name.normalize('NFKC') !== name.normalize('NFC')) return 'a file name is written in plain letters, not full-width or other look-alike forms';
  if (isWindowsReservedName(name)) return 'CON, PRN, AUX, NUL, COM1-9 and LPT1-9 name devices on Windows, not files';
  return null;
}

/** True when `name` is a plain file name the library could hold (no path, no '..', not hidden, not a look-alike or device name). */
export function isSafeFileName(name: string): boolean {
  return fileNameProblem(name) === null;
}

/** The opaque id of a file. */
export function makeId(kind: LibraryKind, fileName: string): string {
  return `${kind}/${fileName}`;
}

/** Splits an id from outside into kind and file name, or null when it is not a well-formed library id. */
export function parseId(id: unknown): { kind: LibraryKind; fileName: string } | null {
  if (typeof id !== 'string' || id.length > 260) return null;
  const slash = id.indexOf('/');
  if (slash < 0) return null;
  const kind = id.slice(0, slash);
  const fileName = id.slice(slash + 1);
  if (!isLibraryKind(kind) || !isSafeFileName(fileName)) return null;
  return { kind, fileName };
}

// The three kinds of file the library holds, each in its own folder, and the opaque ids that name
// them toward the renderer: '<kind>/<file name>', checked on every way back in.
import { basename } from 'node:path';
import type { FormatName } from '../../shared/files';

/** A library folder holding one format. */
export type LibraryKind = 'encounters' | 'characters' | 'sessions';

/** Every kind, in the order a UI lists them. */
export const LIBRARY_KINDS: readonly LibraryKind[] = ['encounters', 'characters', 'sessions'];

/** The format each kind folder holds. */
export const KIND_FORMAT: { readonly [K in LibraryKind]: FormatName } = {
  encounters: 'hexfray/encounter',
  characters: 'hexfray/character',
  sessions: 'hexfray/session',
};

/** The kind folder holding `format`. */
export function kindOfFormat(format: FormatName): LibraryKind {
  return LIBRARY_KINDS.find((k) => KIND_FORMAT[k] === format)!;
}

/** True for a library kind name. */
export function isLibraryKind(v: unknown): v is LibraryKind {
  return typeof v === 'string' && (LIBRARY_KINDS as readonly string[]).includes(v);
}

// No separators, no control characters, nothing Windows refuses in a name, not hidden (temp files
// and .backups start with a dot), and a .json ending. Other Unicode is fine: GMs name files freely.
const UNSAFE_CHARS = /[\u0000-\u001f\u007f/\\:*?"<>|]/;

/** True when `name` is a plain file name the library could hold (no path, no '..', not hidden). */
export function isSafeFileName(name: string): boolean {
  return (
    name.length <= 200 &&
    name.toLowerCase().endsWith('.json') &&
    !name.startsWith('.') &&
    !name.includes('..') &&
    !UNSAFE_CHARS.test(name) &&
    name.trim() === name &&
    basename(name) === name
  );
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

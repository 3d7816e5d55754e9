// Files in a kind folder that the library will not open but a GM must not lose sight of: names
// other programs left that Windows reserves or that disguise themselves (CON.json, full-width
// letters, a right-to-left override), and links leading out of the library. They are listed with
// the reason, under a name shown with its hidden characters spelled out.
import type { Stats } from 'node:fs';
import type { LibraryEntryBroken } from './entries';
import { fileNameProblem, makeId, type LibraryKind } from './kinds';

// Characters a name cannot show as they are: controls, bidi overrides, invisible format characters.
const UNSHOWABLE = /[\u0000-\u001f\u007f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** True for a name in a kind folder that looks like a library file (not hidden, ending in .json) but is one the library refuses. */
export function isRefusedName(name: string): boolean {
  return !name.startsWith('.') && /\.json\s*$/i.test(name.normalize('NFKC')) && fileNameProblem(name) !== null;
}

/** A file name as the GM can read it: every hidden character written out as <U+202E>, so the name shows in its true order. */
export function shownFileName(name: string): string {
  return name.replace(UNSHOWABLE, (c) => `<U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}>`);
}

/** The listing entry of a file the library refuses to open, saying why and what the GM can do. */
export function refusedEntry(kind: LibraryKind, fileName: string, st: Stats, why: string, fix: string): LibraryEntryBroken {
  const shown = shownFileName(fileName);
  return {
    id: makeId(kind, fileName),
    kind,
    fileName: shown,
    modified: st.mtimeMs,
    size: st.size,
    ok: false,
    error: { code: 'bad-name', message: `${shown} cannot be opened in Hexfray: ${why}. ${fix}` },
  };
}

/** The entry of a file listed under a name the library refuses. */
export function refusedNameEntry(kind: LibraryKind, fileName: string, st: Stats): LibraryEntryBroken {
  return refusedEntry(kind, fileName, st, fileNameProblem(fileName) ?? 'its name is not one the library holds', 'Rename it in your file manager to open it here.');
}

/** The entry of a link in a kind folder that leads outside the library. */
export function outsideLinkEntry(kind: LibraryKind, fileName: string, st: Stats): LibraryEntryBroken {
  return refusedEntry(kind, fileName, st, 'it is a link to a file outside the library folder, and Hexfray reads only files inside it', 'Copy the file itself into the library folder to open it here.');
}

// The library's three kinds of file as the IPC contract names them, and the format each holds,
// without the schemas: the renderer reads these types and the map at no cost to its bundle.
import type { FormatName } from '../files/format';
import type { BodyOf } from '../files/registry';

/** The library's folders, each holding one format. */
export const LIBRARY_KINDS = ['encounters', 'characters', 'sessions'] as const;

/** A library folder. */
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

/** The format each library folder holds. */
export const KIND_FORMAT = {
  encounters: 'hexfray/encounter',
  characters: 'hexfray/character',
  sessions: 'hexfray/session',
} as const satisfies { readonly [K in LibraryKind]: FormatName };

/** The format of the files of kind `K`. */
export type FormatOfKind<K extends LibraryKind> = (typeof KIND_FORMAT)[K];

/** The validated body of a file of kind `K`. */
export type BodyOfKind<K extends LibraryKind> = BodyOf[FormatOfKind<K>];

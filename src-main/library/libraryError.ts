// Errors a GM can cause or meet (a read-only folder, a full disk, a broken file) as values with a
// message they can act on. Messages name files, never full paths: they travel to the renderer.
import type { FileError } from '../../shared/files';

/** What kind of failure it was, for a UI that reacts differently (offer "save as", say "free space"). */
export type LibraryErrorCode =
  | 'read-only'
  | 'disk-full'
  | 'not-found'
  | 'name-clash'
  | 'bad-id'
  | 'bad-name'
  | 'invalid-file'
  | 'too-large'
  | 'io'
  /** The file changed outside Hexfray since it was opened; nothing was written. */
  | 'conflict';

/** A failure as a value: a code, a message for the GM and, for a broken file, its problems. */
export type LibraryError = { readonly code: LibraryErrorCode; readonly message: string; readonly errors?: readonly FileError[] };

/** The failure side of every library result. */
export type Failure = { ok: false; error: LibraryError };

/** Builds a failure. */
export function failure(code: LibraryErrorCode, message: string, errors?: readonly FileError[]): Failure {
  return { ok: false, error: errors === undefined ? { code, message } : { code, message, errors } };
}

/** Turns a Node file-system error met while doing `what` ("save goblin.encounter.json") into a failure. */
export function fsFailure(e: unknown, what: string, where = 'the library folder'): Failure {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return failure('read-only', `Could not ${what}: ${where} is read-only or Hexfray may not write there. Nothing was changed.`);
    case 'ENOSPC':
    case 'EDQUOT':
      return failure('disk-full', `Could not ${what}: the disk is full. Nothing was changed; free some space and try again.`);
    case 'ENOENT':
    case 'ENOTDIR':
      return failure('not-found', `Could not ${what}: the file or folder no longer exists.`);
    case 'EEXIST':
      return failure('name-clash', `Could not ${what}: a file with that name already exists.`);
    default:
      // Node's messages carry full paths; the code alone says enough and stays private.
      return failure('io', `Could not ${what}: the system reported ${code ?? (e instanceof Error ? e.name : 'an error')}.`);
  }
}

// The signature of a file's bytes, handed to the renderer with what it opened and sent back with
// a save, so a save over a file changed outside Hexfray since (a text editor, a sync client) is
// refused instead of silently overwriting that change. A hash of the bytes, not size and mtime:
// an editor can keep both, and a touch without a change must not count as a conflict.
import { createHash } from 'node:crypto';

/** The opaque signature of `bytes`: their SHA-256, as 64 lower-case hex digits. */
export function contentSignature(bytes: string | Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

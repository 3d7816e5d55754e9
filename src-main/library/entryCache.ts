// The entries of files already read, keyed by path and trusted only while the file's inode, size
// and mtime are what they were: a listing then stats a file instead of validating it again.
import type { Stats } from 'node:fs';
import type { LibraryEntry } from './entries';

/** A cached entry and the file signature it was computed for (also the shape of the listing index). */
export type CachedEntry = { sig: string; entry: LibraryEntry };

/** The identity of a file's current content as a stat sees it. */
export function statSignature(st: Stats): string {
  return `${st.ino}:${st.size}:${st.mtimeMs}`;
}

/** Entries by path. */
export class EntryCache {
  private readonly items = new Map<string, CachedEntry>();

  /** The entry of `path` if the file is still as it was when cached. */
  fresh(path: string, st: Stats): LibraryEntry | undefined {
    const item = this.items.get(path);
    return item && item.sig === statSignature(st) ? item.entry : undefined;
  }

  /** The cached item of `path`, fresh or not (a listing compares items to see what it learned). */
  item(path: string): CachedEntry | undefined {
    return this.items.get(path);
  }

  remember(path: string, st: Stats, entry: LibraryEntry): void {
    this.items.set(path, { sig: statSignature(st), entry });
  }

  /** Takes an item from the listing index unless this run already knows the file. */
  adopt(path: string, item: CachedEntry): void {
    if (!this.items.has(path)) this.items.set(path, item);
  }

  forget(path: string): void {
    this.items.delete(path);
  }
}

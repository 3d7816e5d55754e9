// Notices files added, changed or removed in the kind folders by something other than Hexfray (a
// text editor, a sync client, git), debounced so one save that fires several events reports once.
import { watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import type { LibraryKind } from './kinds';
import { makeId } from './kinds';
import type { OwnWrites } from './ownWrites';

/** Files of one kind changed outside the app; `ids` lists them (empty when the system did not say which). */
export type LibraryChange = { readonly kind: LibraryKind; readonly ids: readonly string[] };

/** Starts watching; returns the function that stops it. */
export function watchFolders(
  root: string,
  kinds: readonly LibraryKind[],
  own: OwnWrites,
  onChange: (change: LibraryChange) => void,
  debounceMs: number,
): () => void {
  const pending = new Map<LibraryKind, Set<string> | 'unknown'>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const flush = async () => {
    timer = undefined;
    const batch = [...pending];
    pending.clear();
    for (const [kind, names] of batch) {
      if (names === 'unknown') {
        if (!closed) onChange({ kind, ids: [] });
        continue;
      }
      const ids: string[] = [];
      for (const name of [...names].sort()) {
        if (!(await own.isOwn(join(root, kind, name)))) ids.push(makeId(kind, name));
      }
      if (ids.length > 0 && !closed) onChange({ kind, ids });
    }
  };

  const watchers: FSWatcher[] = kinds.map((kind) => {
    const w = watch(join(root, kind), { persistent: false }, (_event, filename) => {
      const name = filename === null ? null : String(filename);
      // Temp files, backups and anything not .json are the library's own business.
      if (name !== null && (name.startsWith('.') || !name.toLowerCase().endsWith('.json'))) return;
      const set = pending.get(kind);
      if (name === null) pending.set(kind, 'unknown');
      else if (set === undefined) pending.set(kind, new Set([name]));
      else if (set !== 'unknown') set.add(name);
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => void flush(), debounceMs);
    });
    // A folder removed while watched: stop quietly rather than crash main.
    w.on('error', () => w.close());
    return w;
  });

  return () => {
    closed = true;
    if (timer !== undefined) clearTimeout(timer);
    for (const w of watchers) w.close();
  };
}

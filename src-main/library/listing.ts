// Listing a kind folder: every file, valid or broken, with its summary or its error. Files are
// validated once and then known by their stat until they change, also across runs through the
// folder's listing index.
import type { Stats } from 'node:fs';
import { lstat, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { entryOf, type LibraryEntry } from './entries';
import type { CachedEntry } from './entryCache';
import { readFileChecked } from './fileReader';
import type { LibraryFolders } from './folders';
import { KIND_FORMAT, isLibraryKind, isSafeFileName, makeId, type LibraryKind } from './kinds';
import { failure, fsFailure, type Failure } from './libraryError';
import { loadIndex, saveIndex } from './listingIndex';
import { mapWithLimit } from './mapWithLimit';
import { isRefusedName, outsideLinkEntry, refusedNameEntry } from './refusedEntries';
import { leadsInside } from './containment';

/** The listings of the library's kind folders. */
export class Listing {
  private readonly indexLoaded = new Set<LibraryKind>();
  private readonly indexSize = new Map<LibraryKind, number>();

  constructor(private readonly folders: LibraryFolders) {}

  private async entryFor(kind: LibraryKind, fileName: string): Promise<LibraryEntry | null> {
    const path = join(this.folders.kindDir(kind), fileName);
    let st: Stats;
    try {
      st = await lstat(path);
      if (st.isSymbolicLink()) {
        if (!(await leadsInside(this.folders.root, path))) return outsideLinkEntry(kind, fileName, st);
        st = await stat(path);
      }
    } catch {
      return null; // removed between readdir and stat (or a link to nothing)
    }
    if (!st.isFile()) return null;
    const known = this.folders.cache.fresh(path, st);
    if (known) return known;
    let entry: LibraryEntry;
    try {
      // A listing shows a summary: the file is validated in full, but its value is not rebuilt for saving.
      const read = await readFileChecked(path, fileName, { expect: KIND_FORMAT[kind], summaryOnly: true }, st, this.folders.work.summarize);
      entry = entryOf(kind, fileName, read.stat, read.parsed);
    } catch (e) {
      entry = { id: makeId(kind, fileName), kind, fileName, modified: st.mtimeMs, size: st.size, ok: false, error: fsFailure(e, `read ${fileName}`).error };
    }
    this.folders.cache.remember(path, st, entry);
    return entry;
  }

  /** Lists the files of a kind, valid or not, sorted by file name; metadata is cached by size and mtime. */
  async list(kind: LibraryKind): Promise<{ ok: true; entries: LibraryEntry[] } | Failure> {
    if (!isLibraryKind(kind)) return failure('bad-id', 'There is no such part of the library.');
    const { cache } = this.folders;
    try {
      await this.folders.ensureFolders();
      const dir = this.folders.kindDir(kind);
      if (!this.indexLoaded.has(kind)) {
        this.indexLoaded.add(kind);
        const loaded = await loadIndex(dir, kind);
        this.indexSize.set(kind, loaded.size);
        for (const [name, item] of loaded) cache.adopt(join(dir, name), item);
      }
      const all = await readdir(dir);
      const names = all.filter(isSafeFileName);
      const before = new Map(names.map((n) => [n, cache.item(join(dir, n))]));
      const entries = (await mapWithLimit(names, 32, (n) => this.entryFor(kind, n))).filter((e): e is LibraryEntry => e !== null);
      entries.push(...(await refusedNames(kind, dir, all)));
      entries.sort((a, b) => (a.fileName < b.fileName ? -1 : a.fileName > b.fileName ? 1 : 0));
      // Rewrite the index only when the listing learned something (a file new, changed or gone).
      const index = new Map<string, CachedEntry>();
      let changed = false;
      for (const e of entries) {
        const item = cache.item(join(dir, e.fileName));
        if (!item) continue;
        index.set(e.fileName, item);
        if (before.get(e.fileName) !== item) changed = true;
      }
      if (changed || this.indexSize.get(kind) !== index.size) {
        this.indexSize.set(kind, index.size);
        await saveIndex(this.folders.ops, dir, index);
      }
      return { ok: true, entries };
    } catch (e) {
      return fsFailure(e, `list the ${kind}`);
    }
  }
}

/** Entries for the files of `names` listed under names the library refuses (see refusedEntries.ts). */
async function refusedNames(kind: LibraryKind, dir: string, names: readonly string[]): Promise<LibraryEntry[]> {
  const out: LibraryEntry[] = [];
  for (const name of names.filter(isRefusedName)) {
    const st = await lstat(join(dir, name)).catch(() => undefined);
    if (st && (st.isFile() || st.isSymbolicLink())) out.push(refusedNameEntry(kind, name, st));
  }
  return out;
}

// The library folder on disk: list, open, save (atomic, with backups), rename, duplicate, trash,
// import, export and watch. Everything facing the renderer uses opaque ids ('encounters/x.json'),
// checked on the way in; paths appear only in importFile/exportFile, whose paths come from main's
// own OS dialogs. Failures are values with a message for the GM, never exceptions.
import { randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import { basename, isAbsolute, join, resolve, sep } from 'node:path';
import type { FileError, FormatName, ParsedFile, ParseFileResult } from '../../shared/files';
import { MAX_FILE_BYTES, formatOf, serializeFile } from '../../shared/files';
import { atomicWrite, isTempFileName } from './atomicWrite';
import { contentSignature } from './contentSignature';
import { writeBackup } from './backups';
import { slugify, uniqueFileName } from './fileNames';
import { nodeFsOps, type FsOps } from './fsOps';
import { KIND_FORMAT, LIBRARY_KINDS, isLibraryKind, isSafeFileName, kindOfFormat, makeId, parseId, type LibraryKind } from './kinds';
import { failure, fsFailure, type Failure, type LibraryError } from './libraryError';
import { loadIndex, saveIndex, type IndexedEntry } from './listingIndex';
import { mapWithLimit } from './mapWithLimit';
import { OwnWrites } from './ownWrites';
import { parseBytes, readFileChecked, readSized } from './readFileChecked';
import { watchFolders, type LibraryChange } from './watchFolders';

/** Options of a Library; all optional. */
export type LibraryOptions = {
  /** Replaces some writing operations (tests make them fail with ENOSPC or EACCES). */
  readonly fsOps?: Partial<FsOps>;
  /** The clock used for backup and trash names. */
  readonly now?: () => Date;
  /** How many previous versions of each file to keep; default 5. */
  readonly backupsToKeep?: number;
  /** Quiet time before outside changes are reported; default 150 ms. */
  readonly watchDebounceMs?: number;
};

type EntryCommon = {
  readonly id: string;
  readonly kind: LibraryKind;
  readonly fileName: string;
  /** Last modification, ms since the epoch. */
  readonly modified: number;
  /** Bytes on disk. */
  readonly size: number;
};

/** A file that reads and validates. */
export type LibraryEntryOk = EntryCommon & {
  readonly ok: true;
  readonly format: FormatName;
  readonly name: string;
  readonly system?: string;
  readonly combatants?: number;
  /** Set when the file is an older format version, upgraded in memory (saving writes the current version). */
  readonly migratedFrom?: number;
};

/** A file that fails validation: listed with its error, never overwritten. */
export type LibraryEntryBroken = EntryCommon & { readonly ok: false; readonly error: LibraryError };

/** One file in a listing. */
export type LibraryEntry = LibraryEntryOk | LibraryEntryBroken;

/** A file opened: its validated body (unknown fields kept), its format, its listing entry and the signature of the bytes read. */
export type OpenedFile = ParsedFile & { readonly id: string; readonly entry: LibraryEntryOk; readonly signature: string };

/** A deleted file waiting in the trash. */
export type TrashItem = {
  readonly trashId: string;
  readonly kind: LibraryKind;
  readonly fileName: string;
  readonly name: string;
  /** When it was deleted, ms since the epoch. */
  readonly deletedAt: number;
};

/** Options of save. */
export type SaveOptions = {
  /** The file to overwrite; absent for a new file. */
  readonly id?: string;
  /** The name the new file's name is derived from; default the body's own name. */
  readonly name?: string;
  /**
   * With `id`: the signature open (or the last save) gave for that file. When the file on disk no
   * longer has it, the save is refused with code 'conflict' and nothing is written.
   */
  readonly expected?: string;
};

/**
 * A successful save: the file's id (new when the target could not be overwritten), entry and the
 * signature of the bytes now on disk (the `expected` of the next save); `notice` explains a change of plan.
 */
export type Saved = { ok: true; id: string; entry: LibraryEntryOk; signature: string; notice?: string };

const TRASH_ID = /^\d{8}T\d{9}Z-[0-9a-f]{8}$/;
const RESTORE_INFO = 'restore.json';
const STALE_TEMP_MS = 10 * 60 * 1000;

function signature(st: Stats): string {
  return `${st.ino}:${st.size}:${st.mtimeMs}`;
}

function errnoCode(e: unknown): string | undefined {
  return (e as NodeJS.ErrnoException | undefined)?.code;
}

function describeProblems(fileName: string, errors: readonly FileError[]): string {
  const first = errors[0];
  if (!first) return `${fileName} cannot be read.`;
  const where = first.path === '' ? '' : `${first.path}: `;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more problem${errors.length > 2 ? 's' : ''})` : '';
  return `${fileName} cannot be read: ${where}${first.expected}${more}.`;
}

function brokenError(fileName: string, size: number, errors: readonly FileError[]): LibraryError {
  return { code: size > MAX_FILE_BYTES ? 'too-large' : 'invalid-file', message: describeProblems(fileName, errors), errors };
}

/** The conflict refusing a save when the file on disk is no longer the one the GM opened, or null when it still is. */
function conflictWith(fileName: string, current: { state: 'absent' } | { state: 'valid' | 'broken'; bytes?: Uint8Array }, expected: string): Failure | null {
  if (current.state === 'absent') {
    return failure('conflict', `${fileName} was moved or deleted outside Hexfray since you opened it. Nothing was saved: save this as a new file, or save again to recreate ${fileName}.`);
  }
  if (current.bytes !== undefined && contentSignature(current.bytes) === expected) return null;
  return failure('conflict', `${fileName} was changed outside Hexfray since you opened it. Nothing was saved: reload it to see that change, save this as a new file, or save again to overwrite it.`);
}

/** The library folder: a root holding encounters/, characters/, sessions/, exports/, .trash/. */
export class Library {
  readonly root: string;
  private readonly ops: FsOps;
  private readonly now: () => Date;
  private readonly keep: number;
  private readonly debounceMs: number;
  private readonly cache = new Map<string, { sig: string; entry: LibraryEntry }>();
  private readonly own = new OwnWrites();
  private ready: Promise<void> | undefined;
  private readonly indexLoaded = new Set<LibraryKind>();
  private readonly indexSize = new Map<LibraryKind, number>();

  constructor(root: string, options: LibraryOptions = {}) {
    this.root = resolve(root);
    this.ops = { ...nodeFsOps, ...options.fsOps };
    this.now = options.now ?? (() => new Date());
    this.keep = Math.max(1, options.backupsToKeep ?? 5);
    this.debounceMs = options.watchDebounceMs ?? 150;
  }

  /** The folder session-log exports go to (created with the others). */
  get exportsDir(): string {
    return join(this.root, 'exports');
  }

  private kindDir(kind: LibraryKind): string {
    return join(this.root, kind);
  }

  private get trashDir(): string {
    return join(this.root, '.trash');
  }

  /** Creates the folders on first use; a failure is retried on the next call. */
  private ensureFolders(): Promise<void> {
    this.ready ??= (async () => {
      for (const kind of LIBRARY_KINDS) await this.ops.mkdir(this.kindDir(kind));
      await this.ops.mkdir(this.exportsDir);
      void this.removeStaleTempFiles();
    })().catch((e: unknown) => {
      this.ready = undefined;
      throw e;
    });
    return this.ready;
  }

  // A temp file survives only a crash mid-save; it is hidden from listings, and cleared here once old.
  private async removeStaleTempFiles(): Promise<void> {
    const cutoff = this.now().getTime() - STALE_TEMP_MS;
    for (const kind of LIBRARY_KINDS) {
      const dir = this.kindDir(kind);
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names.filter(isTempFileName)) {
        const st = await stat(join(dir, name)).catch(() => undefined);
        if (st && st.mtimeMs < cutoff) await this.ops.unlink(join(dir, name)).catch(() => undefined);
      }
    }
  }

  /** Checks an id from outside and returns where it points, refusing anything that could leave its kind folder. */
  private resolveId(id: unknown): { ok: true; kind: LibraryKind; fileName: string; path: string } | Failure {
    const p = parseId(id);
    if (!p) return failure('bad-id', 'That is not a file of the library.');
    const dir = this.kindDir(p.kind);
    const path = resolve(dir, p.fileName);
    if (!path.startsWith(dir + sep)) return failure('bad-id', 'That is not a file of the library.');
    return { ok: true, ...p, path };
  }

  private entryOf(kind: LibraryKind, fileName: string, st: Stats, parsed: ParseFileResult): LibraryEntry {
    const common = { id: makeId(kind, fileName), kind, fileName, modified: st.mtimeMs, size: st.size };
    if (!parsed.ok) return { ...common, ok: false, error: brokenError(fileName, st.size, parsed.errors) };
    const s = formatOf(parsed.format).summarize(parsed.value);
    return {
      ...common,
      ok: true,
      format: parsed.format,
      name: s.name,
      ...(s.system === undefined ? {} : { system: s.system }),
      ...(s.combatants === undefined ? {} : { combatants: s.combatants }),
      ...(parsed.migratedFrom === undefined ? {} : { migratedFrom: parsed.migratedFrom }),
    };
  }

  private remember(path: string, st: Stats, entry: LibraryEntry): void {
    this.cache.set(path, { sig: signature(st), entry });
  }

  private async entryFor(kind: LibraryKind, fileName: string): Promise<LibraryEntry | null> {
    const path = join(this.kindDir(kind), fileName);
    let st: Stats;
    try {
      st = await stat(path);
    } catch {
      return null; // removed between readdir and stat
    }
    if (!st.isFile()) return null;
    const cached = this.cache.get(path);
    if (cached && cached.sig === signature(st)) return cached.entry;
    let entry: LibraryEntry;
    try {
      // A listing shows a summary: the file is validated in full, but its value is not rebuilt for saving.
      const read = await readFileChecked(path, fileName, { expect: KIND_FORMAT[kind], summaryOnly: true }, st);
      entry = this.entryOf(kind, fileName, read.stat, read.parsed);
    } catch (e) {
      entry = { id: makeId(kind, fileName), kind, fileName, modified: st.mtimeMs, size: st.size, ok: false, error: fsFailure(e, `read ${fileName}`).error };
    }
    this.remember(path, st, entry);
    return entry;
  }

  /** Lists the files of a kind, valid or not, sorted by file name; metadata is cached by size and mtime. */
  async list(kind: LibraryKind): Promise<{ ok: true; entries: LibraryEntry[] } | Failure> {
    if (!isLibraryKind(kind)) return failure('bad-id', 'There is no such part of the library.');
    try {
      await this.ensureFolders();
      const dir = this.kindDir(kind);
      if (!this.indexLoaded.has(kind)) {
        this.indexLoaded.add(kind);
        const loaded = await loadIndex(dir, kind);
        this.indexSize.set(kind, loaded.size);
        for (const [name, item] of loaded) if (!this.cache.has(join(dir, name))) this.cache.set(join(dir, name), item);
      }
      const names = (await readdir(dir)).filter(isSafeFileName);
      const before = new Map(names.map((n) => [n, this.cache.get(join(dir, n))]));
      const entries = (await mapWithLimit(names, 32, (n) => this.entryFor(kind, n))).filter((e): e is LibraryEntry => e !== null);
      entries.sort((a, b) => (a.fileName < b.fileName ? -1 : a.fileName > b.fileName ? 1 : 0));
      // Rewrite the index only when the listing learned something (a file new, changed or gone).
      const index = new Map<string, IndexedEntry>();
      let changed = false;
      for (const e of entries) {
        const item = this.cache.get(join(dir, e.fileName));
        if (!item) continue;
        index.set(e.fileName, item);
        if (before.get(e.fileName) !== item) changed = true;
      }
      if (changed || this.indexSize.get(kind) !== index.size) {
        this.indexSize.set(kind, index.size);
        await saveIndex(this.ops, dir, index);
      }
      return { ok: true, entries };
    } catch (e) {
      return fsFailure(e, `list the ${kind}`);
    }
  }

  /** Opens a file: its validated (and, if old, migrated) body, or why it cannot be read. */
  async open(id: string): Promise<OpenedFile | Failure> {
    const r = this.resolveId(id);
    if (!r.ok) return r;
    let read;
    try {
      read = await readFileChecked(r.path, r.fileName, { expect: KIND_FORMAT[r.kind] });
    } catch (e) {
      return fsFailure(e, `open ${r.fileName}`);
    }
    const entry = this.entryOf(r.kind, r.fileName, read.stat, read.parsed);
    this.remember(r.path, read.stat, entry);
    if (!read.parsed.ok || !entry.ok) {
      const err = brokenError(r.fileName, read.stat.size, read.parsed.ok ? [] : read.parsed.errors);
      return { ok: false, error: err };
    }
    return { ...read.parsed, id: makeId(r.kind, r.fileName), entry, signature: contentSignature(read.bytes ?? '') };
  }

  /** The current content of a file about to be replaced: absent, valid (with its bytes, for the backup) or broken. */
  private async currentContent(kind: LibraryKind, fileName: string): Promise<{ state: 'absent' } | { state: 'valid'; bytes: Buffer } | { state: 'broken'; bytes?: Buffer; errors: readonly FileError[] }> {
    const path = join(this.kindDir(kind), fileName);
    let st: Stats;
    try {
      st = await stat(path);
    } catch (e) {
      if (errnoCode(e) === 'ENOENT') return { state: 'absent' };
      throw e;
    }
    if (st.size > MAX_FILE_BYTES || !st.isFile()) return { state: 'broken', errors: [{ file: fileName, path: '', expected: 'a file Hexfray can open' }] };
    const bytes = await readSized(path, st.size);
    const cached = this.cache.get(path);
    // Validating a large file again costs as much as the save itself; a file unchanged since it was last read is known.
    if (cached && cached.sig === signature(st) && cached.entry.ok) return { state: 'valid', bytes };
    const parsed = parseBytes(fileName, bytes, { expect: KIND_FORMAT[kind], summaryOnly: true });
    this.remember(path, st, this.entryOf(kind, fileName, st, parsed));
    return parsed.ok ? { state: 'valid', bytes } : { state: 'broken', bytes, errors: parsed.errors };
  }

  private async namesIn(kind: LibraryKind): Promise<string[]> {
    return readdir(this.kindDir(kind));
  }

  /** Atomically writes `text` (whose parse is `parsed`) as kind/fileName after backing up `previous`; returns its fresh entry and signature. */
  private async writeFile(kind: LibraryKind, fileName: string, text: string | Uint8Array, previous: Uint8Array | undefined, parsed: ParsedFile): Promise<{ entry: LibraryEntryOk; signature: string }> {
    const dir = this.kindDir(kind);
    const path = join(dir, fileName);
    if (previous) await writeBackup(this.ops, dir, fileName, previous, this.now(), this.keep);
    this.own.begin(path);
    try {
      await atomicWrite(this.ops, path, text);
    } finally {
      await this.own.record(path);
    }
    const st = await stat(path);
    const entry = this.entryOf(kind, fileName, st, parsed) as LibraryEntryOk;
    this.remember(path, st, entry);
    return { entry, signature: contentSignature(text) };
  }

  /**
   * Saves a body as a file of `kind`: over `options.id` when given, else under a new name derived
   * from the body's name. A target that fails validation is never overwritten: the body goes to a
   * new file and `notice` says so.
   */
  async save(kind: LibraryKind, value: unknown, options: SaveOptions = {}): Promise<Saved | Failure> {
    if (!isLibraryKind(kind)) return failure('bad-id', 'There is no such part of the library.');
    const format = KIND_FORMAT[kind];
    const def = formatOf(format);
    let fileName: string | undefined;
    if (options.id !== undefined) {
      const r = this.resolveId(options.id);
      if (!r.ok) return r;
      if (r.kind !== kind) return failure('bad-id', `That file is not one of the ${kind}.`);
      fileName = r.fileName;
    }
    const ser = serializeFile(format, value as Record<string, unknown>, fileName ?? '(new file)');
    if (!ser.ok) return failure('invalid-file', `Not saved: ${describeProblems(fileName ?? 'the file', ser.errors).replace(/^.*? cannot be read: /, '')}`, ser.errors);
    const summary = def.summarize(ser.value);
    let notice: string | undefined;
    try {
      await this.ensureFolders();
      let previous: Uint8Array | undefined;
      if (fileName !== undefined) {
        const current = await this.currentContent(kind, fileName);
        if (options.expected !== undefined) {
          const conflict = conflictWith(fileName, current, options.expected);
          if (conflict) return conflict;
        }
        if (current.state === 'valid') previous = current.bytes;
        if (current.state === 'broken') {
          const broken = fileName;
          fileName = uniqueFileName(slugify(options.name ?? summary.name), def.extension, await this.namesIn(kind));
          notice = `${broken} was left untouched because it cannot be read (${current.errors[0]?.expected ?? 'it is broken'}); this was saved as ${fileName} instead.`;
        }
      }
      fileName ??= uniqueFileName(slugify(options.name ?? summary.name), def.extension, await this.namesIn(kind));
      const { entry, signature } = await this.writeFile(kind, fileName, ser.text, previous, { ok: true, format, value: ser.value } as ParsedFile);
      return { ok: true, id: entry.id, entry, signature, ...(notice === undefined ? {} : { notice }) };
    } catch (e) {
      return fsFailure(e, `save ${fileName ?? summary.name}`);
    }
  }

  /** Renames a file: the name inside it and its file name (derived from the new name). Returns the new id. */
  async rename(id: string, newName: string): Promise<Saved | Failure> {
    const name = typeof newName === 'string' ? newName.trim() : '';
    if (name === '') return failure('bad-name', 'A name cannot be empty.');
    if (name.length > 120) return failure('bad-name', 'A name can be at most 120 characters long.');
    const opened = await this.open(id);
    if (!opened.ok) return opened.error.code === 'invalid-file' ? failure('invalid-file', `${opened.error.message} Fix or delete it before renaming it.`, opened.error.errors) : opened;
    const { kind, fileName } = opened.entry;
    const def = formatOf(opened.format);
    const ser = serializeFile(opened.format, def.withName(opened.value, name) as Record<string, unknown>, fileName);
    if (!ser.ok) return failure('invalid-file', `Not renamed: ${ser.errors[0]?.expected ?? 'the new name is not valid'}`, ser.errors);
    try {
      const oldPath = join(this.kindDir(kind), fileName);
      const previous = await readFile(oldPath);
      const others = (await this.namesIn(kind)).filter((n) => n !== fileName);
      const target = uniqueFileName(slugify(name), def.extension, others);
      const parsed = { ok: true, format: opened.format, value: ser.value } as ParsedFile;
      if (target === fileName) {
        const { entry, signature } = await this.writeFile(kind, fileName, ser.text, previous, parsed);
        return { ok: true, id: entry.id, entry, signature };
      }
      // New file first, old one last: a crash in between leaves two copies, never none.
      const { entry, signature } = await this.writeFile(kind, target, ser.text, undefined, parsed);
      await writeBackup(this.ops, this.kindDir(kind), fileName, previous, this.now(), this.keep);
      this.own.begin(oldPath);
      try {
        await this.ops.unlink(oldPath);
      } finally {
        await this.own.record(oldPath);
      }
      this.cache.delete(oldPath);
      return { ok: true, id: entry.id, entry, signature };
    } catch (e) {
      return fsFailure(e, `rename ${fileName}`);
    }
  }

  /** Saves a copy named "<name> (copy)" under a new file name; returns the copy's id. */
  async duplicate(id: string): Promise<Saved | Failure> {
    const opened = await this.open(id);
    if (!opened.ok) return opened;
    const def = formatOf(opened.format);
    return this.save(opened.entry.kind, def.withName(opened.value, `${opened.entry.name} (copy)`));
  }

  /** Moves a file (valid or broken) to the library's .trash, from where restore() brings it back. */
  async delete(id: string): Promise<{ ok: true; trashId: string } | Failure> {
    const r = this.resolveId(id);
    if (!r.ok) return r;
    const st = await stat(r.path).catch(() => undefined);
    if (!st?.isFile()) return failure('not-found', `${r.fileName} is no longer in the library.`);
    const cached = this.cache.get(r.path)?.entry;
    const trashId = `${this.now().toISOString().replace(/[-:.]/g, '')}-${randomBytes(4).toString('hex')}`;
    const dir = join(this.trashDir, trashId);
    const info = { kind: r.kind, fileName: r.fileName, name: cached?.ok ? cached.name : r.fileName, deletedAt: this.now().getTime() };
    try {
      await this.ops.mkdir(dir);
      await this.ops.writeNew(join(dir, RESTORE_INFO), JSON.stringify(info, null, 2) + '\n');
      this.own.begin(r.path);
      try {
        await this.ops.rename(r.path, join(dir, r.fileName));
      } finally {
        await this.own.record(r.path);
      }
    } catch (e) {
      await rm(dir, { recursive: true, force: true }).catch(() => undefined);
      return fsFailure(e, `delete ${r.fileName}`);
    }
    this.cache.delete(r.path);
    return { ok: true, trashId };
  }

  private async trashInfo(trashId: string): Promise<TrashItem | null> {
    try {
      const raw: unknown = JSON.parse(await readFile(join(this.trashDir, trashId, RESTORE_INFO), 'utf8'));
      if (raw === null || typeof raw !== 'object') return null;
      const { kind, fileName, name, deletedAt } = raw as Record<string, unknown>;
      if (!isLibraryKind(kind) || typeof fileName !== 'string' || !isSafeFileName(fileName) || typeof deletedAt !== 'number') return null;
      return { trashId, kind, fileName, name: typeof name === 'string' ? name : fileName, deletedAt };
    } catch {
      return null;
    }
  }

  /** What the trash holds, newest first. */
  async listTrash(): Promise<{ ok: true; items: TrashItem[] } | Failure> {
    let ids: string[];
    try {
      ids = (await readdir(this.trashDir)).filter((n) => TRASH_ID.test(n));
    } catch (e) {
      if (errnoCode(e) === 'ENOENT') return { ok: true, items: [] };
      return fsFailure(e, 'read the trash');
    }
    const items = (await Promise.all(ids.map((t) => this.trashInfo(t)))).filter((i): i is TrashItem => i !== null);
    items.sort((a, b) => b.deletedAt - a.deletedAt || (a.trashId < b.trashId ? 1 : -1));
    return { ok: true, items };
  }

  /** Puts a trashed file back in its folder, under a new name if its old one was taken since. */
  async restore(trashId: string): Promise<{ ok: true; id: string; notice?: string } | Failure> {
    if (typeof trashId !== 'string' || !TRASH_ID.test(trashId)) return failure('bad-id', 'That is not an item of the trash.');
    const item = await this.trashInfo(trashId);
    if (!item) return failure('not-found', 'That item is no longer in the trash.');
    const def = formatOf(KIND_FORMAT[item.kind]);
    try {
      await this.ensureFolders();
      const names = await this.namesIn(item.kind);
      let fileName = item.fileName;
      if (names.some((n) => n.toLowerCase() === fileName.toLowerCase())) {
        const ext = fileName.toLowerCase().endsWith(def.extension) ? def.extension : '.json';
        fileName = uniqueFileName(slugify(fileName.slice(0, -ext.length)), ext, names);
      }
      const target = join(this.kindDir(item.kind), fileName);
      this.own.begin(target);
      try {
        await this.ops.rename(join(this.trashDir, trashId, item.fileName), target);
      } finally {
        await this.own.record(target);
      }
      await rm(join(this.trashDir, trashId), { recursive: true, force: true });
      const notice = fileName === item.fileName ? undefined : `${item.fileName} exists again in the library, so the restored file is ${fileName}.`;
      return { ok: true, id: makeId(item.kind, fileName), ...(notice === undefined ? {} : { notice }) };
    } catch (e) {
      return fsFailure(e, `restore ${item.fileName}`);
    }
  }

  /** Deletes everything in the trash for good. */
  async emptyTrash(): Promise<{ ok: true } | Failure> {
    try {
      await rm(this.trashDir, { recursive: true, force: true });
      return { ok: true };
    } catch (e) {
      return fsFailure(e, 'empty the trash');
    }
  }

  /** Copies a file chosen in main's open dialog into the library after validating it; returns its id. */
  async importFile(absPath: string): Promise<{ ok: true; id: string; kind: LibraryKind; entry: LibraryEntryOk } | Failure> {
    if (typeof absPath !== 'string' || !isAbsolute(absPath)) return failure('bad-id', 'Import needs a file chosen in the open dialog.');
    const shown = basename(absPath);
    let read;
    try {
      read = await readFileChecked(absPath, shown);
    } catch (e) {
      return fsFailure(e, `import ${shown}`, 'that file');
    }
    if (!read.parsed.ok || !read.bytes) return failure(read.stat.size > MAX_FILE_BYTES ? 'too-large' : 'invalid-file', `Not imported: ${describeProblems(shown, read.parsed.ok ? [] : read.parsed.errors)}`, read.parsed.ok ? [] : read.parsed.errors);
    const kind = kindOfFormat(read.parsed.format);
    const def = formatOf(read.parsed.format);
    const name = def.summarize(read.parsed.value).name;
    try {
      await this.ensureFolders();
      const fileName = uniqueFileName(slugify(name), def.extension, await this.namesIn(kind));
      // The bytes as they were (an older version stays older until the GM saves it).
      const { entry } = await this.writeFile(kind, fileName, read.bytes, undefined, read.parsed);
      return { ok: true, id: entry.id, kind, entry };
    } catch (e) {
      return fsFailure(e, `import ${shown}`);
    }
  }

  /** Writes a library file, at the current format version, to a path chosen in main's save dialog. */
  async exportFile(id: string, absPath: string): Promise<{ ok: true } | Failure> {
    if (typeof absPath !== 'string' || !isAbsolute(absPath)) return failure('bad-id', 'Export needs a place chosen in the save dialog.');
    const opened = await this.open(id);
    if (!opened.ok) return opened;
    const ser = serializeFile(opened.format, opened.value, opened.entry.fileName);
    if (!ser.ok) return failure('invalid-file', describeProblems(opened.entry.fileName, ser.errors), ser.errors);
    try {
      await atomicWrite(this.ops, absPath, ser.text);
      return { ok: true };
    } catch (e) {
      return fsFailure(e, `export to ${basename(absPath)}`, 'the chosen folder');
    }
  }

  /** Reports files added, changed or removed outside the app (never its own writes); returns the function that stops watching. */
  async watch(onChange: (change: LibraryChange) => void): Promise<(() => void) | Failure> {
    try {
      await this.ensureFolders();
      return watchFolders(this.root, LIBRARY_KINDS, this.own, onChange, this.debounceMs);
    } catch (e) {
      return fsFailure(e, 'watch the library folder');
    }
  }
}

// Opening and writing the library's files: open validates, save writes atomically after backing up
// the previous version, a file that fails validation is never overwritten, and a save over a file
// changed outside Hexfray since it was opened is refused (the signature check).
import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileError, ParsedFile } from '../../shared/files';
import { MAX_FILE_BYTES, formatOf } from '../../shared/files';
import { atomicWrite } from './atomicWrite';
import { writeBackup } from './backups';
import { contentSignature } from './contentSignature';
import { brokenError, describeProblems, entryOf, type LibraryEntryOk, type SummarizedFile } from './entries';
import { readFileChecked } from './fileReader';
import { readSized } from './readSized';
import { slugify, uniqueFileName } from './fileNames';
import type { LibraryFolders } from './folders';
import { KIND_FORMAT, isLibraryKind, makeId, type LibraryKind } from './kinds';
import { failure, fsFailure, type Failure } from './libraryError';

/** A file opened: its validated body (unknown fields kept), its format, its listing entry and the signature of the bytes read. */
export type OpenedFile = ParsedFile & { readonly id: string; readonly entry: LibraryEntryOk; readonly signature: string };

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

type CurrentContent = { state: 'absent' } | { state: 'valid'; bytes: Buffer } | { state: 'broken'; bytes?: Buffer; errors: readonly FileError[] };

function errnoCode(e: unknown): string | undefined {
  return (e as NodeJS.ErrnoException | undefined)?.code;
}

/** The conflict refusing a save when the file on disk is no longer the one the GM opened, or null when it still is. */
function conflictWith(fileName: string, current: CurrentContent, expected: string): Failure | null {
  if (current.state === 'absent') {
    return failure('conflict', `${fileName} was moved or deleted outside Hexfray since you opened it. Nothing was saved: save this as a new file, or save again to recreate ${fileName}.`);
  }
  if (current.bytes !== undefined && contentSignature(current.bytes) === expected) return null;
  return failure('conflict', `${fileName} was changed outside Hexfray since you opened it. Nothing was saved: reload it to see that change, save this as a new file, or save again to overwrite it.`);
}

/** Open and write. */
export class Store {
  constructor(private readonly folders: LibraryFolders) {}

  /** Opens a file: its validated (and, if old, migrated) body, or why it cannot be read. */
  async open(id: string): Promise<OpenedFile | Failure> {
    const r = this.folders.resolveId(id);
    if (!r.ok) return r;
    let read;
    try {
      read = await readFileChecked(r.path, r.fileName, { expect: KIND_FORMAT[r.kind] }, undefined, this.folders.work.parse);
    } catch (e) {
      return fsFailure(e, `open ${r.fileName}`);
    }
    const entry = entryOf(r.kind, r.fileName, read.stat, read.parsed);
    this.folders.cache.remember(r.path, read.stat, entry);
    if (!read.parsed.ok || !entry.ok) {
      const err = brokenError(r.fileName, read.stat.size, read.parsed.ok ? [] : read.parsed.errors);
      return { ok: false, error: err };
    }
    return { ...read.parsed, id: makeId(r.kind, r.fileName), entry, signature: contentSignature(read.bytes ?? '') };
  }

  /** The current content of a file about to be replaced: absent, valid (with its bytes, for the backup) or broken. */
  private async currentContent(kind: LibraryKind, fileName: string): Promise<CurrentContent> {
    const path = join(this.folders.kindDir(kind), fileName);
    let st: Stats;
    try {
      st = await stat(path);
    } catch (e) {
      if (errnoCode(e) === 'ENOENT') return { state: 'absent' };
      throw e;
    }
    if (st.size > MAX_FILE_BYTES || !st.isFile()) return { state: 'broken', errors: [{ file: fileName, path: '', expected: 'a file Hexfray can open' }] };
    const bytes = await readSized(path, st.size);
    // Validating a large file again costs as much as the save itself; a file unchanged since it was last read is known.
    if (this.folders.cache.fresh(path, st)?.ok) return { state: 'valid', bytes };
    const parsed = await this.folders.work.summarize(fileName, bytes, { expect: KIND_FORMAT[kind] });
    this.folders.cache.remember(path, st, entryOf(kind, fileName, st, parsed));
    return parsed.ok ? { state: 'valid', bytes } : { state: 'broken', bytes, errors: parsed.errors };
  }

  /** Atomically writes `text` (whose parse, or its summary, is `parsed`) as kind/fileName after backing up `previous`; returns its fresh entry and signature. */
  async writeFile(kind: LibraryKind, fileName: string, text: string | Uint8Array, previous: Uint8Array | undefined, parsed: ParsedFile | SummarizedFile): Promise<{ entry: LibraryEntryOk; signature: string }> {
    const dir = this.folders.kindDir(kind);
    const path = join(dir, fileName);
    if (previous) await writeBackup(this.folders.ops, dir, fileName, previous, this.folders.now(), this.folders.keep);
    await this.folders.ownWrite(path, () => atomicWrite(this.folders.ops, path, text));
    const st = await stat(path);
    const entry = entryOf(kind, fileName, st, parsed) as LibraryEntryOk;
    this.folders.cache.remember(path, st, entry);
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
      const r = this.folders.resolveId(options.id);
      if (!r.ok) return r;
      if (r.kind !== kind) return failure('bad-id', `That file is not one of the ${kind}.`);
      fileName = r.fileName;
    }
    const ser = await this.folders.work.serialize(format, value, fileName ?? '(new file)');
    if (!ser.ok) return failure('invalid-file', `Not saved: ${describeProblems(fileName ?? 'the file', ser.errors).replace(/^.*? cannot be read: /, '')}`, ser.errors);
    const summary = ser.file.summary;
    let notice: string | undefined;
    try {
      await this.folders.ensureFolders();
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
          fileName = uniqueFileName(slugify(options.name ?? summary.name), def.extension, await this.folders.namesIn(kind));
          notice = `${broken} was left untouched because it cannot be read (${current.errors[0]?.expected ?? 'it is broken'}); this was saved as ${fileName} instead.`;
        }
      }
      fileName ??= uniqueFileName(slugify(options.name ?? summary.name), def.extension, await this.folders.namesIn(kind));
      const { entry, signature } = await this.writeFile(kind, fileName, ser.text, previous, ser.file);
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
    const ser = await this.folders.work.serialize(opened.format, def.withName(opened.value, name), fileName);
    if (!ser.ok) return failure('invalid-file', `Not renamed: ${ser.errors[0]?.expected ?? 'the new name is not valid'}`, ser.errors);
    try {
      const oldPath = join(this.folders.kindDir(kind), fileName);
      const previous = await readFile(oldPath);
      const others = (await this.folders.namesIn(kind)).filter((n) => n !== fileName);
      const target = uniqueFileName(slugify(name), def.extension, others);
      const parsed = ser.file;
      if (target === fileName) {
        const { entry, signature } = await this.writeFile(kind, fileName, ser.text, previous, parsed);
        return { ok: true, id: entry.id, entry, signature };
      }
      // New file first, old one last: a crash in between leaves two copies, never none.
      const { entry, signature } = await this.writeFile(kind, target, ser.text, undefined, parsed);
      await writeBackup(this.folders.ops, this.folders.kindDir(kind), fileName, previous, this.folders.now(), this.folders.keep);
      await this.folders.ownWrite(oldPath, () => this.folders.ops.unlink(oldPath));
      this.folders.cache.forget(oldPath);
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
}

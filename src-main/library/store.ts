// Opening and writing the library's files: open validates, save writes atomically after backing up
// the previous version, a file that fails validation is never overwritten, and a save over a file
// changed outside Hexfray since it was opened is refused (the signature check). Saves of one file
// queue behind each other, and the file is checked again right before the rename (checkedReplace.ts).
import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileError, FormatName, ParseFileResult, ParsedFile } from '../../shared/files';
import { MAX_FILE_BYTES, formatOf } from '../../shared/files';
import { backupDir, writeBackup } from './backups';
import { replaceChecked } from './checkedReplace';
import { contentSignature } from './contentSignature';
import { brokenError, describeProblems, entryOf, tooLargeToWrite, type LibraryEntryOk, type SummarizedFile } from './entries';
import { readFileChecked, type ParseBytes } from './fileReader';
import { readSized } from './readSized';
import { slugify } from './fileNames';
import type { LibraryFolders } from './folders';
import { KIND_FORMAT, isLibraryKind, makeId, type LibraryKind } from './kinds';
import { failure, fsFailure, type Failure } from './libraryError';
import type { ParsedAsJson, Serialized } from './fileWork';

/** A file opened: its validated body (unknown fields kept), its format, its listing entry and the signature of the bytes read. */
export type OpenedFile = ParsedFile & { readonly id: string; readonly entry: LibraryEntryOk; readonly signature: string };

/** A file opened with its body as JSON text (see Store.openAsJson). */
export type OpenedAsJson = { readonly ok: true; readonly id: string; readonly format: FormatName; readonly json: string; readonly signature: string; readonly entry: LibraryEntryOk; readonly migratedFrom?: number };

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

/** A file written: its fresh entry, the signature of its bytes and what the GM should know of how it went. */
type Written = { entry: LibraryEntryOk; signature: string; notice?: string };

const saved = (w: Written): Saved => ({ ok: true, id: w.entry.id, ...w });

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
    const read = await this.read(id, this.folders.work.parse);
    if (!read.ok) return read;
    // The parse hashed the bytes (a big file's on the file thread), so the host's thread does not again.
    return { ...read.parsed, id: read.id, entry: read.entry };
  }

  /**
   * Opens a file as open does, with its body as JSON text made off the host's thread (and its
   * signature taken there): for the web host, which sends the text on without parsing it.
   */
  async openAsJson(id: string): Promise<OpenedAsJson | Failure> {
    const read = await this.read(id, this.folders.work.parseToJson);
    if (!read.ok) return read;
    const { format, json, signature, migratedFrom } = read.parsed;
    return { ok: true, id: read.id, format, json, signature, entry: read.entry, ...(migratedFrom === undefined ? {} : { migratedFrom }) };
  }

  /** Reads and parses file `id` with `parse`, remembering its entry; or why it cannot be read. */
  private async read<R extends ParseFileResult | ParsedAsJson>(id: string, parse: ParseBytes<R>): Promise<{ ok: true; id: string; entry: LibraryEntryOk; bytes: Uint8Array; parsed: Extract<R, { ok: true }> } | Failure> {
    const r = this.folders.resolveId(id);
    if (!r.ok) return r;
    let read;
    try {
      const outside = await this.folders.refuseOutside(r.path, r.fileName);
      if (outside) return outside;
    } catch (e) {
      return fsFailure(e, `open ${r.fileName}`);
    }
    try {
      read = await readFileChecked<R>(r.path, r.fileName, { expect: KIND_FORMAT[r.kind] }, undefined, parse);
    } catch (e) {
      return fsFailure(e, `open ${r.fileName}`);
    }
    const entry = entryOf(r.kind, r.fileName, read.stat, read.parsed);
    this.folders.cache.remember(r.path, read.stat, entry);
    if (!read.parsed.ok || !entry.ok) {
      const err = brokenError(r.fileName, read.stat.size, read.parsed.ok ? [] : read.parsed.errors);
      return { ok: false, error: err };
    }
    return { ok: true, id: makeId(r.kind, r.fileName), entry, bytes: read.bytes ?? new Uint8Array(0), parsed: read.parsed as Extract<R, { ok: true }> };
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

  /**
   * Writes `text` (whose parse is `parsed`) as kind/fileName, replacing the file only while it still
   * holds `previous` (its bytes as checked; absent for a new file), which becomes the newest backup.
   * Null when the file changed since it was checked: nothing was replaced.
   */
  private async writeChecked(kind: LibraryKind, fileName: string, text: string | Uint8Array, previous: Uint8Array | undefined, parsed: ParsedFile | SummarizedFile, signature = contentSignature(text)): Promise<Written | null> {
    const { folders } = this;
    const dir = folders.kindDir(kind);
    const path = join(dir, fileName);
    const r = await folders.ownWrite(path, () => replaceChecked({ ops: folders.ops, kindDir: dir, fileName, target: path, data: text, previous, now: folders.now(), keep: folders.keep }));
    if (!r.replaced) return null;
    const st = await stat(path);
    const entry = entryOf(kind, fileName, st, parsed) as LibraryEntryOk;
    folders.cache.remember(path, st, entry);
    const notice = r.editedMeanwhile ? `${fileName} was changed outside Hexfray while it was being saved; that version is kept as its newest backup (in ${kind}/.backups).` : undefined;
    return { entry, signature, ...(notice === undefined ? {} : { notice }) };
  }

  /** Writes a new file of `kind` under a free name derived from `slug` (see LibraryFolders.withNewName). */
  async writeNew(kind: LibraryKind, slug: string, text: string | Uint8Array, parsed: ParsedFile | SummarizedFile, signature?: string): Promise<Written> {
    return this.folders.withNewName(kind, slug, formatOf(KIND_FORMAT[kind]).extension, async (fileName) => {
      const written = await this.writeChecked(kind, fileName, text, undefined, parsed, signature);
      // Without previous bytes to check, a write is never refused.
      return written!;
    });
  }

  /**
   * Saves a body as a file of `kind`: over `options.id` when given, else under a new name derived
   * from the body's name. A target that fails validation is never overwritten: the body goes to a
   * new file and `notice` says so.
   */
  async save(kind: LibraryKind, value: unknown, options: SaveOptions = {}): Promise<Saved | Failure> {
    const target = this.targetOf(kind, options);
    if (!target.ok) return target;
    return this.saveSerialized(kind, await this.folders.work.serialize(KIND_FORMAT[kind], value, target.fileName ?? '(new file)'), options);
  }

  /** The file a save of `kind` writes over (none for a new file), or why there is no such file. */
  private targetOf(kind: LibraryKind, options: SaveOptions): { ok: true; fileName?: string } | Failure {
    if (!isLibraryKind(kind)) return failure('bad-id', 'There is no such part of the library.');
    if (options.id === undefined) return { ok: true };
    const r = this.folders.resolveId(options.id);
    if (!r.ok) return r;
    if (r.kind !== kind) return failure('bad-id', `That file is not one of the ${kind}.`);
    return { ok: true, fileName: r.fileName };
  }

  /**
   * Saves a body already serialized (`ser`, made off the host's thread from a request's text, or
   * by save): as save does from there on.
   */
  async saveSerialized(kind: LibraryKind, ser: Serialized, options: SaveOptions = {}): Promise<Saved | Failure> {
    const target = this.targetOf(kind, options);
    if (!target.ok) return target;
    const { fileName } = target;
    if (!ser.ok) return failure('invalid-file', `Not saved: ${describeProblems(fileName ?? 'the file', ser.errors).replace(/^.*? cannot be read: /, '')}`, ser.errors);
    const summary = ser.file.summary;
    // Encoded once: the size check, the signature and the write each encoded the text again (three
    // passes over a 0.7 MB encounter of 500 combatants).
    const bytes = typeof ser.text === 'string' ? Buffer.from(ser.text, 'utf8') : ser.text;
    const tooLarge = tooLargeToWrite(fileName ?? `"${summary.name}"`, bytes, 'saved');
    if (tooLarge) return tooLarge;
    const slug = slugify(options.name ?? summary.name);
    const parsed = ser.file;
    const signature = ser.signature ?? contentSignature(ser.text);
    try {
      await this.folders.ensureFolders();
      if (fileName === undefined) return saved(await this.writeNew(kind, slug, bytes, parsed, signature));
      const over = fileName;
      return await this.folders.locks.run(join(this.folders.kindDir(kind), over), () => this.saveOver(kind, over, slug, bytes, parsed, options.expected, signature));
    } catch (e) {
      // A failed save removes its own temp files; this also clears those a killed save of this file left.
      if (fileName !== undefined) void this.folders.removeLeftoverTemps({ kind, fileName });
      return fsFailure(e, `save ${fileName ?? summary.name}`);
    }
  }

  /**
   * Saves over kind/fileName, with the saves of that file queued behind each other: the signature
   * checked against what is on disk, and checked again right before the rename (see replaceChecked).
   * A file that changes meanwhile is checked anew: with `expected` that is a conflict; without, the
   * change is kept as the backup of the next try.
   */
  private async saveOver(kind: LibraryKind, fileName: string, slug: string, text: string | Uint8Array, parsed: ParsedFile | SummarizedFile, expected: string | undefined, signature: string): Promise<Saved | Failure> {
    const outside = await this.folders.refuseOutside(join(this.folders.kindDir(kind), fileName), fileName);
    if (outside) return outside;
    const backups = await this.folders.refuseOutside(backupDir(this.folders.kindDir(kind)), `${kind}/.backups`);
    if (backups) return backups;
    // Temp files a killed save of this file left go now, not only at the next start.
    await this.folders.removeLeftoverTemps({ kind, fileName });
    for (let attempt = 0; attempt < 3; attempt++) {
      const current = await this.currentContent(kind, fileName);
      if (expected !== undefined) {
        const conflict = conflictWith(fileName, current, expected);
        if (conflict) return conflict;
      }
      if (current.state === 'broken') {
        const written = await this.writeNew(kind, slug, text, parsed, signature);
        return saved({ ...written, notice: `${fileName} was left untouched because it cannot be read (${current.errors[0]?.expected ?? 'it is broken'}); this was saved as ${written.entry.fileName} instead.` });
      }
      const written = await this.writeChecked(kind, fileName, text, current.state === 'valid' ? current.bytes : undefined, parsed, signature);
      if (written) return saved(written);
    }
    return failure('conflict', `${fileName} kept changing outside Hexfray while it was being saved. Nothing was saved: try again once the other program is done with it.`);
  }

  /** Renames a file: the name inside it and its file name (derived from the new name). Returns the new id. */
  async rename(id: string, newName: string): Promise<Saved | Failure> {
    const name = typeof newName === 'string' ? newName.trim() : '';
    if (name === '') return failure('bad-name', 'A name cannot be empty.');
    if (name.length > 120) return failure('bad-name', 'A name can be at most 120 characters long.');
    const r = this.folders.resolveId(id);
    if (!r.ok) return r;
    return this.folders.locks.run(r.path, () => this.renameQueued(id, name));
  }

  /** rename, once earlier writes of the file are done. */
  private async renameQueued(id: string, name: string): Promise<Saved | Failure> {
    const opened = await this.open(id);
    if (!opened.ok) return opened.error.code === 'invalid-file' ? failure('invalid-file', `${opened.error.message} Fix or delete it before renaming it.`, opened.error.errors) : opened;
    const { kind, fileName } = opened.entry;
    const def = formatOf(opened.format);
    const ser = await this.folders.work.serialize(opened.format, def.withName(opened.value, name), fileName);
    if (!ser.ok) return failure('invalid-file', `Not renamed: ${ser.errors[0]?.expected ?? 'the new name is not valid'}`, ser.errors);
    const tooLarge = tooLargeToWrite(fileName, ser.text, 'renamed');
    if (tooLarge) return tooLarge;
    const parsed = ser.file;
    const dir = this.folders.kindDir(kind);
    const oldPath = join(dir, fileName);
    try {
      const backups = await this.folders.refuseOutside(backupDir(dir), `${kind}/.backups`);
      if (backups) return backups;
      const previous = await readFile(oldPath);
      return await this.folders.withNewName(
        kind,
        slugify(name),
        def.extension,
        async (target) => {
          if (target === fileName) {
            const written = await this.writeChecked(kind, fileName, ser.text, previous, parsed);
            return written ? saved(written) : failure('conflict', `${fileName} was changed outside Hexfray while it was being renamed. Nothing was changed: try again.`);
          }
          // New file first, old one last: a crash in between leaves two copies, never none.
          const written = (await this.writeChecked(kind, target, ser.text, undefined, parsed))!;
          await writeBackup(this.folders.ops, dir, fileName, previous, this.folders.now(), this.folders.keep);
          await this.folders.ownWrite(oldPath, () => this.folders.ops.unlink(oldPath));
          this.folders.cache.forget(oldPath);
          return saved(written);
        },
        fileName,
      );
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

// Files crossing the library's edge: a file chosen in main's open dialog or picked in the browser
// comes in only after validating, and a library file goes out at the current format version, to a
// path chosen in main's save dialog or as text for a download. Only those dialogs name paths.
import { basename, isAbsolute } from 'node:path';
import { MAX_FILE_BYTES, formatBytes, formatFileErrors, formatOf } from '../../shared/files';
import { atomicWrite } from './atomicWrite';
import { describeProblems, type LibraryEntryOk } from './entries';
import { readFileChecked } from './fileReader';
import { slugify } from './fileNames';
import type { LibraryFolders } from './folders';
import { kindOfFormat, type LibraryKind } from './kinds';
import { failure, fsFailure, type Failure } from './libraryError';
import type { Store } from './store';

/** A file brought into the library. */
export type Imported = { ok: true; id: string; kind: LibraryKind; entry: LibraryEntryOk };

/** Import and export. */
export class Transfer {
  constructor(
    private readonly folders: LibraryFolders,
    private readonly store: Store,
  ) {}

  /** Copies a file chosen in main's open dialog into the library after validating it; returns its id. */
  async importFile(absPath: string): Promise<Imported | Failure> {
    if (typeof absPath !== 'string' || !isAbsolute(absPath)) return failure('bad-id', 'Import needs a file chosen in the open dialog.');
    const shown = basename(absPath);
    let read;
    try {
      read = await readFileChecked(absPath, shown, {}, undefined, this.folders.work.summarize);
    } catch (e) {
      return fsFailure(e, `import ${shown}`, 'that file');
    }
    if (!read.parsed.ok || !read.bytes) return failure(read.stat.size > MAX_FILE_BYTES ? 'too-large' : 'invalid-file', `Not imported: ${describeProblems(shown, read.parsed.ok ? [] : read.parsed.errors)}`, read.parsed.ok ? [] : read.parsed.errors);
    const kind = kindOfFormat(read.parsed.format);
    const name = read.parsed.summary.name;
    try {
      await this.folders.ensureFolders();
      // The bytes as they were (an older version stays older until the GM saves it).
      const { entry } = await this.store.writeNew(kind, slugify(name), read.bytes, read.parsed);
      return { ok: true, id: entry.id, kind, entry };
    } catch (e) {
      return fsFailure(e, `import ${shown}`);
    }
  }

  /** Validates the text of a file the GM picked in the browser or window and saves it as a new file. */
  async importText(fileName: string, text: string): Promise<Imported | Failure> {
    if (text.length > MAX_FILE_BYTES) return failure('too-large', `Not imported: ${fileName} is larger than ${formatBytes(MAX_FILE_BYTES)}.`);
    const parsed = await this.folders.work.parse(fileName, text);
    if (!parsed.ok) return failure('invalid-file', `Not imported: ${formatFileErrors(parsed.errors)}`, parsed.errors);
    const kind = kindOfFormat(parsed.format);
    const name = formatOf(parsed.format).summarize(parsed.value as never).name;
    const saved = await this.store.save(kind, parsed.value, { name });
    if (!saved.ok) return saved;
    return { ok: true, id: saved.id, kind, entry: saved.entry };
  }

  /** Writes a library file, at the current format version, to a path chosen in main's save dialog. */
  async exportFile(id: string, absPath: string): Promise<{ ok: true } | Failure> {
    if (typeof absPath !== 'string' || !isAbsolute(absPath)) return failure('bad-id', 'Export needs a place chosen in the save dialog.');
    const opened = await this.store.open(id);
    if (!opened.ok) return opened;
    const ser = await this.folders.work.serialize(opened.format, opened.value, opened.entry.fileName);
    if (!ser.ok) return failure('invalid-file', describeProblems(opened.entry.fileName, ser.errors), ser.errors);
    try {
      await atomicWrite(this.folders.ops, absPath, ser.text);
      return { ok: true };
    } catch (e) {
      return fsFailure(e, `export to ${basename(absPath)}`, 'the chosen folder');
    }
  }

  /** The canonical text of a library file, with the file name to offer for the download. */
  async exportText(id: string): Promise<{ ok: true; fileName: string; text: string } | Failure> {
    const opened = await this.store.open(id);
    if (!opened.ok) return opened;
    const ser = await this.folders.work.serialize(opened.format, opened.value, opened.entry.fileName);
    if (!ser.ok) return failure('invalid-file', formatFileErrors(ser.errors), ser.errors);
    return { ok: true, fileName: opened.entry.fileName, text: typeof ser.text === 'string' ? ser.text : new TextDecoder().decode(ser.text) };
  }
}

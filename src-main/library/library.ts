// The library folder on disk, as one object for the handlers of both hosts: a facade over the
// listing, the store (open, save, rename, duplicate), the trash and the transfers, which share one
// LibraryFolders (root, settings, entry cache, own writes). Everything facing the renderer uses
// opaque ids ('encounters/x.json'), checked on the way in; paths appear only in importFile and
// exportFile, whose paths come from main's own OS dialogs. Failures are values, never exceptions.
import type { LibraryEntry } from './entries';
import { leadsInside } from './containment';
import { LibraryFolders, type LibraryOptions } from './folders';
import { LIBRARY_KINDS, type LibraryKind } from './kinds';
import { fsFailure, type Failure } from './libraryError';
import { Listing } from './listing';
import { Store, type OpenedAsJson, type OpenedFile, type SaveOptions, type Saved } from './store';
import type { Serialized } from './fileWork';
import { Transfer, type Imported } from './transfer';
import { Trash, type TrashItem } from './trash';
import { watchFolders, type LibraryChange } from './watchFolders';

export type { LibraryEntry, LibraryEntryBroken, LibraryEntryOk } from './entries';
export type { LibraryOptions } from './folders';
export type { OpenedAsJson, OpenedFile, SaveOptions, Saved } from './store';
export type { Imported } from './transfer';
export type { TrashItem } from './trash';

/** The library folder: a root holding encounters/, characters/, sessions/, exports/, .trash/. */
export class Library {
  private readonly folders: LibraryFolders;
  private readonly listing: Listing;
  private readonly store: Store;
  private readonly trash: Trash;
  private readonly transfer: Transfer;

  constructor(root: string, options: LibraryOptions = {}) {
    this.folders = new LibraryFolders(root, options);
    this.listing = new Listing(this.folders);
    this.store = new Store(this.folders);
    this.trash = new Trash(this.folders);
    this.transfer = new Transfer(this.folders, this.store);
  }

  get root(): string {
    return this.folders.root;
  }

  /** The folder session-log exports go to (created with the others). */
  get exportsDir(): string {
    return this.folders.exportsDir;
  }

  /** The exports folder, or null when it leads outside the library (a link): no copy of an export is written through it. */
  async exportsFolderInside(): Promise<string | null> {
    return (await leadsInside(this.folders.root, this.folders.exportsDir).catch(() => false)) ? this.folders.exportsDir : null;
  }

  /** Lists the files of a kind, valid or not, sorted by file name; metadata is cached by size and mtime. */
  list(kind: LibraryKind): Promise<{ ok: true; entries: LibraryEntry[] } | Failure> {
    return this.listing.list(kind);
  }

  /** Opens a file: its validated (and, if old, migrated) body and the signature of its bytes, or why it cannot be read. */
  open(id: string): Promise<OpenedFile | Failure> {
    return this.store.open(id);
  }

  /** Opens a file with its body as JSON text, parsed off the host's thread and never rebuilt on it; see Store.openAsJson. */
  openAsJson(id: string): Promise<OpenedAsJson | Failure> {
    return this.store.openAsJson(id);
  }

  /** Saves a body already serialized off the host's thread (a web request read there); see Store.saveSerialized. */
  saveSerialized(kind: LibraryKind, ser: Serialized, options: SaveOptions = {}): Promise<Saved | Failure> {
    return this.store.saveSerialized(kind, ser, options);
  }

  /** Saves a body over `options.id` or as a new file; see Store.save. */
  save(kind: LibraryKind, value: unknown, options: SaveOptions = {}): Promise<Saved | Failure> {
    return this.store.save(kind, value, options);
  }

  /** Renames a file: the name inside it and its file name. Returns the new id. */
  rename(id: string, newName: string): Promise<Saved | Failure> {
    return this.store.rename(id, newName);
  }

  /** Saves a copy named "<name> (copy)" under a new file name; returns the copy's id. */
  duplicate(id: string): Promise<Saved | Failure> {
    return this.store.duplicate(id);
  }

  /** Moves a file (valid or broken) to the library's .trash, from where restore() brings it back. */
  delete(id: string): Promise<{ ok: true; trashId: string } | Failure> {
    return this.trash.delete(id);
  }

  /** What the trash holds, newest first. */
  listTrash(): Promise<{ ok: true; items: TrashItem[] } | Failure> {
    return this.trash.list();
  }

  /** Puts a trashed file back in its folder, under a new name if its old one was taken since. */
  restore(trashId: string): Promise<{ ok: true; id: string; notice?: string } | Failure> {
    return this.trash.restore(trashId);
  }

  /** Deletes everything in the trash for good. */
  emptyTrash(): Promise<{ ok: true } | Failure> {
    return this.trash.empty();
  }

  /** Copies a file chosen in main's open dialog into the library after validating it. */
  importFile(absPath: string): Promise<Imported | Failure> {
    return this.transfer.importFile(absPath);
  }

  /** Validates the text of a file the GM picked (browser or window) and saves it as a new file. */
  importText(fileName: string, text: string): Promise<Imported | Failure> {
    return this.transfer.importText(fileName, text);
  }

  /** Writes a library file, at the current format version, to a path chosen in main's save dialog. */
  exportFile(id: string, absPath: string): Promise<{ ok: true } | Failure> {
    return this.transfer.exportFile(id, absPath);
  }

  /** The canonical text of a library file, with the file name to offer for the download. */
  exportText(id: string): Promise<{ ok: true; fileName: string; text: string } | Failure> {
    return this.transfer.exportText(id);
  }

  /** Reports files added, changed or removed outside the app (never its own writes); returns the function that stops watching. */
  async watch(onChange: (change: LibraryChange) => void): Promise<(() => void) | Failure> {
    try {
      await this.folders.ensureFolders();
      return watchFolders(this.folders.root, LIBRARY_KINDS, this.folders.own, onChange, this.folders.debounceMs);
    } catch (e) {
      return fsFailure(e, 'watch the library folder');
    }
  }
}

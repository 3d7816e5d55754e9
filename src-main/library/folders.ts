// Where the library keeps what (encounters/, characters/, sessions/, exports/, .trash/ under one
// root), the settings every part of it shares, and the checks an id from outside passes before it
// becomes a path. The listing, the store, the trash and the transfers all work through one of these.
import { readdir } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { backupDir } from './backups';
import { leadsInside } from './containment';
import { EntryCache } from './entryCache';
import { offThreadFileWork, type FileWork } from './fileWork';
import { uniqueFileName } from './fileNames';
import { nodeFsOps, type FsOps } from './fsOps';
import { LIBRARY_KINDS, fileNameProblem, parseId, type LibraryKind } from './kinds';
import { failure, type Failure } from './libraryError';
import { OwnWrites } from './ownWrites';
import { PathLocks } from './pathLocks';
import { removeLeftoverTemps } from './tempFiles';

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
  /** How files are parsed and serialized; default big ones on the file thread. */
  readonly fileWork?: FileWork;
};

/** An id from outside, checked: its kind, its file name and the path it points to inside its kind folder. */
export type ResolvedId = { ok: true; kind: LibraryKind; fileName: string; path: string };

/** The library's folders and shared settings. */
export class LibraryFolders {
  readonly root: string;
  readonly ops: FsOps;
  readonly now: () => Date;
  /** How many backups of each file to keep. */
  readonly keep: number;
  readonly debounceMs: number;
  /** Entries of files read, shared so a save or a delete keeps the listing's knowledge current. */
  readonly cache = new EntryCache();
  /** The app's own writes, which the watcher does not report as outside changes. */
  readonly own = new OwnWrites();
  /** Parsing and serializing, off the host's thread for big files. */
  readonly work: FileWork;
  /** Writes to one file wait for each other (see PathLocks). */
  readonly locks = new PathLocks();
  // New file names handed out and not yet on disk, so two saves at once never pick the same one.
  private readonly reserved = new Set<string>();
  private ready: Promise<void> | undefined;

  constructor(root: string, options: LibraryOptions = {}) {
    this.root = resolve(root);
    // Operations a test replaces are the ones used: a replaced rename also stands for the immediate one.
    const { renameNow: _now, ...asyncOps } = nodeFsOps;
    this.ops = options.fsOps?.rename ? { ...asyncOps, ...options.fsOps } : { ...nodeFsOps, ...options.fsOps };
    this.now = options.now ?? (() => new Date());
    this.keep = Math.max(1, options.backupsToKeep ?? 5);
    this.debounceMs = options.watchDebounceMs ?? 150;
    this.work = options.fileWork ?? offThreadFileWork();
  }

  /** The folder session-log exports go to (created with the others). */
  get exportsDir(): string {
    return join(this.root, 'exports');
  }

  get trashDir(): string {
    return join(this.root, '.trash');
  }

  kindDir(kind: LibraryKind): string {
    return join(this.root, kind);
  }

  /** The names in a kind folder (for a unique new name). */
  namesIn(kind: LibraryKind): Promise<string[]> {
    return readdir(this.kindDir(kind));
  }

  /** Creates the folders on first use; a failure is retried on the next call. */
  ensureFolders(): Promise<void> {
    this.ready ??= (async () => {
      for (const kind of LIBRARY_KINDS) await this.ops.mkdir(this.kindDir(kind));
      await this.ops.mkdir(this.exportsDir);
      void this.removeLeftoverTemps();
    })().catch((e: unknown) => {
      this.ready = undefined;
      throw e;
    });
    return this.ready;
  }

  /** Removes temp files no save in progress owns (a killed process's), in every kind folder or only those of kind/fileName. */
  async removeLeftoverTemps(only?: { kind: LibraryKind; fileName: string }): Promise<void> {
    const now = this.now().getTime();
    for (const kind of only ? [only.kind] : LIBRARY_KINDS) {
      for (const dir of [this.kindDir(kind), backupDir(this.kindDir(kind))]) await removeLeftoverTemps(this.ops, dir, now, only?.fileName);
    }
  }

  /**
   * Runs `write` with a file name of `kind` derived from `slug` that no file on disk and no other
   * save in progress has (`except` may be taken: a file renamed to its own name).
   */
  async withNewName<T>(kind: LibraryKind, slug: string, extension: string, write: (fileName: string) => Promise<T>, except?: string): Promise<T> {
    const prefix = `${kind}/`;
    const pending = [...this.reserved].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
    const fileName = uniqueFileName(slug, extension, [...(await this.namesIn(kind)), ...pending].filter((n) => n !== except));
    const key = `${kind}/${fileName}`;
    this.reserved.add(key);
    try {
      return await write(fileName);
    } finally {
      this.reserved.delete(key);
    }
  }

  /** A failure when `path` is a link (or lies in a linked folder) leading out of the library, else null. */
  async refuseOutside(path: string, shown: string): Promise<Failure | null> {
    if (await leadsInside(this.root, path)) return null;
    return failure('bad-id', `${shown} leads outside the library folder (it is a link, or lies in a linked folder); Hexfray reads and writes only files inside it.`);
  }

  /** Checks an id from outside and returns where it points, refusing anything that could leave its kind folder. */
  resolveId(id: unknown): ResolvedId | Failure {
    const p = parseId(id);
    if (!p) {
      // Say why when the id is well-formed but names a file the library refuses to hold (CON.json, a bidi trick).
      const name = typeof id === 'string' && id.length <= 260 ? id.slice(id.indexOf('/') + 1) : '';
      const why = id !== name && name !== '' ? fileNameProblem(name) : null;
      return failure('bad-id', why ? `That is not a file of the library: ${why}.` : 'That is not a file of the library.');
    }
    const dir = this.kindDir(p.kind);
    const path = resolve(dir, p.fileName);
    if (!path.startsWith(dir + sep)) return failure('bad-id', 'That is not a file of the library.');
    return { ok: true, ...p, path };
  }

  /** Runs `write` on `path` as the app's own change, so the watcher does not report it. */
  async ownWrite<T>(path: string, write: () => Promise<T>): Promise<T> {
    this.own.begin(path);
    try {
      return await write();
    } finally {
      await this.own.record(path);
    }
  }
}

// The library's trash: a deleted file (valid or broken) moves to .trash/<trashId>/ with a note of
// where it came from, and comes back from there, under a new name if its old one was taken since.
import { randomBytes } from 'node:crypto';
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { formatOf } from '../../shared/files';
import { slugify, uniqueFileName } from './fileNames';
import type { LibraryFolders } from './folders';
import { KIND_FORMAT, isLibraryKind, isSafeFileName, makeId, type LibraryKind } from './kinds';
import { failure, fsFailure, type Failure } from './libraryError';

/** A deleted file waiting in the trash. */
export type TrashItem = {
  readonly trashId: string;
  readonly kind: LibraryKind;
  readonly fileName: string;
  readonly name: string;
  /** When it was deleted, ms since the epoch. */
  readonly deletedAt: number;
};

const TRASH_ID = /^\d{8}T\d{9}Z-[0-9a-f]{8}$/;
const RESTORE_INFO = 'restore.json';

function errnoCode(e: unknown): string | undefined {
  return (e as NodeJS.ErrnoException | undefined)?.code;
}

/** Delete, list, restore and empty. */
export class Trash {
  constructor(private readonly folders: LibraryFolders) {}

  /** Moves a file (valid or broken) to the library's .trash, from where restore() brings it back. */
  async delete(id: string): Promise<{ ok: true; trashId: string } | Failure> {
    const { folders } = this;
    const r = folders.resolveId(id);
    if (!r.ok) return r;
    const st = await stat(r.path).catch(() => undefined);
    if (!st?.isFile()) return failure('not-found', `${r.fileName} is no longer in the library.`);
    const cached = folders.cache.item(r.path)?.entry;
    const trashId = `${folders.now().toISOString().replace(/[-:.]/g, '')}-${randomBytes(4).toString('hex')}`;
    const dir = join(folders.trashDir, trashId);
    const info = { kind: r.kind, fileName: r.fileName, name: cached?.ok ? cached.name : r.fileName, deletedAt: folders.now().getTime() };
    try {
      // A trash folder linked elsewhere would carry the GM's files out of the library.
      const outside = await folders.refuseOutside(dir, '.trash');
      if (outside) return outside;
      await folders.ops.mkdir(dir);
      await folders.ops.writeNew(join(dir, RESTORE_INFO), JSON.stringify(info, null, 2) + '\n');
      await folders.ownWrite(r.path, () => folders.ops.rename(r.path, join(dir, r.fileName)));
    } catch (e) {
      await rm(dir, { recursive: true, force: true }).catch(() => undefined);
      return fsFailure(e, `delete ${r.fileName}`);
    }
    folders.cache.forget(r.path);
    return { ok: true, trashId };
  }

  private async info(trashId: string): Promise<TrashItem | null> {
    try {
      const raw: unknown = JSON.parse(await readFile(join(this.folders.trashDir, trashId, RESTORE_INFO), 'utf8'));
      if (raw === null || typeof raw !== 'object') return null;
      const { kind, fileName, name, deletedAt } = raw as Record<string, unknown>;
      if (!isLibraryKind(kind) || typeof fileName !== 'string' || !isSafeFileName(fileName) || typeof deletedAt !== 'number') return null;
      return { trashId, kind, fileName, name: typeof name === 'string' ? name : fileName, deletedAt };
    } catch {
      return null;
    }
  }

  /** What the trash holds, newest first. */
  async list(): Promise<{ ok: true; items: TrashItem[] } | Failure> {
    let ids: string[];
    try {
      ids = (await readdir(this.folders.trashDir)).filter((n) => TRASH_ID.test(n));
    } catch (e) {
      if (errnoCode(e) === 'ENOENT') return { ok: true, items: [] };
      return fsFailure(e, 'read the trash');
    }
    const items = (await Promise.all(ids.map((t) => this.info(t)))).filter((i): i is TrashItem => i !== null);
    items.sort((a, b) => b.deletedAt - a.deletedAt || (a.trashId < b.trashId ? 1 : -1));
    return { ok: true, items };
  }

  /** Puts a trashed file back in its folder, under a new name if its old one was taken since. */
  async restore(trashId: string): Promise<{ ok: true; id: string; notice?: string } | Failure> {
    const { folders } = this;
    if (typeof trashId !== 'string' || !TRASH_ID.test(trashId)) return failure('bad-id', 'That is not an item of the trash.');
    const item = await this.info(trashId);
    if (!item) return failure('not-found', 'That item is no longer in the trash.');
    const def = formatOf(KIND_FORMAT[item.kind]);
    try {
      await folders.ensureFolders();
      const names = await folders.namesIn(item.kind);
      let fileName = item.fileName;
      if (names.some((n) => n.toLowerCase() === fileName.toLowerCase())) {
        const ext = fileName.toLowerCase().endsWith(def.extension) ? def.extension : '.json';
        fileName = uniqueFileName(slugify(fileName.slice(0, -ext.length)), ext, names);
      }
      const target = join(folders.kindDir(item.kind), fileName);
      await folders.ownWrite(target, () => folders.ops.rename(join(folders.trashDir, trashId, item.fileName), target));
      await rm(join(folders.trashDir, trashId), { recursive: true, force: true });
      const notice = fileName === item.fileName ? undefined : `${item.fileName} exists again in the library, so the restored file is ${fileName}.`;
      return { ok: true, id: makeId(item.kind, fileName), ...(notice === undefined ? {} : { notice }) };
    } catch (e) {
      return fsFailure(e, `restore ${item.fileName}`);
    }
  }

  /** Deletes everything in the trash for good. */
  async empty(): Promise<{ ok: true } | Failure> {
    try {
      await rm(this.folders.trashDir, { recursive: true, force: true });
      return { ok: true };
    } catch (e) {
      return fsFailure(e, 'empty the trash');
    }
  }
}

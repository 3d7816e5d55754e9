// The file-system operations the library writes with. Real code uses node:fs; tests swap in one
// that fails (ENOSPC, EACCES) to prove a failed write loses nothing, since a full disk or a
// read-only folder cannot be staged reliably (root ignores permissions).
import { renameSync } from 'node:fs';
import { link, mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Every writing operation of the library. */
export type FsOps = {
  /** Creates `path` (it must not exist), writes `data`, flushes it to the disk and closes it. */
  writeNew(path: string, data: string | Uint8Array): Promise<void>;
  /** Renames a file, replacing the target if it exists. */
  rename(from: string, to: string): Promise<void>;
  /**
   * The same rename, done at once on this thread: a save checks the file it replaces and renames
   * in one go, with nothing of this process able to run between. Absent: the save uses `rename`.
   */
  renameNow?(from: string, to: string): void;
  unlink(path: string): Promise<void>;
  /** Gives the file at `existing` a second name `path` (a hard link); fails where the file system has none (FAT). */
  link(existing: string, path: string): Promise<void>;
  /** Creates a folder and its parents; no error if it exists. */
  mkdir(path: string): Promise<void>;
  /** Flushes a folder's entries (a rename) to the disk; a no-op where folders cannot be opened (Windows). */
  fsyncDir(path: string): Promise<void>;
};

/** The real operations, on node:fs. */
export const nodeFsOps: FsOps = {
  async writeNew(path, data) {
    const handle = await open(path, 'wx');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
  async rename(from, to) {
    // Windows refuses to replace a file another program (an antivirus, a sync client) holds open
    // for a moment; a few short retries get past it.
    for (let attempt = 0; ; attempt++) {
      try {
        return await rename(from, to);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (process.platform !== 'win32' || attempt >= 5 || !(code === 'EPERM' || code === 'EACCES' || code === 'EBUSY')) throw e;
        await new Promise((r) => setTimeout(r, 20 * (attempt + 1)));
      }
    }
  },
  renameNow: (from, to) => renameSync(from, to),
  unlink: (path) => unlink(path),
  link: (existing, path) => link(existing, path),
  async mkdir(path) {
    try {
      await mkdir(path, { recursive: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      const cause = await trueMkdirError(path, e);
      if (cause !== null) throw cause;
    }
  },
  async fsyncDir(path) {
    let handle;
    try {
      handle = await open(path, 'r');
      await handle.sync();
    } catch {
      // Folders cannot be opened or synced on some systems; the rename itself is still atomic.
    } finally {
      await handle?.close();
    }
  },
};

/**
 * Node 20's recursive mkdir reports a read-only file system (EROFS) or a refused parent as ENOENT,
 * which would tell the GM their library "no longer exists". Below the nearest folder that does
 * exist, one plain mkdir of the first missing level gives the true cause.
 */
async function trueMkdirError(path: string, reported: unknown): Promise<unknown> {
  // Returns the error to throw, or null when the folder could be made after all.
  let missing = path;
  for (;;) {
    const parent = dirname(missing);
    if (parent === missing) return reported;
    const st = await stat(parent).catch((e: NodeJS.ErrnoException) => e);
    if (st instanceof Error) {
      if (st.code !== 'ENOENT') return st;
      missing = parent;
      continue;
    }
    if (!st.isDirectory()) return reported;
    break;
  }
  try {
    await mkdir(missing);
  } catch (e) {
    return e;
  }
  // It could be made after all (a folder appeared meanwhile): try the whole path once more.
  return mkdir(path, { recursive: true }).then(
    () => null,
    (e: unknown) => e,
  );
}

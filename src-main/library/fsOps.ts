// The file-system operations the library writes with. Real code uses node:fs; tests swap in one
// that fails (ENOSPC, EACCES) to prove a failed write loses nothing, since a full disk or a
// read-only folder cannot be staged reliably (root ignores permissions).
import { mkdir, open, rename, unlink } from 'node:fs/promises';

/** Every writing operation of the library. */
export type FsOps = {
  /** Creates `path` (it must not exist), writes `data`, flushes it to the disk and closes it. */
  writeNew(path: string, data: string | Uint8Array): Promise<void>;
  /** Renames a file, replacing the target if it exists. */
  rename(from: string, to: string): Promise<void>;
  unlink(path: string): Promise<void>;
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
  unlink: (path) => unlink(path),
  async mkdir(path) {
    await mkdir(path, { recursive: true });
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

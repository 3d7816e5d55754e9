// The hidden temp files a save writes before renaming them into place, and how leftovers are told
// from temp files still being written: each name carries the process that wrote it, so a file of
// a process that no longer runs (killed mid-save) is removed at once, never one still in use.
import { randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FsOps } from './fsOps';

// Past this age a temp file is a leftover whoever wrote it (a process id can be reused).
const ABANDONED_MS = 10 * 60 * 1000;
const OWNER = /\.(\d+)\.[0-9a-f]{12}\.tmp$/;

/** A fresh temp file name beside `fileName`: hidden and .tmp (listings skip it), unique per save, naming this process. */
export function tempNameFor(fileName: string): string {
  return `.${fileName}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
}

/** True for a temp file name (of a save, a backup or the listing index). */
export function isTempFileName(name: string): boolean {
  return name.startsWith('.') && name.endsWith('.tmp');
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it runs, as another user.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the temp file `name`, last modified at `mtimeMs`, belongs to no save in progress. */
export function isLeftoverTemp(name: string, mtimeMs: number, nowMs: number): boolean {
  if (!isTempFileName(name)) return false;
  if (nowMs - mtimeMs > ABANDONED_MS) return true;
  const owner = OWNER.exec(name);
  if (!owner) return false;
  const pid = Number(owner[1]);
  // This process removes its own temp files when a save fails; one still here is in use.
  return pid !== process.pid && !isRunning(pid);
}

/** Removes the leftover temp files in `dir` (those of `fileName` only, when given); returns how many. */
export async function removeLeftoverTemps(ops: FsOps, dir: string, nowMs: number, fileName?: string): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!isTempFileName(name) || (fileName !== undefined && !name.startsWith(`.${fileName}.`))) continue;
    const st = await stat(join(dir, name)).catch(() => undefined);
    if (!st || !isLeftoverTemp(name, st.mtimeMs, nowMs)) continue;
    await ops.unlink(join(dir, name)).then(
      () => removed++,
      () => undefined,
    );
  }
  return removed;
}

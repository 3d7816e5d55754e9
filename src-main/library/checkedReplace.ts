// Replacing a library file only while it still holds the bytes the save checked, with the backup
// made of exactly what the rename replaces. The old file gets a second name in the backup folder
// (a hard link) before the rename, so an outside edit written into it up to the last moment is in
// the backup rather than gone; a file replaced by another program meanwhile stops the rename.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { renameTemp, writeTemp } from './atomicWrite';
import { backupDir, backupTempPath, placeBackup } from './backups';
import type { FsOps } from './fsOps';

/** One replacement: the new bytes of `target` (kindDir/fileName) and the bytes it was checked to hold (absent: none to keep). */
export type Replacement = {
  readonly ops: FsOps;
  readonly kindDir: string;
  readonly fileName: string;
  readonly target: string;
  readonly data: string | Uint8Array;
  readonly previous: Uint8Array | undefined;
  readonly now: Date;
  readonly keep: number;
};

/** Replaced (and whether an outside edit landed in the kept backup meanwhile), or not: the target changed since it was checked. */
export type ReplaceResult = { replaced: true; editedMeanwhile: boolean } | { replaced: false };

type Held = { ok: true; backup: string; linked: boolean } | { ok: false };

function errnoCode(e: unknown): string | undefined {
  return (e as NodeJS.ErrnoException | undefined)?.code;
}

const same = (a: Uint8Array, b: Uint8Array) => Buffer.compare(a, b) === 0;

/** Writes the new content, keeps the checked previous version as the newest backup, and renames over the target. */
export async function replaceChecked(r: Replacement): Promise<ReplaceResult> {
  const temp = await writeTemp(r.ops, r.target, r.data);
  let held: Held | undefined;
  try {
    if (r.previous !== undefined) {
      held = await holdPrevious(r, r.previous);
      if (!held.ok || !(await stillHeld(r.target, held, r.previous))) {
        await r.ops.unlink(temp).catch(() => undefined);
        return { replaced: false };
      }
    }
  } catch (e) {
    await r.ops.unlink(temp).catch(() => undefined);
    throw e;
  }
  await renameTemp(r.ops, temp, r.target);
  const editedMeanwhile = held?.ok === true && held.linked && !same(await readFile(held.backup), r.previous!);
  return { replaced: true, editedMeanwhile };
}

/** Keeps the target as the newest backup if it still holds `previous`: a hard link to it, or a copy where links are not supported. */
async function holdPrevious(r: Replacement, previous: Uint8Array): Promise<Held> {
  const hidden = await backupTempPath(r.ops, r.kindDir, r.fileName);
  let linked = true;
  try {
    await r.ops.link(r.target, hidden);
  } catch (e) {
    if (errnoCode(e) === 'ENOENT') return { ok: false };
    // FAT and some network file systems have no hard links: a copy, checked again just before the rename.
    linked = false;
  }
  try {
    const bytes = await readFile(linked ? hidden : r.target);
    if (!same(bytes, previous)) {
      if (linked) await r.ops.unlink(hidden).catch(() => undefined);
      return { ok: false };
    }
    if (!linked) await r.ops.writeNew(hidden, bytes);
  } catch (e) {
    await r.ops.unlink(hidden).catch(() => undefined);
    if (errnoCode(e) === 'ENOENT') return { ok: false };
    throw e;
  }
  const backup = await placeBackup(r.ops, r.kindDir, r.fileName, hidden, r.now, r.keep);
  return { ok: true, backup: join(backupDir(r.kindDir), backup), linked };
}

/** True while the target is still the file kept as backup (the same inode, or for a copy the same bytes). */
async function stillHeld(target: string, held: Extract<Held, { ok: true }>, previous: Uint8Array): Promise<boolean> {
  try {
    if (!held.linked) return same(await readFile(target), previous);
    const [t, b] = await Promise.all([stat(target, { bigint: true }), stat(held.backup, { bigint: true })]);
    return t.ino === b.ino && t.dev === b.dev;
  } catch (e) {
    if (errnoCode(e) === 'ENOENT') return false;
    throw e;
  }
}

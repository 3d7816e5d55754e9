// Replacing a library file only while it still holds the bytes the save checked, with the backup
// made of exactly what the rename replaces. The old file gets a second name in the backup folder
// (a hard link) before the rename, so an outside edit written into it up to the last moment is in
// the backup rather than gone; a file replaced by another program meanwhile stops the rename.
import { statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { writeTemp } from './atomicWrite';
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

// `seen`: the held file's size and mtime when its bytes were checked; a later change of them is an edit written into it.
type Held = { ok: true; backup: string; linked: boolean; seen: string } | { ok: false };

const sizeAndTime = (st: { size: bigint; mtimeNs: bigint }) => `${st.size}:${st.mtimeNs}`;

function errnoCode(e: unknown): string | undefined {
  return (e as NodeJS.ErrnoException | undefined)?.code;
}

const same = (a: Uint8Array, b: Uint8Array) => Buffer.compare(a, b) === 0;

/** Writes the new content, keeps the checked previous version as the newest backup, and renames over the target. */
export async function replaceChecked(r: Replacement): Promise<ReplaceResult> {
  const temp = await writeTemp(r.ops, r.target, r.data);
  try {
    const held = r.previous === undefined ? undefined : await holdPrevious(r, r.previous);
    if (held && !(held.ok && (await stillHeld(r.target, held, r.previous!)))) return await notReplaced(r, temp);
    if (!(await commit(r, temp, held))) return await notReplaced(r, temp);
    // For a link, an edit written into the old file in place since the check is now in the backup.
    const edited = held?.ok === true && held.linked && (await stat(held.backup, { bigint: true }).then(sizeAndTime, () => held.seen)) !== held.seen;
    return { replaced: true, editedMeanwhile: edited };
  } catch (e) {
    await r.ops.unlink(temp).catch(() => undefined);
    throw e;
  }
}

async function notReplaced(r: Replacement, temp: string): Promise<ReplaceResult> {
  await r.ops.unlink(temp).catch(() => undefined);
  return { replaced: false };
}

/** Renames `temp` over the target: for a linked backup only while the target is still that file, checked and renamed at once where `renameNow` allows. */
async function commit(r: Replacement, temp: string, held: Held | undefined): Promise<boolean> {
  let renamed = false;
  if (held?.ok && held.linked && r.ops.renameNow) {
    try {
      if (!renamedIfHeld(r.ops.renameNow, temp, r.target, held.backup)) return false;
      renamed = true;
    } catch (e) {
      if (!isRetryable(e)) throw e;
    }
  }
  if (!renamed) await r.ops.rename(temp, r.target);
  await r.ops.fsyncDir(dirname(r.target));
  return true;
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
  let seen = '';
  try {
    // Stat before the read: an edit landing between changes the bytes read, one after changes what was seen.
    if (linked) seen = sizeAndTime(await stat(hidden, { bigint: true }));
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
  return { ok: true, backup: join(backupDir(r.kindDir), backup), linked, seen };
}

/**
 * Renames `temp` over `target` if the target is still the file kept as `backup`, with no await
 * between the check and the rename: an outside program may still act in those microseconds, but
 * nothing of this process can. False when the target changed (nothing was renamed).
 */
function renamedIfHeld(renameNow: (from: string, to: string) => void, temp: string, target: string, backup: string): boolean {
  let t, b;
  try {
    t = statSync(target, { bigint: true });
    b = statSync(backup, { bigint: true });
  } catch (e) {
    if (errnoCode(e) === 'ENOENT') return false;
    throw e;
  }
  if (t.ino !== b.ino || t.dev !== b.dev) return false;
  renameNow(temp, target);
  return true;
}

// Windows refuses a rename while another program holds the target open; the retrying rename gets past it.
function isRetryable(e: unknown): boolean {
  const code = errnoCode(e);
  return process.platform === 'win32' && (code === 'EPERM' || code === 'EACCES' || code === 'EBUSY');
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

// Previous versions of a file, kept in <kind>/.backups/<file>.<timestamp>-<seq>.json before each
// overwrite, the newest few only. Names sort by time, so rotation needs no stat calls.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FsOps } from './fsOps';
import { tempNameFor } from './tempFiles';

/** The folder holding the backups of files in `kindDir`. */
export function backupDir(kindDir: string): string {
  return join(kindDir, '.backups');
}

function stamp(d: Date): string {
  return d.toISOString().replace(/[-:.]/g, '');
}

/** The backup names of `fileName` in `names`, oldest first. */
export function backupsOf(fileName: string, names: readonly string[]): string[] {
  const prefix = `${fileName}.`;
  return names.filter((n) => n.startsWith(prefix) && /^\d{8}T\d{9}Z-\d{3}\.json$/.test(n.slice(prefix.length))).sort();
}

/** A fresh hidden temp path in the backup folder of `kindDir` (created if needed), for a backup of `fileName` still being made. */
export async function backupTempPath(ops: FsOps, kindDir: string, fileName: string): Promise<string> {
  const dir = backupDir(kindDir);
  await ops.mkdir(dir);
  return join(dir, tempNameFor(fileName));
}

/**
 * Makes the whole, flushed file at `temp` (from backupTempPath) the newest backup of `fileName`,
 * keeping at most `keep`. A temp name is no version, so a kill at any moment leaves only whole
 * backups; surplus old backups go before the rename, so even a kill between never leaves more than `keep`.
 */
export async function placeBackup(ops: FsOps, kindDir: string, fileName: string, temp: string, now: Date, keep: number): Promise<string> {
  const dir = backupDir(kindDir);
  try {
    const existing = backupsOf(fileName, await readdir(dir));
    const base = `${fileName}.${stamp(now)}-`;
    let seq = 0;
    while (existing.includes(`${base}${String(seq).padStart(3, '0')}.json`)) seq++;
    const name = `${base}${String(seq).padStart(3, '0')}.json`;
    const room = Math.max(0, keep - 1);
    for (const old of existing.slice(0, Math.max(0, existing.length - room))) await ops.unlink(join(dir, old)).catch(() => undefined);
    await ops.rename(temp, join(dir, name));
    await ops.fsyncDir(dir);
    return name;
  } catch (e) {
    await ops.unlink(temp).catch(() => undefined);
    throw e;
  }
}

/** Writes `bytes` as the newest backup of `fileName`, keeping at most `keep` of them (see placeBackup). */
export async function writeBackup(ops: FsOps, kindDir: string, fileName: string, bytes: Uint8Array, now: Date, keep: number): Promise<string> {
  const temp = await backupTempPath(ops, kindDir, fileName);
  try {
    await ops.writeNew(temp, bytes);
  } catch (e) {
    // A half-written backup (full disk) is worse than none: it looks like a version that never was.
    await ops.unlink(temp).catch(() => undefined);
    throw e;
  }
  return placeBackup(ops, kindDir, fileName, temp, now, keep);
}

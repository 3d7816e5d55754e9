// Previous versions of a file, kept in <kind>/.backups/<file>.<timestamp>-<seq>.json before each
// overwrite, the newest few only. Names sort by time, so rotation needs no stat calls.
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FsOps } from './fsOps';

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

/**
 * Writes `bytes` as the newest backup of `fileName`, keeping at most `keep` of them. The bytes go to
 * a hidden temp file that no listing counts as a version and are renamed into place only once
 * flushed, so a kill at any moment leaves only whole backups. Surplus old backups are removed before
 * the rename, so even a kill between the two never leaves more than `keep`.
 */
export async function writeBackup(ops: FsOps, kindDir: string, fileName: string, bytes: Uint8Array, now: Date, keep: number): Promise<string> {
  const dir = backupDir(kindDir);
  await ops.mkdir(dir);
  const names = await readdir(dir);
  // Temp files of this file's earlier backups exist only if a process died mid-write: never versions.
  for (const stale of names.filter((n) => isBackupTempOf(fileName, n))) await ops.unlink(join(dir, stale)).catch(() => undefined);
  const existing = backupsOf(fileName, names);
  const base = `${fileName}.${stamp(now)}-`;
  let seq = 0;
  while (existing.includes(`${base}${String(seq).padStart(3, '0')}.json`)) seq++;
  const name = `${base}${String(seq).padStart(3, '0')}.json`;
  const temp = join(dir, `.${fileName}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await ops.writeNew(temp, bytes);
  } catch (e) {
    // A half-written backup (full disk) is worse than none: it looks like a version that never was.
    await ops.unlink(temp).catch(() => undefined);
    throw e;
  }
  const room = Math.max(0, keep - 1);
  for (const old of existing.slice(0, Math.max(0, existing.length - room))) await ops.unlink(join(dir, old)).catch(() => undefined);
  try {
    await ops.rename(temp, join(dir, name));
  } catch (e) {
    await ops.unlink(temp).catch(() => undefined);
    throw e;
  }
  await ops.fsyncDir(dir);
  return name;
}

/** True for the temp file of a backup of `fileName` that is still being written (or never finished). */
export function isBackupTempOf(fileName: string, name: string): boolean {
  return name.startsWith(`.${fileName}.`) && name.endsWith('.tmp');
}

// Previous versions of a file, kept in <kind>/.backups/<file>.<timestamp>-<seq>.json before each
// overwrite, the newest few only. Names sort by time, so rotation needs no stat calls.
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

/** Writes `bytes` as the newest backup of `fileName`, then deletes all but the newest `keep`. */
export async function writeBackup(ops: FsOps, kindDir: string, fileName: string, bytes: Uint8Array, now: Date, keep: number): Promise<string> {
  const dir = backupDir(kindDir);
  await ops.mkdir(dir);
  const existing = backupsOf(fileName, await readdir(dir));
  const base = `${fileName}.${stamp(now)}-`;
  let seq = 0;
  while (existing.includes(`${base}${String(seq).padStart(3, '0')}.json`)) seq++;
  const name = `${base}${String(seq).padStart(3, '0')}.json`;
  try {
    await ops.writeNew(join(dir, name), bytes);
  } catch (e) {
    // A half-written backup (full disk) is worse than none: it looks like a version that never was.
    await ops.unlink(join(dir, name)).catch(() => undefined);
    throw e;
  }
  const all = [...existing, name].sort();
  for (const old of all.slice(0, Math.max(0, all.length - keep))) await ops.unlink(join(dir, old)).catch(() => undefined);
  return name;
}

// Writing a file so that a crash, a full disk or a power cut leaves either the old content or the
// new, never half of one: write a temp file beside the target, flush it, rename it over the target.
import { basename, dirname, join } from 'node:path';
import type { FsOps } from './fsOps';
import { tempNameFor } from './tempFiles';

/** Replaces (or creates) `target` with `data` atomically; on failure the temp file is removed and the target untouched. */
export async function atomicWrite(ops: FsOps, target: string, data: string | Uint8Array): Promise<void> {
  const temp = await writeTemp(ops, target, data);
  await renameTemp(ops, temp, target);
}

/** Writes `data` to a fresh temp file beside `target` (same folder, so the rename never crosses file systems); returns its path. */
export async function writeTemp(ops: FsOps, target: string, data: string | Uint8Array): Promise<string> {
  const temp = join(dirname(target), tempNameFor(basename(target)));
  try {
    await ops.writeNew(temp, data);
  } catch (e) {
    await ops.unlink(temp).catch(() => undefined);
    throw e;
  }
  return temp;
}

/** Renames a temp file of writeTemp over `target` and flushes the folder; on failure the temp file is removed. */
async function renameTemp(ops: FsOps, temp: string, target: string): Promise<void> {
  try {
    await ops.rename(temp, target);
  } catch (e) {
    await ops.unlink(temp).catch(() => undefined);
    throw e;
  }
  await ops.fsyncDir(dirname(target));
}

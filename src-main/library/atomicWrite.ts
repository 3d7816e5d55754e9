// Writing a file so that a crash, a full disk or a power cut leaves either the old content or the
// new, never half of one: write a temp file beside the target, flush it, rename it over the target.
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import type { FsOps } from './fsOps';

/** True for the temp files atomicWrite leaves behind only if the process dies mid-write. */
export function isTempFileName(name: string): boolean {
  return name.startsWith('.') && name.endsWith('.tmp');
}

/** Replaces (or creates) `target` with `data` atomically; on failure the temp file is removed and the target untouched. */
export async function atomicWrite(ops: FsOps, target: string, data: string | Uint8Array): Promise<void> {
  const dir = dirname(target);
  // Same folder, so the rename never crosses file systems; hidden and .tmp, so listings skip it.
  const temp = join(dir, `.${basename(target)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await ops.writeNew(temp, data);
    await ops.rename(temp, target);
  } catch (e) {
    await ops.unlink(temp).catch(() => undefined);
    throw e;
  }
  await ops.fsyncDir(dir);
}

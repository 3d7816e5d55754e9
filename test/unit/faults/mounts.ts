// Small file systems for fault tests: a tmpfs of a few KB for a full disk, remounted read-only for
// EROFS. Only where `mount` is allowed (root in a session or CI); elsewhere the tests say they
// skipped. Everything mounted is unmounted by the caller's cleanup.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A mounted tmpfs: its folder, and how to make it read-only and to take it away. */
export type Tmpfs = { dir: string; readOnly(): void; unmount(): void };

/** Mounts a tmpfs of `size` (e.g. '64k') in a fresh folder, or returns why it cannot. */
export function mountTmpfs(size: string): Tmpfs | { refused: string } {
  const dir = mkdtempSync(join(tmpdir(), 'hexfray-fault-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0777`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    return { refused: String((e as { stderr?: Buffer }).stderr ?? e).trim().split('\n')[0] || 'mount failed' };
  }
  let mounted = true;
  return {
    dir,
    readOnly: () => execFileSync('mount', ['-o', 'remount,ro', dir], { stdio: 'pipe' }),
    unmount: () => {
      if (mounted) execFileSync('umount', [dir], { stdio: 'pipe' });
      mounted = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Whether mounting works here; logged once per suite so a skipped fault test says so. */
export function mountAllowed(): boolean {
  const probe = mountTmpfs('16k');
  if ('refused' in probe) {
    console.log(`fault tests: mount is refused here (${probe.refused}); full-disk and read-only tests skipped`);
    return false;
  }
  probe.unmount();
  return true;
}

// What the library itself last did to each file, so the watcher can tell the app's own saves from
// edits made outside. It compares what is on disk now with what the app left there (size, mtime,
// inode), instead of ignoring events for a time window, which would either miss a quick outside
// edit or report a slow own save.
import { stat } from 'node:fs/promises';

type Signature = string;

async function signatureOf(path: string): Promise<Signature> {
  try {
    const s = await stat(path, { bigint: true });
    return `${s.ino}:${s.size}:${s.mtimeNs}`;
  } catch {
    return 'absent';
  }
}

/** The state the app left each file in, compared on watcher events. */
export class OwnWrites {
  private readonly left = new Map<string, Signature>();

  /** Marks `path` as being written by the app, so events arriving before the write ends count as its own. */
  begin(path: string): void {
    if (this.left.size > 10_000) this.left.clear();
    this.left.set(path, 'pending');
  }

  /** Records the current state of `path` (after a write, rename or delete by the app). */
  async record(path: string): Promise<void> {
    if (this.left.size > 10_000) this.left.clear();
    this.left.set(path, await signatureOf(path));
  }

  /** True when `path` is exactly as the app left it, so an event about it is the app's own doing. */
  async isOwn(path: string): Promise<boolean> {
    const mine = this.left.get(path);
    if (mine === undefined) return false;
    if (mine === 'pending') return true;
    if ((await signatureOf(path)) === mine) return true;
    this.left.delete(path);
    return false;
  }
}

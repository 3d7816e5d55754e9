// Saves of one file run one after another: two windows (or a double Ctrl+S) saving the same file
// at once would otherwise both pass the signature check and one version would vanish unseen.

/** A queue per file path: work on one path waits for the work queued on it before. */
export class PathLocks {
  private readonly tails = new Map<string, Promise<void>>();

  /** Runs `work` once every earlier work on `path` has finished (succeeded or failed). */
  async run<T>(path: string, work: () => Promise<T>): Promise<T> {
    // Windows and macOS treat names differing only in case as one file; waiting a little more on Linux costs nothing.
    const key = path.toLowerCase();
    const before = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const tail = before.then(() => gate);
    this.tails.set(key, tail);
    await before;
    try {
      return await work();
    } finally {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}

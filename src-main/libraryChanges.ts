// Outside changes to the library, numbered, so a renderer can ask "what changed since N" (the web
// host has no push channel, and one mechanism for both hosts is easier to trust).
import type { LibraryChange } from './library';

export class ChangeFeed {
  private seq = 0;
  private readonly recent: { seq: number; change: LibraryChange }[] = [];

  constructor(private readonly keep = 200) {}

  push(change: LibraryChange): void {
    this.recent.push({ seq: ++this.seq, change });
    if (this.recent.length > this.keep) this.recent.shift();
  }

  /** Changes after `since`, and the number to ask from next time. */
  since(since: number): { seq: number; changes: LibraryChange[] } {
    return { seq: this.seq, changes: this.recent.filter((r) => r.seq > since).map((r) => r.change) };
  }
}

// Undo and redo over immutable snapshots: prep edits replace the whole encounter, and encounters
// share every unchanged part with the one before, so a snapshot per edit is cheap.
export class History<T> {
  private past: T[] = [];
  private future: T[] = [];

  constructor(private readonly limit = 500) {}

  /** Records the state before a change. */
  push(before: T): void {
    this.past.push(before);
    if (this.past.length > this.limit) this.past.shift();
    this.future = [];
  }

  undo(current: T): T | null {
    const prev = this.past.pop();
    if (prev === undefined) return null;
    this.future.push(current);
    return prev;
  }

  redo(current: T): T | null {
    const next = this.future.pop();
    if (next === undefined) return null;
    this.past.push(current);
    return next;
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }
}

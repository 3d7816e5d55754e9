// Saves run one after another: two sent at once would both expect the signature the first one
// replaces, and the second would be refused as a conflict with Hexfray's own write.

export class SaveQueue {
  /** Saves still on their way, the one writing and those waiting behind it. */
  #underWay = 0;
  #tail: Promise<unknown> = Promise.resolve();

  /** Whether a save is on its way now. */
  get busy(): boolean {
    return this.#underWay > 0;
  }

  /** Runs `step` once every save queued before it has finished (failed or not). */
  run<T>(step: () => Promise<T>): Promise<T> {
    this.#underWay++;
    const next = this.#tail.then(step, step).finally(() => this.#underWay--);
    this.#tail = next.catch(() => undefined);
    return next;
  }
}

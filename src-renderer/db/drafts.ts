// Drafts of encounters being prepared, written soon after every change (PrepAutosave spaces the writes),
// so prep work survives a crash or a killed tab like a fight does; on the next start the app offers
// the newest unsettled draft back.
import type { Encounter } from '../../shared/model/schema';
import type { Draft, HexfrayDb } from './database';

export class Drafts {
  constructor(private readonly db: HexfrayDb) {}

  /** Records the encounter as it stands now, as worth recovering. */
  async save(id: string, encounter: Encounter, libraryId: string | null, signature: string | null = null): Promise<void> {
    await this.db.drafts.put({ id, encounter, libraryId, signature, updatedAt: Date.now(), settled: 0 });
  }

  /** Marks a draft saved to a file or let go on purpose, so it is not offered again. */
  async settle(id: string): Promise<void> {
    await this.db.drafts.update(id, { settled: 1, updatedAt: Date.now() });
  }

  /** Forgets the drafts settled before `before`: nothing reads them, and the store must not grow without end. */
  async pruneSettled(before: number): Promise<number> {
    return this.db.drafts.where('settled').equals(1).and((d) => d.updatedAt < before).delete();
  }

  /** The most recently changed draft that was neither saved nor let go. */
  async latestUnsettled(): Promise<Draft | null> {
    const list = await this.db.drafts.where('settled').equals(0).reverse().sortBy('updatedAt');
    return list[0] ?? null;
  }
}

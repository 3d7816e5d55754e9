// Drafts of encounters being prepared, saved on every change, so prep work survives a crash too.
import type { Encounter } from '../../shared/model/schema';
import type { Draft, HexfrayDb } from './database';

export class Drafts {
  constructor(private readonly db: HexfrayDb) {}

  async save(id: string, encounter: Encounter, libraryId: string | null): Promise<void> {
    await this.db.drafts.put({ id, encounter, libraryId, updatedAt: Date.now(), settled: 0 });
  }

  async settle(id: string): Promise<void> {
    await this.db.drafts.update(id, { settled: 1 });
  }

  async latestUnsettled(): Promise<Draft | null> {
    const list = await this.db.drafts.where('settled').equals(0).reverse().sortBy('updatedAt');
    return list[0] ?? null;
  }

  async discard(id: string): Promise<void> {
    await this.db.drafts.delete(id);
  }
}

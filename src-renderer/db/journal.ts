// The command journal: every applied command is written here before the UI shows its result, so a
// crash or a killed tab loses nothing; on the next start the app offers the unsettled session back.
import type { Command } from '../../shared/model/commands';
import type { Encounter } from '../../shared/model/schema';
import type { HexfrayDb, JournalSession } from './database';

export type Recoverable = { session: JournalSession; commands: Command[] };

/**
 * How long a session saved or let go stays in the store. Nothing reads it again, but a second
 * window may still be journaling it (a command after a save makes it live again), so it is kept
 * a while rather than dropped at once.
 */
export const SETTLED_KEPT_MS = 24 * 60 * 60 * 1000;

export class Journal {
  constructor(private readonly db: HexfrayDb) {}

  /** Starts journaling a new session. */
  async begin(id: string, name: string, encounter: Encounter, seed: string, libraryId: string | null): Promise<void> {
    const now = Date.now();
    await this.db.sessions.put({ id, name, encounter, seed, libraryId, cursor: 0, startedAt: now, updatedAt: now, settled: 0 });
  }

  /** Starts journaling a session opened from a file, with the commands it already holds. */
  async beginWith(id: string, name: string, encounter: Encounter, seed: string, libraryId: string | null, commands: readonly Command[]): Promise<void> {
    await this.db.transaction('rw', this.db.commands, this.db.sessions, async () => {
      await this.begin(id, name, encounter, seed, libraryId);
      await this.db.commands.bulkAdd(commands.map((command, index) => ({ sessionId: id, index, command })));
      await this.db.sessions.update(id, { cursor: commands.length, settled: 1 });
    });
  }

  /** Records command number `index` (0-based) as applied, dropping any undone commands after it. */
  async append(sessionId: string, index: number, command: Command): Promise<void> {
    await this.db.transaction('rw', this.db.commands, this.db.sessions, async () => {
      await this.db.commands.where('sessionId').equals(sessionId).and((c) => c.index >= index).delete();
      await this.db.commands.add({ sessionId, index, command });
      // A command after a save makes the session worth recovering again.
      await this.db.sessions.update(sessionId, { cursor: index + 1, updatedAt: Date.now(), settled: 0 });
    });
  }

  /** Records an undo or redo: how many journaled commands are now applied. */
  async moveCursor(sessionId: string, cursor: number): Promise<void> {
    await this.db.sessions.update(sessionId, { cursor, updatedAt: Date.now() });
  }

  /** Marks a session saved or closed on purpose, so it is not offered for recovery. */
  async settle(sessionId: string, libraryId: string | null = null): Promise<void> {
    await this.db.sessions.update(sessionId, { settled: 1, updatedAt: Date.now(), ...(libraryId ? { libraryId } : {}) });
  }

  /**
   * Forgets the sessions settled before `now - SETTLED_KEPT_MS`, with their commands, so months of
   * fights (each opened session copies all its commands here) never fill the browser's quota and
   * stop the journal. Returns how many it forgot.
   */
  async pruneSettled(now = Date.now()): Promise<number> {
    return this.db.transaction('rw', this.db.commands, this.db.sessions, async () => {
      const old = await this.db.sessions.where('settled').equals(1).and((s) => s.updatedAt < now - SETTLED_KEPT_MS).primaryKeys();
      if (old.length === 0) return 0;
      await this.db.commands.where('sessionId').anyOf(old).delete();
      await this.db.sessions.bulkDelete(old);
      return old.length;
    });
  }

  /** The most recent session that was neither saved nor closed, with its commands in order. */
  async latestUnsettled(): Promise<Recoverable | null> {
    const session = await this.db.sessions.where('settled').equals(0).reverse().sortBy('updatedAt').then((s) => s[0]);
    if (!session) return null;
    const rows = await this.db.commands.where('sessionId').equals(session.id).sortBy('index');
    return { session, commands: rows.map((r) => r.command) };
  }
}

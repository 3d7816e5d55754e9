// The command journal: every applied command is written here before the UI shows its result, so a
// crash or a killed tab loses nothing; on the next start the app offers the unsettled session back.
import type { Command } from '../../shared/model/commands';
import type { SessionFog } from '../../shared/engine/session';
import type { Encounter } from '../../shared/model/schema';
import { Dexie } from 'dexie';
import type { HexfrayDb, JournalCommand, JournalProgress, JournalSession } from './database';
import { plain } from '../host/plain.svelte';

/** A fight to offer back: its session, its commands, and per command the other fields its file entry had. */
export type Recoverable = { session: JournalSession; commands: Command[]; entryFields: (Record<string, unknown> | undefined)[]; fog?: SessionFog };

/**
 * What a session file holds beyond what the journal rebuilds, kept so that a recovered fight saves
 * back to its file everything it had: the file's signature, its other top-level fields, and the
 * other fields of each command entry (undefined where there are none).
 */
export type FileKept = { signature: string | null; fields: Record<string, unknown>; entryFields: readonly (Record<string, unknown> | undefined)[] };

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
    await this.db.transaction('rw', this.db.sessions, this.db.progress, async () => {
      const now = Date.now();
      await this.db.sessions.put({ id, name, encounter, seed, startedAt: now });
      await this.db.progress.put({ id, libraryId, cursor: 0, updatedAt: now, settled: 0 });
    });
  }

  /** Starts journaling a session opened from a file, with the commands it already holds. */
  async beginWith(id: string, name: string, encounter: Encounter, seed: string, libraryId: string | null, commands: readonly Command[], kept: FileKept): Promise<void> {
    await this.db.transaction('rw', this.db.commands, this.db.sessions, this.db.progress, async () => {
      const now = Date.now();
      await this.db.sessions.put({ id, name, encounter, seed, startedAt: now, fields: kept.fields });
      await this.db.commands.bulkAdd(commands.map((command, index) => {
        const fields = kept.entryFields[index];
        return fields ? { sessionId: id, index, command, fields } : { sessionId: id, index, command };
      }));
      await this.db.progress.put({ id, libraryId, signature: kept.signature, cursor: commands.length, updatedAt: now, settled: 1 });
    });
  }

  /**
   * Records command number `index` (0-based) as applied, dropping any undone commands after it.
   * Only the commands from `index` on and the small progress row are touched: the session row,
   * with its encounter, and the commands before stay as they are. `undone` false says the fight
   * has no undone commands to drop (it could not redo): the range is then not looked up, which
   * was a third of the store's work on the window's thread at every command.
   */
  async append(sessionId: string, index: number, command: Command, undone = true): Promise<void> {
    const row: JournalCommand = { sessionId, index, command: plain(command) };
    // The common case, every command of a fight run forward, goes straight to the open connection:
    // through Dexie's transaction, add and update (a cursor) it cost the window's thread about
    // 1.5 ms a command in promise and zone plumbing, in the frames a turn start is drawn in.
    const idb = undone || !this.db.isOpen() ? null : this.db.backendDB();
    if (idb) return appendDirect(idb, row);
    await this.db.transaction('rw', this.db.commands, this.db.progress, async () => {
      if (undone) await this.commandsFrom(sessionId, index).delete();
      await this.db.commands.add(row);
      // A command after a save makes the session worth recovering again.
      await this.db.progress.update(sessionId, { cursor: index + 1, updatedAt: Date.now(), settled: 0 });
    });
  }

  /** Records an undo or redo: how many journaled commands are now applied. */
  async moveCursor(sessionId: string, cursor: number): Promise<void> {
    await this.db.progress.update(sessionId, { cursor, updatedAt: Date.now() });
  }

  /** Records the fight's fog on the players' screen as it is now. */
  async setFog(sessionId: string, fog: SessionFog): Promise<void> {
    await this.db.fog.put({ id: sessionId, fog });
  }

  /** Marks a session saved or closed on purpose, so it is not offered for recovery. */
  async settle(sessionId: string, libraryId: string | null = null, signature: string | null = null): Promise<void> {
    await this.db.progress.update(sessionId, { settled: 1, updatedAt: Date.now(), ...(libraryId ? { libraryId, signature } : {}) });
  }

  /**
   * Forgets the sessions settled before `now - SETTLED_KEPT_MS`, with their commands, so months of
   * fights (each opened session copies all its commands here) never fill the browser's quota and
   * stop the journal. Returns how many it forgot.
   */
  async pruneSettled(now = Date.now()): Promise<number> {
    return this.db.transaction('rw', [this.db.commands, this.db.sessions, this.db.progress, this.db.fog], async () => {
      const old = await this.db.progress.where('settled').equals(1).and((s) => s.updatedAt < now - SETTLED_KEPT_MS).primaryKeys();
      if (old.length === 0) return 0;
      for (const id of old) await this.commandsFrom(id, 0).delete();
      await this.db.sessions.bulkDelete(old);
      await this.db.fog.bulkDelete(old);
      await this.db.progress.bulkDelete(old);
      return old.length;
    });
  }

  /** The most recent session that was neither saved nor closed, with its commands in order. */
  async latestUnsettled(): Promise<Recoverable | null> {
    return (await this.unsettled(1))[0] ?? null;
  }

  /**
   * Every session neither saved nor closed (up to `limit`), the most recent first, with its
   * commands in order: a fight kept in the background stays offered after a newer one began.
   */
  async unsettled(limit = Infinity): Promise<Recoverable[]> {
    const live = await this.db.progress.where('settled').equals(0).reverse().sortBy('updatedAt');
    const found: Recoverable[] = [];
    for (const progress of live) {
      if (found.length >= limit) break;
      const row = await this.db.sessions.get(progress.id);
      if (!row) continue;
      const rows = await this.commandsFrom(progress.id, 0).toArray();
      const session: JournalSession = { ...row, libraryId: progress.libraryId, signature: progress.signature ?? null, cursor: progress.cursor, updatedAt: progress.updatedAt, settled: progress.settled };
      const fog = (await this.db.fog.get(progress.id))?.fog;
      found.push({ session, commands: rows.map((r) => r.command), entryFields: rows.map((r) => r.fields), ...(fog ? { fog } : {}) });
    }
    return found;
  }

  /** A session's commands numbered `index` and up, in order: a range of the [sessionId+index] index, read or deleted without scanning the rest. */
  private commandsFrom(sessionId: string, index: number) {
    return this.db.commands.where('[sessionId+index]').between([sessionId, index], [sessionId, Dexie.maxKey], true, true);
  }
}

/**
 * Adds a command row and moves its session's progress on, in one transaction on the open
 * connection: resolved once the store has committed it, rejected (nothing written) if it fails.
 */
function appendDirect(idb: IDBDatabase, row: JournalCommand): Promise<void> {
  return new Promise((resolve, reject) => {
    const tx = idb.transaction(['commands', 'progress'], 'readwrite');
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('the journal\'s write was aborted'));
    tx.objectStore('commands').add(row);
    const progress = tx.objectStore('progress');
    const read = progress.get(row.sessionId);
    read.onsuccess = () => {
      const was = read.result as JournalProgress | undefined;
      // A command after a save makes the session worth recovering again.
      if (was) progress.put({ ...was, cursor: row.index + 1, updatedAt: Date.now(), settled: 0 });
    };
  });
}

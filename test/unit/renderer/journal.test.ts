import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { Dexie } from 'dexie';
import { HexfrayDb } from '../../../src-renderer/db/database';
import { Journal } from '../../../src-renderer/db/journal';
import { EXAMPLES } from '../../../shared/sim/examples';
import type { Command } from '../../../shared/model/commands';

let dbs = 0;
const freshName = () => `journal-test-${dbs++}`;
const move = (n: number): Command => ({ type: 'move', id: `c${n}`, path: [{ q: n, r: 0 }] });
const ids = (commands: readonly Command[]) => commands.map((c) => (c.type === 'move' ? c.id : c.type));

/** A fresh store with the fight 'fight' begun and its first command journaled as a fight run forward is. */
async function foughtForward(): Promise<{ db: HexfrayDb; journal: Journal }> {
  const db = new HexfrayDb(freshName());
  const journal = new Journal(db);
  await journal.begin('fight', 'Ford', EXAMPLES.yaugs(), 's', null);
  await journal.append('fight', 0, { type: 'start-combat' }, false);
  return { db, journal };
}

/** A store as version 2 wrote it: cursor, updatedAt, settled and libraryId in the session row. */
async function versionTwoStore(name: string): Promise<void> {
  const old = new Dexie(name);
  old.version(1).stores({ sessions: 'id, settled, updatedAt', commands: '++id, [sessionId+index], sessionId', drafts: 'id, settled, updatedAt', prefs: 'key' });
  old.version(2).stores({ prefs: null });
  await old.open();
  await old.table('sessions').bulkPut([
    { id: 'ford', name: 'Ford', encounter: EXAMPLES.yaugs(), seed: 'seed-ford', libraryId: 'sessions/ford.session.json', cursor: 2, startedAt: 100, updatedAt: 300, settled: 0 },
    { id: 'ridge', name: 'Ridge', encounter: EXAMPLES.vers(), seed: 'seed-ridge', libraryId: null, cursor: 1, startedAt: 100, updatedAt: 200, settled: 1 },
  ]);
  await old.table('commands').bulkAdd([
    { sessionId: 'ford', index: 0, command: { type: 'start-combat' } },
    { sessionId: 'ford', index: 1, command: move(1) },
    { sessionId: 'ford', index: 2, command: move(2) },
    { sessionId: 'ridge', index: 0, command: { type: 'start-combat' } },
  ]);
  old.close();
}

describe('the journal store, version 3', () => {
  it('a fight a version 2 store holds unsaved is still offered after the upgrade, at the same cursor, and journals on', async () => {
    const name = freshName();
    await versionTwoStore(name);
    const db = new HexfrayDb(name);
    const journal = new Journal(db);

    const r = await journal.latestUnsettled();
    expect(r!.session).toMatchObject({ id: 'ford', name: 'Ford', seed: 'seed-ford', libraryId: 'sessions/ford.session.json', cursor: 2, updatedAt: 300, settled: 0 });
    expect(r!.session.encounter.name).toBe(EXAMPLES.yaugs().name);
    expect(ids(r!.commands)).toEqual(['start-combat', 'c1', 'c2']);
    // The session row keeps only what never changes: its encounter is no longer rewritten per command.
    const row = (await db.sessions.get('ford')) as Record<string, unknown>;
    expect(Object.keys(row).sort()).toEqual(['encounter', 'id', 'name', 'seed', 'startedAt']);

    // The migrated fight carries on: a command after the cursor replaces the undone one.
    await journal.append('ford', 2, move(7));
    expect(ids((await journal.latestUnsettled())!.commands)).toEqual(['start-combat', 'c1', 'c7']);
    await journal.settle('ford');
    expect(await journal.latestUnsettled()).toBeNull();
    // The settled one migrated settled: a day later both are forgotten, commands and all.
    expect(await journal.pruneSettled(Date.now() + 2 * 24 * 60 * 60 * 1000)).toBe(2);
    expect(await db.commands.count()).toBe(0);
    expect(await db.sessions.count()).toBe(0);
    db.close();
  });

  it('a command after undos drops exactly the undone commands of that session, and no other session’s', async () => {
    const db = new HexfrayDb(freshName());
    const journal = new Journal(db);
    // 'fight' is a prefix of 'fight-2': a range on the wrong key would take the other's commands.
    for (const id of ['fight', 'fight-2']) {
      await journal.begin(id, id, EXAMPLES.yaugs(), 's', null);
      for (let i = 0; i < 6; i++) await journal.append(id, i, move(i));
    }
    await journal.moveCursor('fight', 3);
    await journal.append('fight', 3, move(9));
    await journal.settle('fight-2');

    const r = await journal.latestUnsettled();
    expect(r!.session.id).toBe('fight');
    expect(r!.session.cursor).toBe(4);
    expect(ids(r!.commands)).toEqual(['c0', 'c1', 'c2', 'c9']);
    const other = await db.commands.where('sessionId').equals('fight-2').sortBy('index');
    expect(ids(other.map((c) => c.command))).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5']);
    db.close();
  });

  it('a command, an undo, a redo and a save write only the small progress row, never the session with its encounter', async () => {
    const db = new HexfrayDb(freshName());
    const journal = new Journal(db);
    await journal.begin('fight', 'Ford', EXAMPLES.yaugs(), 's', null);
    let sessionWrites = 0;
    db.sessions.hook('creating', () => void sessionWrites++);
    db.sessions.hook('updating', () => void sessionWrites++);
    await journal.append('fight', 0, { type: 'start-combat' });
    await journal.append('fight', 1, move(1));
    await journal.moveCursor('fight', 1);
    await journal.moveCursor('fight', 2);
    await journal.settle('fight', 'sessions/ford.session.json');
    expect(sessionWrites).toBe(0);
    expect((await db.progress.get('fight'))).toMatchObject({ cursor: 2, settled: 1, libraryId: 'sessions/ford.session.json' });
    db.close();
  });

  it('a fight run forward journals each command with the cursor on, and a save then a command makes it recoverable again', async () => {
    const { db, journal } = await foughtForward();
    await journal.append('fight', 1, move(1), false);
    await journal.settle('fight', 'sessions/ford.session.json', 'sig-1');
    expect(await journal.latestUnsettled()).toBeNull();
    await journal.append('fight', 2, move(2), false);
    const r = await journal.latestUnsettled();
    // The progress row moves on and keeps what the save wrote into it.
    expect(r!.session).toMatchObject({ id: 'fight', cursor: 3, settled: 0, libraryId: 'sessions/ford.session.json', signature: 'sig-1' });
    expect(ids(r!.commands)).toEqual(['start-combat', 'c1', 'c2']);
    db.close();
  });

  it('a command the store refuses is not journaled, the cursor stays, and the caller hears of it', async () => {
    const { db, journal } = await foughtForward();
    const add = vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementationOnce(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await expect(journal.append('fight', 1, move(1), false)).rejects.toThrow(/quota/);
    add.mockRestore();
    const r = await journal.latestUnsettled();
    expect(r!.session.cursor).toBe(1);
    expect(ids(r!.commands)).toEqual(['start-combat']);
    db.close();
  });

  it('a store reopened after a crash gives back every command and the cursor, as the last write left them', async () => {
    const name = freshName();
    const db = new HexfrayDb(name);
    const journal = new Journal(db);
    await journal.begin('fight', 'Ford', EXAMPLES.yaugs(), 'seed-1', 'encounters/ford.encounter.json');
    for (let i = 0; i < 4; i++) await journal.append('fight', i, move(i));
    await journal.moveCursor('fight', 3);
    db.close();

    const again = new Journal(new HexfrayDb(name));
    const r = await again.latestUnsettled();
    expect(r!.session).toMatchObject({ id: 'fight', name: 'Ford', seed: 'seed-1', libraryId: 'encounters/ford.encounter.json', cursor: 3, settled: 0 });
    expect(ids(r!.commands)).toEqual(['c0', 'c1', 'c2', 'c3']);
  });
});

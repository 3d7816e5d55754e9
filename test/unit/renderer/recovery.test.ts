import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { HexfrayDb } from '../../../src-renderer/db/database';
import { Journal } from '../../../src-renderer/db/journal';
import { Drafts } from '../../../src-renderer/db/drafts';
import { EXAMPLES } from '../../../shared/sim/examples';
import { freshDb, settle, start } from './appFixture';

describe('fight recovery', () => {
  it('offers an interrupted fight and carries it on where it was; discarded, it is not offered again', async () => {
    const first = start();
    first.app.workspace.edit(EXAMPLES.waylights());
    expect(await first.app.workspace.run('seed-7')).toBeNull();
    await first.app.combatUi!.turn.endTurn();
    const where = { round: first.app.combat!.state.round, current: first.app.combat!.state.current };

    const next = first.again();
    await next.app.recovery.checkRecovery();
    expect(next.app.recovery.pendingFight!.commands).toHaveLength(2);
    next.app.recovery.recoverFight();
    expect(next.app.screen).toBe('combat');
    expect({ round: next.app.combat!.state.round, current: next.app.combat!.state.current }).toEqual(where);

    const third = next.again();
    await third.app.recovery.checkRecovery();
    await third.app.recovery.discardFight();
    const fourth = third.again();
    await fourth.app.recovery.checkRecovery();
    expect(fourth.app.recovery.pendingFight).toBeNull();
  });
});

describe('the browser store', () => {
  it('a store written by the version with a preferences table opens, and its unsaved fight is still offered', async () => {
    const name = `old-store-${crypto.randomUUID()}`;
    const old = new Dexie(name);
    old.version(1).stores({ sessions: 'id, settled, updatedAt', commands: '++id, [sessionId+index], sessionId', drafts: 'id, settled, updatedAt', prefs: 'key' });
    await old.open();
    await old.table('sessions').put({ id: 'f', name: 'Old fight', encounter: EXAMPLES.yaugs(), seed: 's', libraryId: null, cursor: 1, startedAt: 1, updatedAt: 2, settled: 0 });
    await old.table('commands').add({ sessionId: 'f', index: 0, command: { type: 'start-combat' } });
    await old.table('prefs').put({ key: 'zoom', value: 2 });
    old.close();

    const db = new HexfrayDb(name);
    await db.open();
    expect(db.tables.map((t) => t.name).sort()).toEqual(['commands', 'drafts', 'fog', 'progress', 'sessions']);
    const { app } = start(db);
    await app.recovery.checkRecovery();
    expect(app.recovery.pendingFight!.session.name).toBe('Old fight');
  });
});

describe('the store does not grow without end', () => {
  it('forgets fights and drafts settled over a day ago, and keeps the live and the recent ones', async () => {
    const db = freshDb('prune');
    const journal = new Journal(db);
    const day = 24 * 60 * 60 * 1000;
    for (const id of ['old', 'recent', 'live']) {
      await journal.begin(id, id, EXAMPLES.yaugs(), 's', null);
      await journal.append(id, 0, { type: 'start-combat' });
    }
    await journal.settle('old');
    await journal.settle('recent');
    await db.progress.update('old', { updatedAt: Date.now() - 2 * day });
    const drafts = new Drafts(db);
    await drafts.save('d-old', EXAMPLES.vers(), null);
    await drafts.settle('d-old');
    await db.drafts.update('d-old', { updatedAt: Date.now() - 2 * day });
    await drafts.save('d-live', EXAMPLES.vers(), null);

    const { app } = start(db);
    await app.recovery.checkRecovery();
    expect((await db.sessions.toArray()).map((s) => s.id).sort()).toEqual(['live', 'recent']);
    expect((await db.progress.toArray()).map((s) => s.id).sort()).toEqual(['live', 'recent']);
    expect(await db.commands.where('sessionId').equals('old').count()).toBe(0);
    expect((await db.drafts.toArray()).map((d) => d.id)).toEqual(['d-live']);
    expect(app.recovery.pendingFight!.session.id).toBe('live');
    expect(app.recovery.pendingDraft!.id).toBe('d-live');
  });
});

describe('Recovery', () => {
  it('offers unsaved prep back in its own draft, still unsaved; let go, it is not offered again', async () => {
    const first = start();
    first.app.workspace.edit(EXAMPLES.vers());
    first.app.prep!.rename('Half done');
    await settle();
    const next = first.again();
    await next.app.recovery.checkRecovery();
    expect(next.app.recovery.pendingDraft!.encounter.name).toBe('Half done');
    next.app.recovery.recoverDraft();
    expect(next.app.recovery.pendingDraft).toBeNull();
    expect(next.app.screen).toBe('prep');
    expect(next.app.prep!.encounter.name).toBe('Half done');
    expect(next.app.prep!.dirty).toBe(true);
    expect(next.app.messages.toasts.at(-1)!.text).toMatch(/Recovered your unsaved prep of "Half done"/);
    const third = next.again();
    await third.app.recovery.checkRecovery();
    await third.app.recovery.discardDraft();
    const fourth = third.again();
    await fourth.app.recovery.checkRecovery();
    expect(fourth.app.recovery.pendingDraft).toBeNull();
  });

  it('does not offer the fight on screen, nor a fight with no command, and asks before one replaces an unsaved fight', async () => {
    const first = start();
    first.app.workspace.edit(EXAMPLES.yaugs());
    expect(await first.app.workspace.run('s')).toBeNull();
    await first.app.combatUi!.turn.endTurn();
    await first.app.recovery.checkRecovery();
    expect(first.app.recovery.pendingFights).toEqual([]);

    const next = first.again();
    next.app.workspace.edit(EXAMPLES.vers());
    expect(await next.app.workspace.run('t')).toBeNull();
    await next.app.combatUi!.turn.endTurn();
    await next.app.recovery.checkRecovery();
    const other = next.app.recovery.pendingFight!;
    expect(other.session.name).toBe(EXAMPLES.yaugs().name);
    const mine = next.app.combat;
    await next.app.recovery.recoverFight(other);
    expect(next.app.nav.leaving?.to).toBe(`recover "${other.session.name}"`);
    expect(next.app.combat).toBe(mine);
    await next.app.nav.answerLeave('background');
    expect(next.app.combat!.session.name).toBe(other.session.name);
    expect(next.app.recovery.pendingFights.map((f) => f.session.id)).toEqual([mine!.id]);
  });
});


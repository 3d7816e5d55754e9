import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { AppState } from '../../../src-renderer/state/app.svelte';
import { DRAFT_DELAY_MS } from '../../../src-renderer/state/prepAutosave.svelte';
import { Dexie } from 'dexie';
import { HexfrayDb } from '../../../src-renderer/db/database';
import { Journal } from '../../../src-renderer/db/journal';
import { Drafts } from '../../../src-renderer/db/drafts';
import { EXAMPLES } from '../../../shared/sim/examples';
import { FakeHost } from './fakeHost';
import { Session } from '../../../shared/engine/session';

let dbs = 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Lets queued store writes land. */
const settle = () => sleep(30);

/** An app on a browser store of its own; `again()` is the next start on the same store and library. */
function start(db = new HexfrayDb(`app-test-${dbs++}`), fake = new FakeHost()) {
  const app = new AppState(fake.host, db);
  const drafts = new Drafts(db);
  return { app, fake, db, drafts, again: () => start(db, fake) };
}

const ENCOUNTER_ID = 'encounters/ford.encounter.json';

function withFile(fake: FakeHost) {
  const enc = EXAMPLES.yaugs() as unknown as Record<string, unknown> & { combatants: Record<string, unknown>[] };
  fake.put(ENCOUNTER_ID, { ...enc, campaign: { arc: 'drowned crown' }, combatants: enc.combatants.map((c, i) => (i === 0 ? { ...c, portrait: 'a.png' } : c)) });
}

async function openEncounter(app: AppState) {
  await app.library.refresh(['encounters']);
  await app.openEntry(app.library.entries.encounters.find((e) => e.id === ENCOUNTER_ID)!);
}

describe('prep autosave', () => {
  it('writes the first change at once and later ones together when the delay ends', async () => {
    const { app, drafts } = start();
    app.edit(EXAMPLES.yaugs());
    await settle();
    expect(await drafts.latestUnsettled()).toBeNull();
    app.prep!.rename('A');
    await settle();
    expect((await drafts.latestUnsettled())!.encounter.name).toBe('A');
    app.prep!.rename('B');
    app.prep!.rename('C');
    await settle();
    expect((await drafts.latestUnsettled())!.encounter.name).toBe('A');
    await sleep(DRAFT_DELAY_MS + 50);
    expect((await drafts.latestUnsettled())!.encounter.name).toBe('C');
  });

  it('writes changes still waiting for their turn when flushed (the page is going away)', async () => {
    const { app, drafts } = start();
    app.edit(EXAMPLES.yaugs());
    app.prep!.rename('A');
    app.prep!.rename('B');
    app.autosave.flush();
    // Polled, not slept on: two store writes in a row can take longer than a fixed pause on a busy machine.
    await expect.poll(async () => (await drafts.latestUnsettled())?.encounter.name).toBe('B');
  });

  it('opening another encounter writes the last one\u2019s waiting changes to its own draft first', async () => {
    const { app, db } = start();
    app.edit(EXAMPLES.yaugs());
    app.prep!.rename('A');
    app.prep!.rename('B');
    app.edit(EXAMPLES.vers());
    await expect.poll(async () => (await db.drafts.where('settled').equals(0).toArray()).map((d) => d.encounter.name)).toEqual(['B']);
  });

  it('offers unsaved prep at the next start and carries on in the same draft, still unsaved', async () => {
    const first = start();
    first.app.edit(EXAMPLES.yaugs());
    first.app.prep!.rename('Ford at dusk');
    await settle();

    const next = first.again();
    await next.app.checkRecovery();
    expect(next.app.pendingDraft!.encounter.name).toBe('Ford at dusk');
    next.app.recoverDraft();
    expect(next.app.screen).toBe('prep');
    expect(next.app.prep!.encounter.name).toBe('Ford at dusk');
    expect(next.app.prep!.dirty).toBe(true);
    next.app.prep!.setNotes('more');
    await settle();
    const [only] = await next.db.drafts.where('settled').equals(0).toArray();
    expect(only!.encounter.gmNotes).toBe('more');
    expect(await next.db.drafts.count()).toBe(1);

    // Saving settles it: the start after offers nothing.
    await next.app.save();
    await settle();
    const third = next.again();
    await third.app.checkRecovery();
    expect(third.app.pendingDraft).toBeNull();
  });

  it('a discarded draft is not offered again', async () => {
    const first = start();
    first.app.edit(EXAMPLES.yaugs());
    first.app.prep!.rename('Scrap');
    await settle();
    const next = first.again();
    await next.app.checkRecovery();
    await next.app.discardDraft();
    const third = next.again();
    await third.app.checkRecovery();
    expect(third.app.pendingDraft).toBeNull();
  });

  it('says when the draft cannot be written', async () => {
    const { app, db } = start();
    db.drafts.put = () => Promise.reject(new Error('quota exceeded')) as never;
    app.edit(EXAMPLES.yaugs());
    app.prep!.rename('A');
    await settle();
    expect(app.autosave.error).toMatch(/quota exceeded.*Save the encounter/);
  });
});

describe('fight recovery', () => {
  it('offers an interrupted fight and carries it on where it was; discarded, it is not offered again', async () => {
    const first = start();
    first.app.edit(EXAMPLES.waylights());
    expect(await first.app.run('seed-7')).toBeNull();
    await first.app.combatUi!.turn.endTurn();
    const where = { round: first.app.combat!.state.round, current: first.app.combat!.state.current };

    const next = first.again();
    await next.app.checkRecovery();
    expect(next.app.pendingFight!.commands).toHaveLength(2);
    next.app.recoverFight();
    expect(next.app.screen).toBe('combat');
    expect({ round: next.app.combat!.state.round, current: next.app.combat!.state.current }).toEqual(where);

    const third = next.again();
    await third.app.checkRecovery();
    await third.app.discardFight();
    const fourth = third.again();
    await fourth.app.checkRecovery();
    expect(fourth.app.pendingFight).toBeNull();
  });
});

const SESSION_ID = 'sessions/ford.session.json';

/** A saved two-command session whose file holds fields this version does not know: at the top and on each command entry. */
function withSessionFile(fake: FakeHost) {
  const session = new Session(EXAMPLES.yaugs(), 'seed-kept', 'Ford');
  session.apply({ type: 'start-combat' });
  session.apply({ type: 'end-turn' });
  const record = session.toRecord();
  fake.put(SESSION_ID, { ...record, campaign: { arc: 'drowned crown' }, commands: record.commands.map((e, i) => ({ ...e, note: `table note ${i}` })) });
}

async function openSession(app: AppState) {
  await app.library.refresh(['sessions']);
  await app.openEntry(app.library.entries.sessions.find((e) => e.id === SESSION_ID)!);
}

type SavedSession = { campaign?: unknown; commands: { note?: string; command: { type: string } }[] };

describe('session files keep what this version does not know', () => {
  it('top-level fields and command entries\u2019 fields survive open, a new command and save', async () => {
    const { app, fake } = start();
    withSessionFile(fake);
    await openSession(app);
    await app.combatUi!.turn.endTurn();
    await app.save();
    const saved = fake.files.get(SESSION_ID)!.value as SavedSession;
    expect(saved.campaign).toEqual({ arc: 'drowned crown' });
    expect(saved.commands.map((e) => e.note)).toEqual(['table note 0', 'table note 1', undefined]);
  });

  it('a recovered fight saves back to the file it came from, expecting it unchanged, with those fields', async () => {
    const first = start();
    withSessionFile(first.fake);
    await openSession(first.app);
    await first.app.combatUi!.turn.endTurn();

    const next = first.again();
    await next.app.checkRecovery();
    next.app.recoverFight();
    await next.app.save();
    expect(next.fake.calls.at(-1)).toBe(`save sessions ${SESSION_ID} expecting`);
    expect([...next.fake.files.keys()].filter((id) => id.startsWith('sessions/'))).toEqual([SESSION_ID]);
    const saved = next.fake.files.get(SESSION_ID)!.value as SavedSession;
    expect(saved.campaign).toEqual({ arc: 'drowned crown' });
    expect(saved.commands.map((e) => e.note)).toEqual(['table note 0', 'table note 1', undefined]);
  });
});

describe('files', () => {
  it('keeps fields this version does not know through open, edit and save', async () => {
    const { app, fake } = start();
    withFile(fake);
    await openEncounter(app);
    app.prep!.rename('Edited');
    await app.save();
    const saved = fake.files.get(ENCOUNTER_ID)!.value as Record<string, unknown> & { combatants: Record<string, unknown>[] };
    expect(saved.name).toBe('Edited');
    expect(saved.campaign).toEqual({ arc: 'drowned crown' });
    expect(saved.combatants[0]!.portrait).toBe('a.png');
  });

  it('Ctrl+S twice: the second waits for the first and, nothing having changed, writes nothing (no false conflict)', async () => {
    const { app, fake } = start();
    withFile(fake);
    await openEncounter(app);
    app.prep!.rename('Edited');
    await Promise.all([app.save(), app.save()]);
    expect(app.conflict).toBeNull();
    expect(app.toasts.filter((t) => t.kind === 'error')).toEqual([]);
    expect(fake.calls.filter((c) => c.startsWith('save encounters'))).toEqual([`save encounters ${ENCOUNTER_ID} expecting`]);
    expect(app.prep!.dirty).toBe(false);
  });

  it('a change made while a save is on its way is written by the save asked for after it', async () => {
    const { app, fake } = start();
    withFile(fake);
    await openEncounter(app);
    app.prep!.rename('First');
    const first = app.save();
    app.prep!.rename('Second');
    await Promise.all([first, app.save()]);
    expect(app.conflict).toBeNull();
    expect(fake.files.get(ENCOUNTER_ID)!.value.name).toBe('Second');
    expect(app.prep!.dirty).toBe(false);
  });

  it('a fight saved twice at once is written once, to one session file', async () => {
    const { app, fake } = start();
    app.edit(EXAMPLES.vers());
    expect(await app.run('seed-double')).toBeNull();
    await app.combatUi!.turn.endTurn();
    await Promise.all([app.save(), app.save(), app.save()]);
    expect(app.conflict).toBeNull();
    expect([...fake.files.keys()].filter((id) => id.startsWith('sessions/'))).toHaveLength(1);
    expect(fake.calls.filter((c) => c.startsWith('save sessions'))).toEqual(['save sessions (new)']);
    expect(app.combat!.dirty).toBe(false);
  });

  it('a save over a file changed outside asks, and writes nothing until the GM answers', async () => {
    const { app, fake } = start();
    withFile(fake);
    await openEncounter(app);
    app.prep!.rename('Mine');
    fake.put(ENCOUNTER_ID, { ...fake.files.get(ENCOUNTER_ID)!.value, name: 'Theirs' });
    await app.save();
    expect(app.conflict).toEqual({ kind: 'encounters', id: ENCOUNTER_ID, name: 'Mine' });
    expect(fake.files.get(ENCOUNTER_ID)!.value.name).toBe('Theirs');
    expect(app.prep!.dirty).toBe(true);

    // Overwrite writes the GM's version; the next save expects that one and goes through.
    await app.resolveConflict('overwrite');
    expect(app.conflict).toBeNull();
    expect(fake.files.get(ENCOUNTER_ID)!.value.name).toBe('Mine');
    app.prep!.setNotes('more');
    await app.save();
    expect(app.conflict).toBeNull();
    expect(fake.calls.at(-1)).toBe(`save encounters ${ENCOUNTER_ID} expecting`);
  });

  it('save as new keeps both files; load from disk drops the unsaved edits and their draft', async () => {
    const { app, fake, drafts } = start();
    withFile(fake);
    await openEncounter(app);
    app.prep!.rename('Mine');
    fake.put(ENCOUNTER_ID, { ...fake.files.get(ENCOUNTER_ID)!.value, name: 'Theirs' });
    await app.save();
    await app.resolveConflict('save-new');
    expect(app.libraryId).not.toBe(ENCOUNTER_ID);
    expect(fake.files.get(app.libraryId!)!.value.name).toBe('Mine');
    expect(fake.files.get(ENCOUNTER_ID)!.value.name).toBe('Theirs');

    await openEncounter(app);
    app.prep!.rename('Mine again');
    await settle();
    fake.put(ENCOUNTER_ID, { ...fake.files.get(ENCOUNTER_ID)!.value, name: 'Theirs again' });
    await app.save();
    await app.resolveConflict('reload');
    expect(app.prep!.encounter.name).toBe('Theirs again');
    expect(app.prep!.dirty).toBe(false);
    expect(await drafts.latestUnsettled()).toBeNull();
  });

  it('"not now" leaves the file and the edits as they are', async () => {
    const { app, fake } = start();
    withFile(fake);
    await openEncounter(app);
    app.prep!.rename('Mine');
    fake.put(ENCOUNTER_ID, { ...fake.files.get(ENCOUNTER_ID)!.value, name: 'Theirs' });
    await app.save();
    await app.resolveConflict('cancel');
    expect(app.conflict).toBeNull();
    expect(app.prep!.encounter.name).toBe('Mine');
    expect(fake.files.get(ENCOUNTER_ID)!.value.name).toBe('Theirs');
  });

  it('a fight saved to a file asks too when that file changes outside', async () => {
    const { app, fake } = start();
    app.edit(EXAMPLES.vers());
    await app.run('s');
    await app.save();
    const id = app.combat!.libraryId!;
    fake.put(id, { ...fake.files.get(id)!.value, name: 'Renamed outside' });
    await app.combatUi!.turn.endTurn();
    await app.save();
    expect(app.conflict).toMatchObject({ kind: 'sessions', id });
    await app.resolveConflict('reload');
    expect(app.combat!.session.name).toBe('Renamed outside');
    expect(app.combat!.session.applied).toHaveLength(1);
  });

  it('says when the file on screen changed outside, in prep and in a fight', async () => {
    const { app, fake } = start();
    const said: string[] = [];
    app.say = (text) => void said.push(text);
    withFile(fake);
    await openEncounter(app);
    app.noticeOutsideChanges(['encounters/other.encounter.json']);
    expect(said).toEqual([]);
    app.noticeOutsideChanges([ENCOUNTER_ID]);
    expect(said.at(-1)).toMatch(/encounter file was changed outside/);
    await app.run('s');
    await app.save();
    app.noticeOutsideChanges([app.combat!.libraryId!]);
    expect(said.at(-1)).toMatch(/session file was changed outside/);
  });
});

describe('messages', () => {
  it('shows at most three passing messages, the newest; errors stay until dismissed', () => {
    const { app } = start();
    app.say('Broken file', 'error');
    for (const n of [1, 2, 3, 4]) app.say(`Saved ${n}`);
    expect(app.toasts.map((t) => t.text)).toEqual(['Broken file', 'Saved 2', 'Saved 3', 'Saved 4']);
    app.dismiss(app.toasts[0]!.id);
    expect(app.toasts.map((t) => t.text)).toEqual(['Saved 2', 'Saved 3', 'Saved 4']);
  });
});

describe('the browser store', () => {
  it('a store written by the version with a preferences table opens, and its unsaved fight is still offered', async () => {
    const name = `old-store-${dbs++}`;
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
    await app.checkRecovery();
    expect(app.pendingFight!.session.name).toBe('Old fight');
  });
});

describe('the store does not grow without end', () => {
  it('forgets fights and drafts settled over a day ago, and keeps the live and the recent ones', async () => {
    const db = new HexfrayDb(`prune-${dbs++}`);
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
    await app.checkRecovery();
    expect((await db.sessions.toArray()).map((s) => s.id).sort()).toEqual(['live', 'recent']);
    expect((await db.progress.toArray()).map((s) => s.id).sort()).toEqual(['live', 'recent']);
    expect(await db.commands.where('sessionId').equals('old').count()).toBe(0);
    expect((await db.drafts.toArray()).map((d) => d.id)).toEqual(['d-live']);
    expect(app.pendingFight!.session.id).toBe('live');
    expect(app.pendingDraft!.id).toBe('d-live');
  });
});

describe('a save on its way', () => {
  it('leaves a command applied meanwhile unsaved, and the journal offers it back', async () => {
    const first = start();
    first.app.edit(EXAMPLES.vers());
    expect(await first.app.run('s')).toBeNull();
    let open!: () => void;
    first.fake.saveGate = new Promise<void>((r) => (open = r));
    const saving = first.app.save();
    // The save took the fight as it stood and waits on the disk; the GM plays on.
    await settle();
    await first.app.combatUi!.turn.endTurn();
    open();
    await saving;
    expect(first.app.combat!.dirty).toBe(true);
    await settle();

    const next = first.again();
    await next.app.checkRecovery();
    expect(next.app.pendingFight?.commands).toHaveLength(2);
  });
});

describe('the fog of a fight', () => {
  it('stays with its fight: the next starts in the mode last picked with nothing revealed, and a saved session opens with its own', async () => {
    const { app, fake } = start();
    app.edit(EXAMPLES.vers());
    expect(await app.run('s')).toBeNull();
    const first = app.combat!;
    app.playerScreen.pickFog(first.fog, 'manual');
    app.playerScreen.pickFogBrush('reveal');
    app.playerScreen.paintFogKeys(first.fog, ['1,1', '2,1']);
    await app.save();
    const id = first.libraryId!;
    expect(fake.files.get(id)!.value.fog).toEqual({ mode: 'manual', seen: ['1,1', '2,1'], hidden: [] });

    app.edit(EXAMPLES.yaugs());
    expect(await app.run('t')).toBeNull();
    expect(app.combat!.fog.mode).toBe('manual');
    expect(app.combat!.fog.seen).toEqual([]);
    app.playerScreen.pickFog(app.combat!.fog, 'off');

    await app.home();
    await app.answerLeave('abandon');
    await app.library.refresh(['sessions']);
    await app.openEntry(app.library.entries.sessions.find((e) => e.id === id)!);
    expect(app.combat!.fog.mode).toBe('manual');
    expect(app.combat!.fog.seen).toEqual(['1,1', '2,1']);
  });

  it('comes back with its fight after a crash, as last journaled', async () => {
    const first = start();
    first.app.edit(EXAMPLES.vers());
    expect(await first.app.run('s')).toBeNull();
    const fog = first.app.combat!.fog;
    first.app.playerScreen.pickFog(fog, 'manual');
    first.app.playerScreen.pickFogBrush('reveal');
    first.app.playerScreen.paintFogKeys(fog, ['1,1']);
    first.app.playerScreen.paintFogKeys(fog, ['2,1']);
    await settle();

    const next = first.again();
    await next.app.checkRecovery();
    await next.app.recoverFight();
    expect(next.app.combat!.fog.mode).toBe('manual');
    expect(next.app.combat!.fog.seen).toEqual(['1,1', '2,1']);
  });

  it('saves back the fields of a file\u2019s fog this version does not know', async () => {
    const { app, fake } = start();
    app.edit(EXAMPLES.vers());
    expect(await app.run('s')).toBeNull();
    await app.save();
    const id = app.combat!.libraryId!;
    fake.put(id, { ...fake.files.get(id)!.value, fog: { mode: 'auto', seen: ['0,0'], hidden: [], lantern: 'dim' } });
    await app.library.refresh(['sessions']);
    await app.openEntry(app.library.entries.sessions.find((e) => e.id === id)!);
    app.playerScreen.pickFogBrush('hide');
    app.playerScreen.paintFogKeys(app.combat!.fog, ['0,0']);
    await app.save();
    expect(fake.files.get(id)!.value.fog).toEqual({ mode: 'auto', seen: [], hidden: ['0,0'], lantern: 'dim' });
  });
});

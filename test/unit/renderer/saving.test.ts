import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../../shared/sim/examples';
import { ENCOUNTER_ID, SESSION_ID, openEncounter, openSession, settle, start, withFile, withSessionFile, type SavedSession } from './appFixture';

describe('files', () => {
  it('keeps fields this version does not know through open, edit and save', async () => {
    const { app, fake } = start();
    withFile(fake);
    await openEncounter(app);
    app.prep!.rename('Edited');
    await app.saving.save();
    const saved = fake.files.get(ENCOUNTER_ID)!.value as Record<string, unknown> & { combatants: Record<string, unknown>[] };
    expect(saved.name).toBe('Edited');
    expect(saved.campaign).toEqual({ arc: 'drowned crown' });
    expect(saved.combatants[0]!.figurine).toBe('a-28mm');
  });

  it('Ctrl+S twice: the second waits for the first and, nothing having changed, writes nothing (no false conflict)', async () => {
    const { app, fake } = start();
    withFile(fake);
    await openEncounter(app);
    app.prep!.rename('Edited');
    await Promise.all([app.saving.save(), app.saving.save()]);
    expect(app.saving.conflict).toBeNull();
    expect(app.messages.toasts.filter((t) => t.kind === 'error')).toEqual([]);
    expect(fake.calls.filter((c) => c.startsWith('save encounters'))).toEqual([`save encounters ${ENCOUNTER_ID} expecting`]);
    expect(app.prep!.dirty).toBe(false);
  });

  it('a change made while a save is on its way is written by the save asked for after it', async () => {
    const { app, fake } = start();
    withFile(fake);
    await openEncounter(app);
    app.prep!.rename('First');
    const first = app.saving.save();
    app.prep!.rename('Second');
    await Promise.all([first, app.saving.save()]);
    expect(app.saving.conflict).toBeNull();
    expect(fake.files.get(ENCOUNTER_ID)!.value.name).toBe('Second');
    expect(app.prep!.dirty).toBe(false);
  });

  it('a fight saved twice at once is written once, to one session file', async () => {
    const { app, fake } = start();
    app.workspace.edit(EXAMPLES.vers());
    expect(await app.workspace.run('seed-double')).toBeNull();
    await app.combatUi!.turn.endTurn();
    await Promise.all([app.saving.save(), app.saving.save(), app.saving.save()]);
    expect(app.saving.conflict).toBeNull();
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
    await app.saving.save();
    expect(app.saving.conflict).toEqual({ kind: 'encounters', id: ENCOUNTER_ID, name: 'Mine' });
    expect(fake.files.get(ENCOUNTER_ID)!.value.name).toBe('Theirs');
    expect(app.prep!.dirty).toBe(true);

    // Overwrite writes the GM's version; the next save expects that one and goes through.
    await app.saving.resolveConflict('overwrite');
    expect(app.saving.conflict).toBeNull();
    expect(fake.files.get(ENCOUNTER_ID)!.value.name).toBe('Mine');
    app.prep!.setNotes('more');
    await app.saving.save();
    expect(app.saving.conflict).toBeNull();
    expect(fake.calls.at(-1)).toBe(`save encounters ${ENCOUNTER_ID} expecting`);
  });

  it('save as new keeps both files; load from disk drops the unsaved edits and their draft', async () => {
    const { app, fake, drafts } = start();
    withFile(fake);
    await openEncounter(app);
    app.prep!.rename('Mine');
    fake.put(ENCOUNTER_ID, { ...fake.files.get(ENCOUNTER_ID)!.value, name: 'Theirs' });
    await app.saving.save();
    await app.saving.resolveConflict('save-new');
    expect(app.workspace.libraryId).not.toBe(ENCOUNTER_ID);
    expect(fake.files.get(app.workspace.libraryId!)!.value.name).toBe('Mine');
    expect(fake.files.get(ENCOUNTER_ID)!.value.name).toBe('Theirs');

    await openEncounter(app);
    app.prep!.rename('Mine again');
    await settle();
    fake.put(ENCOUNTER_ID, { ...fake.files.get(ENCOUNTER_ID)!.value, name: 'Theirs again' });
    await app.saving.save();
    await app.saving.resolveConflict('reload');
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
    await app.saving.save();
    await app.saving.resolveConflict('cancel');
    expect(app.saving.conflict).toBeNull();
    expect(app.prep!.encounter.name).toBe('Mine');
    expect(fake.files.get(ENCOUNTER_ID)!.value.name).toBe('Theirs');
  });

  it('a fight saved to a file asks too when that file changes outside', async () => {
    const { app, fake } = start();
    app.workspace.edit(EXAMPLES.vers());
    await app.workspace.run('s');
    await app.saving.save();
    const id = app.combat!.libraryId!;
    fake.put(id, { ...fake.files.get(id)!.value, name: 'Renamed outside' });
    await app.combatUi!.turn.endTurn();
    await app.saving.save();
    expect(app.saving.conflict).toMatchObject({ kind: 'sessions', id });
    await app.saving.resolveConflict('reload');
    expect(app.combat!.session.name).toBe('Renamed outside');
    expect(app.combat!.session.applied).toHaveLength(1);
  });

  it('says when the file on screen changed outside, in prep and in a fight', async () => {
    const { app, fake } = start();
    const said: string[] = [];
    app.messages.say = (text) => void said.push(text);
    withFile(fake);
    await openEncounter(app);
    app.saving.noticeOutsideChanges(['encounters/other.encounter.json']);
    expect(said).toEqual([]);
    app.saving.noticeOutsideChanges([ENCOUNTER_ID]);
    expect(said.at(-1)).toMatch(/encounter file was changed outside/);
    await app.workspace.run('s');
    await app.saving.save();
    app.saving.noticeOutsideChanges([app.combat!.libraryId!]);
    expect(said.at(-1)).toMatch(/session file was changed outside/);
  });
});

describe('session files keep what this version does not know', () => {
  it('top-level fields and command entries\u2019 fields survive open, a new command and save', async () => {
    const { app, fake } = start();
    withSessionFile(fake);
    await openSession(app);
    await app.combatUi!.turn.endTurn();
    await app.saving.save();
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
    await next.app.recovery.checkRecovery();
    next.app.recovery.recoverFight();
    await next.app.saving.save();
    expect(next.fake.calls.at(-1)).toBe(`save sessions ${SESSION_ID} expecting`);
    expect([...next.fake.files.keys()].filter((id) => id.startsWith('sessions/'))).toEqual([SESSION_ID]);
    const saved = next.fake.files.get(SESSION_ID)!.value as SavedSession;
    expect(saved.campaign).toEqual({ arc: 'drowned crown' });
    expect(saved.commands.map((e) => e.note)).toEqual(['table note 0', 'table note 1', undefined]);
  });
});

describe('a save on its way', () => {
  it('leaves a command applied meanwhile unsaved, and the journal offers it back', async () => {
    const first = start();
    first.app.workspace.edit(EXAMPLES.vers());
    expect(await first.app.workspace.run('s')).toBeNull();
    let open!: () => void;
    first.fake.saveGate = new Promise<void>((r) => (open = r));
    const saving = first.app.saving.save();
    // The save took the fight as it stood and waits on the disk; the GM plays on.
    await settle();
    await first.app.combatUi!.turn.endTurn();
    open();
    await saving;
    expect(first.app.combat!.dirty).toBe(true);
    await settle();

    const next = first.again();
    await next.app.recovery.checkRecovery();
    expect(next.app.recovery.pendingFight?.commands).toHaveLength(2);
  });
});

describe('Saving', () => {
  it('Save As of a fight writes a new session file and carries on in it; the first file stays', async () => {
    const { app, fake } = start();
    app.workspace.edit(EXAMPLES.vers());
    expect(await app.workspace.run('s')).toBeNull();
    await app.saving.save();
    const first = app.combat!.libraryId!;
    await app.combatUi!.turn.endTurn();
    await app.saving.saveAs();
    const second = app.combat!.libraryId!;
    expect(second).not.toBe(first);
    expect(fake.files.has(first) && fake.files.has(second)).toBe(true);
    expect(app.messages.toasts.at(-1)!.text).toMatch(/Saved as a new file/);
    expect(app.combat!.dirty).toBe(false);
  });

  it('writes nothing from a replay or with nothing open, and says there is nothing to save as', async () => {
    const { app, fake } = start();
    await app.saving.save();
    await app.saving.saveAs();
    expect(fake.calls.filter((c) => c.startsWith('save'))).toEqual([]);
    expect(app.messages.toasts.at(-1)!.text).toBe('There is nothing to save yet.');
  });

  it('saves a combatant\u2019s sheet as a character file while preparing', async () => {
    const { app, fake } = start();
    app.workspace.edit(EXAMPLES.yaugs());
    const c = app.prep!.encounter.combatants[0]!;
    await app.saving.saveCharacter(c);
    const id = [...fake.files.keys()].find((k) => k.startsWith('characters/'))!;
    expect(fake.files.get(id)!.value).toMatchObject({ system: 'yaugs', sheet: { name: c.sheet.name } });
    expect(fake.files.get(id)!.value).not.toHaveProperty('portrait');
  });

  it('a combatant with token art is saved as a character with that art', async () => {
    const { app, fake } = start();
    app.workspace.edit(EXAMPLES.yaugs());
    const c = { ...app.prep!.encounter.combatants[0]!, portrait: 'aldric-0123456789ab.png' };
    await app.saving.saveCharacter(c);
    const id = [...fake.files.keys()].find((k) => k.startsWith('characters/'))!;
    expect(fake.files.get(id)!.value).toMatchObject({ system: 'yaugs', portrait: 'aldric-0123456789ab.png' });
  });
});


import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../../shared/sim/examples';
import { ENCOUNTER_ID, SESSION_ID, start, withFile, withSessionFile } from './appFixture';

describe('FileOpener', () => {
  it('opens an encounter for prep over its file, and a session as the fight it recorded', async () => {
    const { app, fake } = start();
    withFile(fake);
    withSessionFile(fake);
    await app.library.refresh(['encounters', 'sessions']);
    await app.files.openEntry(app.library.entries.encounters.find((e) => e.id === ENCOUNTER_ID)!);
    expect([app.screen, app.workspace.libraryId]).toEqual(['prep', ENCOUNTER_ID]);
    await app.files.openEntry(app.library.entries.sessions.find((e) => e.id === SESSION_ID)!);
    expect(app.screen).toBe('combat');
    expect(app.combat!.session.appliedCount).toBe(2);
    expect(app.combat!.dirty).toBe(false);
  });

  it('refuses a file of another format by name, and opens nothing', async () => {
    const { app, fake } = start();
    withFile(fake);
    expect(await app.files.open('sessions', ENCOUNTER_ID, 'ford.encounter.json')).toBe(false);
    expect(app.messages.toasts.at(-1)).toMatchObject({ kind: 'error', text: 'ford.encounter.json is a hexfray/encounter file, not hexfray/session.' });
    expect(app.screen).toBe('start');
    await app.library.refresh(['encounters']);
    await app.files.replayEntry(app.library.entries.encounters[0]!);
    expect(app.messages.toasts.at(-1)!.text).toMatch(/is not a session file/);
    expect(app.workspace.replay).toBeNull();
  });

  it('a replay opens beside the prep without touching it; opening over a running fight asks first', async () => {
    const { app, fake } = start();
    withSessionFile(fake);
    app.workspace.edit(EXAMPLES.yaugs());
    const prep = app.prep;
    await app.library.refresh(['sessions']);
    const entry = app.library.entries.sessions[0]!;
    await app.files.replayEntry(entry);
    expect([app.screen, app.prep]).toEqual(['replay', prep]);
    expect(app.workspace.replay).not.toBeNull();
    await app.workspace.run('s');
    await app.files.openEncounter(EXAMPLES.vers());
    expect(app.nav.leaving?.to).toBe(`open "${EXAMPLES.vers().name}"`);
    expect(app.screen).toBe('combat');
  });

  it('refuses a map file over the size limit by its size, and a cancelled import goes back to the start screen', async () => {
    const { app } = start();
    const huge = { name: 'big.dd2vtt', size: 500 * 1024 * 1024, text: async () => '' } as unknown as File;
    await app.files.importMap(huge);
    expect(app.messages.toasts.at(-1)).toMatchObject({ kind: 'error' });
    expect(app.messages.toasts.at(-1)!.text).toMatch(/big\.dd2vtt is .* a map file may be at most/);
    expect(app.screen).toBe('start');
    app.workspace.edit(EXAMPLES.yaugs());
    app.files.cancelImport();
    expect(app.screen).toBe('start');
  });
});

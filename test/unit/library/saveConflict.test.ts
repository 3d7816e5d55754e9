// Ctrl+S after the file was edited in a text editor must not silently overwrite that edit: a save
// carries the signature of what was opened, and a file that no longer has it is refused.
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { dispatch } from '../../../shared/ipc';
import { Library } from '../../../src-main/library';
import { testHandlers } from '../main/handlersFixture';
import { encounterBody, fails, ok, tempLibrary } from './tempLibrary';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

function setup() {
  const t = tempLibrary();
  cleanups.push(t.cleanup);
  return t;
}

/** The file as a text editor would leave it: same format, one field changed by hand. */
function editOutside(path: string, gmNotes: string): string {
  const text = JSON.stringify({ ...(JSON.parse(readFileSync(path, 'utf8')) as object), gmNotes }, null, 2) + '\n';
  writeFileSync(path, text);
  return text;
}

describe('save conflicts', () => {
  it('a save with the signature of an older read is refused and the outside edit survives', async () => {
    const { lib, root } = setup();
    const first = ok(await lib.save('encounters', encounterBody()));
    const opened = ok(await lib.open(first.id));
    const path = join(root, first.id);
    const edited = editOutside(path, 'edited in a text editor');
    expect(ok(await new Library(root).open(first.id)).value).toMatchObject({ gmNotes: 'edited in a text editor' });

    const err = fails(await lib.save('encounters', encounterBody('Goblin Ambush', { gmNotes: 'from the app' }), { id: first.id, expected: opened.signature }));
    expect(err.code).toBe('conflict');
    expect(err.message).toContain('goblin-ambush.encounter.json');
    expect(err.message).toMatch(/changed outside Hexfray/);
    expect(readFileSync(path, 'utf8')).toBe(edited);
    // Nothing was written: no backup was taken of the edit, no new file appeared.
    expect(readdirSync(join(root, 'encounters')).filter((n) => !n.startsWith('.'))).toEqual(['goblin-ambush.encounter.json']);
    expect(existsSync(join(root, 'encounters', '.backups'))).toBe(false);
  });

  it('a save with the current signature succeeds and answers the next signature', async () => {
    const { lib, root } = setup();
    const first = ok(await lib.save('encounters', encounterBody()));
    const opened = ok(await lib.open(first.id));
    expect(opened.signature).toBe(first.signature);
    const second = ok(await lib.save('encounters', encounterBody('Goblin Ambush', { gmNotes: 'v2' }), { id: first.id, expected: opened.signature }));
    expect(second.id).toBe(first.id);
    expect(JSON.parse(readFileSync(join(root, first.id), 'utf8')).gmNotes).toBe('v2');
    expect(second.signature).not.toBe(opened.signature);
    // The signature a save answers is the one the next save needs.
    ok(await lib.save('encounters', encounterBody('Goblin Ambush', { gmNotes: 'v3' }), { id: first.id, expected: second.signature }));
    expect(fails(await lib.save('encounters', encounterBody('Goblin Ambush', { gmNotes: 'v4' }), { id: first.id, expected: second.signature })).code).toBe('conflict');
  });

  it('a file deleted outside since it was opened is not silently recreated', async () => {
    const { lib, root } = setup();
    const first = ok(await lib.save('encounters', encounterBody()));
    rmSync(join(root, first.id));
    const err = fails(await lib.save('encounters', encounterBody(), { id: first.id, expected: first.signature }));
    expect(err.code).toBe('conflict');
    expect(err.message).toMatch(/goblin-ambush\.encounter\.json was moved or deleted outside Hexfray/);
    expect(existsSync(join(root, first.id))).toBe(false);
  });

  it('saving again without a signature overwrites (the GM chose to)', async () => {
    const { lib, root } = setup();
    const first = ok(await lib.save('encounters', encounterBody()));
    editOutside(join(root, first.id), 'outside');
    ok(await lib.save('encounters', encounterBody('Goblin Ambush', { gmNotes: 'mine' }), { id: first.id }));
    expect(JSON.parse(readFileSync(join(root, first.id), 'utf8')).gmNotes).toBe('mine');
  });
});

describe('save conflicts through the IPC contract', () => {
  it('open gives a signature, save takes it as expected, a conflict comes back as a library failure', async () => {
    const { handlers, root, library } = testHandlers('electron', '1.0.0');
    cleanups.push(async () => rmSync(root, { recursive: true, force: true }));
    const saved = ok(await library.save('encounters', encounterBody()));
    const opened = await dispatch(handlers, 'library.open', [saved.id]);
    expect(opened).toMatchObject({ ok: true, value: { ok: true, signature: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    const signature = (opened as { value: { signature: string } }).value.signature;
    const value = (opened as { value: { value: Record<string, unknown> } }).value.value;

    const good = await dispatch(handlers, 'library.save', ['encounters', value, { id: saved.id, expected: signature }]);
    expect(good).toMatchObject({ ok: true, value: { ok: true, id: saved.id, entry: { ok: true }, signature: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    const fresh = (good as { value: { signature: string } }).value.signature;

    const edited = editOutside(join(root, saved.id), 'outside');
    const refused = await dispatch(handlers, 'library.save', ['encounters', value, { id: saved.id, expected: fresh }]);
    expect(refused).toMatchObject({ ok: true, value: { ok: false, error: { code: 'conflict', message: expect.stringContaining('goblin-ambush.encounter.json') } } });
    expect(readFileSync(join(root, saved.id), 'utf8')).toBe(edited);
  });

  it('a signature that is not one main gave is refused by the contract', async () => {
    const { handlers, root } = testHandlers('web', '1.0.0');
    cleanups.push(async () => rmSync(root, { recursive: true, force: true }));
    const reply = await dispatch(handlers, 'library.save', ['encounters', encounterBody(), { id: 'encounters/x.encounter.json', expected: 'not-a-hash' }]);
    expect(reply).toMatchObject({ ok: false, error: expect.stringMatching(/expected.*64 hex digits/) });
  });
});

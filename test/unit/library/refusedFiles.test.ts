// Files the library will not open are listed with the reason instead of vanishing: names other
// programs left that Windows reserves or that disguise themselves, and links leading out of the
// library. Such links are refused on every way in and out: open, save, backups, images, exports.
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dispatch } from '../../../shared/ipc';
import { readAssetBytes } from '../../../src-main/library/assets';
import { testHandlers } from '../main/handlersFixture';
import { canonicalFixture, encounterBody, fails, ok, tempDir, tempLibrary } from './tempLibrary';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

function setup() {
  const t = tempLibrary();
  cleanups.push(t.cleanup);
  const outside = tempDir('hexfray-outside-');
  cleanups.push(async () => (await import('node:fs/promises')).rm(outside, { recursive: true, force: true }));
  return { ...t, outside };
}

const encounterText = () => canonicalFixture('encounter.v2', 'hexfray/encounter');

describe('names the library refuses, left by other programs', () => {
  it.each([
    ['CON.json', 'CON.json', /CON, PRN, AUX, NUL, COM1-9 and LPT1-9 name devices on Windows/],
    ['nul.encounter.json', 'nul.encounter.json', /name devices on Windows/],
    ['\uff27\uff4f\uff42\uff4c\uff49\uff4e.encounter.json', '\uff27\uff4f\uff42\uff4c\uff49\uff4e.encounter.json', /plain letters, not full-width/],
    ['invoice\u202enosj.encounter.json', 'invoice<U+202E>nosj.encounter.json', /right-to-left override/],
  ])('%j is listed as %j with the reason and what to do', async (onDisk, shown, reason) => {
    const { lib, root } = setup();
    ok(await lib.list('encounters'));
    writeFileSync(join(root, 'encounters', onDisk), encounterText());
    const { entries } = ok(await lib.list('encounters'));
    expect(entries).toHaveLength(1);
    const [e] = entries;
    expect(e).toMatchObject({ ok: false, fileName: shown, error: { code: 'bad-name' } });
    const message = (e as { error: { message: string } }).error.message;
    expect(message).toMatch(reason);
    expect(message).toContain(`${shown} cannot be opened in Hexfray`);
    expect(message).toMatch(/Rename it in your file manager/);
    // What the GM reads never hides characters that reorder or disguise the name.
    expect(message).not.toMatch(/[\u202a-\u202e\u200b-\u200f]/);
  });

  it('hidden files and files that are not .json stay out of the listing', async () => {
    const { lib, root } = setup();
    ok(await lib.list('encounters'));
    writeFileSync(join(root, 'encounters', 'CON.txt'), 'notes');
    writeFileSync(join(root, 'encounters', '.CON.json'), '{}');
    expect(ok(await lib.list('encounters')).entries).toEqual([]);
  });

  it('the listing crosses the IPC contract with the refused entries', async () => {
    const { handlers, root } = testHandlers('web', '1.0.0');
    cleanups.push(async () => (await import('node:fs/promises')).rm(root, { recursive: true, force: true }));
    await dispatch(handlers, 'library.list', ['encounters']);
    writeFileSync(join(root, 'encounters', 'CON.json'), encounterText());
    writeFileSync(join(root, 'encounters', 'fine.encounter.json'), encounterText());
    const reply = await dispatch(handlers, 'library.list', ['encounters']);
    expect(reply).toMatchObject({ ok: true, value: { ok: true, entries: [{ fileName: 'CON.json', ok: false, error: { code: 'bad-name' } }, { fileName: 'fine.encounter.json', ok: true }] } });
  });
});

describe('links that lead out of the library', () => {
  it('a linked file is listed with the reason, and not opened', async () => {
    const { lib, root, outside } = setup();
    ok(await lib.list('encounters'));
    writeFileSync(join(outside, 'secret.encounter.json'), encounterText());
    symlinkSync(join(outside, 'secret.encounter.json'), join(root, 'encounters', 'secret.encounter.json'));
    const [e] = ok(await lib.list('encounters')).entries;
    expect(e).toMatchObject({ ok: false, fileName: 'secret.encounter.json', error: { code: 'bad-name', message: expect.stringMatching(/link to a file outside the library folder/) } });
    expect(fails(await lib.open('encounters/secret.encounter.json')).message).toMatch(/leads outside the library folder/);
    expect(fails(await lib.exportText('encounters/secret.encounter.json')).message).toMatch(/leads outside the library folder/);
  });

  it('a save over a linked file writes nothing, neither through the link nor beside it', async () => {
    const { lib, root, outside } = setup();
    ok(await lib.list('encounters'));
    writeFileSync(join(outside, 'secret.encounter.json'), encounterText());
    symlinkSync(join(outside, 'secret.encounter.json'), join(root, 'encounters', 'secret.encounter.json'));
    expect(fails(await lib.save('encounters', encounterBody('Secret'), { id: 'encounters/secret.encounter.json' })).message).toMatch(/leads outside the library folder/);
    expect(readFileSync(join(outside, 'secret.encounter.json'), 'utf8')).toBe(encounterText());
    // The outside file's content is not copied into the library as a backup either, and the link stays a link.
    expect(existsSync(join(root, 'encounters', '.backups'))).toBe(false);
    expect(lstatSync(join(root, 'encounters', 'secret.encounter.json')).isSymbolicLink()).toBe(true);
  });

  it('a backups folder linked outside gets no backup', async () => {
    const { lib, root, outside } = setup();
    const first = ok(await lib.save('encounters', encounterBody()));
    symlinkSync(outside, join(root, 'encounters', '.backups'));
    expect(fails(await lib.save('encounters', encounterBody('Goblin Ambush', { gmNotes: 'v2' }), { id: first.id })).message).toMatch(/encounters\/\.backups leads outside the library folder/);
    expect(readdirSync(outside)).toEqual([]);
  });

  it('a link inside the library to another file of it still opens', async () => {
    const { lib, root } = setup();
    const first = ok(await lib.save('encounters', encounterBody()));
    symlinkSync(join(root, first.id), join(root, 'encounters', 'alias.encounter.json'));
    expect(ok(await lib.open('encounters/alias.encounter.json')).entry.name).toBe('Goblin Ambush');
  });

  it('a trash folder linked outside takes no file out of the library', async () => {
    const { lib, root, outside } = setup();
    const first = ok(await lib.save('encounters', encounterBody()));
    symlinkSync(outside, join(root, '.trash'));
    expect(fails(await lib.delete(first.id)).message).toMatch(/^\.trash leads outside the library folder/);
    expect(readdirSync(outside)).toEqual([]);
    expect(existsSync(join(root, first.id))).toBe(true);
  });

  it('a map image linked outside is not shown', async () => {
    const { root, outside } = setup();
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(outside, 'x.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]));
    const name = 'map-0123456789ab.png';
    symlinkSync(join(outside, 'x.png'), join(root, 'assets', name));
    // Neither served to a window nor packed into a bundle.
    expect(await readAssetBytes(root, name)).toMatchObject({ ok: false, error: { message: expect.stringMatching(/leads outside the library folder/) } });
  });

  it('an exports folder linked outside gets no copy of an export, and the download still works', async () => {
    const { handlers, root } = testHandlers('web', '1.0.0');
    const outside = tempDir('hexfray-outside-');
    cleanups.push(async () => {
      const { rm } = await import('node:fs/promises');
      await rm(root, { recursive: true, force: true });
      await rm(outside, { recursive: true, force: true });
    });
    await dispatch(handlers, 'library.list', ['encounters']);
    (await import('node:fs')).rmSync(join(root, 'exports'), { recursive: true });
    symlinkSync(outside, join(root, 'exports'));
    const session = JSON.parse(canonicalFixture('session.v1', 'hexfray/session')) as Record<string, unknown>;
    const reply = await dispatch(handlers, 'session.export', [session, 'md', { players: false }]);
    expect(reply).toMatchObject({ ok: true, value: { ok: true, text: expect.any(String) } });
    expect(readdirSync(outside)).toEqual([]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { writeFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { LibraryChange } from '../../../src-main/library';
import { encounterBody, fixtureText, ok, tempLibrary } from './tempLibrary';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for a change');
    await sleep(20);
  }
}

async function watched() {
  const t = tempLibrary({ watchDebounceMs: 50 });
  cleanups.push(t.cleanup);
  const changes: LibraryChange[] = [];
  const stop = await t.lib.watch((c) => changes.push(c));
  if (typeof stop !== 'function') throw new Error('watch failed');
  cleanups.push(stop);
  return { ...t, changes };
}

describe('Library.watch', () => {
  it('notices a file added, edited and removed outside the app', async () => {
    const { root, changes } = await watched();
    const path = join(root, 'encounters', 'outside.encounter.json');
    writeFileSync(path, fixtureText('encounter.v2'));
    await waitFor(() => changes.length > 0);
    expect(changes[0]).toEqual({ kind: 'encounters', ids: ['encounters/outside.encounter.json'] });
    writeFileSync(path, fixtureText('encounter.v1'));
    await waitFor(() => changes.length > 1);
    unlinkSync(path);
    await waitFor(() => changes.length > 2);
    expect(changes.every((c) => c.ids.includes('encounters/outside.encounter.json'))).toBe(true);
  });

  it('reports a burst of writes to one file once', async () => {
    const { root, changes } = await watched();
    const path = join(root, 'characters', 'burst.character.json');
    for (let i = 0; i < 5; i++) writeFileSync(path, fixtureText('character.v1'));
    await waitFor(() => changes.length > 0);
    await sleep(300);
    expect(changes).toEqual([{ kind: 'characters', ids: ['characters/burst.character.json'] }]);
  });

  it('does not report the app’s own saves, renames, deletes and restores, but does report an outside edit right after', async () => {
    const { lib, root, changes } = await watched();
    const a = ok(await lib.save('encounters', encounterBody('Mine')));
    ok(await lib.save('encounters', encounterBody('Mine', { gmNotes: 'again' }), { id: a.id }));
    const r = ok(await lib.rename(a.id, 'Still Mine'));
    const d = ok(await lib.duplicate(r.id));
    const t = ok(await lib.delete(d.id));
    ok(await lib.restore(t.trashId));
    await sleep(500);
    expect(changes).toEqual([]);
    writeFileSync(join(root, r.id), fixtureText('encounter.v2'));
    await waitFor(() => changes.length > 0);
    expect(changes).toEqual([{ kind: 'encounters', ids: [r.id] }]);
  });

  it('ignores temp files and backups', async () => {
    const { lib, root, changes } = await watched();
    const a = ok(await lib.save('sessions', JSON.parse(fixtureText('session.v1'))));
    ok(await lib.save('sessions', JSON.parse(fixtureText('session.v1')), { id: a.id }));
    writeFileSync(join(root, 'sessions', '.scratch.session.json.1.ab.tmp'), 'x');
    writeFileSync(join(root, 'sessions', 'notes.txt'), 'x');
    await sleep(400);
    expect(changes).toEqual([]);
  });

  it('stops when asked', async () => {
    const t = tempLibrary({ watchDebounceMs: 20 });
    cleanups.push(t.cleanup);
    const changes: LibraryChange[] = [];
    const stop = await t.lib.watch((c) => changes.push(c));
    if (typeof stop !== 'function') throw new Error('watch failed');
    stop();
    writeFileSync(join(t.root, 'encounters', 'late.encounter.json'), '{}');
    await sleep(200);
    expect(changes).toEqual([]);
  });
});

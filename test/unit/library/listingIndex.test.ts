import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Library } from '../../../src-main/library';
import { encounterBody, errno, ok, tempLibrary } from './tempLibrary';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

/** A library with two saved encounters at a fixed whole-second mtime, listed once (which writes the index). */
async function indexed() {
  const t = tempLibrary();
  cleanups.push(t.cleanup);
  const a = ok(await t.lib.save('encounters', encounterBody('Alpha')));
  ok(await t.lib.save('encounters', encounterBody('Beta')));
  const path = join(t.root, a.id);
  const when = 1_700_000_000;
  utimesSync(path, when, when);
  ok(await t.lib.list('encounters'));
  // Same length and mtime, new content: only the index can still say Alpha.
  writeFileSync(path, readFileSync(path, 'utf8').replace('"Alpha"', '"Omega"'));
  utimesSync(path, when, when);
  return { ...t, path, when, indexPath: join(t.root, 'encounters', '.index.json') };
}

const names = async (lib: Library) => ok(await lib.list('encounters')).entries.map((e) => (e.ok ? e.name : e.error.code));

describe('the listing index (.index.json)', () => {
  it('lets a new Library list unchanged files without reading them', async () => {
    const s = await indexed();
    expect(existsSync(s.indexPath)).toBe(true);
    expect(await names(new Library(s.root))).toEqual(['Alpha', 'Beta']);
  });

  it('is not trusted for a file whose mtime changed', async () => {
    const s = await indexed();
    utimesSync(s.path, s.when, s.when + 10);
    expect(await names(new Library(s.root))).toEqual(['Omega', 'Beta']);
  });

  it('opening a file always validates it, whatever the index says', async () => {
    const s = await indexed();
    const lib = new Library(s.root);
    ok(await lib.list('encounters'));
    expect(ok(await lib.open('encounters/alpha.encounter.json')).entry.name).toBe('Omega');
  });

  it.each([
    ['garbage', 'not json at all'],
    ['wrong version', JSON.stringify({ version: 99, files: {} })],
    ['entry for another id', JSON.stringify({ version: 1, files: { 'alpha.encounter.json': { sig: 'x', entry: { id: 'encounters/../x', ok: true } } } })],
  ])('a damaged index (%s) is ignored and rebuilt', async (_label, text) => {
    const s = await indexed();
    writeFileSync(s.indexPath, text);
    expect(await names(new Library(s.root))).toEqual(['Omega', 'Beta']);
    expect(JSON.parse(readFileSync(s.indexPath, 'utf8'))).toMatchObject({ version: 1 });
  });

  it('a library where the index cannot be written still lists', async () => {
    const s = await indexed();
    const lib = new Library(s.root, { fsOps: { writeNew: async () => Promise.reject(errno('EROFS')) } });
    utimesSync(s.path, s.when, s.when + 10);
    expect(await names(lib)).toEqual(['Omega', 'Beta']);
  });
});

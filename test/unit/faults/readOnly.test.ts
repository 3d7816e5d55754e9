// A library on a read-only mount (a write-protected stick, a share mounted ro) says it is
// read-only, not that it "no longer exists": Node 20's recursive mkdir reports EROFS as ENOENT.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Library } from '../../../src-main/library';
import { encounterBody, fails, fixtureText, ok } from '../library/tempLibrary';
import { mountAllowed, mountTmpfs, type Tmpfs } from './mounts';

const allowed = mountAllowed();
const mounts: Tmpfs[] = [];
afterEach(() => {
  for (const m of mounts.splice(0)) m.unmount();
});

function readOnlyLibrary(prepare: (dir: string) => void = () => undefined): { root: string; lib: Library } {
  const m = mountTmpfs('256k');
  if ('refused' in m) throw new Error(m.refused);
  mounts.push(m);
  prepare(m.dir);
  m.readOnly();
  return { root: m.dir, lib: new Library(join(m.dir, 'library')) };
}

describe.skipIf(!allowed)('a library on a read-only mount', () => {
  it('whose folders do not exist yet: listing and saving say read-only, naming what could not be done', async () => {
    const { lib } = readOnlyLibrary();
    const listed = fails(await lib.list('encounters'));
    expect(listed).toMatchObject({ code: 'read-only', message: expect.stringMatching(/^Could not list the encounters: the library folder is read-only/) });
    const saved = fails(await lib.save('encounters', encounterBody()));
    expect(saved).toMatchObject({ code: 'read-only', message: expect.stringMatching(/^Could not save Goblin Ambush: the library folder is read-only.*Nothing was changed/) });
  });

  it('whose files exist: they still open and list, and a save over one says read-only and leaves it whole', async () => {
    const { root, lib } = readOnlyLibrary((dir) => {
      for (const k of ['encounters', 'characters', 'sessions', 'exports']) mkdirSync(join(dir, 'library', k), { recursive: true });
      writeFileSync(join(dir, 'library', 'encounters', 'ford.encounter.json'), fixtureText('encounter.v2'));
    });
    const opened = ok(await lib.open('encounters/ford.encounter.json'));
    expect(ok(await lib.list('encounters')).entries).toHaveLength(1);
    const err = fails(await lib.save('encounters', encounterBody('Ford'), { id: opened.id, expected: opened.signature }));
    expect(err.code).toBe('read-only');
    expect(err.message).toContain('ford.encounter.json');
    expect(readFileSync(join(root, 'library', 'encounters', 'ford.encounter.json'), 'utf8')).toBe(fixtureText('encounter.v2'));
  });
});

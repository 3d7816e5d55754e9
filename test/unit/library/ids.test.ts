import { afterEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseId } from '../../../src-main/library';
import { fails, fixtureText, ok, tempDir, tempLibrary } from './tempLibrary';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

describe('opaque ids', () => {
  it.each([
    'encounters/../secret.json',
    'encounters/..',
    'encounters/../../etc/passwd',
    '../encounters/x.json',
    '/etc/passwd',
    'encounters//etc/passwd.json',
    'encounters/sub/x.json',
    'encounters/sub\\x.json',
    'encounters/C:\\x.json',
    'encounters/.backups.json',
    'encounters/.hidden.json',
    'encounters/x\u0000.json',
    'encounters/x.txt',
    'encounters/',
    'trash/x.json',
    'x.json',
    '',
  ])('%j is refused', (id) => {
    expect(parseId(id)).toBeNull();
  });

  it.each([42, null, undefined, {}, ['encounters/x.json']])('a non-string id %j is refused', (id) => {
    expect(parseId(id)).toBeNull();
  });

  it.each(['encounters/goblin-ambush.encounter.json', 'characters/Überfall (alt).json', 'sessions/night 1.session.json'])('%j is accepted', (id) => {
    expect(parseId(id)).not.toBeNull();
  });

  it('the library refuses bad ids on every way in, and reaches no file outside its kind folder', async () => {
    const { lib, root, cleanup } = tempLibrary();
    cleanups.push(cleanup);
    // A valid file just outside the encounters folder, which a traversal would reach.
    writeFileSync(join(root, 'secret.json'), fixtureText('encounter.v2'));
    const outside = tempDir();
    writeFileSync(join(outside, 'x.encounter.json'), fixtureText('encounter.v2'));
    cleanups.push(async () => (await import('node:fs/promises')).rm(outside, { recursive: true, force: true }));
    for (const id of ['encounters/../secret.json', join(outside, 'x.encounter.json'), `encounters/${join(outside, 'x.encounter.json')}`]) {
      expect(fails(await lib.open(id)).code).toBe('bad-id');
      expect(fails(await lib.save('encounters', {}, { id })).code).toBe('bad-id');
      expect(fails(await lib.rename(id, 'x')).code).toBe('bad-id');
      expect(fails(await lib.duplicate(id)).code).toBe('bad-id');
      expect(fails(await lib.delete(id)).code).toBe('bad-id');
      expect(fails(await lib.exportFile(id, join(outside, 'out.json'))).code).toBe('bad-id');
    }
    expect(fails(await lib.restore('../../x')).code).toBe('bad-id');
  });

  it('an id of one kind cannot save into another', async () => {
    const { lib, cleanup } = tempLibrary();
    cleanups.push(cleanup);
    const saved = ok(await lib.save('encounters', JSON.parse(fixtureText('encounter.v2'))));
    expect(fails(await lib.save('characters', {}, { id: saved.id })).code).toBe('bad-id');
  });

  it('a well-formed id of a missing file is not-found', async () => {
    const { lib, cleanup } = tempLibrary();
    cleanups.push(cleanup);
    expect(fails(await lib.open('encounters/nope.encounter.json')).code).toBe('not-found');
    expect(fails(await lib.delete('encounters/nope.encounter.json')).code).toBe('not-found');
  });
});

// library.save with an id that is well-formed but names a device on Windows, hides a
// right-to-left override or spells a name in full-width look-alikes is refused with the reason and
// writes nothing; a new file's name is slugged from the display name, so such names never appear.
import { afterEach, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
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

const files = (root: string) => readdirSync(join(root, 'encounters')).filter((n) => !n.startsWith('.'));

describe('names the library will not write', () => {
  it.each([
    ['CON.json', /CON, PRN, AUX, NUL, COM1-9 and LPT1-9 name devices on Windows/],
    ['nul.encounter.json', /name devices on Windows/],
    ['COM1.json', /name devices on Windows/],
    ['lpt9 .json', /name devices on Windows/],
    ['\uff23\uff2f\uff2e.json', /plain letters, not full-width/], // ＣＯＮ in full-width letters
    ['\uff47\uff4f\uff42\uff4c\uff49\uff4e.encounter.json', /plain letters, not full-width/],
    ['invoice\u202enosj.json', /right-to-left override/],
    ['zero\u200bwidth.json', /invisible/],
  ])('save over %j is refused with the reason, and nothing is written', async (fileName, reason) => {
    const { lib, root } = setup();
    ok(await lib.list('encounters'));
    const err = fails(await lib.save('encounters', encounterBody(), { id: `encounters/${fileName}` }));
    expect(err.code).toBe('bad-id');
    expect(err.message).toMatch(/^That is not a file of the library: /);
    expect(err.message).toMatch(reason);
    expect(files(root)).toEqual([]);
  });

  it.each([
    ['CON', 'con-file.encounter.json'],
    ['\u202eGoblin Ambush', 'goblin-ambush.encounter.json'],
    ['\uff27\uff4f\uff42\uff4c\uff49\uff4e', 'goblin.encounter.json'],
  ])('a new file named %j gets the safe file name %j', async (name, fileName) => {
    const { lib, root } = setup();
    const saved = ok(await lib.save('encounters', encounterBody(name)));
    expect(saved.entry.fileName).toBe(fileName);
    expect(files(root)).toEqual([fileName]);
  });

  it('ordinary names with accents, spaces and brackets are still files', async () => {
    const { lib } = setup();
    ok(await lib.list('characters'));
    const saved = await lib.save('characters', { system: 'yaugs', sheet: {} }, { id: 'characters/\u00dcberfall (alt).json' });
    // Refused for its content, not its name.
    expect(fails(saved).code).toBe('invalid-file');
  });
});

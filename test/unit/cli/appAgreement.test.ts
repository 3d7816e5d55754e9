// `hexfray validate` and the app read files with one reader, so a file one refuses the other
// refuses too, with the same expectation: text that is not UTF-8, and a file whose content is of
// another format than its name says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Library } from '../../../src-main/library';
import { cli } from './runCli';

const FIXTURES = new URL('../../fixtures/', import.meta.url).pathname;
const fixture = (name: string) => readFileSync(`${FIXTURES}${name}.json`, 'utf8');

describe('the CLI and the app agree on a file', () => {
  let dir: string;
  let lib: Library;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'hexfray-agree-'));
    lib = new Library(join(dir, 'library'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, bytes: string | Buffer) => {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return path;
  };

  it.each([
    // A name with accents saved by an editor set to Latin-1: each accented letter is one byte that is not UTF-8.
    ['latin1.encounter.json', () => Buffer.from(fixture('encounter.v2').replace('"name": "', '"name": "pr\u00e8s du gu\u00e9 '), 'latin1'), '', /UTF-8/],
    ['mara.encounter.json', () => fixture('character.v1'), 'format', /^"hexfray\/encounter", as the name's ending \.encounter\.json says \(this is a hexfray\/character file; rename it to end in \.character\.json\)$/],
    ['ambush.character.json', () => fixture('encounter.v2'), 'format', /^"hexfray\/character", as the name's ending \.character\.json says \(this is a hexfray\/encounter file/],
    ['ambush.session.json', () => fixture('encounter.v2'), 'format', /^"hexfray\/session", as the name's ending/],
  ])('%s is refused by both, naming the file, the field and what was expected', async (name, bytes, field, expected) => {
    const path = write(name, bytes());
    const r = await cli('validate', path);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`${name}: ${field === '' ? '' : `${field}: `}`);
    expect(r.out).toMatch(new RegExp(expected.source.replace(/^\^/, '').replace(/\$$/, '')));

    const imported = await lib.importFile(path);
    expect(imported).toMatchObject({ ok: false, error: { code: 'invalid-file', message: expect.stringContaining(name) } });
    if (!imported.ok) expect(imported.error.errors?.[0]).toMatchObject({ path: field, expected: expect.stringMatching(expected) });
  });

  it('a file picked in the browser is held to its name as well', async () => {
    const r = await lib.importText('mara.encounter.json', fixture('character.v1'));
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid-file', message: expect.stringMatching(/mara\.encounter\.json: format: "hexfray\/encounter", as the name's ending/) } });
  });

  it('a plain *.json name promises no format, so both accept any valid file under it', async () => {
    const path = write('mara.json', fixture('character.v1'));
    const r = await cli('validate', path);
    expect(r.code, r.out).toBe(0);
    expect((await lib.importFile(path)).ok).toBe(true);
  });
});

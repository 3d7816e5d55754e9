// The bad-file corpus: every way a file can be wrong that the issue found, each read by the CLI
// (`hexfray validate`) and by the app's library, which must agree on a clear error naming the file,
// the field and what was expected, and never overwrite the file (a save over it goes to a new one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Library } from '../../../src-main/library';
import { cli } from '../cli/runCli';
import { encounterBody, ok } from '../library/tempLibrary';

const FIXTURES = new URL('../../fixtures/', import.meta.url).pathname;
const enc = readFileSync(`${FIXTURES}encounter.v2.json`, 'utf8');
/** The encounter fixture as loosely typed data, for edits a schema would refuse. */
type Loose = {
  combatants: { side: string; position: { q: number; r: number } }[];
  map: { terrain: Record<string, unknown>[]; background: unknown };
};
const edit = (f: (e: Loose) => void) => {
  const e = JSON.parse(enc) as Loose;
  f(e);
  return JSON.stringify(e, null, 2);
};
const longSession = (n: number) => {
  const s = JSON.parse(readFileSync(`${FIXTURES}session.v1.json`, 'utf8')) as { commands: unknown[] };
  const first = s.commands[0];
  s.commands = Array.from({ length: n }, () => first);
  return JSON.stringify(s);
};

type Case = { name: string; bytes: () => string | Buffer; path: string; expected: RegExp };

const CASES: Case[] = [
  { name: 'truncated.encounter.json', bytes: () => '{"format": "hexfray/encounter", "version": 2, "name": ', path: '', expected: /ends too early, it looks cut off/ },
  { name: 'picture.encounter.json', bytes: () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), path: '', expected: /UTF-8 JSON text \(this file holds binary data or another text encoding\)/ },
  { name: 'latin1.encounter.json', bytes: () => Buffer.from(enc.replace('"name": "', '"name": "Gu\u00e9 '), 'latin1'), path: '', expected: /UTF-8 JSON text/ },
  { name: 'mara.encounter.json', bytes: () => readFileSync(`${FIXTURES}character.v1.json`), path: 'format', expected: /"hexfray\/encounter", as the name's ending \.encounter\.json says \(this is a hexfray\/character file/ },
  { name: 'future.encounter.json', bytes: () => enc.replace('"version": 2', '"version": 99'), path: 'version', expected: /written by a newer Hexfray \(format version 99\)/ },
  { name: 'notes.encounter.json', bytes: () => '{"title": "shopping list"}', path: 'format', expected: /a "format" field such as "hexfray\/encounter"/ },
  { name: 'deep.encounter.json', bytes: () => enc.replace('"gmNotes": ', `"deep": ${'['.repeat(1000)}${']'.repeat(1000)}, "gmNotes": `), path: '', expected: /nested at most 256 deep/ },
  { name: 'proto.encounter.json', bytes: () => enc.replace('"gmNotes": ', '"__proto__": {"polluted": true}, "gmNotes": '), path: '__proto__', expected: /"__proto__" is refused/ },
  { name: 'infinite.encounter.json', bytes: () => enc.replace('"height": 10', '"height": 1e400'), path: 'map.height', expected: /a number small enough to hold/ },
  { name: 'dragon.encounter.json', bytes: () => edit((e) => (e.combatants[1]!.side = 'dragon')), path: 'combatants.1.side', expected: /Side is "pc", "npc" or "ally"/ },
  { name: 'off-map.encounter.json', bytes: () => edit((e) => (e.combatants[1]!.position = { q: 40, r: 6 })), path: 'combatants.1.position', expected: /^a hex on the 12 x 10 map/ },
  { name: 'crowded.encounter.json', bytes: () => edit((e) => (e.combatants[1]!.position = { q: 1, r: 1 })), path: 'combatants.1.position', expected: /^a hex no other combatant stands on/ },
  { name: 'in-wall.encounter.json', bytes: () => edit((e) => (e.combatants[0]!.position = { q: 3, r: 2 })), path: 'combatants.0.position', expected: /^a hex that is not a wall/ },
  { name: 'terrain-off.encounter.json', bytes: () => edit((e) => e.map.terrain.push({ kind: 'wall', q: 50, r: 50 })), path: 'map.terrain.3', expected: /^a hex on the 12 x 10 map/ },
  { name: 'cover.encounter.json', bytes: () => edit((e) => (e.map.terrain[2]!.structure = 99)), path: 'map.terrain.2.structure', expected: /at most the cover's maximum, 20 \(found 99\)/ },
  { name: 'background.encounter.json', bytes: () => edit((e) => (e.map.background = { image: '../../../etc/passwd', scale: 1, offsetX: 0, offsetY: 0, opacity: 1 })), path: 'map.background.image', expected: /the name of an image in the library's assets/ },
  { name: 'huge.encounter.json', bytes: () => Buffer.alloc(21 * 1024 * 1024, 0x20), path: '', expected: /at most 20 MB \(this one is 21 MB/ },
  { name: 'marathon.session.json', bytes: () => longSession(25_001), path: 'commands', expected: /a session of at most 25,000 commands \(this one has 25,001/ },
];

const kindOf = (name: string) => (name.endsWith('.session.json') ? 'sessions' : 'encounters');

describe('the bad-file corpus', () => {
  let dir: string;
  let lib: Library;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hexfray-corpus-'));
    lib = new Library(join(dir, 'library'));
    ok(await lib.list('encounters'));
    mkdirSync(join(dir, 'loose'));
    for (const c of CASES) {
      const bytes = c.bytes();
      writeFileSync(join(dir, 'loose', c.name), bytes);
      writeFileSync(join(dir, 'library', kindOf(c.name), c.name), bytes);
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(CASES)('$name: the CLI names the file, the field and what was expected', async (c) => {
    const r = await cli('validate', join(dir, 'loose', c.name));
    expect(r.code).toBe(1);
    const line = r.out.split('\n')[0]!;
    const prefix = `${join(dir, 'loose', c.name)}: ${c.path === '' ? '' : `${c.path}: `}`;
    expect(line.startsWith(prefix), line).toBe(true);
    expect(line.slice(prefix.length).replace(/^line \d+, column \d+: /, '')).toMatch(c.expected);
  });

  it.each(CASES)('$name: the app refuses it the same way and never overwrites it', async (c) => {
    const id = `${kindOf(c.name)}/${c.name}`;
    const opened = await lib.open(id);
    expect(opened.ok).toBe(false);
    if (opened.ok) return;
    expect(['invalid-file', 'too-large']).toContain(opened.error.code);
    expect(opened.error.message.startsWith(`${c.name} cannot be read: `)).toBe(true);
    expect(opened.error.errors?.[0]).toMatchObject({ file: c.name, path: c.path, expected: expect.stringMatching(c.expected) });
    if (kindOf(c.name) !== 'encounters') return;
    const before = readFileSync(join(dir, 'library', id));
    const saved = ok(await lib.save('encounters', encounterBody('Replacement'), { id }));
    expect(saved.id).not.toBe(id);
    expect(saved.notice).toMatch(new RegExp(`^${c.name.replace(/\./g, '\\.')} was left untouched because it cannot be read`));
    expect(readFileSync(join(dir, 'library', id)).equals(before)).toBe(true);
  });

  it('a listing shows each with the same error', async () => {
    const listed = ok(await lib.list('encounters')).entries.filter((e) => !e.ok);
    for (const c of CASES.filter((x) => kindOf(x.name) === 'encounters')) {
      const e = listed.find((x) => x.fileName === c.name);
      expect(e, c.name).toBeDefined();
      if (e && !e.ok) expect(e.error.errors?.[0]).toMatchObject({ file: c.name, path: c.path });
    }
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync, writeFileSync, utimesSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseFile } from '../../../shared/files';
import type { Library } from '../../../src-main/library';
import { canonicalFixture, encounterBody, fails, fixtureText, ok, tempDir, tempLibrary } from './tempLibrary';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

function setup(options: Parameters<typeof tempLibrary>[0] = {}): { lib: Library; root: string } {
  const t = tempLibrary(options);
  cleanups.push(t.cleanup);
  return t;
}

const read = (root: string, id: string) => readFileSync(join(root, id), 'utf8');

describe('Library: folders and listing', () => {
  it('creates its folders on first use', async () => {
    const { lib, root } = setup();
    expect(readdirSync(root)).toEqual([]);
    ok(await lib.list('encounters'));
    expect(readdirSync(root).sort()).toEqual(['characters', 'encounters', 'exports', 'sessions']);
  });

  it('lists valid files with their metadata and broken files with their error', async () => {
    const { lib, root } = setup();
    const saved = ok(await lib.save('encounters', encounterBody('Goblin Ambush')));
    writeFileSync(join(root, 'encounters', 'broken.encounter.json'), '{"format": "hexfray/encounter", "version": 2, "name": ');
    writeFileSync(join(root, 'encounters', 'notes.txt'), 'not listed');
    const { entries } = ok(await lib.list('encounters'));
    expect(entries.map((e) => e.fileName)).toEqual(['broken.encounter.json', 'goblin-ambush.encounter.json']);
    const [broken, good] = entries;
    expect(good).toMatchObject({ ok: true, id: saved.id, name: 'Goblin Ambush', system: 'yaugs', combatants: 2, format: 'hexfray/encounter' });
    expect(good!.size).toBe(statSync(join(root, saved.id)).size);
    expect(good!.modified).toBe(statSync(join(root, saved.id)).mtimeMs);
    expect(broken).toMatchObject({ ok: false, id: 'encounters/broken.encounter.json', error: { code: 'invalid-file' } });
    if (!broken!.ok) {
      expect(broken!.error.message).toMatch(/^broken\.encounter\.json cannot be read: .*ends too early/);
      expect(broken!.error.errors?.[0]).toMatchObject({ file: 'broken.encounter.json', line: 1 });
    }
  });

  it('a file of another format in a kind folder is listed as broken', async () => {
    const { lib, root } = setup();
    ok(await lib.list('encounters'));
    writeFileSync(join(root, 'encounters', 'mara.json'), fixtureText('character.v1'));
    const [e] = ok(await lib.list('encounters')).entries;
    expect(e).toMatchObject({ ok: false, error: { code: 'invalid-file' } });
  });

  it('a 50 MB file is listed as too large without being read', async () => {
    const { lib, root } = setup();
    ok(await lib.list('sessions'));
    writeFileSync(join(root, 'sessions', 'huge.session.json'), Buffer.alloc(50 * 1024 * 1024, 0x20));
    const [e] = ok(await lib.list('sessions')).entries;
    expect(e).toMatchObject({ ok: false, error: { code: 'too-large', message: expect.stringMatching(/at most 20 MB.*50 MB/) } });
    expect(fails(await lib.open(e!.id)).code).toBe('too-large');
  });

  it('binary garbage is listed as broken', async () => {
    const { lib, root } = setup();
    ok(await lib.list('characters'));
    writeFileSync(join(root, 'characters', 'pic.json'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00]));
    const [e] = ok(await lib.list('characters')).entries;
    expect(e).toMatchObject({ ok: false, error: { message: expect.stringMatching(/binary/) } });
  });

  it('caches metadata by size and mtime: an unchanged stat is not read again, a changed one is', async () => {
    const { lib, root } = setup();
    const saved = ok(await lib.save('encounters', encounterBody('Alpha')));
    const path = join(root, saved.id);
    // Whole seconds, so setting the time back restores it exactly.
    const t = 1_700_000_000;
    utimesSync(path, t, t);
    ok(await lib.list('encounters'));
    // Same length, same mtime, different name: only a cache would still say Alpha.
    writeFileSync(path, read(root, saved.id).replace('"Alpha"', '"Omega"'));
    utimesSync(path, t, t);
    expect(ok(await lib.list('encounters')).entries[0]).toMatchObject({ name: 'Alpha' });
    utimesSync(path, t, t + 5);
    expect(ok(await lib.list('encounters')).entries[0]).toMatchObject({ name: 'Omega' });
  });
});

describe('Library: open and save', () => {
  it('derives unique, sanitised file names from the name', async () => {
    const { lib } = setup();
    expect(ok(await lib.save('encounters', encounterBody('Goblin Ambush'))).id).toBe('encounters/goblin-ambush.encounter.json');
    expect(ok(await lib.save('encounters', encounterBody('Goblin  Ambush!'))).id).toBe('encounters/goblin-ambush-2.encounter.json');
    expect(ok(await lib.save('encounters', encounterBody('GOBLIN ambush'))).id).toBe('encounters/goblin-ambush-3.encounter.json');
    expect(ok(await lib.save('encounters', encounterBody('Überfall am Fluß'))).id).toBe('encounters/uberfall-am-flu.encounter.json');
    expect(ok(await lib.save('encounters', encounterBody('../../etc/passwd'))).id).toBe('encounters/etc-passwd.encounter.json');
    expect(ok(await lib.save('encounters', encounterBody('con'))).id).toBe('encounters/con-file.encounter.json');
    expect(ok(await lib.save('encounters', encounterBody('!!!'))).id).toBe('encounters/untitled.encounter.json');
    expect(ok(await lib.save('encounters', encounterBody('x'), { name: 'Chosen Name' })).id).toBe('encounters/chosen-name.encounter.json');
  });

  it('open returns what save wrote', async () => {
    const { lib } = setup();
    const body = encounterBody('Ford');
    const saved = ok(await lib.save('encounters', body));
    const opened = ok(await lib.open(saved.id));
    expect(opened.format).toBe('hexfray/encounter');
    expect(opened.value).toEqual(body);
    expect(opened.entry).toEqual(saved.entry);
  });

  it('refuses to save an invalid value, naming the field, and writes nothing', async () => {
    const { lib, root } = setup();
    ok(await lib.list('encounters'));
    const err = fails(await lib.save('encounters', encounterBody('')));
    expect(err.code).toBe('invalid-file');
    expect(err.errors?.[0]?.path).toBe('name');
    expect(readdirSync(join(root, 'encounters'))).toEqual([]);
  });

  it('saving the same value twice gives identical bytes', async () => {
    const { lib, root } = setup();
    const a = ok(await lib.save('encounters', encounterBody('Twice')));
    const first = read(root, a.id);
    ok(await lib.save('encounters', encounterBody('Twice'), { id: a.id }));
    expect(read(root, a.id)).toBe(first);
  });

  it('unknown fields survive a load and save through the library', async () => {
    const { lib, root } = setup();
    ok(await lib.list('encounters'));
    const file = JSON.parse(fixtureText('encounter.v2')) as Record<string, unknown> & { combatants: Record<string, unknown>[] };
    file.weather = { rain: true };
    file.combatants[0]!.mood = 'grim';
    writeFileSync(join(root, 'encounters', 'ford.encounter.json'), JSON.stringify(file));
    const opened = ok(await lib.open('encounters/ford.encounter.json'));
    ok(await lib.save('encounters', opened.value, { id: opened.id }));
    const back = JSON.parse(read(root, opened.id)) as typeof file;
    expect(back.weather).toEqual({ rain: true });
    expect(back.combatants[0]!.mood).toBe('grim');
  });

  it('opens a v1 file migrated, and saves it as v2 with the v1 bytes kept as a backup', async () => {
    const { lib, root } = setup();
    ok(await lib.list('encounters'));
    writeFileSync(join(root, 'encounters', 'old.encounter.json'), fixtureText('encounter.v1'));
    const opened = ok(await lib.open('encounters/old.encounter.json'));
    expect(opened.migratedFrom).toBe(1);
    expect(opened.entry.migratedFrom).toBe(1);
    ok(await lib.save('encounters', opened.value, { id: opened.id }));
    expect(read(root, opened.id)).toBe(canonicalFixture('encounter.v2', 'hexfray/encounter'));
    const backups = readdirSync(join(root, 'encounters', '.backups'));
    expect(backups).toHaveLength(1);
    expect(readFileSync(join(root, 'encounters', '.backups', backups[0]!), 'utf8')).toBe(fixtureText('encounter.v1'));
  });

  it('never overwrites a file that fails validation: saves under a new name and says so', async () => {
    const { lib, root } = setup();
    ok(await lib.list('encounters'));
    const brokenText = '{"format": "hexfray/encounter", "version": 2, "name": 5, "system": "yaugs", "combatants": []}';
    writeFileSync(join(root, 'encounters', 'goblin-ambush.encounter.json'), brokenText);
    const saved = ok(await lib.save('encounters', encounterBody('Goblin Ambush'), { id: 'encounters/goblin-ambush.encounter.json' }));
    expect(saved.id).toBe('encounters/goblin-ambush-2.encounter.json');
    expect(saved.notice).toMatch(/goblin-ambush\.encounter\.json was left untouched.*saved as goblin-ambush-2\.encounter\.json/);
    expect(read(root, 'encounters/goblin-ambush.encounter.json')).toBe(brokenText);
  });

  it('never overwrites a file written by a newer Hexfray', async () => {
    const { lib, root } = setup();
    ok(await lib.list('encounters'));
    const newer = '{"format": "hexfray/encounter", "version": 9, "name": "From the future"}\n';
    writeFileSync(join(root, 'encounters', 'future.encounter.json'), newer);
    const saved = ok(await lib.save('encounters', encounterBody('Future'), { id: 'encounters/future.encounter.json' }));
    expect(saved.id).not.toBe('encounters/future.encounter.json');
    expect(saved.notice).toMatch(/newer Hexfray/);
    expect(read(root, 'encounters/future.encounter.json')).toBe(newer);
  });

  it('saving over an id whose file vanished recreates it under that name', async () => {
    const { lib } = setup();
    expect(ok(await lib.save('encounters', encounterBody('X'), { id: 'encounters/kept-name.encounter.json' })).id).toBe('encounters/kept-name.encounter.json');
  });
});

describe('Library: backups', () => {
  it('keeps the previous version before each overwrite, the newest five only', async () => {
    let t = Date.parse('2025-03-01T10:00:00.000Z');
    const { lib, root } = setup({ now: () => new Date((t += 1000)) });
    const first = ok(await lib.save('encounters', encounterBody('Rot', { gmNotes: 'v0' })));
    for (let i = 1; i <= 8; i++) ok(await lib.save('encounters', encounterBody('Rot', { gmNotes: `v${i}` }), { id: first.id }));
    const dir = join(root, 'encounters', '.backups');
    const backups = readdirSync(dir).sort();
    expect(backups).toHaveLength(5);
    // The file holds v8; the backups hold the five versions before it, oldest first.
    expect(JSON.parse(read(root, first.id)).gmNotes).toBe('v8');
    expect(backups.map((b) => JSON.parse(readFileSync(join(dir, b), 'utf8')).gmNotes)).toEqual(['v3', 'v4', 'v5', 'v6', 'v7']);
    expect(backups.every((b) => b.startsWith('rot.encounter.json.'))).toBe(true);
  });

  it('two saves in the same millisecond keep both backups in order', async () => {
    const { lib, root } = setup({ now: () => new Date('2025-03-01T10:00:00.000Z') });
    const first = ok(await lib.save('encounters', encounterBody('Same', { gmNotes: 'a' })));
    ok(await lib.save('encounters', encounterBody('Same', { gmNotes: 'b' }), { id: first.id }));
    ok(await lib.save('encounters', encounterBody('Same', { gmNotes: 'c' }), { id: first.id }));
    const dir = join(root, 'encounters', '.backups');
    expect(readdirSync(dir).sort().map((b) => JSON.parse(readFileSync(join(dir, b), 'utf8')).gmNotes)).toEqual(['a', 'b']);
  });
});

describe('Library: rename, duplicate, trash', () => {
  it('rename changes the name inside and the file name, keeping the old content as a backup', async () => {
    const { lib, root } = setup();
    const a = ok(await lib.save('encounters', encounterBody('Old Name')));
    const r = ok(await lib.rename(a.id, '  New Name '));
    expect(r.id).toBe('encounters/new-name.encounter.json');
    expect(existsSync(join(root, a.id))).toBe(false);
    expect(JSON.parse(read(root, r.id)).name).toBe('New Name');
    expect(readdirSync(join(root, 'encounters', '.backups'))[0]).toMatch(/^old-name\.encounter\.json\./);
  });

  it('rename to a name whose file exists picks a unique file name; a case change keeps the file', async () => {
    const { lib } = setup();
    ok(await lib.save('encounters', encounterBody('Taken')));
    const b = ok(await lib.save('encounters', encounterBody('Other')));
    expect(ok(await lib.rename(b.id, 'Taken')).id).toBe('encounters/taken-2.encounter.json');
    const c = ok(await lib.rename('encounters/taken.encounter.json', 'TAKEN'));
    expect(c.id).toBe('encounters/taken.encounter.json');
    expect(ok(await lib.open(c.id)).entry.name).toBe('TAKEN');
  });

  it('rename refuses an empty name and a broken file', async () => {
    const { lib, root } = setup();
    const a = ok(await lib.save('encounters', encounterBody('A')));
    expect(fails(await lib.rename(a.id, '   ')).code).toBe('bad-name');
    writeFileSync(join(root, 'encounters', 'bad.encounter.json'), '{');
    const err = fails(await lib.rename('encounters/bad.encounter.json', 'Fine'));
    expect(err.code).toBe('invalid-file');
    expect(read(root, 'encounters/bad.encounter.json')).toBe('{');
  });

  it('duplicate saves a copy with its own name and file', async () => {
    const { lib } = setup();
    const a = ok(await lib.save('encounters', encounterBody('Ford')));
    const d = ok(await lib.duplicate(a.id));
    expect(d.id).toBe('encounters/ford-copy.encounter.json');
    expect(d.entry.name).toBe('Ford (copy)');
    expect(ok(await lib.open(a.id)).entry.name).toBe('Ford');
  });

  it('delete moves to the trash; restore brings it back byte for byte', async () => {
    const { lib, root } = setup();
    const a = ok(await lib.save('encounters', encounterBody('Doomed')));
    const bytes = read(root, a.id);
    const { trashId } = ok(await lib.delete(a.id));
    expect(existsSync(join(root, a.id))).toBe(false);
    expect(ok(await lib.list('encounters')).entries).toEqual([]);
    expect(ok(await lib.listTrash()).items).toEqual([{ trashId, kind: 'encounters', fileName: 'doomed.encounter.json', name: 'Doomed', deletedAt: expect.any(Number) }]);
    const restored = ok(await lib.restore(trashId));
    expect(restored).toEqual({ ok: true, id: a.id });
    expect(read(root, a.id)).toBe(bytes);
    expect(ok(await lib.listTrash()).items).toEqual([]);
    expect(fails(await lib.restore(trashId)).code).toBe('not-found');
  });

  it('restore under a taken name picks a new one and says so; broken files can be deleted too', async () => {
    const { lib, root } = setup();
    const a = ok(await lib.save('encounters', encounterBody('Twin')));
    const { trashId } = ok(await lib.delete(a.id));
    ok(await lib.save('encounters', encounterBody('Twin')));
    const r = ok(await lib.restore(trashId));
    expect(r.id).toBe('encounters/twin-2.encounter.json');
    expect(r.notice).toMatch(/twin-2\.encounter\.json/);
    writeFileSync(join(root, 'encounters', 'junk.json'), 'junk');
    const t = ok(await lib.delete('encounters/junk.json'));
    expect(ok(await lib.listTrash()).items[0]).toMatchObject({ trashId: t.trashId, name: 'junk.json' });
    ok(await lib.emptyTrash());
    expect(ok(await lib.listTrash()).items).toEqual([]);
  });
});

describe('Library: import and export', () => {
  it('imports a valid file into the folder of its format, keeping its bytes', async () => {
    const { lib, root } = setup();
    const outside = tempDir();
    cleanups.push(async () => (await import('node:fs/promises')).rm(outside, { recursive: true, force: true }));
    const src = join(outside, 'whatever.json');
    writeFileSync(src, fixtureText('character.v1'));
    const r = ok(await lib.importFile(src));
    expect(r).toMatchObject({ kind: 'characters', id: 'characters/mara-the-sellsword.character.json' });
    expect(read(root, r.id)).toBe(fixtureText('character.v1'));
    writeFileSync(src, fixtureText('encounter.v1'));
    const old = ok(await lib.importFile(src));
    expect(old.entry.migratedFrom).toBe(1);
  });

  it('refuses to import a broken file, naming it, and copies nothing', async () => {
    const { lib, root } = setup();
    ok(await lib.list('encounters'));
    const outside = tempDir();
    cleanups.push(async () => (await import('node:fs/promises')).rm(outside, { recursive: true, force: true }));
    const src = join(outside, 'bad.encounter.json');
    writeFileSync(src, '{"format": "hexfray/encounter", "version": 7}');
    const err = fails(await lib.importFile(src));
    expect(err.code).toBe('invalid-file');
    expect(err.message).toMatch(/bad\.encounter\.json.*newer Hexfray/);
    expect(err.message).not.toContain(outside);
    expect(readdirSync(join(root, 'encounters'))).toEqual([]);
    expect(fails(await lib.importFile(join(outside, 'missing.json'))).code).toBe('not-found');
    expect(fails(await lib.importFile('relative.json')).code).toBe('bad-id');
  });

  it('exports at the current version to the chosen path', async () => {
    const { lib, root } = setup();
    ok(await lib.list('encounters'));
    writeFileSync(join(root, 'encounters', 'old.encounter.json'), fixtureText('encounter.v1'));
    const outside = tempDir();
    cleanups.push(async () => (await import('node:fs/promises')).rm(outside, { recursive: true, force: true }));
    ok(await lib.exportFile('encounters/old.encounter.json', join(outside, 'shared.encounter.json')));
    expect(readFileSync(join(outside, 'shared.encounter.json'), 'utf8')).toBe(canonicalFixture('encounter.v2', 'hexfray/encounter'));
    expect(readdirSync(outside)).toEqual(['shared.encounter.json']);
  });

  it('a saved file reads back with the shared parser', async () => {
    const { lib, root } = setup();
    const a = ok(await lib.save('sessions', JSON.parse(fixtureText('session.v1'))));
    expect(parseFile('x', read(root, a.id)).ok).toBe(true);
  });
});

// A listing validates every file in full but builds only its summary (no unknown fields put back,
// no canonical key order): what it shows must be exactly what opening each file shows.
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Library } from '../../../src-main/library';
import { encounterBody, fixtureText, ok, tempLibrary } from './tempLibrary';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

type Combatant = Record<string, unknown> & { sheet: Record<string, unknown> };

describe('Library: listing shows what opening shows', () => {
  it('valid, migrated and broken files: the same summary or the same error as open, and broken files are never overwritten', async () => {
    const t = tempLibrary();
    cleanups.push(t.cleanup);
    const { lib, root } = t;
    ok(await lib.list('encounters'));
    const dir = join(root, 'encounters');
    const file = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({ format: 'hexfray/encounter', version: 2, ...encounterBody(' Spaced Name ', extra) });
    const base = file();
    const combatants = base.combatants as Combatant[];
    const files: Record<string, string> = {
      'unknown-fields.encounter.json': JSON.stringify({ ...file({ weather: { rain: true } }), combatants: [{ ...combatants[0], mood: 'grim' }, ...combatants.slice(1)] }, null, 2),
      'shuffled.encounter.json': JSON.stringify(Object.fromEntries(Object.entries(base).reverse())),
      'old.encounter.json': fixtureText('encounter.v1'),
      'bad-field.encounter.json': JSON.stringify({ ...base, combatants: [{ ...combatants[0], sheet: { ...combatants[0]!.sheet, attributes: { ...(combatants[0]!.sheet.attributes as object), agl: 'quick' } } }] }),
      'bad-dup.encounter.json': JSON.stringify({ ...base, combatants: [combatants[0], combatants[0]] }),
      'proto.encounter.json': JSON.stringify(base).replace('"name"', '"__proto__": {"polluted": true}, "name"'),
      'huge-number.encounter.json': JSON.stringify(base).replace('"gmNotes"', '"extra": 1e400, "gmNotes"'),
      'syntax.encounter.json': '{"format": "hexfray/encounter", "version": 2, "name": ',
      'newer.encounter.json': JSON.stringify({ ...base, version: 99 }),
      'character.encounter.json': fixtureText('character.v1'),
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);

    const listed = ok(await lib.list('encounters')).entries;
    expect(listed.map((e) => e.fileName).sort()).toEqual(Object.keys(files).sort());
    expect(listed.filter((e) => e.ok).map((e) => e.fileName).sort()).toEqual(['old.encounter.json', 'shuffled.encounter.json', 'unknown-fields.encounter.json']);
    for (const entry of listed) {
      // A fresh library has no cache: open reads and validates the file itself.
      const opened = await new Library(root).open(entry.id);
      if (entry.ok) {
        expect(opened.ok).toBe(true);
        if (opened.ok) expect(entry).toEqual(opened.entry);
        // The name as validated (trimmed by the schema); the v1 fixture has its own.
        expect(entry).toMatchObject({ name: entry.fileName === 'old.encounter.json' ? 'Goblin Ambush' : 'Spaced Name' });
      } else {
        expect(opened.ok).toBe(false);
        if (!opened.ok) expect(entry.error).toEqual(opened.error);
        expect(entry.error.errors?.[0]?.file).toBe(entry.fileName);
      }
    }
    const broken = listed.find((e) => e.fileName === 'bad-field.encounter.json')!;
    expect(broken).toMatchObject({ ok: false, error: { code: 'invalid-file', errors: [{ path: 'combatants.0.sheet.attributes.agl' }] } });
    expect(listed.find((e) => e.fileName === 'proto.encounter.json')).toMatchObject({ ok: false, error: { errors: [{ path: '__proto__' }] } });

    // Saving over a broken file still goes to a new file, also when the listing was the last to read it.
    for (const name of ['bad-field.encounter.json', 'proto.encounter.json']) {
      const saved = ok(await lib.save('encounters', encounterBody('Replacement'), { id: `encounters/${name}` }));
      expect(saved.id).not.toBe(`encounters/${name}`);
      expect(readFileSync(join(dir, name), 'utf8')).toBe(files[name]);
    }
    // And the file with unknown fields keeps them through open and save.
    const opened = ok(await lib.open('encounters/unknown-fields.encounter.json'));
    ok(await lib.save('encounters', opened.value, { id: opened.id }));
    const back = JSON.parse(readFileSync(join(dir, 'unknown-fields.encounter.json'), 'utf8')) as { weather: unknown; combatants: Combatant[] };
    expect(back.weather).toEqual({ rain: true });
    expect(back.combatants[0]!.mood).toBe('grim');
  });
});

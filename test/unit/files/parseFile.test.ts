import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FORMATS, MAX_FILE_BYTES, MAX_NESTING_DEPTH, formatFileErrors, parseFile } from '../../../shared/files';
import type { FileError } from '../../../shared/files';
import { fixtureBody, fixtureText } from './fixtures';

const envelope = (format: string, version: number, body: Record<string, unknown>) => JSON.stringify({ format, version, ...body }, null, 2);
const character = fixtureBody('character.v1');

function errorsOf(name: string, text: string): FileError[] {
  const r = parseFile(name, text);
  if (r.ok) throw new Error(`${name} was accepted`);
  return r.errors;
}

// The 1-based line and column of the first occurrence of `needle`, found independently of the code under test.
function positionOf(text: string, needle: string) {
  const before = text.slice(0, text.indexOf(needle));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

describe('parseFile: the fixtures', () => {
  it.each(['encounter.v3', 'character.v2', 'session.v2'])('%s reads without migration', (name) => {
    const r = parseFile(`${name}.json`, fixtureText(name));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.migratedFrom).toBeUndefined();
  });

  it('the encounter value is the file without its envelope', () => {
    const r = parseFile('e.json', fixtureText('encounter.v2'));
    expect(r.ok && r.format).toBe('hexfray/encounter');
    if (r.ok && r.format === 'hexfray/encounter') {
      expect(r.value).not.toHaveProperty('format');
      expect(r.value).not.toHaveProperty('version');
      expect(r.value.name).toBe('Goblin Ambush');
    }
  });

  it('a byte-order mark at the start is accepted', () => {
    expect(parseFile('bom.json', '\uFEFF' + fixtureText('character.v1')).ok).toBe(true);
  });

  it('a character keeps its token art, and art that names a path is refused at the field', () => {
    const worn = parseFile('mara.character.json', envelope('hexfray/character', 2, { ...fixtureBody('character.v2'), portrait: 'mara-0123456789ab.png' }));
    expect(worn.ok && worn.format === 'hexfray/character' && worn.value.portrait).toBe('mara-0123456789ab.png');
    const errors = errorsOf('mara.character.json', envelope('hexfray/character', 2, { ...fixtureBody('character.v2'), portrait: '../../secret.png' }));
    expect(errors[0]!.path).toBe('portrait');
    expect(errors[0]!.expected).toContain('the name of an image in the library');
  });

  it('a character sheet is checked with its system schema', () => {
    const sheet = { ...(character.sheet as Record<string, unknown>), attributes: { logic: 'high' } };
    const errors = errorsOf('mara.character.json', envelope('hexfray/character', 1, { ...character, sheet }));
    expect(errors.some((e) => e.path.startsWith('sheet.attributes'))).toBe(true);
  });
});

describe('parseFile: the bad-file corpus gives errors naming file, field and expectation', () => {
  const yaugs = {
    system: 'yaugs',
    sheet: {
      name: 'Swordsman',
      attributes: { agl: 63, spa: 50, ref: 70 },
      skills: [{ name: 'Sword', percentile: 65 }],
      passiveDefence: 15,
      armourAbsorption: 4,
      hitPoints: { max: 30 },
      weapons: [{ name: 'Longsword', skill: 'Sword', damage: '1d10+1', mode: 'melee', damageType: 'cutting' }],
      autoDefence: [],
    },
  };

  it('the sample YAUGS character is valid (the cases below break one thing each)', () => {
    expect(parseFile('s.json', envelope('hexfray/character', 1, yaugs)).ok).toBe(true);
  });

  it('a wrong attribute type names the field and the sheet schema message', () => {
    const bad = { ...yaugs, sheet: { ...yaugs.sheet, attributes: { agl: 'quick', spa: 50, ref: 70 } } };
    const errors = errorsOf('sw.character.json', envelope('hexfray/character', 1, bad));
    expect(errors).toEqual([{ file: 'sw.character.json', path: 'sheet.attributes.agl', expected: 'Agility must be a percentile from 1 to 100' }]);
    expect(formatFileErrors(errors)).toBe('sw.character.json: sheet.attributes.agl: Agility must be a percentile from 1 to 100');
  });

  it('list indices appear in the path', () => {
    const bad = { ...yaugs, sheet: { ...yaugs.sheet, skills: [{ name: 'Sword', percentile: 65 }, { name: 'Bow', percentile: 'lots' }] } };
    const errors = errorsOf('x.json', envelope('hexfray/character', 1, bad));
    expect(errors.map((e) => e.path)).toContain('sheet.skills.1.percentile');
  });

  it('generic type errors say what was expected and what was found', () => {
    const errors = errorsOf('x.json', envelope('hexfray/character', 1, { system: 'yaugs', sheet: [] }));
    expect(errors[0]!.path).toBe('sheet');
    expect(errors[0]!.expected).toMatch(/object.*found a list/);
  });

  it('a missing field is named', () => {
    const errors = errorsOf('x.json', envelope('hexfray/character', 1, { system: 'yaugs' }));
    expect(errors[0]!.path).toBe('sheet');
    expect(errors[0]!.expected).toMatch(/missing/);
  });

  it('an unknown system is named with the choices', () => {
    const errors = errorsOf('x.json', envelope('hexfray/character', 1, { system: 'dnd', sheet: {} }));
    expect(errors[0]!.path).toBe('system');
    expect(errors[0]!.expected).toMatch(/yaugs.*vers.*waylights/);
  });

  it('an encounter field of the wrong type is named', () => {
    const errors = errorsOf('e.json', envelope('hexfray/encounter', 2, { ...fixtureBody('encounter.v2'), name: 5 }));
    expect(errors.map((e) => e.path)).toContain('name');
  });

  it('truncated JSON says the file ends early, at its last line and column', () => {
    const full = fixtureText('encounter.v2');
    const cut = full.slice(0, Math.floor(full.length / 2));
    const [e] = errorsOf('cut.encounter.json', cut);
    const lines = cut.split('\n');
    expect(e).toMatchObject({ file: 'cut.encounter.json', path: '', line: lines.length, column: lines[lines.length - 1]!.length + 1 });
    expect(e!.expected).toMatch(/ends too early/);
  });

  it('a syntax error in the middle is located at its line and column', () => {
    const text = '{\n  "format": "hexfray/encounter",\n  "version": 2,\n  "name": "X" "system": "yaugs"\n}';
    const [e] = errorsOf('x.json', text);
    expect({ line: e!.line, column: e!.column }).toEqual(positionOf(text, '"system"'));
    expect(e!.expected).toMatch(/","/);
    expect(formatFileErrors([e!])).toMatch(/^x\.json: line 4, column 15: /);
  });

  it.each([
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity'],
    ['-Infinity', 'Infinity'],
  ])('the non-JSON literal %s is refused with a hint', (literal, word) => {
    const text = `{"format": "hexfray/encounter", "version": 2, "name": "X", "system": "yaugs", "combatants": [${literal}]}`;
    const [e] = errorsOf('x.json', text);
    expect(e!.expected).toMatch(new RegExp(`${word}.*ordinary number`));
    expect(e!.column).toBe(positionOf(text, word).column);
  });

  it.each(['1e400', '-1e400', '123456789e999'])('a number too large to hold (%s) is refused at its field', (n) => {
    const text = `{"format": "hexfray/character", "version": 1, "system": "yaugs", "sheet": {"hitPoints": {"max": ${n}}}}`;
    const errors = errorsOf('big.json', text);
    expect(errors).toEqual([{ file: 'big.json', path: 'sheet.hitPoints.max', expected: expect.stringMatching(/infinity/) }]);
  });

  it.each(['__proto__', 'constructor', 'prototype'])('a "%s" key is refused and pollutes nothing', (key) => {
    const text = `{"format": "hexfray/character", "version": 1, "system": "yaugs", "sheet": {"${key}": {"polluted": true, "toString": 1}}}`;
    const errors = errorsOf('evil.json', text);
    expect(errors).toEqual([{ file: 'evil.json', path: `sheet.${key}`, expected: expect.stringMatching(new RegExp(`"${key}" is refused`)) }]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.prototype.toString).toBeTypeOf('function');
  });

  it('nesting exactly at the limit reads; one level more is refused with the limit named', () => {
    const nest = (levels: number) => `{"format": "hexfray/session", "version": 1, "deep": ${'['.repeat(levels)}${']'.repeat(levels)}}`;
    // The top-level object is one level.
    expect(parseFile('ok.json', nest(MAX_NESTING_DEPTH - 1)).ok).toBe(false); // refused by the schema, not the scan
    expect(errorsOf('ok.json', nest(MAX_NESTING_DEPTH - 1))[0]!.expected).not.toMatch(/nested/);
    const text = nest(MAX_NESTING_DEPTH);
    const [e] = errorsOf('deep.json', text);
    expect(e!.expected).toMatch(new RegExp(`nested at most ${MAX_NESTING_DEPTH} deep`));
    // The offending bracket is the last '[' (index first + depth - 1), shown 1-based.
    expect(e!.column).toBe(text.indexOf('[') + MAX_NESTING_DEPTH);
  });

  it('100,000 nested lists do not blow the stack', () => {
    const text = `{"a": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expect(() => parseFile('deep.json', text)).not.toThrow();
    expect(errorsOf('deep.json', text)[0]!.expected).toMatch(/nested/);
  });

  it('brackets inside text do not count as nesting', () => {
    const { format: _f, version: _v, ...session } = JSON.parse(fixtureText('session.v1')) as { format: string; version: number; encounter: Record<string, unknown> };
    const text = envelope('hexfray/session', 1, { ...session, encounter: { ...session.encounter, gmNotes: '['.repeat(1000) } });
    expect(parseFile('s.json', text).ok).toBe(true);
  });

  it('a 50 MB file is refused, naming the 20 MB limit', () => {
    const text = `{"format": "hexfray/encounter", "version": 2, "notes": "${'x'.repeat(50 * 1024 * 1024)}"}`;
    const [e] = errorsOf('huge.json', text);
    expect(e!.expected).toMatch(/at most 20 MB.*50 MB/);
    expect(MAX_FILE_BYTES).toBe(20 * 1024 * 1024);
  });

  it('binary data is named as such', () => {
    const bytes = Array.from({ length: 256 }, (_, i) => String.fromCharCode((i * 97) % 256)).join('');
    expect(errorsOf('pic.png', bytes)[0]!.expected).toMatch(/binary data/);
  });

  it.each([
    ['', /empty/],
    ['   \n  ', /empty/],
    ['[1, 2]', /starts with something else/],
    ['hello', /starts with something else/],
  ])('%j is not a Hexfray file', (text, why) => {
    expect(errorsOf('x.json', text)[0]!.expected).toMatch(why);
  });

  it('a newer version is refused with the update message', () => {
    const errors = errorsOf('new.encounter.json', '{"format": "hexfray/encounter", "version": 4}');
    expect(errors).toEqual([
      {
        file: 'new.encounter.json',
        path: 'version',
        expected: 'this file was written by a newer Hexfray (format version 4); this copy reads up to version 3 — update Hexfray',
      },
    ]);
  });

  it('the newest readable version is the registry current version, at every format', () => {
    for (const f of Object.values(FORMATS)) {
      const v = f.currentVersion;
      expect(errorsOf('x.json', JSON.stringify({ format: f.format, version: v + 1 }))[0]!.expected).toMatch(`format version ${v + 1}`);
      expect(errorsOf('x.json', JSON.stringify({ format: f.format, version: v }))[0]!.path).not.toBe('version');
    }
  });

  it.each([
    [{ version: 1 }, 'format', /no "format"|there is none/],
    [{ format: 'hexfray/map', version: 1 }, 'format', /"hexfray\/map".*not a file this copy/],
    [{ format: 42, version: 1 }, 'format', /not text/],
    [{ format: 'hexfray/encounter' }, 'version', /found none/],
    [{ format: 'hexfray/encounter', version: 0 }, 'version', /1 or more/],
    [{ format: 'hexfray/encounter', version: 1.5 }, 'version', /whole/],
    [{ format: 'hexfray/encounter', version: '2' }, 'version', /found "2"/],
  ])('envelope %j is refused at %s', (data, path, why) => {
    const [e] = errorsOf('x.json', JSON.stringify(data));
    expect(e!.path).toBe(path);
    expect(e!.expected).toMatch(why);
  });

  it('a file of another format is refused when one is expected', () => {
    const r = parseFile('mara.json', fixtureText('character.v1'), { expect: 'hexfray/encounter' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]!.expected).toBe('"hexfray/encounter" (this is a hexfray/character file)');
  });
});

describe('parseFile never throws', () => {
  it('on arbitrary text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (t) => {
      const r = parseFile('fuzz.json', t);
      return r.ok || r.errors.every((e) => e.file === 'fuzz.json' && e.expected.length > 0);
    }), { numRuns: 500 });
  });

  it('on any JSON value under a valid envelope', () => {
    fc.assert(fc.property(fc.constantFrom('hexfray/encounter', 'hexfray/character', 'hexfray/session'), fc.dictionary(fc.string(), fc.jsonValue()), (format, body) => {
      const r = parseFile('fuzz.json', JSON.stringify({ ...body, format, version: 1 }));
      return r.ok || r.errors.length > 0;
    }), { numRuns: 300 });
  });

  it('on every prefix of a valid file (a truncation anywhere)', () => {
    const full = fixtureText('character.v1');
    for (let i = 0; i < full.length - 1; i++) {
      const r = parseFile('cut.json', full.slice(0, i));
      expect(r.ok).toBe(false);
    }
  });
});

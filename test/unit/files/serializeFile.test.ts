import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseFile, serializeFile } from '../../../shared/files';
import { fixtureBody, fixtureText } from './fixtures';

// The same data with every object's keys in a random order.
function shuffleKeys(v: unknown, rnd: () => number): unknown {
  if (Array.isArray(v)) return v.map((x) => shuffleKeys(x, rnd));
  if (v === null || typeof v !== 'object') return v;
  const keys = Object.keys(v).sort(() => rnd() - 0.5);
  return Object.fromEntries(keys.map((k) => [k, shuffleKeys((v as Record<string, unknown>)[k], rnd)]));
}

function text(format: Parameters<typeof serializeFile>[0], value: Record<string, unknown>): string {
  const r = serializeFile(format, value);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.text;
}

describe('serializeFile', () => {
  it('starts with format and version, indents by two spaces and ends with a newline', () => {
    const t = text('hexfray/character', fixtureBody('character.v2'));
    expect(t.startsWith('{\n  "format": "hexfray/character",\n  "version": 2,\n')).toBe(true);
    expect(t.endsWith('}\n')).toBe(true);
    expect(t.endsWith('}\n\n')).toBe(false);
  });

  it('writes the current version whatever the body claims', () => {
    const t = text('hexfray/encounter', { ...fixtureBody('encounter.v3'), format: 'hexfray/other', version: 99 });
    expect(JSON.parse(t)).toMatchObject({ format: 'hexfray/encounter', version: 3 });
  });

  it('gives identical bytes when saved twice and when a saved file is read and saved again', () => {
    for (const [format, name] of [['hexfray/encounter', 'encounter.v3'], ['hexfray/character', 'character.v2'], ['hexfray/session', 'session.v2']] as const) {
      const once = text(format, fixtureBody(name));
      expect(text(format, fixtureBody(name))).toBe(once);
      const back = parseFile('x.json', once);
      expect(back.ok).toBe(true);
      if (back.ok) expect(text(format, back.value as Record<string, unknown>)).toBe(once);
    }
  });

  it('the key order does not depend on the order of the input', () => {
    const body = { ...fixtureBody('encounter.v2'), zNote: { b: 1, a: [{ y: 1, x: 2 }] }, aNote: 'first?' };
    const reference = text('hexfray/encounter', body);
    fc.assert(fc.property(fc.integer(), (seed) => {
      let s = seed;
      const rnd = () => ((s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
      return text('hexfray/encounter', shuffleKeys(body, rnd) as Record<string, unknown>) === reference;
    }), { numRuns: 50 });
  });

  it('declared fields keep the schema order; unknown fields follow alphabetically', () => {
    const body = { zeta: 1, system: 'yaugs', alpha: 2, sheet: { ...(fixtureBody('character.v1').sheet as object) } };
    const t = text('hexfray/character', { ...fixtureBody('character.v1'), ...body, system: 'vers' });
    const top = Object.keys(JSON.parse(t) as object);
    expect(top).toEqual(['format', 'version', 'system', 'sheet', 'alpha', 'zeta']);
  });

  it('keeps unknown fields at every depth through a parse and serialize round trip', () => {
    const base = fixtureBody('character.v1');
    const sheet = base.sheet as { weapons: Record<string, unknown>[] } & Record<string, unknown>;
    const body = {
      ...base,
      futureTopLevel: { nested: [1, 'two', null] },
      sheet: { ...sheet, portrait: 'mara.png', weapons: [{ ...sheet.weapons[0], engraving: 'For the road' }, ...sheet.weapons.slice(1)] },
    };
    const saved = text('hexfray/character', body);
    const back = parseFile('mara.character.json', saved);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    const v = back.value as Record<string, unknown> & { sheet: Record<string, unknown> & { weapons: Record<string, unknown>[] } };
    expect(v.futureTopLevel).toEqual({ nested: [1, 'two', null] });
    expect(v.sheet.portrait).toBe('mara.png');
    expect(v.sheet.weapons[0]!.engraving).toBe('For the road');
    expect(text('hexfray/character', v)).toBe(saved);
  });

  it('refuses a value that fails the schema, naming the field', () => {
    const r = serializeFile('hexfray/encounter', { ...fixtureBody('encounter.v2'), name: '' }, 'goblins.encounter.json');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatchObject({ file: 'goblins.encounter.json', path: 'name' });
  });

  it.each([Infinity, -Infinity, NaN])('refuses %s, which JSON cannot hold', (n) => {
    const r = serializeFile('hexfray/session', { encounter: {}, seed: 's', commands: [{ value: n }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]!.path).toBe('commands.0.value');
  });

  it('refuses a __proto__ own property rather than writing it', () => {
    const evil = JSON.parse('{"encounter": {}, "seed": "s", "commands": [], "__proto__": {"x": 1}}') as Record<string, unknown>;
    const r = serializeFile('hexfray/session', evil);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]!.path).toBe('__proto__');
  });

  it('the committed current fixtures are their canonical form, byte for byte', () => {
    for (const [format, name] of [['hexfray/encounter', 'encounter.v3'], ['hexfray/character', 'character.v2'], ['hexfray/session', 'session.v2']] as const) {
      expect(text(format, fixtureBody(name))).toBe(fixtureText(name));
    }
  });

  it('the committed v2 encounter fixture holds the same data as its canonical form', () => {
    // Bytes differ (it was written in alphabetical order, and at version 2); the data may not.
    const { version: _v, ...now } = JSON.parse(text('hexfray/encounter', fixtureBody('encounter.v2'))) as Record<string, unknown>;
    const { version: _w, ...then } = JSON.parse(fixtureText('encounter.v2')) as Record<string, unknown>;
    expect(now).toEqual(then);
  });
});

// The fast paths of the file pipeline (zod's compiled schemas, the quick sorted copy, unknown fields
// put back without copying what lost none, the summary-only parse of a listing) must give exactly
// what the plain pipeline gives: the same bytes, the same values in the same key order, the same
// errors. test/unit/files/referencePipeline.ts keeps the plain pipeline to compare against.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FORMATS, formatOf, parseFile, serializeFile } from '../../../shared/files';
import type { FormatName } from '../../../shared/files';
import { compiledSchemaOf } from '../../../shared/files/compiledSchema';
import { holdsNothingRefused, keepUnknownFields, sortedSafeCopy } from '../../../shared/files/canonical';
import { YAUGS_SAMPLES } from '../../../shared/rules/yaugs/samples';
import { SAMPLE_SHEETS } from '../../../shared/rules/vers/samples';
import { SAMPLE_CHARACTERS } from '../../../shared/rules/waylights/samples';
import { versSettings } from '../../../shared/rules/vers/settings';
import { waylightsSettings } from '../../../shared/rules/waylights/settings';
import { yaugsSettings } from '../../../shared/rules/yaugs/settings';
import { fixtureText } from './fixtures';
import { readJsonText } from '../../../shared/files/jsonText';
import { referenceKeepUnknownFields, referenceReadJsonText, referenceSerialize, referenceSortedSafeCopy } from './referencePipeline';

type Sample = { name: string; format: FormatName; body: Record<string, unknown> };

const EXAMPLES = new URL('../../../build/examples/', import.meta.url).pathname;

function split(text: string): { format: FormatName; body: Record<string, unknown> } {
  const { format, version: _v, ...body } = JSON.parse(text) as Record<string, unknown>;
  return { format: format as FormatName, body };
}

/** An encounter like the benchmark's: sample sheets, terrain of every kind. */
function encounter(system: 'yaugs' | 'vers' | 'waylights', combatants: number, size: number): Record<string, unknown> {
  if (combatants > size) throw new Error('the generated encounter puts every combatant on the top row');
  const sheets: readonly object[] = Object.values(system === 'yaugs' ? YAUGS_SAMPLES : system === 'vers' ? SAMPLE_SHEETS : SAMPLE_CHARACTERS);
  const settings = system === 'yaugs' ? yaugsSettings() : system === 'vers' ? versSettings() : waylightsSettings();
  const terrain = [];
  // Combatants stand on the top row; terrain fills the rows below, every hex on the map (odd-r offset to axial).
  for (let n = size; n < size * size; n += 4) {
    const row = Math.floor(n / size);
    const q = (n % size) - (row - (row & 1)) / 2;
    const r = row;
    terrain.push(n % 3 === 0 ? { q, r, kind: 'wall' } : n % 3 === 1 ? { q, r, kind: 'difficult', cost: 2 } : { q, r, kind: 'cover', id: `cover-${n}`, name: ' Crates ', value: 2, structure: 10, maxStructure: 10, blocksSight: false });
  }
  return {
    name: `Big ${system} battle`,
    system,
    settings,
    gmNotes: '',
    map: { width: size, height: size, orientation: 'pointy', metersPerHex: 1.5, background: null, terrain },
    combatants: Array.from({ length: combatants }, (_, i) => ({
      id: `c${i}`,
      name: `Fighter ${i + 1}`,
      side: i % 2 === 0 ? 'pc' : 'npc',
      sheet: sheets[i % sheets.length],
      position: { q: i, r: 0 },
      facing: i % 6,
      hidden: false,
      notes: '',
      color: null,
    })),
  };
}

let seed = 20240611;
const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;

/** The same data with every object's keys in a random order. */
function shuffled(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(shuffled);
  if (v === null || typeof v !== 'object') return v;
  const keys = Object.keys(v).sort(() => rnd() - 0.5);
  return Object.fromEntries(keys.map((k) => [k, shuffled((v as Record<string, unknown>)[k])]));
}

/** The same data with fields no schema knows added at random depths (not inside records of skills). */
function withUnknownFields(v: unknown, depth = 0, inRecord = false): unknown {
  if (Array.isArray(v)) return v.map((x) => withUnknownFields(x, depth + 1));
  if (v === null || typeof v !== 'object') return v;
  const o = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, withUnknownFields(x, depth + 1, k === 'skills' && !Array.isArray(x))]));
  if (inRecord) return o;
  if (rnd() < 0.3) o[`zz${depth}`] = { b: 1, a: [depth, { y: 'q', x: null }] };
  if (rnd() < 0.2) o[`Aa${depth}`] = 'early';
  return o;
}

const samples: Sample[] = [];
for (const name of ['character.v1', 'encounter.v2', 'session.v1']) samples.push({ name, ...split(fixtureText(name)) });
for (const f of readdirSync(EXAMPLES).filter((n) => n.endsWith('.json'))) samples.push({ name: f, ...split(readFileSync(EXAMPLES + f, 'utf8')) });
for (const system of ['yaugs', 'vers', 'waylights'] as const) samples.push({ name: `generated ${system}`, format: 'hexfray/encounter', body: encounter(system, 12, 20) });
const variants: Sample[] = samples.flatMap((s) => [
  s,
  { ...s, name: `${s.name}, keys shuffled`, body: shuffled(s.body) as Record<string, unknown> },
  { ...s, name: `${s.name}, unknown fields`, body: withUnknownFields(s.body) as Record<string, unknown> },
  { ...s, name: `${s.name}, both`, body: shuffled(withUnknownFields(s.body)) as Record<string, unknown> },
]);

const fileText = (format: FormatName, body: Record<string, unknown>) => JSON.stringify({ format, version: FORMATS[format].currentVersion, ...body }, null, 2);

/** Every path to a value in `v`, as lists of keys and indices. */
function pathsOf(v: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (Array.isArray(v)) v.forEach((x, i) => pathsOf(x, [...prefix, i], out));
  else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) pathsOf(x, [...prefix, k], out);
  return out;
}

/** `v` with the value at `path` replaced (or removed, for `undefined`), copying only along the path. */
function replaced(v: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(v)) {
    const out = v.slice();
    out[head as number] = replaced(v[head as number], rest, value);
    return out;
  }
  const out = { ...(v as Record<string, unknown>) };
  if (rest.length === 0 && value === undefined) delete out[head as string];
  else out[head as string] = replaced(out[head as string], rest, value);
  return out;
}

const odd = fc.constantFrom<unknown>(undefined, '', ' ', '  padded  ', 'x', '2d6+1', 'zz', '#a0b1c2', -1, 0, 1, 2.5, 7, 250, 100000, NaN, Infinity, null, true, false, [], [1], {}, { a: 1 }, { q: 1, r: 2 }, 'wall', 'cover', 'pc', 'melee', 'yaugs', 'vers');

const json = (v: unknown) => JSON.stringify(v);

describe('the compiled schemas', () => {
  it.each(variants.map((v) => [v.name, v] as const))('accept and build what the plain schema does: %s', (_, s) => {
    const sorted = sortedSafeCopy('x', s.body).value;
    const plain = formatOf(s.format).schema.safeParse(sorted);
    const fast = compiledSchemaOf(s.format).safeParse(sorted);
    expect(fast.success).toBe(plain.success);
    expect(json(fast.data)).toBe(json(plain.data));
  });

  it('agree with the plain schema on single-field changes, valid or not', () => {
    const bases = samples.map((s) => ({ ...s, paths: pathsOf(s.body).filter((p) => p.length > 0) }));
    fc.assert(
      fc.property(fc.nat(bases.length - 1), fc.nat(), odd, (b, p, value) => {
        const base = bases[b]!;
        const body = replaced(base.body, base.paths[p % base.paths.length]!, value);
        const plain = formatOf(base.format).schema.safeParse(body);
        const fast = compiledSchemaOf(base.format).safeParse(body);
        expect(fast.success).toBe(plain.success);
        if (plain.success) expect(json(fast.data)).toBe(json(plain.data));
        else expect(fast.error!.issues).toEqual(plain.error.issues);
      }),
      { numRuns: 400, seed: 7 },
    );
  });
});

describe('serializeFile and parseFile match the plain pipeline', () => {
  it.each(variants.map((v) => [v.name, v] as const))('the same bytes and the same value: %s', (_, s) => {
    const ref = referenceSerialize(s.format, s.body, 'f.json');
    const ser = serializeFile(s.format, s.body, 'f.json');
    expect(ser.ok).toBe(ref.ok);
    if (!ser.ok || !ref.ok) {
      expect(ser).toEqual(ref);
      return;
    }
    expect(ser.text).toBe(ref.text);
    expect(json(ser.value)).toBe(json(ref.value));
    // Read back: the value in the same key order, and saved again, the same bytes.
    const back = parseFile('f.json', ser.text);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(json(back.value)).toBe(json(ref.value));
    const again = parseFile('f.json', fileText(s.format, s.body));
    if (again.ok) expect(json(again.value)).toBe(json(ref.value));
  });

  it('the same bytes or the same errors after single-field changes', () => {
    const bases = samples.map((s) => ({ ...s, paths: pathsOf(s.body).filter((p) => p.length > 0) }));
    fc.assert(
      fc.property(fc.nat(bases.length - 1), fc.nat(), odd, fc.boolean(), (b, p, value, shuffle) => {
        const base = bases[b]!;
        let body = replaced(base.body, base.paths[p % base.paths.length]!, value) as Record<string, unknown>;
        if (shuffle) body = shuffled(body) as Record<string, unknown>;
        const ref = referenceSerialize(base.format, body, 'f.json');
        const ser = serializeFile(base.format, body, 'f.json');
        if (ref.ok && ser.ok) {
          expect(ser.text).toBe(ref.text);
          expect(json(ser.value)).toBe(json(ref.value));
        } else expect(ser).toEqual(ref);
        // A listing's summary-only parse accepts and refuses exactly what the full parse does.
        const text = fileText(base.format, body);
        const full = parseFile('f.json', text);
        const summary = parseFile('f.json', text, { summaryOnly: true });
        expect(summary.ok).toBe(full.ok);
        if (full.ok && summary.ok) expect(formatOf(summary.format).summarize(summary.value)).toEqual(formatOf(full.format).summarize(full.value));
        else expect(summary).toEqual(full);
      }),
      { numRuns: 400, seed: 11 },
    );
  });

  it('the same errors for values a file must not hold', () => {
    const body = encounter('yaugs', 3, 6) as { combatants: Record<string, unknown>[] } & Record<string, unknown>;
    const cyclic: Record<string, unknown> = { ...body };
    cyclic.self = cyclic;
    const proto = JSON.parse(`{"a": {"__proto__": 1, "constructor": 2}, "b": [{"prototype": 3}]}`) as Record<string, unknown>;
    let deep: unknown = 1;
    for (let i = 0; i < 300; i++) deep = [deep];
    for (const bad of [
      { ...body, gmNotes: NaN },
      { ...body, combatants: [{ ...body.combatants[0], facing: Infinity }, { ...body.combatants[1], facing: -Infinity }] },
      { ...body, ...proto },
      { ...body, deep },
      cyclic,
    ]) {
      const ref = referenceSerialize('hexfray/encounter', bad, 'bad.json');
      expect(ref.ok).toBe(false);
      expect(serializeFile('hexfray/encounter', bad, 'bad.json')).toEqual(ref);
      expect(sortedSafeCopy('bad.json', bad).errors).toEqual(referenceSortedSafeCopy('bad.json', bad).errors);
      expect(holdsNothingRefused(bad)).toBe(false);
    }
    expect(holdsNothingRefused(body)).toBe(true);
  });
});

describe('the canonical helpers', () => {
  it('sortedSafeCopy orders keys as the plain copy (Array.prototype.sort) does, short objects and long', () => {
    const keys = ['b', 'a', 'B', 'é', 'a1', '10', '2', ' x', 'Z', '_', 'aa', ...Array.from({ length: 40 }, (_, i) => `k${(i * 7919) % 40}`)];
    for (const n of [0, 1, 2, 3, 5, 11, 24, 25, keys.length]) {
      const o = Object.fromEntries(keys.slice(0, n).map((k, i) => [k, i]));
      expect(Object.keys(sortedSafeCopy('x', o).value as object)).toEqual(Object.keys(referenceSortedSafeCopy('x', o).value as object));
      expect(json(sortedSafeCopy('x', { o: [o, { o }] }).value)).toBe(json(referenceSortedSafeCopy('x', { o: [o, { o }] }).value));
    }
  });

  it('keepUnknownFields gives the plain result, and returns the parts that lost nothing as they are', () => {
    for (const s of variants) {
      const sorted = sortedSafeCopy('x', s.body).value;
      const r = formatOf(s.format).schema.safeParse(sorted);
      if (!r.success) continue;
      const kept = keepUnknownFields(sorted, r.data);
      expect(json(kept)).toBe(json(referenceKeepUnknownFields(sorted, r.data)));
      if (!s.name.includes('unknown') && !s.name.includes('both')) expect(kept).toBe(r.data);
    }
  });

  it('the saved value shares nothing with the value handed to serializeFile', () => {
    const body = withUnknownFields(encounter('vers', 4, 6)) as Record<string, unknown>;
    const ser = serializeFile('hexfray/encounter', body);
    expect(ser.ok).toBe(true);
    if (!ser.ok) return;
    const seen = new Set<unknown>();
    const collect = (v: unknown) => {
      if (v === null || typeof v !== 'object' || seen.has(v)) return;
      seen.add(v);
      for (const x of Object.values(v)) collect(x);
    };
    collect(body);
    const shared: unknown[] = [];
    const walk = (v: unknown) => {
      if (v === null || typeof v !== 'object') return;
      if (seen.has(v)) shared.push(v);
      for (const x of Object.values(v)) walk(x);
    };
    walk(ser.value);
    expect(shared).toEqual([]);
  });
});

describe('readJsonText checks nesting after parsing small texts, with the result of scanning first', () => {
  const open = (n: number) => '['.repeat(n);
  const close = (n: number) => ']'.repeat(n);
  const corpus = [
    fixtureText('encounter.v2'),
    '\uFEFF' + fixtureText('session.v1'),
    `{"a": ${open(255)}${close(255)}}`,
    `{"a": ${open(256)}${close(256)}}`,
    `{"a": ${open(300)}${close(300)}}`,
    `{"a": ${open(300)}1${close(300)}, "a": 1}`,
    `{"a": [${'{"b": '.repeat(200)}1${'}'.repeat(200)}], "a": {"c": ${open(100)}${close(100)}}}`,
    `{"a": "${open(400)}", "b": [1, {"c": "]]]{{{"}]}`,
    `{"a": "\\"${open(300)}", "b": ${open(200)}${close(200)}}`,
    `{"a": ${open(300)} 1,,`,
    `{"a": ${open(100)} 1,,`,
    `{"a": "unterminated ${open(300)}`,
    `{"__proto__": ${open(300)}${close(300)}, "b": 1}`,
    `{"__proto__": [[1]], "b": {"__proto__": {}}}`,
    `{"a": 1e400, "b": [1, 2, {"c": null}]}`,
    `{"x": "${'y'.repeat(1024 * 1024)}", "a": ${open(300)}${close(300)}}`,
    `{"x": "${'y'.repeat(1024 * 1024)}", "a": ${open(20)}${close(20)}}`,
    `{"x": "${'y'.repeat(1024 * 1024)}", "a": ${open(300)} 1,,`,
    `  {"a": ${open(257)}${close(257)}}  `,
  ];
  /** readJsonText compared with the old one; its `safe` hint may only be given to data holding nothing refused. */
  const same = (text: string) => {
    const r = readJsonText('f.json', text);
    const { safe, ...rest } = r as typeof r & { safe?: boolean };
    expect(rest).toEqual(referenceReadJsonText('f.json', text));
    if (r.ok && safe === true) expect(holdsNothingRefused(r.data)).toBe(true);
    return safe;
  };

  it.each(corpus.map((t) => [t.length > 80 ? `${t.slice(0, 60)}... (${t.length} characters)` : t, t] as const))('%s', (_, text) => {
    same(text);
  });

  it('vouches for ordinary files holding nothing refused, and not for refused keys or numbers', () => {
    expect(same(fixtureText('encounter.v2'))).toBe(true);
    expect(same('{"a": {"__proto__": 1}}')).toBe(false);
    expect(same('{"a": [{"constructor": 1}]}')).toBe(false);
    expect(same('{"a": [1, -1e400]}')).toBe(false);
    expect(same('{"a": "[", "b": 1}')).toBe(false);
  });

  it('random JSON texts, whole, cut short or with a character changed, read as before', () => {
    const value = fc.jsonValue({ maxDepth: 6 });
    fc.assert(
      fc.property(value, fc.nat(), fc.nat(3), fc.constantFrom('[', ']', '{', '}', '"', '\\', ',', ' ', 'x'), (v, at, how, ch) => {
        let text = JSON.stringify({ v }, null, at % 2 === 0 ? 2 : undefined);
        const i = at % (text.length + 1);
        if (how === 1) text = text.slice(0, i);
        if (how === 2) text = text.slice(0, i) + ch + text.slice(i + 1);
        if (how === 3) text = text.slice(0, i) + open(130) + ch + close(130) + text.slice(i);
        same(text);
      }),
      { numRuns: 500, seed: 3 },
    );
  });
});

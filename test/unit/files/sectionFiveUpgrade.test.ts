// The format step that brings in footprints, weapon areas and map edges (RULES.md section 5):
// every older file opens unchanged and saves in the new version, the samples replay to the same
// digests, and a field of those names that an older file held unread is set aside, not read.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORMATS, parseFile, serializeFile } from '../../../shared/files';
import type { FormatName } from '../../../shared/files';
import { replay } from '../../../shared/engine';
import type { SessionRecord } from '../../../shared/engine';
import { fixtureBody, fixtureText } from './fixtures';

const EXAMPLES = new URL('../../../build/examples/', import.meta.url).pathname;
const envelope = (format: FormatName, version: number, body: Record<string, unknown>) => JSON.stringify({ format, version, ...body });

describe('the section 5 format step', () => {
  it('raises encounters to version 3, characters and sessions to version 2', () => {
    expect(FORMATS['hexfray/encounter'].currentVersion).toBe(3);
    expect(FORMATS['hexfray/character'].currentVersion).toBe(2);
    expect(FORMATS['hexfray/session'].currentVersion).toBe(2);
  });

  it.each([
    ['encounter.v2', 'encounter.v3', 2],
    ['encounter.v1', 'encounter.v3', 1],
    ['character.v1', 'character.v2', 1],
    ['session.v1', 'session.v2', 1],
  ] as const)('the %s fixture opens as %s (migrated from %i) and saves as its bytes', (old, now, from) => {
    const r = parseFile(`${old}.json`, fixtureText(old));
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.migratedFrom).toBe(from);
    const current = parseFile(`${now}.json`, fixtureText(now));
    if (!current.ok) throw new Error(JSON.stringify(current.errors));
    expect(r.value).toEqual(current.value);
    const saved = serializeFile(r.format, r.value);
    expect(saved.ok && saved.text).toBe(fixtureText(now));
  });

  const samples = readdirSync(EXAMPLES).filter((f) => f.endsWith('.json')).sort();

  it('build/examples holds samples to open', () => {
    expect(samples.filter((f) => f.endsWith('.encounter.json')).length).toBeGreaterThanOrEqual(3);
    expect(samples.filter((f) => f.endsWith('.session.json')).length).toBeGreaterThanOrEqual(3);
  });

  it.each(samples)('the sample %s opens unchanged and saves in the current version', (name) => {
    const text = readFileSync(EXAMPLES + name, 'utf8');
    const { format, version: _v, ...raw } = JSON.parse(text) as { format: FormatName; version: number };
    const r = parseFile(name, text);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.value).toEqual(raw);
    const saved = serializeFile(format, r.value);
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    expect(JSON.parse(saved.text)).toEqual({ format, version: FORMATS[format].currentVersion, ...raw });
    const again = parseFile(name, saved.text);
    expect(again.ok && again.migratedFrom === undefined && again.value).toEqual(r.value);
  });

  it.each(samples.filter((f) => f.endsWith('.session.json')))('the sample %s, opened in the new version, replays to its recorded digests', (name) => {
    const r = parseFile(name, readFileSync(EXAMPLES + name, 'utf8'));
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const record = r.value as unknown as SessionRecord;
    expect(record.commands.length).toBeGreaterThan(0);
    expect(replay(record, { verify: true }).mismatch).toBeNull();
  });
});

describe('a field of the new names that an older file held unread', () => {
  it('an encounter\'s footprint and edges are set aside as legacy fields, kept, not read', () => {
    const body = fixtureBody('encounter.v2') as { map: Record<string, unknown>; combatants: Record<string, unknown>[] };
    body.map = { ...body.map, edges: 'the south wall, to draw later' };
    body.combatants[0] = { ...body.combatants[0], footprint: { size: 19 }, legacyFootprint: 'an older note' };
    const r = parseFile('old.encounter.json', envelope('hexfray/encounter', 2, body));
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const value = r.value as unknown as { map: Record<string, unknown>; combatants: Record<string, unknown>[] };
    expect(value.map).not.toHaveProperty('edges');
    expect(value.map.legacyEdges).toBe('the south wall, to draw later');
    expect(value.combatants[0]).not.toHaveProperty('footprint');
    expect(value.combatants[0]).toMatchObject({ legacyFootprint: 'an older note', legacyFootprint2: { size: 19 } });
  });

  it('edges already in RULES.md\'s shape, as the Universal VTT import wrote them at version 2, are kept and read', () => {
    const body = fixtureBody('encounter.v2') as { map: Record<string, unknown> };
    const edges = [{ a: { q: 5, r: 1 }, b: { q: 6, r: 1 }, kind: 'wall' }, { a: { q: 6, r: 2 }, b: { q: 5, r: 2 }, kind: 'door', door: { state: 'open', secret: false } }];
    body.map = { ...body.map, edges };
    const r = parseFile('imported.encounter.json', envelope('hexfray/encounter', 2, body));
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.migratedFrom).toBe(2);
    expect((r.value as unknown as { map: Record<string, unknown> }).map.edges).toEqual(edges);
    expect((r.value as unknown as { map: Record<string, unknown> }).map).not.toHaveProperty('legacyEdges');
    // Such edges are checked as any: a side between hexes that are not neighbours is refused.
    body.map = { ...body.map, edges: [{ a: { q: 5, r: 1 }, b: { q: 8, r: 1 }, kind: 'wall' }] };
    const bad = parseFile('imported.encounter.json', envelope('hexfray/encounter', 2, body));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors[0]!.path).toBe('map.edges.0.b');
  });

  it('a weapon\'s area is set aside in a character file, and in a session\'s encounter and commands', () => {
    const character = fixtureBody('character.v1') as { sheet: { weapons: Record<string, unknown>[] } };
    character.sheet.weapons[0] = { ...character.sheet.weapons[0], area: 'sweeps' };
    const c = parseFile('old.character.json', envelope('hexfray/character', 1, character));
    if (!c.ok) throw new Error(JSON.stringify(c.errors));
    expect((c.value as unknown as typeof character).sheet.weapons[0]).toMatchObject({ legacyArea: 'sweeps' });
    expect((c.value as unknown as typeof character).sheet.weapons[0]).not.toHaveProperty('area');

    const session = fixtureBody('session.v1') as { encounter: { combatants: Record<string, unknown>[] }; commands: { command: Record<string, unknown>; digest: string }[] };
    const first = session.encounter.combatants[0]!;
    const sheet = first.sheet as { weapons: Record<string, unknown>[] };
    session.encounter.combatants[0] = { ...first, footprint: 'big' };
    // A late arrival, added by a command that carries a whole combatant with its sheet.
    const late = { ...first, id: 'late', position: { q: 0, r: 0 }, footprint: 7, sheet: { ...sheet, weapons: [{ ...sheet.weapons[0], area: 'wide' }] } };
    session.commands.push({ command: { type: 'add-combatant', combatant: late }, digest: '0123456789abcdef' });
    const s = parseFile('old.session.json', envelope('hexfray/session', 1, session));
    if (!s.ok) throw new Error(JSON.stringify(s.errors));
    const value = s.value as unknown as typeof session;
    expect(value.encounter.combatants[0]).toMatchObject({ legacyFootprint: 'big' });
    expect(value.encounter.combatants[0]).not.toHaveProperty('footprint');
    const added = value.commands.at(-1)!.command.combatant as { footprint?: unknown; legacyFootprint: unknown; sheet: { weapons: Record<string, unknown>[] } };
    expect(added).not.toHaveProperty('footprint');
    expect(added.legacyFootprint).toBe(7);
    expect(added.sheet.weapons[0]).toMatchObject({ legacyArea: 'wide' });
    expect(added.sheet.weapons[0]).not.toHaveProperty('area');
  });
});

import { describe, expect, it } from 'vitest';
import { FORMATS, parseFile, serializeFile } from '../../../shared/files';
import { fixtureBody, fixtureText } from './fixtures';

describe('migrations', () => {
  it('every format has one migration per version step', () => {
    for (const f of Object.values(FORMATS)) expect(f.migrations).toHaveLength(f.currentVersion - 1);
  });

  it('the v1 encounter fixture reads as the v2 fixture, marked as migrated from 1', () => {
    const v1 = parseFile('old.encounter.json', fixtureText('encounter.v1'));
    const v2 = parseFile('new.encounter.json', fixtureText('encounter.v2'));
    expect(v1.ok && v2.ok).toBe(true);
    if (!v1.ok || !v2.ok) return;
    expect(v1.migratedFrom).toBe(1);
    expect(v1.value).toEqual(v2.value);
    expect(v1.value).not.toHaveProperty('title');
  });

  it('saving a migrated v1 file writes what saving the v2 fixture writes, byte for byte', () => {
    const v1 = parseFile('old.encounter.json', fixtureText('encounter.v1'));
    if (!v1.ok) throw new Error('v1 fixture refused');
    const r = serializeFile('hexfray/encounter', v1.value);
    const v2 = serializeFile('hexfray/encounter', fixtureBody('encounter.v2'));
    expect(r.ok && v2.ok && r.text === v2.text).toBe(true);
  });

  it('a v1 file that already has a name keeps it and its title as an unknown field', () => {
    const body = { ...fixtureBody('encounter.v1'), name: 'Hand-edited' };
    const r = parseFile('x.json', JSON.stringify({ format: 'hexfray/encounter', version: 1, ...body }));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value).toMatchObject({ name: 'Hand-edited', title: 'Goblin Ambush' });
  });

  it('a v1 file broken after migration reports the v2 field', () => {
    const { title: _t, ...body } = fixtureBody('encounter.v1');
    const r = parseFile('x.json', JSON.stringify({ format: 'hexfray/encounter', version: 1, ...body }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => e.path)).toContain('name');
  });
});

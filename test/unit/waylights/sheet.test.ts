import { describe, expect, it } from 'vitest';
import { deriveSheet, parseSheet, SAMPLE_CHARACTERS, waylightsSheetSchema, type WaylightsSheetInput } from '../../../shared/rules/waylights';

const base: WaylightsSheetInput = {
  name: 'Test',
  stats: { strength: 3, speed: 2, instinct: 4, focus: 1 },
  skills: { melee: { level: 2, stat: 'strength' }, ranged: { level: 1, stat: 'instinct' } },
  threshold: 4, timing: 2, movement: 5, resolve: 'trained',
};

describe('Waylights sheet', () => {
  it('melee bonus = melee skill + its stat; ranged bonus = ranged skill + its stat', () => {
    const d = deriveSheet(waylightsSheetSchema.parse(base));
    expect(d.meleeBonus.value).toBe(2 + 3);
    expect(d.rangedBonus.value).toBe(1 + 4);
  });
  it('an untrained skill counts -1 (and differs from level 0 by exactly 1)', () => {
    const untrained = deriveSheet(waylightsSheetSchema.parse({ ...base, skills: { melee: { level: 'untrained', stat: 'speed' }, ranged: { level: 0, stat: 'focus' } } }));
    expect(untrained.meleeBonus.value).toBe(-1 + 2);
    expect(untrained.rangedBonus.value).toBe(0 + 1);
  });
  it('Hits = 1 + armour + perks; no armour and no perks gives 1', () => {
    expect(deriveSheet(waylightsSheetSchema.parse(base)).hits.value).toBe(1);
    const armoured = waylightsSheetSchema.parse({ ...base, armour: { hits: 2 }, perks: [{ name: 'Tough', hits: 1 }, { name: 'Brave' }] });
    expect(deriveSheet(armoured).hits.value).toBe(4);
  });
  it('pool size defaults to the poolSize setting; the sheet value and an override win in that order', () => {
    const s = waylightsSheetSchema.parse(base);
    expect(deriveSheet(s).poolSize.value).toBe(3);
    expect(deriveSheet(s, { poolSize: 5 }).poolSize.value).toBe(5);
    expect(deriveSheet(waylightsSheetSchema.parse({ ...base, poolSize: 4 }), { poolSize: 5 }).poolSize.value).toBe(4);
    expect(deriveSheet(waylightsSheetSchema.parse({ ...base, poolSize: 4, overrides: { poolSize: 6 } })).poolSize.value).toBe(6);
  });
  it('overrides replace a derived value and keep the computed one beside it', () => {
    const d = deriveSheet(waylightsSheetSchema.parse({ ...base, overrides: { meleeBonus: 9, hits: 3 } }));
    expect(d.meleeBonus).toEqual({ value: 9, computed: 5, overridden: true });
    expect(d.hits).toEqual({ value: 3, computed: 1, overridden: true });
    expect(d.rangedBonus.overridden).toBe(false);
  });
  it('gives GM-readable messages with field paths', () => {
    const r = parseSheet({ ...base, threshold: 0, resolve: 'brave', stats: { strength: 1.5, speed: 1, instinct: 1 } });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const byPath = Object.fromEntries(r.issues.map((i) => [i.path, i.message]));
    expect(byPath['threshold']).toBe('Threshold must be at least 1.');
    expect(byPath['resolve']).toMatch(/civilian, trained, fanatic or fearless/);
    expect(byPath['stats.strength']).toBe('Strength must be a whole number.');
    expect(byPath['stats.focus']).toBe('Focus is missing.');
  });
  it('a ranged weapon needs a range; a melee weapon gets reach 1 and no AP by default', () => {
    const bad = parseSheet({ ...base, weapons: [{ name: 'Bow', kind: 'ranged' }] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.issues[0]).toEqual({ path: 'weapons.0.rangeHexes', message: 'A ranged weapon needs a range in hexes.' });
    const good = waylightsSheetSchema.parse({ ...base, weapons: [{ name: 'Club', kind: 'melee' }] });
    expect(good.weapons[0]).toMatchObject({ reachHexes: 1, ap: 0, damageBonus: 0, attackBonus: 0, effects: [] });
  });
  it('the samples are valid sheets with distinct resolve levels', () => {
    const samples = Object.values(SAMPLE_CHARACTERS);
    expect(samples.length).toBeGreaterThanOrEqual(3);
    for (const s of samples) expect(parseSheet(s).ok).toBe(true);
    expect(new Set(samples.map((s) => s.resolve)).size).toBeGreaterThanOrEqual(3);
  });
});

import { describe, expect, it } from 'vitest';
import { deriveSheet, validateSheet, yaugsSheetSchema } from '../../../shared/rules/yaugs/sheet';
import { YAUGS_SAMPLES, SWORDSMAN, BRAWLER, SHIELD_GUARD } from '../../../shared/rules/yaugs/samples';

describe('YAUGS sheet schema', () => {
  it.each(Object.entries(YAUGS_SAMPLES))('sample %s passes the schema unchanged', (_, s) => {
    expect(yaugsSheetSchema.parse(s)).toEqual(s);
  });

  it('explains a bad attribute in GM words, with its place', () => {
    const r = validateSheet({ ...SWORDSMAN, attributes: { ...SWORDSMAN.attributes, agl: 140 } });
    expect(r).toEqual({ ok: false, problems: [{ path: 'attributes.agl', message: 'Agility must be a percentile from 1 to 100' }] });
    const missing = validateSheet({ ...SWORDSMAN, attributes: { spa: 50, ref: 50 } });
    expect(missing.ok ? [] : missing.problems.map((p) => p.message)).toEqual(['Agility must be a percentile from 1 to 100']);
  });

  it('rejects a fractional level and an unknown damage type', () => {
    const r = validateSheet({
      ...SWORDSMAN,
      skills: [{ name: 'Sword', percentile: 65, level: 7.5 }, SWORDSMAN.skills[1]],
      weapons: [{ ...SWORDSMAN.weapons[0], damageType: 'fire' }],
    });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems.map((p) => p.message)).toEqual([
        'A skill level must be a whole number from 1 to 18',
        'Damage type must be cutting, crushing, puncturing, area or gas',
      ]);
    }
  });

  it('passes on the dice parser message for a bad damage expression', () => {
    const r = validateSheet({ ...SWORDSMAN, weapons: [{ ...SWORDSMAN.weapons[0], damage: '2x6' }] });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems[0]!.path).toBe('weapons.0.damage');
      expect(r.problems[0]!.message).toMatch(/^Damage: /);
    }
  });

  it('a weapon must use a skill on the sheet, and a ranged weapon needs its bands', () => {
    const r = validateSheet({
      ...SWORDSMAN,
      weapons: [
        { ...SWORDSMAN.weapons[0], skill: 'Axe' },
        { name: 'Sling', skill: 'Sword', damage: '1d4', mode: 'ranged', damageType: 'crushing' },
      ],
    });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems).toContainEqual({ path: 'weapons.0.skill', message: 'The weapon "Longsword" uses the skill "Axe", which is not on the sheet' });
      expect(r.problems).toContainEqual({ path: 'weapons.1.ranges', message: 'A ranged weapon needs its short, medium and long ranges' });
    }
  });

  it('range bands must grow', () => {
    const r = validateSheet({
      ...SWORDSMAN,
      weapons: [{ name: 'Sling', skill: 'Sword', damage: '1d4', mode: 'ranged', ranges: { short: 30, medium: 20, long: 50 }, damageType: 'crushing' }],
    });
    expect(r.ok ? [] : r.problems.map((p) => p.message)).toEqual(['Range bands must grow: point blank < short < medium < long']);
  });
});

describe('derived sheet values', () => {
  it('computes Active Defence, OQ and the fallback defence level', () => {
    const d = deriveSheet(SWORDSMAN);
    // RULES.md 1.3 example attributes: AGL 63, SPA 50, REF 70, PD 15 give 76.
    expect(d.activeDefence).toEqual({ value: 76, source: 'computed' });
    expect(d.opponentQuotient).toEqual({ value: 2, source: 'computed' }); // floor(45 / 20)
    // RULES.md 1.2: from AGL(SK) 45, never from Active Defence: max(1, floor(45 / 10)) = 4.
    expect(d.defenceLevel).toEqual({ value: 4, source: 'house-fallback' });
    expect(deriveSheet({ ...SWORDSMAN, agilitySkillLevel: 6 }).defenceLevel).toEqual({ value: 6, source: 'computed' });
    expect(deriveSheet({ ...SWORDSMAN, agilitySkillLevel: 6, overrides: { defenceLevel: 9 } }).defenceLevel).toEqual({ value: 9, source: 'override' });
  });

  it('AGL(SK) falls back to the Agility percentile, flagged; auto-defence raises PD', () => {
    const d = deriveSheet(BRAWLER);
    expect(d.agilitySkill).toEqual({ value: 55, source: 'house-fallback' });
    expect(d.opponentQuotient).toEqual({ value: 2, source: 'house-fallback' });
    expect(d.passiveDefence).toBe(10);
    // floor((110 + 45 + 75) / 4) = 57, + 10
    expect(d.activeDefence.value).toBe(67);
    expect(d.autoDefenceAllowsDie).toBe(true);
  });

  it('overrides replace the computed values', () => {
    const d = deriveSheet({ ...SHIELD_GUARD, overrides: { activeDefence: 90, opponentQuotient: 4, defenceLevel: 9 } });
    expect(d.activeDefence).toEqual({ value: 90, source: 'override' });
    expect(d.opponentQuotient).toEqual({ value: 4, source: 'override' });
    expect(d.defenceLevel).toEqual({ value: 9, source: 'override' });
  });
});

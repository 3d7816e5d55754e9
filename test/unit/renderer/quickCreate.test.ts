import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { issuesByField } from '../../../src-renderer/ui/forms/fieldIssues';
import { withPaths } from '../../../src-renderer/ui/forms/partialSheet';
import type { DerivedRow } from '../../../src-renderer/ui/forms/derivedRow';
import { checkYaugsDraft, yaugsBlank, yaugsDerived, yaugsDraftFromSheet, type YaugsDraft } from '../../../src-renderer/systems/yaugs/yaugsDraft';
import { checkVersDraft, versBlank, versDerived, versDraftFromSheet, type VersDraft } from '../../../src-renderer/systems/vers/versDraft';
import { checkWaylightsDraft, waylightsBlank, waylightsDerived, waylightsDraftFromSheet, type WaylightsDraft } from '../../../src-renderer/systems/waylights/waylightsDraft';
import { deriveSheet as deriveYaugs, sheetSkill, yaugsSheetSchema } from '../../../shared/rules/yaugs/sheet';
import { YAUGS_SAMPLES } from '../../../shared/rules/yaugs/samples';
import { VersSheetSchema } from '../../../shared/rules/vers/sheet';
import { bodyReach, discipline, dodge, movement, reachWith, staticAttack } from '../../../shared/rules/vers/derived';
import { SAMPLE_SHEETS as VERS_SAMPLES } from '../../../shared/rules/vers/samples';
import { deriveSheet as deriveWaylights, waylightsSheetSchema } from '../../../shared/rules/waylights/sheet';
import { SAMPLE_CHARACTERS as WAYLIGHTS_SAMPLES } from '../../../shared/rules/waylights/samples';

const value = (rows: DerivedRow[], key: string) => rows.find((r) => r.key === key)?.value;

describe('issuesByField', () => {
  const fields = { ranges: 'weapons.0.ranges', short: 'weapons.0.ranges.short', name: 'name' };

  it('puts each issue on the field with the longest path that holds it', () => {
    const r = issuesByField(
      [
        { path: ['weapons', 0, 'ranges', 'short'], message: 'short is wrong' },
        { path: ['weapons', 0, 'ranges'], message: 'bands must grow' },
      ],
      fields,
    );
    expect(r.fields).toEqual({ short: 'short is wrong', ranges: 'bands must grow' });
    expect(r.other).toEqual([]);
  });

  it('keeps the first message of a field and sends unknown paths to "other"', () => {
    const r = issuesByField(
      [
        { path: ['name'], message: 'first' },
        { path: ['name'], message: 'second' },
        { path: ['weapons', 1, 'name'], message: 'a sample weapon' },
        { path: ['names'], message: 'not a prefix at a segment boundary' },
      ],
      fields,
    );
    expect(r.fields).toEqual({ name: 'first' });
    expect(r.other).toEqual(['a sample weapon', 'not a prefix at a segment boundary']);
  });
});

describe('withPaths', () => {
  it('takes the listed values from the input, removes absent ones and leaves the placeholder intact', () => {
    const placeholder = { a: { x: 1, y: 2 }, b: 3, list: [{ n: 0 }] };
    const out = withPaths(placeholder, { a: { x: 9 }, b: 7, list: [{ n: 5 }] }, [['a', 'x'], ['a', 'y'], ['list', 0, 'n']]);
    expect(out).toEqual({ a: { x: 9 }, b: 3, list: [{ n: 5 }] });
    expect(placeholder).toEqual({ a: { x: 1, y: 2 }, b: 3, list: [{ n: 0 }] });
  });
});

describe('YAUGS quick-create', () => {
  it('the blank form is a valid sheet', () => {
    const c = checkYaugsDraft(yaugsBlank());
    expect(c.fields).toEqual({});
    expect(c.sheet).not.toBeNull();
  });

  it.each(Object.entries(YAUGS_SAMPLES))('starting from the sample %s and changing nothing gives the sample back', (_, sample) => {
    expect(checkYaugsDraft(yaugsDraftFromSheet(sample)).sheet).toEqual(yaugsSheetSchema.parse(sample));
  });

  it('derived values equal the rules core for the same sheet (samples keep their auto-defence and overrides)', () => {
    for (const draft of [yaugsBlank(), ...Object.values(YAUGS_SAMPLES).map(yaugsDraftFromSheet)]) {
      const sheet = checkYaugsDraft(draft).sheet!;
      const d = deriveYaugs(sheet);
      const rows = yaugsDerived(draft);
      expect(value(rows, 'activeDefence')).toBe(d.activeDefence.value);
      expect(value(rows, 'opponentQuotient')).toBe(d.opponentQuotient.value);
      expect(value(rows, 'defenceLevel')).toBe(d.defenceLevel.value);
      expect(value(rows, 'skillLevel')).toBe(sheetSkill(sheet, draft.skillName).level.level);
    }
  });

  it('derived values follow the rules core for any valid attributes, defence and skill', () => {
    const pct = fc.integer({ min: 1, max: 100 });
    fc.assert(
      fc.property(pct, pct, pct, fc.option(fc.integer({ min: 0, max: 300 })), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 300 }), fc.option(fc.integer({ min: 1, max: 18 })),
        (agl, spa, ref, agilitySkill, passiveDefence, skillPercentile, skillLevel) => {
          const draft: YaugsDraft = { ...yaugsBlank(), agl, spa, ref, agilitySkill, passiveDefence, skillPercentile, skillLevel };
          const sheet = checkYaugsDraft(draft).sheet!;
          const d = deriveYaugs(sheet);
          const rows = yaugsDerived(draft);
          expect(value(rows, 'activeDefence')).toBe(d.activeDefence.value);
          expect(value(rows, 'opponentQuotient')).toBe(d.opponentQuotient.value);
          expect(value(rows, 'defenceLevel')).toBe(d.defenceLevel.value);
          expect(value(rows, 'skillLevel')).toBe(sheetSkill(sheet, draft.skillName).level.level);
        }),
    );
  });

  it('says which source a value has: house fallbacks and hand-set values are flagged', () => {
    const src = (rows: DerivedRow[], key: string) => rows.find((r) => r.key === key)?.source;
    const blank = yaugsDerived({ ...yaugsBlank(), agilitySkill: null, skillLevel: null });
    expect(src(blank, 'activeDefence')).toBe('rule');
    expect(src(blank, 'opponentQuotient')).toBe('house');
    expect(src(blank, 'defenceLevel')).toBe('house');
    expect(src(blank, 'skillLevel')).toBe('house');
    const given = yaugsDerived({ ...yaugsBlank(), agilitySkill: 45, skillLevel: 7 });
    expect(src(given, 'opponentQuotient')).toBe('rule');
    expect(src(given, 'skillLevel')).toBe('rule');
    // The guard sample sets its defence level by hand.
    expect(src(yaugsDerived(yaugsDraftFromSheet(YAUGS_SAMPLES.guard)), 'defenceLevel')).toBe('hand-set');
  });

  it.each([
    ['agl', { agl: 0 }, 'Agility must be a percentile from 1 to 100'],
    ['agl', { agl: null }, 'Agility must be a percentile from 1 to 100'],
    ['spa', { spa: 101 }, 'Spatial Awareness must be a percentile from 1 to 100'],
    ['passiveDefence', { passiveDefence: -1 }, 'Passive Defence must be a whole number from 0 to 100'],
    ['hitPoints', { hitPoints: 0 }, 'Hit points must be a whole number from 1 to 1000'],
    ['skillLevel', { skillLevel: 19 }, 'A skill level must be a whole number from 1 to 18'],
    ['name', { name: '  ' }, 'The character needs a name'],
    ['weaponName', { weaponName: '' }, 'A weapon needs a name'],
    ['short', { mode: 'ranged', short: null }, 'The short range must be a distance in metres'],
    ['ranges', { mode: 'ranged', short: 50, medium: 40 }, 'Range bands must grow: point blank < short < medium < long'],
  ] as const)('%s: %j is refused with "%s"', (field, patch, message) => {
    const c = checkYaugsDraft({ ...yaugsBlank(), ...patch });
    expect(c.sheet).toBeNull();
    expect(c.fields[field]).toBe(message);
    expect(c.other).toEqual([]);
  });

  it('a bad damage expression is refused on the damage field, in the dice parser\'s words', () => {
    const c = checkYaugsDraft({ ...yaugsBlank(), damage: '2d' });
    expect(c.sheet).toBeNull();
    expect(c.fields.damage).toMatch(/^Damage/);
  });

  it('a melee weapon drops its ranges; a ranged one keeps them', () => {
    expect(checkYaugsDraft({ ...yaugsBlank(), mode: 'melee' }).sheet?.weapons[0]?.ranges).toBeUndefined();
    expect(checkYaugsDraft({ ...yaugsBlank(), mode: 'ranged', damageType: 'puncturing' }).sheet?.weapons[0]?.ranges).toEqual({ short: 20, medium: 60, long: 120 });
  });

  it('shows each derived value as soon as its own inputs are valid', () => {
    const rows = yaugsDerived({ ...yaugsBlank(), spa: null, weaponName: '' });
    expect(value(rows, 'activeDefence')).toBeNull();
    expect(value(rows, 'defenceLevel')).toBeNull();
    expect(value(rows, 'opponentQuotient')).toBe(2); // AGL 50 as AGL(SK): floor(50 / 20)
    expect(value(rows, 'skillLevel')).toBe(5); // house: floor(50 / 10)
  });
});

describe('VERS quick-create', () => {
  it('the blank form is a valid sheet', () => {
    const c = checkVersDraft(versBlank());
    expect(c.fields).toEqual({});
    expect(c.sheet).not.toBeNull();
  });

  it.each(Object.entries(VERS_SAMPLES))('starting from the sample %s and changing nothing gives the sample back', (_, sample) => {
    expect(checkVersDraft(versDraftFromSheet(sample)).sheet).toEqual(sample);
  });

  function expectCore(draft: VersDraft) {
    const sheet = checkVersDraft(draft).sheet!;
    const w = sheet.weapons[0]!;
    const rows = versDerived(draft);
    expect(value(rows, 'dodge')).toBe(dodge(sheet).value);
    expect(value(rows, 'discipline')).toBe(discipline(sheet).value);
    expect(value(rows, 'movement')).toBe(movement(sheet).value);
    expect(value(rows, 'reach')).toBe(w.ranged ? bodyReach(sheet).value : reachWith(sheet, w));
    expect(value(rows, 'attack')).toBe(staticAttack(sheet, w).value);
  }

  it('derived values equal the rules core for the blank form and every sample', () => {
    for (const draft of [versBlank(), ...Object.values(VERS_SAMPLES).map(versDraftFromSheet)]) expectCore(draft);
  });

  it('derived values follow the rules core for any valid attributes, skills, body and weapon', () => {
    const attr = fc.integer({ min: -5, max: 10 });
    const rank = fc.option(fc.integer({ min: 0, max: 5 }));
    fc.assert(
      fc.property(attr, attr, attr, attr, attr, attr, rank, rank, fc.constantFrom('biped' as const, 'quadruped' as const), fc.integer({ min: 0, max: 10 }), fc.boolean(),
        (agility, intuition, resolve, composure, size, strength, athletics, closeCombat, body, weaponReach, weaponRanged) => {
          const b = versBlank();
          expectCore({
            ...b, body, weaponReach, weaponRanged,
            weaponSkill: weaponRanged ? 'rangedCombat' : 'closeCombat',
            attributes: { ...b.attributes, agility, intuition, resolve, composure, size, strength },
            skills: { ...b.skills, athletics, closeCombat },
          });
        }),
    );
  });

  it('an empty skill is untrained: Movement counts Athletics as -2', () => {
    const b = versBlank();
    const draft = { ...b, skills: { ...b.skills, athletics: null } };
    expect(checkVersDraft(draft).sheet?.skills.athletics).toBeUndefined();
    expect(value(versDerived(draft), 'movement')).toBe(5 + 0 + 0 + Math.floor(-2 / 2));
  });

  it.each([
    ['agility', 'Agility must be at most 10', (d: VersDraft) => ({ ...d, attributes: { ...d.attributes, agility: 11 } })],
    ['size', 'Size must be a number', (d: VersDraft) => ({ ...d, attributes: { ...d.attributes, size: null } })],
    ['logic', 'Logic must be at least -5', (d: VersDraft) => ({ ...d, attributes: { ...d.attributes, logic: -6 } })],
    ['athletics', 'A skill rank must be at most 5', (d: VersDraft) => ({ ...d, skills: { ...d.skills, athletics: 6 } })],
    ['weaponEv', 'Effect Value (EV) must be a number', (d: VersDraft) => ({ ...d, weaponEv: null })],
    ['rv', 'Resistance Value (RV) must be at most 30', (d: VersDraft) => ({ ...d, rv: 31 })],
    ['name', 'The character needs a name', (d: VersDraft) => ({ ...d, name: '' })],
  ] as const)('%s: invalid input is refused with "%s"', (field, message, patch) => {
    const c = checkVersDraft(patch(versBlank()));
    expect(c.sheet).toBeNull();
    expect(c.fields[field]).toBe(message);
  });

  it('a renamed weapon clashing with one kept from the sample is reported, not lost', () => {
    const c = checkVersDraft({ ...versDraftFromSheet(VERS_SAMPLES.mara), weaponName: 'Fists' });
    expect(c.sheet).toBeNull();
    expect(c.other).toEqual(['Two weapons are called "Fists"; give each its own name']);
  });

  it('shows Dodge while an unrelated attribute is invalid', () => {
    const b = versBlank();
    const rows = versDerived({ ...b, attributes: { ...b.attributes, agility: 2, intuition: 1, resolve: 99 } });
    expect(value(rows, 'dodge')).toBe(3);
    expect(value(rows, 'discipline')).toBeNull();
  });
});

describe('Waylights quick-create', () => {
  it('the blank form is a valid sheet', () => {
    const c = checkWaylightsDraft(waylightsBlank());
    expect(c.fields).toEqual({});
    expect(c.sheet).not.toBeNull();
  });

  it.each(Object.entries(WAYLIGHTS_SAMPLES))('starting from the sample %s and changing nothing gives the sample back', (_, sample) => {
    expect(checkWaylightsDraft(waylightsDraftFromSheet(sample)).sheet).toEqual(sample);
  });

  function expectCore(draft: WaylightsDraft, settings?: { poolSize: number }) {
    const d = deriveWaylights(checkWaylightsDraft(draft).sheet!, settings);
    const rows = waylightsDerived(draft, settings);
    expect(value(rows, 'meleeBonus')).toBe(d.meleeBonus.value);
    expect(value(rows, 'rangedBonus')).toBe(d.rangedBonus.value);
    expect(value(rows, 'hits')).toBe(d.hits.value);
    expect(value(rows, 'pool')).toBe(d.poolSize.value);
  }

  it('derived values equal the rules core for the blank form and every sample (perks included)', () => {
    for (const draft of [waylightsBlank(), ...Object.values(WAYLIGHTS_SAMPLES).map(waylightsDraftFromSheet)]) expectCore(draft);
  });

  it('derived values follow the rules core for any stats, levels, armour and pool', () => {
    const stat = fc.integer({ min: -3, max: 8 });
    const level = fc.option(fc.integer({ min: 0, max: 6 }));
    const statName = fc.constantFrom('strength' as const, 'speed' as const, 'instinct' as const, 'focus' as const);
    fc.assert(
      fc.property(stat, stat, stat, stat, level, statName, level, statName, fc.option(fc.integer({ min: 0, max: 5 })), fc.option(fc.integer({ min: 1, max: 8 })), fc.integer({ min: 1, max: 8 }),
        (strength, speed, instinct, focus, meleeLevel, meleeStat, rangedLevel, rangedStat, armourHits, poolSize, encounterPool) => {
          const draft: WaylightsDraft = { ...waylightsBlank(), stats: { strength, speed, instinct, focus }, meleeLevel, meleeStat, rangedLevel, rangedStat, armourHits, poolSize };
          expectCore(draft, { poolSize: encounterPool });
        }),
    );
  });

  it("an empty pool takes the encounter's pool size; an empty skill level is untrained (-1)", () => {
    const b = waylightsBlank();
    const draft = { ...b, stats: { ...b.stats, strength: 3 }, poolSize: null, meleeLevel: null, meleeStat: 'strength' as const };
    const rows = waylightsDerived(draft, { poolSize: 5 });
    expect(value(rows, 'pool')).toBe(5);
    expect(value(rows, 'meleeBonus')).toBe(-1 + 3);
    expect(checkWaylightsDraft(draft).sheet?.skills.melee.level).toBe('untrained');
  });

  it.each([
    ['strength', 'Strength is missing.', (d: WaylightsDraft) => ({ ...d, stats: { ...d.stats, strength: null } })],
    ['threshold', 'Threshold must be at least 1.', (d: WaylightsDraft) => ({ ...d, threshold: 0 })],
    ['movement', 'Movement (hexes) must be at least 0.', (d: WaylightsDraft) => ({ ...d, movement: -1 })],
    ['armourHits', 'Armour Hits must be at least 0.', (d: WaylightsDraft) => ({ ...d, armourHits: -1 })],
    ['poolSize', 'Dice pool size must be at least 1.', (d: WaylightsDraft) => ({ ...d, poolSize: 0 })],
    ['rangeHexes', 'A ranged weapon needs a range in hexes.', (d: WaylightsDraft) => ({ ...d, weaponKind: 'ranged' as const, rangeHexes: null })],
    ['weaponName', 'Every weapon needs a name.', (d: WaylightsDraft) => ({ ...d, weaponName: '' })],
  ] as const)('%s: invalid input is refused with "%s"', (field, message, patch) => {
    const c = checkWaylightsDraft(patch(waylightsBlank()));
    expect(c.sheet).toBeNull();
    expect(c.fields[field]).toBe(message);
  });

  it('a negative skill level is refused on that skill', () => {
    const c = checkWaylightsDraft({ ...waylightsBlank(), meleeLevel: -1 });
    expect(c.sheet).toBeNull();
    expect(c.fields.meleeLevel).toBe('Melee skill level must be at least 0.');
  });

  it('an empty shield field means no shield; a melee weapon carries no range', () => {
    const sheet = checkWaylightsDraft({ ...waylightsDraftFromSheet(WAYLIGHTS_SAMPLES.duellist), shieldDefence: null }).sheet!;
    expect(sheet.shield).toBeUndefined();
    expect(checkWaylightsDraft({ ...waylightsBlank(), weaponKind: 'melee', rangeHexes: 9 }).sheet?.weapons[0]?.rangeHexes).toBeUndefined();
    expect(waylightsSheetSchema.safeParse(sheet).success).toBe(true);
  });
});

describe('every sheet the forms hand over passes the system schema again', () => {
  it('YAUGS, VERS and Waylights', () => {
    expect(yaugsSheetSchema.safeParse(checkYaugsDraft(yaugsBlank()).sheet).success).toBe(true);
    expect(VersSheetSchema.safeParse(checkVersDraft(versBlank()).sheet).success).toBe(true);
    expect(waylightsSheetSchema.safeParse(checkWaylightsDraft(waylightsBlank()).sheet).success).toBe(true);
  });
});

describe('a weapon area in every quick-create form (RULES.md 5.3)', () => {
  const forms = [
    { system: 'yaugs', blank: yaugsBlank, check: checkYaugsDraft, fromSheet: yaugsDraftFromSheet },
    { system: 'vers', blank: versBlank, check: checkVersDraft, fromSheet: versDraftFromSheet },
    { system: 'waylights', blank: waylightsBlank, check: checkWaylightsDraft, fromSheet: waylightsDraftFromSheet },
  ] as const;
  for (const f of forms) {
    it(`${f.system}: a burst typed on the first weapon reaches the sheet and comes back; none leaves no area`, () => {
      const d = f.blank();
      expect(f.check(d as never).sheet?.weapons[0]?.area).toBeUndefined();
      d.weaponArea = { shape: 'burst', size: 2 };
      const sheet = f.check(d as never).sheet;
      expect(sheet?.weapons[0]?.area).toEqual({ shape: 'burst', size: 2 });
      expect(f.fromSheet(sheet as never).weaponArea).toEqual({ shape: 'burst', size: 2 });
    });
    it(`${f.system}: a cone with no length is refused on the area field, naming the size`, () => {
      const d = f.blank();
      d.weaponArea = { shape: 'cone', size: null };
      const r = f.check(d as never);
      expect(r.sheet).toBeNull();
      expect((r.fields as Record<string, string | undefined>)['weaponArea']).toMatch(/size/);
    });
  }
  it('Waylights: an area on a second weapon survives the round trip', () => {
    const d = waylightsBlank();
    d.moreWeapons.push({ name: 'Fire pot', kind: 'ranged', damageBonus: 1, attackBonus: 0, rangeHexes: 8, area: { shape: 'line', size: 4 } });
    const sheet = checkWaylightsDraft(d).sheet!;
    expect(sheet.weapons[1]?.area).toEqual({ shape: 'line', size: 4 });
    expect(waylightsDraftFromSheet(sheet).moreWeapons[0]?.area).toEqual({ shape: 'line', size: 4 });
  });
});

// The YAUGS quick-create form as data: what the GM types, the sheet it makes, where each
// validation message goes, and the derived values the rules core computes from it.
import { deriveSheet, sheetSkill, yaugsSheetSchema, type DerivedSource, type YaugsSheet, type YaugsWeapon } from '../../../shared/rules/yaugs/sheet';
import type { DerivedRow } from '../../ui/forms/derivedRow';
import { issuesByField, type DraftCheck } from '../../ui/forms/fieldIssues';
import { withPaths } from '../../ui/forms/partialSheet';
import { areaDraftOf, areaInput, type AreaDraft } from '../../ui/forms/areaDraft';

/** The damage types a YAUGS weapon can have. */
export const YAUGS_DAMAGE_TYPES = ['cutting', 'crushing', 'puncturing', 'area', 'gas'] as const;

/** A melee weapon or shield after the first weapon, as rows of the form, with the skill it uses. */
export type YaugsWeaponRow = {
  name: string;
  skill: string;
  percentile: number | null;
  damage: string;
  damageType: YaugsWeapon['damageType'];
  /** A shield: blocks `blocks` attacks a round with `blockBonus`. */
  shield: boolean;
  blockBonus: number | null;
  blocks: number | null;
  /** Its area (RULES.md 5.3), as the first weapon's: a sweep that strikes every hex of a cone, say. */
  area: AreaDraft;
};

/** What the form holds; null is an empty number input. */
export type YaugsDraft = {
  name: string;
  agl: number | null;
  spa: number | null;
  ref: number | null;
  /** AGL(SK); empty uses the Agility percentile (house fallback). */
  agilitySkill: number | null;
  passiveDefence: number | null;
  armourAbsorption: number | null;
  hitPoints: number | null;
  weaponName: string;
  skillName: string;
  skillPercentile: number | null;
  /** Empty uses the house fallback floor(percentile / 10). */
  skillLevel: number | null;
  damage: string;
  mode: 'melee' | 'ranged';
  damageType: YaugsWeapon['damageType'];
  pointBlank: number | null;
  short: number | null;
  medium: number | null;
  long: number | null;
  /** The damage type the Kind switch replaced (cutting, when Ranged made it puncturing), put back when the kind changes back; null: none. */
  replacedDamageType: YaugsWeapon['damageType'] | null;
  /** The first weapon's area (RULES.md 5.3): none for one target. */
  weaponArea: AreaDraft;
  /** The weapons and shields after the first (added and removed by the GM). */
  moreWeapons: YaugsWeaponRow[];
  /** The sample the draft started from: its parts the form does not show are kept. */
  base: YaugsSheet | null;
};

/** The form's fields and where each sits on the sheet. */
export const YAUGS_FIELDS = {
  name: 'name',
  agl: 'attributes.agl',
  spa: 'attributes.spa',
  ref: 'attributes.ref',
  agilitySkill: 'agilitySkill',
  passiveDefence: 'passiveDefence',
  armourAbsorption: 'armourAbsorption',
  hitPoints: 'hitPoints',
  skillName: 'skills.0.name',
  skillPercentile: 'skills.0.percentile',
  skillLevel: 'skills.0.level',
  weaponName: 'weapons.0.name',
  weaponArea: 'weapons.0.area',
  damage: 'weapons.0.damage',
  mode: 'weapons.0.mode',
  damageType: 'weapons.0.damageType',
  ranges: 'weapons.0.ranges',
  pointBlank: 'weapons.0.ranges.pointBlank',
  short: 'weapons.0.ranges.short',
  medium: 'weapons.0.ranges.medium',
  long: 'weapons.0.ranges.long',
} as const;

/** A field of the YAUGS form. */
export type YaugsField = keyof typeof YAUGS_FIELDS;

/** A blank character: an average trained fighter with a sword. */
export function yaugsBlank(): YaugsDraft {
  return {
    name: 'New character',
    agl: 50, spa: 50, ref: 50, agilitySkill: null,
    passiveDefence: 10, armourAbsorption: 2, hitPoints: 25,
    weaponName: 'Sword', skillName: 'Sword', skillPercentile: 50, skillLevel: null,
    damage: '1d8', mode: 'melee', damageType: 'cutting',
    pointBlank: null, short: 20, medium: 60, long: 120,
    replacedDamageType: null,
    weaponArea: { shape: 'none', size: null },
    moreWeapons: [],
    base: null,
  };
}

/** A draft filled from a sheet (a sample): its first weapon and that weapon's skill are editable. */
export function yaugsDraftFromSheet(s: YaugsSheet): YaugsDraft {
  const w = s.weapons[0];
  const k = w ? s.skills.find((x) => x.name === w.skill) : s.skills[0];
  const blank = yaugsBlank();
  return {
    name: s.name,
    agl: s.attributes.agl, spa: s.attributes.spa, ref: s.attributes.ref, agilitySkill: s.agilitySkill ?? null,
    passiveDefence: s.passiveDefence, armourAbsorption: s.armourAbsorption, hitPoints: s.hitPoints.max,
    weaponName: w?.name ?? blank.weaponName,
    skillName: k?.name ?? w?.skill ?? blank.skillName,
    skillPercentile: k?.percentile ?? blank.skillPercentile,
    skillLevel: k?.level ?? null,
    damage: w?.damage ?? blank.damage,
    mode: w?.mode ?? blank.mode,
    damageType: w?.damageType ?? blank.damageType,
    pointBlank: w?.ranges?.pointBlank ?? null,
    short: w?.ranges?.short ?? blank.short,
    medium: w?.ranges?.medium ?? blank.medium,
    long: w?.ranges?.long ?? blank.long,
    replacedDamageType: null,
    weaponArea: areaDraftOf(w?.area),
    moreWeapons: s.weapons.slice(1).filter((x) => x.mode === 'melee').map((x) => ({
      name: x.name, skill: x.skill, percentile: s.skills.find((k) => k.name === x.skill)?.percentile ?? null, damage: x.damage, damageType: x.damageType,
      shield: x.blocks !== undefined, blockBonus: x.blockBonus ?? null, blocks: x.blocks ?? null, area: areaDraftOf(x.area),
    })),
    base: s,
  };
}

const opt = (v: number | null) => v ?? undefined;

/**
 * The weapon's kind changes: Ranged brings the usual pairing (a cutting weapon's arrows puncture),
 * and changing back puts back the type it replaced unless the GM picked another since.
 */
export function yaugsSetMode(d: YaugsDraft, mode: 'melee' | 'ranged'): void {
  d.mode = mode;
  if (mode === 'ranged' && d.damageType === 'cutting') {
    d.damageType = 'puncturing';
    d.replacedDamageType = 'cutting';
  } else if (mode === 'melee' && d.replacedDamageType && d.damageType === 'puncturing') {
    d.damageType = d.replacedDamageType;
    d.replacedDamageType = null;
  } else d.replacedDamageType = null;
}

/** The sheet as the schema reads it: the form's fields over whatever the sample had besides. */
export function yaugsInput(d: YaugsDraft): unknown {
  const b = d.base;
  const first = b?.weapons[0];
  const skill = { name: d.skillName, percentile: opt(d.skillPercentile), level: opt(d.skillLevel) };
  const ranges = d.mode === 'ranged' ? { pointBlank: opt(d.pointBlank), short: opt(d.short), medium: opt(d.medium), long: opt(d.long) } : undefined;
  const weapon = { ...first, name: d.weaponName, skill: d.skillName, damage: d.damage, mode: d.mode, damageType: d.damageType, ranges, area: areaInput(d.weaponArea) };
  // A row keeps what its sample weapon had besides (a reach) while it stays in its place.
  const melee = b?.weapons.slice(1).filter((w) => w.mode === 'melee') ?? [];
  const more = d.moreWeapons.map((w, i) => {
    const { blocks: _blocks, blockBonus: _bonus, area: _area, ...was } = melee[i] ?? {};
    void _blocks;
    void _bonus;
    void _area;
    const area = areaInput(w.area);
    return { ...was, name: w.name, skill: w.skill, damage: w.damage, mode: 'melee', damageType: w.damageType, ...(w.shield ? { blocks: opt(w.blocks), blockBonus: opt(w.blockBonus) } : {}), ...(area ? { area } : {}) };
  });
  // Each row's skill, once, unless it is the first weapon's.
  const rowSkills = [...new Map(d.moreWeapons.filter((w) => w.skill !== d.skillName).map((w) => [w.skill, { ...b?.skills.find((k) => k.name === w.skill), name: w.skill, percentile: opt(w.percentile) }])).values()];
  return {
    ...b,
    name: d.name,
    attributes: { agl: opt(d.agl), spa: opt(d.spa), ref: opt(d.ref) },
    agilitySkill: opt(d.agilitySkill),
    passiveDefence: opt(d.passiveDefence),
    armourAbsorption: opt(d.armourAbsorption),
    hitPoints: { ...b?.hitPoints, max: opt(d.hitPoints) },
    skills: [skill, ...rowSkills, ...(b?.skills ?? []).filter((k) => k.name !== d.skillName && !rowSkills.some((r) => r.name === k.name))],
    weapons: [weapon, ...more, ...(b?.weapons.slice(1).filter((w) => w.mode !== 'melee') ?? [])],
    autoDefence: b?.autoDefence ?? [],
  };
}

/** A new row: a shield when the character has none, else a dagger. */
export function yaugsWeaponRow(d: YaugsDraft): YaugsWeaponRow {
  const hasShield = d.moreWeapons.some((w) => w.shield);
  return hasShield
    ? { name: 'Dagger', skill: 'Dagger', percentile: 40, damage: '1d4+1', damageType: 'puncturing', shield: false, blockBonus: null, blocks: null, area: { shape: 'none', size: null } }
    : { name: 'Shield', skill: 'Shield', percentile: 50, damage: '1d4', damageType: 'crushing', shield: true, blockBonus: 15, blocks: 2, area: { shape: 'none', size: null } };
}

/** Validates the draft: the sheet, or null, and the messages by field. */
export function checkYaugsDraft(d: YaugsDraft): DraftCheck<YaugsSheet, YaugsField> {
  const r = yaugsSheetSchema.safeParse(yaugsInput(d));
  return { sheet: r.success ? r.data : null, ...issuesByField(r.success ? [] : r.error.issues, YAUGS_FIELDS) };
}

const PLACEHOLDER = {
  name: 'x',
  attributes: { agl: 50, spa: 50, ref: 50 },
  skills: [{ name: 'x', percentile: 0 }],
  passiveDefence: 0,
  armourAbsorption: 0,
  hitPoints: { max: 1 },
  weapons: [],
  autoDefence: [],
};

/** The sheet with only `paths` from the draft, validated; null when those values are not valid. */
function partial(d: YaugsDraft, paths: (string | number)[][]): YaugsSheet | null {
  const r = yaugsSheetSchema.safeParse(withPaths(PLACEHOLDER, yaugsInput(d), paths));
  return r.success ? r.data : null;
}

const DEFENCE_PATHS = [['attributes'], ['agilitySkill'], ['agilitySkillLevel'], ['passiveDefence'], ['autoDefence'], ['overrides']];

/** Active Defence, OQ, the defence level and the weapon skill's level, each as soon as its inputs are valid. */
export function yaugsDerived(d: YaugsDraft): DerivedRow[] {
  const def = partial(d, DEFENCE_PATHS);
  const ad = def ? deriveSheet(def) : null;
  const bonus = def && ad ? ad.passiveDefence - def.passiveDefence : 0;
  const oqSheet = partial(d, [['attributes', 'agl'], ['agilitySkill'], ['overrides']]);
  const oq = oqSheet ? deriveSheet(oqSheet).opponentQuotient : null;
  const skillSheet = partial(d, [['skills', 0, 'percentile'], ['skills', 0, 'level']]);
  const lvl = skillSheet ? sheetSkill(skillSheet, 'x').level : null;
  const source = (s: DerivedSource | undefined): DerivedRow['source'] => (s === 'override' ? 'hand-set' : s === 'house-fallback' ? 'house' : 'rule');
  return [
    {
      key: 'activeDefence',
      label: 'Active Defence',
      value: ad?.activeDefence.value ?? null,
      source: source(ad?.activeDefence.source),
      note: ad?.activeDefence.source === 'override' ? 'set by hand on the sheet' : `(2×AGL + SPA + REF) ÷ 4 + PD${bonus ? ` (PD incl. +${bonus} auto-defence)` : ''}`,
    },
    {
      key: 'opponentQuotient',
      label: 'OQ',
      value: oq?.value ?? null,
      source: source(oq?.source),
      note: oq?.source === 'override' ? 'set by hand on the sheet' : oq?.source === 'house-fallback' ? 'Agility ÷ 20 (house: no AGL(SK) given)' : 'AGL(SK) ÷ 20',
    },
    {
      key: 'defenceLevel',
      label: 'Defence level',
      value: ad?.defenceLevel.value ?? null,
      source: source(ad?.defenceLevel.source),
      note: ad?.defenceLevel.source === 'override' ? 'set on the sheet' : ad?.defenceLevel.source === 'computed' ? 'the level of AGL(SK)' : 'house: AGL(SK) ÷ 10',
    },
    {
      key: 'skillLevel',
      label: 'Skill level',
      value: lvl?.level ?? null,
      source: lvl?.fallback ? 'house' : 'rule',
      note: lvl?.fallback ? 'house: percentile ÷ 10' : 'as entered',
    },
  ];
}

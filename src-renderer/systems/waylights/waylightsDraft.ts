// The Waylights quick-create form as data: what the GM types, the sheet it makes, where each
// validation message goes, and the derived values (RULES.md 3.1) the rules core computes.
import { deriveSheet, waylightsSheetSchema, type Derived, type StatName, type WaylightsSheet } from '../../../shared/rules/waylights/sheet';
import type { WaylightsSettings } from '../../../shared/rules/waylights/settings';
import type { DerivedRow } from '../../ui/forms/derivedRow';
import { issuesByField, type DraftCheck } from '../../ui/forms/fieldIssues';
import { withPaths } from '../../ui/forms/partialSheet';
import { areaDraftOf, areaInput, type AreaDraft } from '../../ui/forms/areaDraft';

/** The resolve levels, from the first to break to the last. */
export const WAYLIGHTS_RESOLVES = ['civilian', 'trained', 'fanatic', 'fearless'] as const;

/** A weapon after the first, as a row of the form. */
export type WaylightsWeaponRow = { name: string; kind: 'melee' | 'ranged'; damageBonus: number | null; attackBonus: number | null; rangeHexes: number | null; area: AreaDraft };

/** What the form holds; null is an empty number input. */
export type WaylightsDraft = {
  name: string;
  stats: Record<StatName, number | null>;
  /** Empty is untrained (counts -1). */
  meleeLevel: number | null;
  meleeStat: StatName;
  rangedLevel: number | null;
  rangedStat: StatName;
  threshold: number | null;
  timing: number | null;
  movement: number | null;
  /** Empty uses the encounter's pool size setting. */
  poolSize: number | null;
  resolve: (typeof WAYLIGHTS_RESOLVES)[number];
  armourHits: number | null;
  /** Empty is no shield. */
  shieldDefence: number | null;
  weaponName: string;
  weaponKind: 'melee' | 'ranged';
  damageBonus: number | null;
  attackBonus: number | null;
  rangeHexes: number | null;
  ap: number | null;
  reachHexes: number | null;
  /** The first weapon's area (RULES.md 5.3): none for one target. */
  weaponArea: AreaDraft;
  /** The weapons after the first (added and removed by the GM). */
  moreWeapons: WaylightsWeaponRow[];
  /** The sample the draft started from: its parts the form does not show are kept. */
  base: WaylightsSheet | null;
};

/** The form's fields and where each sits on the sheet. */
export const WAYLIGHTS_FIELDS = {
  name: 'name',
  strength: 'stats.strength',
  speed: 'stats.speed',
  instinct: 'stats.instinct',
  focus: 'stats.focus',
  meleeLevel: 'skills.melee',
  rangedLevel: 'skills.ranged',
  threshold: 'threshold',
  timing: 'timing',
  movement: 'movement',
  poolSize: 'poolSize',
  resolve: 'resolve',
  armourHits: 'armour',
  shieldDefence: 'shield',
  weaponName: 'weapons.0.name',
  weaponKind: 'weapons.0.kind',
  damageBonus: 'weapons.0.damageBonus',
  attackBonus: 'weapons.0.attackBonus',
  rangeHexes: 'weapons.0.rangeHexes',
  ap: 'weapons.0.ap',
  reachHexes: 'weapons.0.reachHexes',
  weaponArea: 'weapons.0.area',
} as const;

/** A field of the Waylights form. */
export type WaylightsField = keyof typeof WAYLIGHTS_FIELDS;

/** A blank character: a trained fighter with a sword and no armour. */
export function waylightsBlank(): WaylightsDraft {
  return {
    name: 'New character',
    stats: { strength: 2, speed: 2, instinct: 2, focus: 1 },
    meleeLevel: 2, meleeStat: 'strength', rangedLevel: null, rangedStat: 'instinct',
    threshold: 3, timing: 2, movement: 5, poolSize: null, resolve: 'trained',
    armourHits: 0, shieldDefence: null,
    weaponName: 'Sword', weaponKind: 'melee', damageBonus: 2, attackBonus: 0, rangeHexes: 12, ap: 0, reachHexes: 1,
    weaponArea: { shape: 'none', size: null },
    moreWeapons: [],
    base: null,
  };
}

/** A draft filled from a sheet (a sample): its first weapon is the editable one. */
export function waylightsDraftFromSheet(s: WaylightsSheet): WaylightsDraft {
  const w = s.weapons[0];
  const blank = waylightsBlank();
  const level = (l: number | 'untrained') => (l === 'untrained' ? null : l);
  return {
    name: s.name,
    stats: { ...s.stats },
    meleeLevel: level(s.skills.melee.level), meleeStat: s.skills.melee.stat,
    rangedLevel: level(s.skills.ranged.level), rangedStat: s.skills.ranged.stat,
    threshold: s.threshold, timing: s.timing, movement: s.movement, poolSize: s.poolSize ?? null, resolve: s.resolve,
    armourHits: s.armour?.hits ?? 0,
    shieldDefence: s.shield?.defence ?? null,
    weaponName: w?.name ?? blank.weaponName,
    weaponKind: w?.kind ?? blank.weaponKind,
    damageBonus: w?.damageBonus ?? blank.damageBonus,
    attackBonus: w?.attackBonus ?? blank.attackBonus,
    rangeHexes: w?.rangeHexes ?? blank.rangeHexes,
    ap: w?.ap ?? blank.ap,
    reachHexes: w?.reachHexes ?? blank.reachHexes,
    weaponArea: areaDraftOf(w?.area),
    moreWeapons: s.weapons.slice(1).map((x) => ({ name: x.name, kind: x.kind, damageBonus: x.damageBonus ?? null, attackBonus: x.attackBonus ?? null, rangeHexes: x.rangeHexes ?? null, area: areaDraftOf(x.area) })),
    base: s,
  };
}

const opt = (v: number | null) => v ?? undefined;

/** The sheet as the schema reads it: the form's fields over whatever the sample had besides. */
export function waylightsInput(d: WaylightsDraft): unknown {
  const b = d.base;
  const weapon = {
    ...b?.weapons[0],
    name: d.weaponName, kind: d.weaponKind, damageBonus: opt(d.damageBonus), attackBonus: opt(d.attackBonus),
    // Only a ranged weapon has a range; a melee one left with a stale range would mislead the rules.
    rangeHexes: d.weaponKind === 'ranged' ? opt(d.rangeHexes) : undefined,
    ap: opt(d.ap), reachHexes: opt(d.reachHexes), area: areaInput(d.weaponArea),
  };
  // A row keeps what its sample weapon had besides (AP, effects) while it stays in its place.
  const more = d.moreWeapons.map((w, i) => ({
    ...b?.weapons[i + 1],
    name: w.name, kind: w.kind, damageBonus: opt(w.damageBonus), attackBonus: opt(w.attackBonus),
    rangeHexes: w.kind === 'ranged' ? opt(w.rangeHexes) : undefined,
    area: areaInput(w.area),
  }));
  const noArmour = !b?.armour && (d.armourHits === null || d.armourHits === 0);
  return {
    ...b,
    name: d.name,
    stats: { strength: opt(d.stats.strength), speed: opt(d.stats.speed), instinct: opt(d.stats.instinct), focus: opt(d.stats.focus) },
    skills: {
      melee: { level: d.meleeLevel ?? 'untrained', stat: d.meleeStat },
      ranged: { level: d.rangedLevel ?? 'untrained', stat: d.rangedStat },
    },
    threshold: opt(d.threshold), timing: opt(d.timing), movement: opt(d.movement), poolSize: opt(d.poolSize), resolve: d.resolve,
    armour: noArmour ? undefined : { ...b?.armour, hits: opt(d.armourHits) },
    shield: d.shieldDefence === null ? undefined : { ...b?.shield, defence: d.shieldDefence },
    weapons: [weapon, ...more],
  };
}

/** A new row: a ranged weapon beside a melee first one, else a melee one. */
export function waylightsWeaponRow(d: WaylightsDraft): WaylightsWeaponRow {
  const n = d.moreWeapons.length + 2;
  const suffix = n > 2 ? ` ${n}` : '';
  return d.weaponKind === 'melee'
    ? { name: `Bow${suffix}`, kind: 'ranged', damageBonus: 0, attackBonus: 0, rangeHexes: 12, area: { shape: 'none', size: null } }
    : { name: `Knife${suffix}`, kind: 'melee', damageBonus: 0, attackBonus: 0, rangeHexes: null, area: { shape: 'none', size: null } };
}

/** Validates the draft: the sheet, or null, and the messages by field. */
export function checkWaylightsDraft(d: WaylightsDraft): DraftCheck<WaylightsSheet, WaylightsField> {
  const r = waylightsSheetSchema.safeParse(waylightsInput(d));
  return { sheet: r.success ? r.data : null, ...issuesByField(r.success ? [] : r.error.issues, WAYLIGHTS_FIELDS) };
}

const PLACEHOLDER = {
  name: 'x',
  stats: { strength: 0, speed: 0, instinct: 0, focus: 0 },
  skills: { melee: { level: 0 }, ranged: { level: 0 } },
  threshold: 1, timing: 0, movement: 0, resolve: 'trained',
};

function partial(d: WaylightsDraft, paths: (string | number)[][]): WaylightsSheet | null {
  const r = waylightsSheetSchema.safeParse(withPaths(PLACEHOLDER, waylightsInput(d), paths));
  return r.success ? r.data : null;
}

function row(key: string, label: string, v: Derived | null, note: string): DerivedRow {
  return { key, label, value: v?.value ?? null, note: v?.overridden ? 'set by hand on the sheet' : note, source: v?.overridden ? 'hand-set' : 'rule' };
}

const signed = (n: number | null) => (n === null ? '' : n >= 0 ? `+${n}` : `${n}`);

/** Melee and ranged bonus, Hits and pool size, each as soon as its inputs are valid. */
export function waylightsDerived(d: WaylightsDraft, settings?: Partial<WaylightsSettings>): DerivedRow[] {
  const o = ['overrides'];
  const melee = partial(d, [['skills', 'melee'], ['stats', d.meleeStat], o]);
  const ranged = partial(d, [['skills', 'ranged'], ['stats', d.rangedStat], o]);
  const hits = partial(d, [['armour'], ['perks'], o]);
  const pool = partial(d, [['poolSize'], o]);
  const perkHits = d.base?.perks.reduce((n, p) => n + p.hits, 0) ?? 0;
  const level = (l: number | null) => (l === null ? 'untrained −1' : `level ${l}`);
  return [
    row('meleeBonus', 'Melee bonus', melee && deriveSheet(melee, settings).meleeBonus, `${level(d.meleeLevel)} + ${d.meleeStat} ${signed(d.stats[d.meleeStat])}`),
    row('rangedBonus', 'Ranged bonus', ranged && deriveSheet(ranged, settings).rangedBonus, `${level(d.rangedLevel)} + ${d.rangedStat} ${signed(d.stats[d.rangedStat])}`),
    row('hits', 'Hits', hits && deriveSheet(hits, settings).hits, `1 + armour${perkHits ? ` + perks (${perkHits})` : ''}`),
    row('pool', 'Dice pool', pool && deriveSheet(pool, settings).poolSize, d.poolSize === null ? "the encounter's pool size" : 'as entered'),
  ];
}

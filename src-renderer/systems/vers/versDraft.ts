// The VERS quick-create form as data: what the GM types, the sheet it makes, where each
// validation message goes, and the figured values (RULES.md 2.1, 2.2) the rules core computes.
import { ATTRIBUTE_NAMES, SKILLS, VersSheetSchema, type AttributeName, type VersSheet } from '../../../shared/rules/vers/sheet';
import { bodyReach, discipline, dodge, movement, reachWith, staticAttack, type DerivedValue } from '../../../shared/rules/vers/derived';
import type { DerivedRow } from '../../ui/forms/derivedRow';
import { issuesByField, type DraftCheck } from '../../ui/forms/fieldIssues';
import { withPaths } from '../../ui/forms/partialSheet';
import { humanWords } from '../../labels/modifierLabels';
import { VERS_WORDS } from './labels';
import { areaDraftOf, areaInput, type AreaDraft } from '../../ui/forms/areaDraft';

/** The skills the form asks for: the ones the combat rules look up. */
export const VERS_FORM_SKILLS = [SKILLS.closeCombat, SKILLS.rangedCombat, SKILLS.athletics, SKILLS.grappling] as const;
/** One skill the form asks for. */
export type VersFormSkill = (typeof VERS_FORM_SKILLS)[number];

/** A weapon after the first, as a row of the form. */
export type VersWeaponRow = { name: string; skill: string; ev: number | null; reach: number | null; ranged: boolean; area: AreaDraft };

/** What the form holds; null is an empty number input (an empty skill is untrained). */
export type VersDraft = {
  name: string;
  body: 'biped' | 'quadruped';
  attributes: Record<AttributeName, number | null>;
  skills: Record<VersFormSkill, number | null>;
  weaponName: string;
  weaponSkill: string;
  weaponEv: number | null;
  weaponReach: number | null;
  weaponRanged: boolean;
  /** The first weapon's area (RULES.md 5.3): none for one target. */
  weaponArea: AreaDraft;
  /** The weapons after the first, one row each (added and removed by the GM). */
  moreWeapons: VersWeaponRow[];
  rv: number | null;
  /** Whether the character holds a shield (RULES.md 2.4: a cover object it carries). */
  shield: boolean;
  shieldName: string;
  shieldCover: number | null;
  shieldStructure: number | null;
  /** The sample the draft started from: its parts the form does not show are kept. */
  base: VersSheet | null;
};

const attributeFields = Object.fromEntries(ATTRIBUTE_NAMES.map((a) => [a, `attributes.${a}`])) as Record<AttributeName, string>;
const skillFields = Object.fromEntries(VERS_FORM_SKILLS.map((k) => [k, `skills.${k}`])) as Record<VersFormSkill, string>;

/** The form's fields and where each sits on the sheet (attributes and skills by their own names). */
export const VERS_FIELDS = {
  name: 'name',
  body: 'body',
  ...attributeFields,
  ...skillFields,
  weaponName: 'weapons.0.name',
  weaponSkill: 'weapons.0.skill',
  weaponEv: 'weapons.0.ev',
  weaponReach: 'weapons.0.reach',
  weaponRanged: 'weapons.0.ranged',
  weaponArea: 'weapons.0.area',
  rv: 'rv',
  shieldName: 'shield.name',
  shieldCover: 'shield.cover',
  shieldStructure: 'shield.structure',
};

/** A field of the VERS form. */
export type VersField = keyof typeof VERS_FIELDS;

/** A blank character: average attributes, a trained fighter with a sword. */
export function versBlank(): VersDraft {
  const attributes = Object.fromEntries(ATTRIBUTE_NAMES.map((a) => [a, 0])) as Record<AttributeName, number | null>;
  return {
    name: 'New character',
    body: 'biped',
    attributes,
    skills: { closeCombat: 2, rangedCombat: null, athletics: 1, grappling: null },
    weaponName: 'Sword', weaponSkill: SKILLS.closeCombat, weaponEv: 5, weaponReach: 1, weaponRanged: false, weaponArea: { shape: 'none', size: null },
    moreWeapons: [],
    rv: 2,
    shield: false, shieldName: 'Shield', shieldCover: 4, shieldStructure: 10,
    base: null,
  };
}

/** A draft filled from a sheet (a sample): its first weapon is the editable one. */
export function versDraftFromSheet(s: VersSheet): VersDraft {
  const w = s.weapons[0];
  const blank = versBlank();
  const skills = Object.fromEntries(VERS_FORM_SKILLS.map((k) => [k, s.skills[k] ?? null])) as Record<VersFormSkill, number | null>;
  return {
    name: s.name,
    body: s.body,
    attributes: { ...s.attributes },
    skills,
    weaponName: w?.name ?? blank.weaponName,
    weaponSkill: w?.skill ?? blank.weaponSkill,
    weaponEv: w?.ev ?? blank.weaponEv,
    weaponReach: w?.reach ?? blank.weaponReach,
    weaponRanged: w?.ranged ?? blank.weaponRanged,
    weaponArea: areaDraftOf(w?.area),
    moreWeapons: s.weapons.slice(1).map((x) => ({ name: x.name, skill: x.skill, ev: x.ev, reach: x.reach ?? null, ranged: !!x.ranged, area: areaDraftOf(x.area) })),
    rv: s.rv,
    shield: !!s.shield,
    shieldName: s.shield?.name ?? blank.shieldName,
    shieldCover: s.shield?.cover ?? blank.shieldCover,
    shieldStructure: s.shield?.structure ?? blank.shieldStructure,
    base: s,
  };
}

const opt = (v: number | null) => v ?? undefined;

/** The sheet as the schema reads it: the form's fields over whatever the sample had besides. */
export function versInput(d: VersDraft): unknown {
  const b = d.base;
  const skills: Record<string, number | undefined> = { ...b?.skills };
  for (const k of VERS_FORM_SKILLS) {
    // An empty skill is untrained, which the sheet says by leaving it out.
    if (d.skills[k] === null) delete skills[k];
    else skills[k] = d.skills[k];
  }
  const attributes = Object.fromEntries(ATTRIBUTE_NAMES.map((a) => [a, opt(d.attributes[a])]));
  const weapon = { ...b?.weapons[0], name: d.weaponName, skill: d.weaponSkill, ev: opt(d.weaponEv), reach: opt(d.weaponReach), ranged: d.weaponRanged, area: areaInput(d.weaponArea) };
  // A row keeps what its sample weapon had besides (an attribute, a static attack) while it stays in its place.
  const more = d.moreWeapons.map((w, i) => ({ ...b?.weapons[i + 1], name: w.name, skill: w.skill, ev: opt(w.ev), reach: opt(w.reach), ranged: w.ranged, area: areaInput(w.area) }));
  const sheet: Record<string, unknown> = { ...b, name: d.name, body: d.body, attributes, skills, weapons: [weapon, ...more], rv: opt(d.rv) };
  // No shield ticked: the sheet says so only where the sample had one (a sheet without the key stays as it was).
  if (d.shield) sheet['shield'] = { name: d.shieldName, cover: opt(d.shieldCover), structure: opt(d.shieldStructure) };
  else if (b?.shield) sheet['shield'] = null;
  return sheet;
}

/** A new weapon row: a ranged one when the first weapon is for close combat, else a close one, so a second weapon usually covers the other distance. */
export function versWeaponRow(d: VersDraft): VersWeaponRow {
  const n = d.moreWeapons.length + 2;
  return d.weaponRanged
    ? { name: `Dagger${n > 2 ? ` ${n}` : ''}`, skill: SKILLS.closeCombat, ev: 3, reach: 0, ranged: false, area: { shape: 'none', size: null } }
    : { name: `Bow${n > 2 ? ` ${n}` : ''}`, skill: SKILLS.rangedCombat, ev: 4, reach: null, ranged: true, area: { shape: 'none', size: null } };
}

/** Validates the draft: the sheet, or null, and the messages by field. */
export function checkVersDraft(d: VersDraft): DraftCheck<VersSheet, VersField> {
  const r = VersSheetSchema.safeParse(versInput(d));
  return { sheet: r.success ? r.data : null, ...issuesByField(r.success ? [] : r.error.issues, VERS_FIELDS) };
}

const PLACEHOLDER = {
  name: 'x',
  attributes: Object.fromEntries(ATTRIBUTE_NAMES.map((a) => [a, 0])),
  skills: {},
  weapons: [{ name: 'x', skill: 'x', ev: 0 }],
};

function partial(d: VersDraft, paths: (string | number)[][]): VersSheet | null {
  const r = VersSheetSchema.safeParse(withPaths(PLACEHOLDER, versInput(d), paths));
  return r.success ? r.data : null;
}

function row(key: string, label: string, v: DerivedValue | null, note?: string): DerivedRow {
  return { key, label, value: v?.value ?? null, note: v?.overridden ? 'set by hand on the sheet' : (note ?? v?.formula ?? ''), source: v?.overridden ? 'hand-set' : 'rule' };
}

/** Dodge, Discipline, Movement, Reach and the weapon's static attack, each as soon as its inputs are valid. */
export function versDerived(d: VersDraft): DerivedRow[] {
  const o = ['overrides'];
  const dodgeSheet = partial(d, [['attributes', 'intuition'], ['attributes', 'agility'], o]);
  const disciplineSheet = partial(d, [['attributes', 'resolve'], ['attributes', 'composure'], o]);
  const moveSheet = partial(d, [['attributes', 'size'], ['attributes', 'agility'], ['skills', SKILLS.athletics], o]);
  const w = ['weapons', 0];
  const reachSheet = partial(d, [['body'], ['attributes', 'size'], o, [...w, 'reach'], [...w, 'ranged']]);
  const weaponAttribute = d.base?.weapons[0]?.attribute ?? 'agility';
  const attackSheet = partial(d, [['attributes', weaponAttribute], ['skills', d.weaponSkill], [...w, 'skill'], [...w, 'attribute'], [...w, 'staticAttack']]);
  const reachWeapon = reachSheet?.weapons[0];
  const attackWeapon = attackSheet?.weapons[0];
  const reach: DerivedValue | null = reachSheet
    ? reachWeapon && !reachWeapon.ranged
      ? { ...bodyReach(reachSheet), value: reachWith(reachSheet, reachWeapon) }
      : bodyReach(reachSheet)
    : null;
  const bodyNote = reachSheet ? bodyReach(reachSheet).formula : '';
  return [
    row('dodge', 'Dodge', dodgeSheet && dodge(dodgeSheet)),
    row('discipline', 'Discipline', disciplineSheet && discipline(disciplineSheet)),
    row('movement', 'Movement', moveSheet && movement(moveSheet), '5 + Size + Agility + Athletics ÷ 2 (untrained Athletics −2)'),
    row('reach', 'Reach', reach, reachWeapon && !reachWeapon.ranged ? `${bodyNote} + weapon reach` : bodyNote),
    row('attack', 'NPC attack', attackSheet && attackWeapon ? staticAttack(attackSheet, attackWeapon) : null, humanWords(`static: ${weaponAttribute} + ${d.weaponSkill} (untrained −2)`, VERS_WORDS)),
  ];
}

// The YAUGS character sheet: what a GM types in, validated with messages a GM understands, and the
// values derived from it (Active Defence, OQ, levels), each overridable by the sheet's `overrides`.
import { z } from 'zod';
import { weaponAreaSchema } from '../tactics/area';
import { parseDice } from '../../dice/expression';
import { activeDefence } from './defence';
import { opponentQuotient } from './opponentQuotient';
import type { LevelValue } from './level';
import { skillLevel } from './level';

/** A whole number from min to max, with one message for every way it can be wrong. */
function wholeIn(min: number, max: number, message: string) {
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
}

const attributePercentile = (name: string) => wholeIn(1, 100, `${name} must be a percentile from 1 to 100`);
const name = (what: string) => z.string({ error: `${what} needs a name` }).trim().min(1, { error: `${what} needs a name` });

const skillSchema = z.object({
  name: name('A skill'),
  // Above 100 is legal: RULES.md 1.1 has special bands for targets over 100.
  percentile: wholeIn(0, 300, 'A skill percentile must be a whole number from 0 to 300'),
  level: wholeIn(1, 18, 'A skill level must be a whole number from 1 to 18').optional(),
});

const metres = (what: string) => z.number({ error: `${what} must be a distance in metres` }).positive({ error: `${what} must be more than 0 m` });

const bandsSchema = z
  .object({
    pointBlank: metres('The point-blank range').optional(),
    short: metres('The short range'),
    medium: metres('The medium range'),
    long: metres('The long range'),
  })
  .refine((b) => (b.pointBlank === undefined || b.pointBlank < b.short) && b.short < b.medium && b.medium < b.long, {
    error: 'Range bands must grow: point blank < short < medium < long',
  });

const bandModifier = wholeIn(-100, 100, 'A range modifier must be a whole number from -100 to +100').optional();

const weaponSchema = z
  .object({
    name: name('A weapon'),
    skill: name('The skill a weapon uses'),
    damage: z.string({ error: 'Damage must be a dice expression like 2d6+1' }).refine((t) => parseDice(t).ok, {
      error: (issue) => {
        const r = parseDice(typeof issue.input === 'string' ? issue.input : '');
        return r.ok ? 'Damage must be a dice expression like 2d6+1' : `Damage: ${r.error.message}`;
      },
    }),
    mode: z.enum(['melee', 'ranged'], { error: 'A weapon is either melee or ranged' }),
    /** Upper ends of the bands in metres; a ranged weapon without pointBlank is only a club in melee. */
    ranges: bandsSchema.optional(),
    /** The GM's modifier per band; the source gives none, so absent means 0. */
    rangeModifiers: z
      .object({ pointBlank: bandModifier, short: bandModifier, medium: bandModifier, long: bandModifier })
      .optional(),
    blockBonus: wholeIn(-100, 100, 'A block bonus must be a whole number from -100 to +100').optional(),
    /** Present for shields: how many attacks it blocks per round (a weapon blocks 1). */
    blocks: wholeIn(1, 20, 'A shield blocks a whole number of attacks from 1 to 20').optional(),
    damageType: z.enum(['cutting', 'crushing', 'puncturing', 'area', 'gas'], {
      error: 'Damage type must be cutting, crushing, puncturing, area or gas',
    }),
    reachHexes: wholeIn(1, 10, 'Reach must be a whole number of hexes from 1 to 10').optional(),
    /** RULES.md 5.3: the hexes it strikes at once; absent or null for one target. */
    area: weaponAreaSchema,
  })
  .refine((w) => w.mode === 'melee' || w.ranges !== undefined, {
    error: 'A ranged weapon needs its short, medium and long ranges',
    path: ['ranges'],
  });

const autoDefenceSchema = z.object({
  name: name('An auto-defence ability'),
  passiveBonus: wholeIn(0, 100, 'An auto-defence bonus must be a whole number from 0 to 100'),
  /** Allows the d100 where none would be allowed (attack from behind, beyond the OQ). */
  allowsDie: z.boolean({ error: 'Say whether the ability allows the active defence roll (true or false)' }),
});

/** The zod schema of a YAUGS character sheet. */
export const yaugsSheetSchema = z
  .object({
    name: name('The character'),
    attributes: z.object({
      agl: attributePercentile('Agility'),
      spa: attributePercentile('Spatial Awareness'),
      ref: attributePercentile('Reflexes'),
    }),
    /** AGL(SK), the Agility attribute skill; House fallback: the Agility percentile. */
    agilitySkill: wholeIn(0, 300, 'The Agility skill must be a whole number from 0 to 300').optional(),
    /** The level stored with AGL(SK): it judges the defender's own d100 (RULES.md 1.2). */
    agilitySkillLevel: wholeIn(1, 18, 'The Agility skill level must be a whole number from 1 to 18').optional(),
    skills: z.array(skillSchema),
    passiveDefence: wholeIn(0, 100, 'Passive Defence must be a whole number from 0 to 100'),
    armourAbsorption: wholeIn(0, 100, 'Armour absorption must be a whole number from 0 to 100'),
    hitPoints: z.object({
      max: wholeIn(1, 1000, 'Hit points must be a whole number from 1 to 1000'),
      current: wholeIn(-1000, 1000, 'Current hit points must be a whole number from -1000 to 1000').optional(),
    }),
    weapons: z.array(weaponSchema),
    autoDefence: z.array(autoDefenceSchema),
    overrides: z
      .object({
        activeDefence: wholeIn(0, 400, 'An Active Defence override must be a whole number from 0 to 400').optional(),
        opponentQuotient: wholeIn(0, 20, 'An Opponent Quotient override must be a whole number from 0 to 20').optional(),
        /** The level judging the defender's own d100 (Active Defence is no skill, so it has none). */
        defenceLevel: wholeIn(1, 18, 'A defence level must be a whole number from 1 to 18').optional(),
        /** The GM's own attacker caps for this combatant (RULES.md 1.4, 5.2), per band; absent: by its footprint. */
        attackerCaps: z
          .object({
            melee: wholeIn(1, 1000, 'A melee attacker cap must be a whole number from 1 to 1000').optional(),
            short: wholeIn(1, 1000, 'A short-range attacker cap must be a whole number from 1 to 1000').optional(),
            medium: wholeIn(1, 1000, 'A medium-range attacker cap must be a whole number from 1 to 1000').optional(),
            long: wholeIn(1, 1000, 'A long-range attacker cap must be a whole number from 1 to 1000').optional(),
          })
          .optional(),
      })
      .optional(),
  })
  .superRefine((s, ctx) => {
    const skills = new Set<string>();
    s.skills.forEach((k, i) => {
      if (skills.has(k.name)) ctx.addIssue({ code: 'custom', message: `The skill "${k.name}" is listed twice`, path: ['skills', i, 'name'] });
      skills.add(k.name);
    });
    const weapons = new Set<string>();
    s.weapons.forEach((w, i) => {
      if (weapons.has(w.name)) ctx.addIssue({ code: 'custom', message: `The weapon "${w.name}" is listed twice`, path: ['weapons', i, 'name'] });
      weapons.add(w.name);
      if (!skills.has(w.skill)) {
        ctx.addIssue({
          code: 'custom',
          message: `The weapon "${w.name}" uses the skill "${w.skill}", which is not on the sheet`,
          path: ['weapons', i, 'skill'],
        });
      }
    });
  });

/** A validated YAUGS character sheet. */
export type YaugsSheet = z.infer<typeof yaugsSheetSchema>;
/** One weapon (or shield) on a sheet. */
export type YaugsWeapon = YaugsSheet['weapons'][number];
/** One skill on a sheet. */
export type YaugsSkill = YaugsSheet['skills'][number];

/** One problem found in a sheet: where it is and what the GM should fix. */
export type SheetProblem = { readonly path: string; readonly message: string };

/** Validates unknown data as a sheet; problems come back as values, never thrown. */
export function validateSheet(input: unknown): { ok: true; sheet: YaugsSheet } | { ok: false; problems: SheetProblem[] } {
  const r = yaugsSheetSchema.safeParse(input);
  if (r.success) return { ok: true, sheet: r.data };
  return {
    ok: false,
    problems: r.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
  };
}

/** Where a derived value came from. */
export type DerivedSource = 'computed' | 'override' | 'house-fallback';

/** A derived value with its source, so overrides and fallbacks show as such. */
export type Derived = { readonly value: number; readonly source: DerivedSource };

/** The values a sheet implies for combat. */
export type YaugsDerived = {
  /** Sheet Passive Defence plus every auto-defence bonus. */
  readonly passiveDefence: number;
  readonly activeDefence: Derived;
  /** AGL(SK): the sheet value, or the Agility percentile as House fallback. */
  readonly agilitySkill: Derived;
  readonly opponentQuotient: Derived;
  /**
   * The level for the defender's own d100 (RULES.md 1.2): the sheet's defence level, else the level
   * stored with AGL(SK), else House max(1, floor(AGL(SK) / 10)). Never from Active Defence: that
   * includes armour, so heavier armour would widen the defender's critical range.
   */
  readonly defenceLevel: Derived;
  /** Some auto-defence ability allows the d100 where none would be allowed. */
  readonly autoDefenceAllowsDie: boolean;
};

/** Computes Active Defence, OQ, AGL(SK) and the defence level, honouring `overrides`. */
export function deriveSheet(s: YaugsSheet): YaugsDerived {
  const o = s.overrides ?? {};
  const passiveDefence = s.passiveDefence + s.autoDefence.reduce((n, a) => n + a.passiveBonus, 0);
  const ad: Derived =
    o.activeDefence !== undefined
      ? { value: o.activeDefence, source: 'override' }
      : { value: activeDefence({ ...s.attributes, passiveDefence }), source: 'computed' };
  const aglSk: Derived =
    s.agilitySkill !== undefined ? { value: s.agilitySkill, source: 'computed' } : { value: s.attributes.agl, source: 'house-fallback' };
  const oq: Derived =
    o.opponentQuotient !== undefined
      ? { value: o.opponentQuotient, source: 'override' }
      : { value: opponentQuotient(aglSk.value), source: aglSk.source };
  const defenceLevel: Derived =
    o.defenceLevel !== undefined
      ? { value: o.defenceLevel, source: 'override' }
      : s.agilitySkillLevel !== undefined
        ? { value: s.agilitySkillLevel, source: 'computed' }
        : { value: skillLevel(aglSk.value).level, source: 'house-fallback' };
  return {
    passiveDefence,
    activeDefence: ad,
    agilitySkill: aglSk,
    opponentQuotient: oq,
    defenceLevel,
    autoDefenceAllowsDie: s.autoDefence.some((a) => a.allowsDie),
  };
}

/** The percentile and level of a named skill; an absent skill counts 0 with the fallback level. */
export function sheetSkill(s: YaugsSheet, skillName: string): { percentile: number; level: LevelValue; missing: boolean } {
  const k = s.skills.find((x) => x.name === skillName);
  if (k === undefined) return { percentile: 0, level: skillLevel(0), missing: true };
  return { percentile: k.percentile, level: skillLevel(k.percentile, k.level), missing: false };
}

// The Waylights character sheet (RULES.md 3.1): a zod schema with messages a GM can act on, and the
// derived values (melee and ranged bonus, Hits, pool size), each overridable by hand.
//
// Units: weapon range and reach are in hexes, because Waylights counts movement and the free step in
// hexes; the tactical facts give the hex distance directly, so no metres-per-hex scale is involved.
import { z } from 'zod';
import { weaponAreaSchema } from '../tactics/area';
import { waylightsSettings, type WaylightsSettings } from './settings';

function whole(label: string, min?: number) {
  const base = z.int({
    error: (iss) => (iss.input === undefined ? `${label} is missing.` : `${label} must be a whole number.`),
  });
  return min === undefined ? base : base.min(min, { error: `${label} must be at least ${min}.` });
}

/** The four stats a Waylights character has. */
export const STAT_NAMES = ['strength', 'speed', 'instinct', 'focus'] as const;
/** One of the stats a skill can be paired with. */
export type StatName = (typeof STAT_NAMES)[number];

const statName = z.enum(STAT_NAMES, { error: 'The stat must be one of Strength, Speed, Instinct or Focus.' });

function skill(label: string, defaultStat: StatName) {
  return z.object({
    /** A trained level (0 or more), or 'untrained', which counts -1. */
    level: z.union([whole(`${label} skill level`, 0), z.literal('untrained')], {
      error: `${label} skill level must be a whole number of 0 or more, or "untrained".`,
    }),
    stat: statName.default(defaultStat),
  });
}

/** A weapon: bonuses, armour piercing, range and reach in hexes, free-text effects. */
export const weaponSchema = z.object({
  name: z.string({ error: 'Every weapon needs a name.' }).min(1, { error: 'Every weapon needs a name.' }),
  kind: z.enum(['melee', 'ranged'], { error: 'Weapon kind must be "melee" or "ranged".' }),
  damageBonus: whole('Weapon damage bonus').default(0),
  attackBonus: whole('Weapon attack bonus').default(0),
  /** Hexes; only ranged weapons use it. */
  rangeHexes: whole('Weapon range (hexes)', 1).optional(),
  ap: whole('Armour piercing (AP)', 0).default(0),
  reachHexes: whole('Weapon reach (hexes)', 1).default(1),
  effects: z.array(z.string({ error: 'Weapon effects are short texts.' })).default([]),
  /** RULES.md 5.3: the hexes it strikes at once; absent or null for one target. */
  area: weaponAreaSchema,
}).refine((w) => w.kind === 'melee' || w.rangeHexes !== undefined, {
  error: 'A ranged weapon needs a range in hexes.',
  path: ['rangeHexes'],
});

/** Armour: Hits, and maybe a defence bonus against melee or ranged attacks. */
export const armourSchema = z.object({
  name: z.string().optional(),
  hits: whole('Armour Hits', 0).default(0),
  meleeDefence: whole('Armour defence against melee').optional(),
  rangedDefence: whole('Armour defence against ranged').optional(),
});

/** A shield: a defence bonus that counts for the hit, not for damage. */
export const shieldSchema = z.object({
  name: z.string().optional(),
  defence: whole('Shield defence bonus'),
});

/** A perk; only its Hits matter to the rules core. */
export const perkSchema = z.object({
  name: z.string({ error: 'Every perk needs a name.' }),
  hits: whole('Perk Hits').default(0),
});

/** Hand-set values that replace the derived ones (the GM's word wins). */
export const overridesSchema = z.object({
  meleeBonus: whole('Melee bonus override').optional(),
  rangedBonus: whole('Ranged bonus override').optional(),
  hits: whole('Hits override', 0).optional(),
  poolSize: whole('Dice pool override', 1).optional(),
});

/** The whole Waylights character sheet. */
export const waylightsSheetSchema = z.object({
  name: z.string({ error: 'The character needs a name.' }).min(1, { error: 'The character needs a name.' }),
  stats: z.object({
    strength: whole('Strength'),
    speed: whole('Speed'),
    instinct: whole('Instinct'),
    focus: whole('Focus'),
  }, { error: 'Stats (Strength, Speed, Instinct, Focus) are missing.' }),
  skills: z.object({
    melee: skill('Melee', 'strength'),
    ranged: skill('Ranged', 'instinct'),
  }, { error: 'Skills (melee and ranged) are missing.' }),
  threshold: whole('Threshold', 1),
  timing: whole('Timing'),
  movement: whole('Movement (hexes)', 0),
  /** Dice in the pool; when absent the encounter's waylights.poolSize setting applies. */
  poolSize: whole('Dice pool size', 1).optional(),
  resolve: z.enum(['civilian', 'trained', 'fanatic', 'fearless'], {
    error: 'Resolve must be civilian, trained, fanatic or fearless.',
  }),
  armour: armourSchema.optional(),
  shield: shieldSchema.optional(),
  perks: z.array(perkSchema).default([]),
  weapons: z.array(weaponSchema).default([]),
  overrides: overridesSchema.default({}),
});

/** A parsed, valid sheet (defaults filled). */
export type WaylightsSheet = z.output<typeof waylightsSheetSchema>;
/** What a sheet file or form may hold before defaults are filled. */
export type WaylightsSheetInput = z.input<typeof waylightsSheetSchema>;
/** A parsed weapon. */
export type Weapon = z.output<typeof weaponSchema>;

/** One problem in a sheet: where and what, in words for the GM. */
export type SheetIssue = { path: string; message: string };

/** Validates a sheet; on failure returns every problem with a readable field path. */
export function parseSheet(input: unknown): { ok: true; sheet: WaylightsSheet } | { ok: false; issues: SheetIssue[] } {
  const r = waylightsSheetSchema.safeParse(input);
  if (r.success) return { ok: true, sheet: r.data };
  return {
    ok: false,
    issues: r.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
  };
}

/** The bonus a skill gives: its level (untrained counts -1) plus the paired stat. */
export function skillBonus(s: { level: number | 'untrained'; stat: StatName }, stats: Record<StatName, number>): number {
  return (s.level === 'untrained' ? -1 : s.level) + stats[s.stat];
}

/** A derived value with the computed figure kept beside the one in force. */
export type Derived = { value: number; computed: number; overridden: boolean };

/** The values the rules read from a sheet. */
export type DerivedSheet = {
  meleeBonus: Derived;
  rangedBonus: Derived;
  /** 1 + armour Hits + perk Hits. */
  hits: Derived;
  poolSize: Derived;
};

function pick(computed: number, override: number | undefined): Derived {
  return override === undefined
    ? { value: computed, computed, overridden: false }
    : { value: override, computed, overridden: true };
}

/** Computes the derived values of a sheet, applying its overrides; pool size defaults to settings.poolSize. */
export function deriveSheet(sheet: WaylightsSheet, settings?: Partial<WaylightsSettings>): DerivedSheet {
  const s = waylightsSettings(settings);
  const perkHits = sheet.perks.reduce((n, p) => n + p.hits, 0);
  return {
    meleeBonus: pick(skillBonus(sheet.skills.melee, sheet.stats), sheet.overrides.meleeBonus),
    rangedBonus: pick(skillBonus(sheet.skills.ranged, sheet.stats), sheet.overrides.rangedBonus),
    hits: pick(1 + (sheet.armour?.hits ?? 0) + perkHits, sheet.overrides.hits),
    poolSize: pick(sheet.poolSize ?? s.poolSize, sheet.overrides.poolSize),
  };
}

/** The armour's flat defence bonus against an attack of this kind (0 without armour or bonus). */
export function armourDefence(sheet: WaylightsSheet, attackKind: 'melee' | 'ranged'): number {
  const a = sheet.armour;
  if (!a) return 0;
  return (attackKind === 'melee' ? a.meleeDefence : a.rangedDefence) ?? 0;
}

/**
 * Whose skill bonus a side's dice take (RULES.md 3.1, House): the weapon it fights with; with none
 * that reaches, its ranged skill when it holds only launchers, else its melee skill.
 */
export function diceSkillKind(sheet: WaylightsSheet, fightsWith?: Weapon): 'melee' | 'ranged' {
  if (fightsWith) return fightsWith.kind;
  return sheet.weapons.length > 0 && sheet.weapons.every((w) => w.kind === 'ranged') ? 'ranged' : 'melee';
}

/** The named weapon of a sheet, or undefined. */
export function findWeapon(sheet: WaylightsSheet, name: string): Weapon | undefined {
  return sheet.weapons.find((w) => w.name === name);
}

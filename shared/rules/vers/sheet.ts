// The VERS character sheet: what a GM types in, validated with messages a GM can act on. The side
// (PC or NPC) is not here: the encounter decides it, so one sheet can serve either role.
import { z } from 'zod';
import { weaponAreaSchema } from '../tactics/area';
import { CONDITION_ORDER } from './conditions';

/** The nine VERS attributes plus Size. */
export const ATTRIBUTE_NAMES = [
  'logic', 'strength', 'presence',
  'intuition', 'agility', 'charisma',
  'resolve', 'stamina', 'composure',
  'size',
] as const;

/** One attribute name. */
export type AttributeName = (typeof ATTRIBUTE_NAMES)[number];

/** Attribute values the sheet accepts. */
export const ATTRIBUTE_RANGE = { min: -5, max: 10 } as const;

/** Skill ranks the sheet accepts; a skill not listed is untrained. */
export const SKILL_RANK_RANGE = { min: 0, max: 5 } as const;

/** Skill keys the rules look up by name. */
export const SKILLS = {
  athletics: 'athletics',
  grappling: 'grappling',
  closeCombat: 'closeCombat',
  rangedCombat: 'rangedCombat',
  firstAid: 'firstAid',
} as const;

function whole(label: string, min: number, max: number) {
  return z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` });
}

function attribute(label: string) {
  return whole(label, ATTRIBUTE_RANGE.min, ATTRIBUTE_RANGE.max);
}

const attributes = z.object(
  {
    logic: attribute('Logic'),
    strength: attribute('Strength'),
    presence: attribute('Presence'),
    intuition: attribute('Intuition'),
    agility: attribute('Agility'),
    charisma: attribute('Charisma'),
    resolve: attribute('Resolve'),
    stamina: attribute('Stamina'),
    composure: attribute('Composure'),
    size: attribute('Size'),
  },
  { error: 'Attributes are missing: every attribute needs a value (0 is average)' },
);

/** A weapon (or natural attack) on the sheet. */
export const WeaponSchema = z.object({
  name: z.string({ error: 'A weapon needs a name' }).trim().min(1, { error: 'A weapon needs a name' }),
  skill: z.string({ error: 'A weapon needs the skill it is used with' }).trim().min(1, { error: 'A weapon needs the skill it is used with' }),
  attribute: z.enum(ATTRIBUTE_NAMES, { error: `The weapon's attribute must be one of ${ATTRIBUTE_NAMES.join(', ')}` }).default('agility'),
  ev: whole('Effect Value (EV)', 0, 30),
  reach: whole('Weapon reach', 0, 10).default(0),
  ranged: z.boolean({ error: 'Say whether the weapon is ranged (true or false)' }).default(false),
  /** A natural weapon (fists, claws): no penalty in a grapple. */
  body: z.boolean({ error: 'Say whether the weapon is part of the body (true or false)' }).default(false),
  /** The NPC's static attack with this weapon, when the GM sets it instead of attribute + skill. */
  staticAttack: whole('Static attack', -20, 40).optional(),
  /** RULES.md 5.3: the hexes it strikes at once; absent or null for one target. */
  area: weaponAreaSchema,
});

/** A weapon as stored on a validated sheet. */
export type Weapon = z.infer<typeof WeaponSchema>;

const mark = z.object({
  condition: z.enum(CONDITION_ORDER, { error: 'An injury is grazed, wounded, impaired or disabled' }),
  lethal: z.boolean({ error: 'Say whether the injury is lethal (true or false)' }),
  note: z.string().default(''),
});

/** The VERS character sheet. */
export const VersSheetSchema = z
  .object({
    name: z.string({ error: 'The character needs a name' }).trim().min(1, { error: 'The character needs a name' }),
    body: z.enum(['biped', 'quadruped'], { error: 'Body plan must be biped or quadruped' }).default('biped'),
    attributes,
    skills: z
      .record(
        z.string().trim().min(1, { error: 'A skill needs a name' }),
        whole('A skill rank', SKILL_RANK_RANGE.min, SKILL_RANK_RANGE.max),
      )
      .default({}),
    weapons: z.array(WeaponSchema).default([]),
    rv: whole('Resistance Value (RV)', 0, 30).default(0),
    /** Values the GM sets by hand instead of the computed ones. */
    overrides: z
      .object({
        dodge: whole('Dodge', -20, 30).optional(),
        discipline: whole('Discipline', -20, 30).optional(),
        movement: whole('Movement', 0, 60).optional(),
        reach: whole('Reach', -10, 20).optional(),
      })
      .default({}),
    injuries: z.array(mark).default([]),
    /**
     * A shield the character holds (RULES.md 2.4): a cover object it carries, counted against
     * attacks from its front three directions when facing is used, else against all attacks.
     */
    shield: z
      .object({
        name: z.string({ error: 'A shield needs a name' }).trim().min(1, { error: 'A shield needs a name' }).max(60),
        cover: whole('Shield cover', 1, 10),
        structure: whole('Shield structure points', 1, 10000),
      })
      .nullable()
      .optional(),
  })
  .superRefine((sheet, ctx) => {
    const counts = { grazed: 0, wounded: 0, impaired: 0, disabled: 0 };
    for (const m of sheet.injuries) counts[m.condition] += 1;
    const slots = { grazed: 2, wounded: 2, impaired: 1, disabled: 1 };
    for (const level of CONDITION_ORDER) {
      if (counts[level] > slots[level]) {
        ctx.addIssue({ code: 'custom', path: ['injuries'], message: `The injury track holds at most ${slots[level]} ${level}, found ${counts[level]}` });
      }
    }
    const names = new Set<string>();
    sheet.weapons.forEach((w, i) => {
      if (names.has(w.name)) ctx.addIssue({ code: 'custom', path: ['weapons', i, 'name'], message: `Two weapons are called "${w.name}"; give each its own name` });
      names.add(w.name);
    });
  });

/** A validated VERS sheet (defaults filled). */
export type VersSheet = z.infer<typeof VersSheetSchema>;

/** A sheet as a GM may write it (defaults optional). */
export type VersSheetInput = z.input<typeof VersSheetSchema>;

/** Validates a sheet: the sheet, or the problems as "field: message" lines for the GM. */
export function parseVersSheet(input: unknown): { ok: true; sheet: VersSheet } | { ok: false; errors: string[] } {
  const r = VersSheetSchema.safeParse(input);
  if (r.success) return { ok: true, sheet: r.data };
  return {
    ok: false,
    errors: r.error.issues.map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message)),
  };
}

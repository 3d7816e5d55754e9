// What VERS adds to the generic schemas (shared/model): its sheet, settings, attack choices, free
// roll, harm edit and own commands, and its entry in the catalog of systems, so the model's types
// (Encounter, Harm, Command, ...) know VERS without the model importing it.
import { z } from 'zod';
import { VersSheetSchema } from '../../rules/vers/sheet';
import type { CatalogEntry, SystemSchemas } from '../../model/catalog';
import { hexSchema } from '../../model/schema';

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` });

const id = z.string().min(1).max(64);
const note = z.string().max(2000);
/** Faces typed for the next turn's start (a Disabled character's Discipline). */
const turnStartDice = z.array(z.number().int()).max(20).optional();
const condition = z.enum(['grazed', 'wounded', 'impaired', 'disabled']);

/** One VERS injury mark, lethal or not, with a free note. */
export type VersMark = { condition: 'grazed' | 'wounded' | 'impaired' | 'disabled'; lethal: boolean; note: string };

/** VERS harm: the injury track as marks, how the character fell, what its shield has left. */
export type VersHarmState = { system: 'vers'; marks: VersMark[]; fallen?: 'unconscious' | 'dead'; shield?: number };

/** The VERS schemas the registry builds the generic ones from. */
export const versSchemas = {
  system: 'vers',
  sheet: VersSheetSchema,
  settings: z.object({
    tnBase: whole('TN base', -20, 40),
    dramatic: z.object({ success: whole('Dramatic success', 3, 18), failure: whole('Dramatic failure', 3, 18) }),
    multiAttackFirstFree: z.boolean(),
    coverEquality: z.enum(['literal', 'counterfactual']),
    ndvAddsDoS: z.boolean(),
    sameSideRoller: z.enum(['attacker', 'gm']),
  }),
  choices: z.object({
    system: z.literal('vers'),
    /** The defender can see the attack coming. */
    defenderAware: z.boolean(),
  }),
  /** A check against an effective target number (RULES.md 2.1). */
  roll: z.object({ system: z.literal('vers'), effTN: z.number().int().min(-30).max(60) }),
  /** Add or remove injury marks. */
  harmEdit: {
    addMark: z.object({ condition, lethal: z.boolean(), note }).optional(),
    removeMark: condition.optional(),
  },
  commands: [
    z.object({
      type: z.literal('recover'),
      id,
      kind: z.enum(['vers-daily', 'vers-quick']),
      /** VERS daily recovery: the Stamina roll's degrees of success (the GM rolls it or the app does). */
      degrees: z.number().int().min(0).max(30).optional(),
      /** VERS quick recovery in combat: the ally who tends `id` and makes the First Aid roll (the acting one); absent: `id` itself. */
      medic: id.optional(),
      /** VERS quick recovery in combat: the First Aid 3d6 rolled at the table. */
      dice: z.array(z.number().int()).max(3).optional(),
      note: note.optional(),
    }),
  ],
  commandFields: {
    /** RULES.md 2.3: a grapple started by a roll, an attack with the grappling skill; `dice`: the faces rolled at the table. */
    grapple: { roll: z.literal(true).optional(), dice: z.array(z.number().int()).max(20).optional() },
    /** RULES.md 2.3: with `roll`, the held one's grappling attack on `from`, its holder; `to`: the free adjacent hex it steps into on a success. */
    'break-free': { roll: z.literal(true).optional(), to: hexSchema.optional(), dice: z.array(z.number().int()).max(20).optional() },
    /** Faces the GM rolled for whatever the next turn's start asks (a Disabled character's Discipline). */
    'end-turn': { dice: turnStartDice },
    delay: { dice: turnStartDice },
    ready: { dice: turnStartDice },
  },
} as const satisfies SystemSchemas;

type Exact = typeof versSchemas;
/** The exact type of the VERS schemas, by name, so declarations that mention it reach this module (and the catalog entry below). */
export interface VersSchemas extends Exact {
  readonly system: 'vers';
}

declare module '../../model/catalog' {
  interface SystemCatalog {
    vers: CatalogEntry<VersSchemas, VersHarmState, 'grapple-failed' | 'break-free-failed'>;
  }
}

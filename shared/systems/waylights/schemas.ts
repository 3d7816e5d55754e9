// What Waylights adds to the generic schemas (shared/model): its sheet, settings, attack choices,
// free roll and harm edit, and its entry in the catalog of systems, so the model's types
// (Encounter, Harm, Command, ...) know Waylights without the model importing it.
import { z } from 'zod';
import { waylightsSheetSchema } from '../../rules/waylights/sheet';
import type { CatalogEntry, SystemSchemas } from '../../model/catalog';
import { hexSchema } from '../../model/schema';

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` });

/** Waylights harm: wounds, injury and tension, and whether the character died. */
export type WaylightsHarmState = { system: 'waylights'; wounds: number; injury: number; tension: number; dead?: boolean };

/** The Waylights schemas the registry builds the generic ones from. */
export const waylightsSchemas = {
  system: 'waylights',
  sheet: waylightsSheetSchema,
  settings: z.object({
    dieSize: whole('Die size', 2, 100),
    poolSize: whole('Pool size', 1, 20),
    weaponBonusPerAttackDie: z.number().min(-10).max(10),
    nearMissTension: z.boolean(),
    coverModifierPerPoint: z.number().min(-100).max(100),
  }),
  choices: z.object({
    system: z.literal('waylights'),
    /** Dice the attacker puts into attack (the rest defend). */
    attackDice: z.number().int().min(0).max(20),
    /** Dice the defender puts into defence. */
    defenceDice: z.number().int().min(0).max(20),
    /**
     * Against a ranged attack: the free adjacent hex the defender steps into for one die of its
     * pool (RULES.md 3.3); null or absent for no step.
     */
    stepAside: hexSchema.nullable().optional(),
  }),
  /** A pool with a bonus per die against a number (RULES.md 3.3). */
  roll: z.object({ system: z.literal('waylights'), dice: z.number().int().min(1).max(20), bonusPerDie: z.number().int().min(-20).max(20), against: z.number().int().min(-100).max(400) }),
  /** Wounds and tension changes. */
  harmEdit: {
    wounds: z.number().int().min(-1000).max(1000).optional(),
    tension: z.number().int().min(-100).max(100).optional(),
  },
  commands: [],
  commandFields: {
    'start-combat': {
      /** RULES.md 3.2: the side that meant to surprise the other, for every round; 'pc' includes allies. */
      surprise: z.enum(['pc', 'npc']).nullable().optional(),
    },
  },
} as const satisfies SystemSchemas;

type Exact = typeof waylightsSchemas;
/** The exact type of the Waylights schemas, by name, so declarations that mention it reach this module (and the catalog entry below). */
export interface WaylightsSchemas extends Exact {
  readonly system: 'waylights';
}

declare module '../../model/catalog' {
  interface SystemCatalog {
    waylights: CatalogEntry<WaylightsSchemas, WaylightsHarmState>;
  }
}

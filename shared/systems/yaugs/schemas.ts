// What YAUGS adds to the generic schemas (shared/model): its sheet, settings, attack choices, free
// roll, harm edit and own commands, and its entry in the catalog of systems, so the model's types
// (Encounter, Harm, Command, ...) know YAUGS without the model importing it.
import { z } from 'zod';
import { yaugsSheetSchema } from '../../rules/yaugs/sheet';
import type { CatalogEntry, SystemSchemas } from '../../model/catalog';
import { hexSchema } from '../../model/schema';

const id = z.string().min(1).max(64);

/** YAUGS harm: hit points against the maximum. */
export type YaugsHarmState = { system: 'yaugs'; hp: number; maxHp: number };

/** The YAUGS schemas the registry builds the generic ones from. */
export const yaugsSchemas = {
  system: 'yaugs',
  sheet: yaugsSheetSchema,
  settings: z.object({
    marginalFailureWidth: z.enum(['example', 'literal']),
    coverModifierPerPoint: z.number().min(-100).max(100),
  }),
  choices: z.object({
    system: z.literal('yaugs'),
    /** The defender sees or senses the attack (GM tick "detects this attack"). */
    defenderAware: z.boolean(),
    /** The defender is free to move (not bound, stunned, immobilised, boxed in). */
    defenderCanMove: z.boolean(),
    areaEffect: z.boolean(),
    /** A weapon or shield the defender parries or blocks with if the attack wins; null for none. */
    parryWith: z.string().max(80).nullable(),
  }),
  /** A d100 against a target (RULES.md 1.1). */
  roll: z.object({ system: z.literal('yaugs'), target: z.number().int().min(-100).max(400) }),
  /** A hit point change. */
  harmEdit: { hp: z.number().int().min(-1000).max(1000).optional() },
  commands: [
    z.discriminatedUnion('method', [
      z.object({
        type: z.literal('yaugs-raise-oq'),
        id,
        /** Give ground (RULES.md 1.4): an opposed roll; on a win the OQ rises and `id` steps back into `to`. */
        method: z.literal('give-ground'),
        to: hexSchema,
        /** [defender d100, attackers' d100] rolled at the table; absent: the seeded generator rolls. */
        dice: z.array(z.number().int()).max(2).optional(),
      }),
      z.object({ type: z.literal('yaugs-raise-oq'), id, method: z.literal('forgo-attacks') }),
    ]),
  ],
  commandFields: {
    attack: {
      /** RULES.md 1.2, 1.4: the Counter-Attack a critical defence offered, by that defender on that attacker. */
      counterAttack: z.boolean().optional(),
    },
  },
} as const satisfies SystemSchemas;

type Exact = typeof yaugsSchemas;
/** The exact type of the YAUGS schemas, by name, so declarations that mention it reach this module (and the catalog entry below). */
export interface YaugsSchemas extends Exact {
  readonly system: 'yaugs';
}

declare module '../../model/catalog' {
  interface SystemCatalog {
    /** Its own log event: a raise of the Opponent Quotient (RULES.md 1.4). */
    yaugs: CatalogEntry<YaugsSchemas, YaugsHarmState, 'oq-raised'>;
  }
}

// Every schema that differs by system, built from a list of systems' schemas: the encounter (one
// variant per system), a combatant, a character file's body, settings, and one command (choices,
// free roll, harm edit and each system's own commands inside). The registry calls it with its one
// list; it names no system, so the list alone decides which systems a file or command may name.
import { z } from 'zod';
import type { SystemSchemas } from '../model/catalog';
import { buildCommandSchema } from '../model/commands';
import { checkEncounter, combatantSchema, encounterVariantSchema, oneOf, portraitSchema, type Encounter } from '../model/schema';

/** The schemas built from a list of systems, loosely typed (the registry gives them the catalog's types). */
export type SchemaSet = {
  /** The systems' ids, in the list's order. */
  readonly ids: readonly string[];
  /** What a file whose `system` is none of them is told. */
  readonly expected: string;
  readonly encounter: z.ZodType;
  readonly character: z.ZodType;
  readonly command: z.ZodType;
  /** Each system's combatant schema, by id. */
  readonly combatants: Readonly<Record<string, z.ZodObject>>;
  /** Each system's settings schema, by id. */
  readonly settings: Readonly<Record<string, z.ZodObject>>;
};

/** Every system's added fields of the shared commands, by command type, in the list's order. */
function mergedFields(list: readonly SystemSchemas[]): Record<string, z.ZodRawShape> {
  const out: Record<string, z.ZodRawShape> = {};
  for (const s of list) for (const [type, shape] of Object.entries(s.commandFields ?? {})) out[type] = { ...out[type], ...shape };
  return out;
}

/** The schemas of every part that differs by system, for the systems in `list` (at least one). */
export function buildSchemaSet(list: readonly SystemSchemas[]): SchemaSet {
  if (list.length === 0) throw new Error('A schema set needs at least one system.');
  // zod's unions take a non-empty tuple.
  const each = <T>(make: (s: SystemSchemas) => T) => list.map(make) as unknown as [T, ...T[]];
  const ids = list.map((s) => s.system);
  const expected = `The system must be ${oneOf(ids)}`;
  const combatants = Object.fromEntries(list.map((s) => [s.system, combatantSchema(s.sheet)]));
  const combatantOf = (s: SystemSchemas) => combatants[s.system]!;
  const typed = <T>(schema: z.ZodType) => schema as unknown as z.ZodType<T>;
  return {
    ids,
    expected,
    encounter: z
      .discriminatedUnion('system', each((s) => encounterVariantSchema(s.system, s.settings, combatantOf(s))), { error: expected })
      .superRefine((enc, ctx) => checkEncounter(enc as unknown as Encounter, ctx)),
    character: z.discriminatedUnion('system', each((s) => z.object({ system: z.literal(s.system), sheet: s.sheet, portrait: portraitSchema })), { error: expected }),
    command: buildCommandSchema({
      choices: typed(z.discriminatedUnion('system', each((s) => s.choices))),
      combatant: typed(z.union(each(combatantOf))),
      sheet: typed(z.union(each((s) => s.sheet))),
      settingsPatch: typed(z.union(each((s) => s.settings.partial().strict()))),
      roll: typed(z.discriminatedUnion('system', each((s) => s.roll))),
      harmEdit: Object.assign({}, ...list.map((s) => s.harmEdit)) as z.ZodRawShape,
      systemCommands: list.flatMap((s) => s.commands),
      commandFields: mergedFields(list),
    }),
    combatants,
    settings: Object.fromEntries(list.map((s) => [s.system, s.settings])),
  };
}

// What the registry derives from its one list of systems: the lookups by id, every schema that
// differs by system, and the commands only some systems know (which the reducer sends to the
// encounter's system). Apart from the list so that a test can assemble a registry with one more
// system exactly as the app assembles its own.
import type { z } from 'zod';
import type { SystemAdapter } from './definition';
import type { SystemEntry } from './entry';
import { buildSchemaSet, type SchemaSet } from './schemaSet';

/** A registry assembled from a list of systems (the registry gives its members the catalog's types). */
export type AssembledRegistry = {
  readonly SYSTEMS: Readonly<Record<string, SystemEntry>>;
  readonly SYSTEM_IDS: readonly string[];
  readonly adapterFor: (system: string) => SystemAdapter;
  readonly systemEntry: (system: string) => SystemEntry;
  readonly SYSTEM_NAMES: Readonly<Record<string, string>>;
  readonly SYSTEM_EXPECTED: string;
  readonly COMBATANT_SCHEMAS: SchemaSet['combatants'];
  readonly SETTINGS_SCHEMAS: SchemaSet['settings'];
  readonly encounterSchema: z.ZodType;
  readonly characterSchema: z.ZodType;
  readonly commandSchema: z.ZodType;
  readonly SYSTEM_COMMANDS: readonly string[];
};

/** The registry of the systems in `systems`, by id, in the order the app offers them. */
export function assembleRegistry(systems: Readonly<Record<string, SystemEntry>>): AssembledRegistry {
  const ids = Object.keys(systems);
  const built = buildSchemaSet(ids.map((s) => systems[s]!.definition.schemas));
  return {
    SYSTEMS: systems,
    SYSTEM_IDS: ids,
    adapterFor: (system) => systems[system]!.definition,
    systemEntry: (system) => systems[system]!,
    SYSTEM_NAMES: Object.fromEntries(ids.map((s) => [s, systems[s]!.name])),
    SYSTEM_EXPECTED: built.expected,
    COMBATANT_SCHEMAS: built.combatants,
    SETTINGS_SCHEMAS: built.settings,
    encounterSchema: built.encounter,
    characterSchema: built.character,
    commandSchema: built.command,
    // Each command a system resolves itself, once, in the list's order.
    SYSTEM_COMMANDS: [...new Set(ids.flatMap((s) => Object.keys(systems[s]!.definition.commands ?? {})))],
  };
}

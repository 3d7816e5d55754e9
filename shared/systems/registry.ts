// The one list of game systems. The engine looks each definition up by the encounter's system id,
// and every schema that differs by system (encounter, combatant, character, settings, choices,
// free roll, harm edit, the systems' own commands and fields) is built from this list (./assembly),
// and so is the reducer's table of the systems' own commands; so are the sample fights
// (shared/sim/examples.ts). Adding a system is one entry in SYSTEMS (with its
// import of the system's folder entry, shared/systems/<id>/index.ts); no generic file names a system.
import type { z } from 'zod';
import type { SchemasOf, SystemId } from '../model/catalog';
import type { Command } from '../model/commands';
import type { combatantSchema, Encounter, SheetOf } from '../model/schema';
import type { SystemAdapter } from './definition';
import type { SystemEntry } from './entry';
import { assembleRegistry } from './assembly';
import { yaugsSystem } from './yaugs';
import { versSystem } from './vers';
import { waylightsSystem } from './waylights';

/**
 * Every system's entry (its definition and samples), by id, in the order the app offers them.
 * Exported so that the declarations of this module reach each system's schemas, and with them its
 * catalog entry.
 */
export const SYSTEMS = {
  yaugs: yaugsSystem,
  vers: versSystem,
  waylights: waylightsSystem,
} as const satisfies Record<SystemId, SystemEntry>;

const registry = assembleRegistry(SYSTEMS);

/** Every system, in the order the app offers them. */
export const SYSTEM_IDS = registry.SYSTEM_IDS as readonly SystemId[];

/** The rules adapter of a system. */
export const adapterFor: (system: SystemId) => SystemAdapter = registry.adapterFor;

/** A system's entry: its definition and what the app asks beside it. */
export const systemEntry: (system: SystemId) => SystemEntry = registry.systemEntry;

/** The systems' names as their books write them, by id (one way on screen and in the exports). */
export const SYSTEM_NAMES = registry.SYSTEM_NAMES as Readonly<Record<SystemId, string>>;

/** What a file whose `system` is none of the registry's is told ('The system must be "a", "b" or "c"'). */
export const SYSTEM_EXPECTED = registry.SYSTEM_EXPECTED;

/** Each system's combatant (its sheet inside), for adding one to a running fight. */
export const COMBATANT_SCHEMAS = registry.COMBATANT_SCHEMAS as { readonly [S in SystemId]: ReturnType<typeof combatantSchema<z.ZodType<SheetOf<S>>>> };

/** Each system's settings (RULES.md Settings and House defaults), complete. */
export const SETTINGS_SCHEMAS = registry.SETTINGS_SCHEMAS as { readonly [S in SystemId]: SchemasOf<S>['settings'] };

/** The zod schema of an encounter (without the file envelope). */
export const encounterSchema = registry.encounterSchema as z.ZodType<Encounter>;

/** A validated character file body: a sheet and the system it belongs to. */
/** A character file's body: a sheet and, optionally, its token art (a library asset name). */
export type CharacterBody = { [S in SystemId]: { system: S; sheet: SheetOf<S>; portrait?: string } }[SystemId];

/** The zod schema of a character file's body: the system names which sheet schema applies. */
export const characterSchema = registry.characterSchema as z.ZodType<CharacterBody>;

/** The zod schema of one command. */
export const commandSchema = registry.commandSchema as z.ZodType<Command>;

/** The commands only some systems know (their own, and those resolved in their terms): the reducer sends them to the encounter's system. */
export const SYSTEM_COMMANDS = registry.SYSTEM_COMMANDS;

// The catalog of game systems as types. The model is generic over the system: it names no system
// and imports none. Each system's folder adds its entry to `SystemCatalog` by module augmentation
// (`declare module '../../model/catalog' { interface SystemCatalog { <id>: CatalogEntry<...> } }`,
// see shared/systems/<id>/schemas.ts), and shared/systems/registry.ts builds the run-time schemas
// from the same definitions, so the types here and the schemas there cannot disagree.
import type { z } from 'zod';

/**
 * Every game system, by id, with its types. Empty here on purpose: each system's folder augments
 * it with one member.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SystemCatalog {}

/** A game system's id: a key of the catalog. */
export type SystemId = keyof SystemCatalog & string;

/**
 * The zod schemas one system contributes to the generic ones, kept in its own folder
 * (shared/systems/<id>/schemas.ts) and read by the registry.
 */
export type SystemSchemas = {
  /** The system's id, the value of every `system` field it owns. */
  readonly system: string;
  /** A combatant's sheet (its character file's `sheet`). */
  readonly sheet: z.ZodType;
  /** The encounter's settings for this system, complete. */
  readonly settings: z.ZodObject;
  /** An attack's choices, `{ system: <id>, ... }`. */
  readonly choices: z.ZodObject;
  /** A `free-roll` command's `roll`, `{ system: <id>, ... }`, in the system's terms. */
  readonly roll: z.ZodObject;
  /** The fields it adds to `adjust-harm` (each optional): a harm change by hand in its terms. */
  readonly harmEdit: z.ZodRawShape;
  /** The commands only this system knows (RULES.md appendix), each discriminated by `type`. */
  readonly commands: readonly z.ZodType[];
  /** The fields it adds to commands every system shares, by command type (each optional: a YAUGS Counter-Attack's `counterAttack`). */
  readonly commandFields?: { readonly [type: string]: z.ZodRawShape };
};

/** The output of a system's added command fields, by command type. */
type FieldsOutput<T extends SystemSchemas> = T extends { readonly commandFields: infer F extends { readonly [type: string]: z.ZodRawShape } }
  ? { [K in keyof F]: z.output<z.ZodObject<F[K]>> }
  : Record<never, never>;

/**
 * A system's catalog entry: the types its schemas give, its harm (plain state, no schema) and the
 * kinds of log event only it writes (`Events`, none by default).
 */
export type CatalogEntry<T extends SystemSchemas, Harm extends { system: T['system'] }, Events extends string = never> = {
  schemas: T;
  sheet: z.output<T['sheet']>;
  settings: z.output<T['settings']>;
  choices: z.output<T['choices']>;
  roll: z.output<T['roll']>;
  harmEdit: z.output<z.ZodObject<T['harmEdit']>>;
  commands: z.output<T['commands'][number]>;
  commandFields: FieldsOutput<T>;
  harm: Harm;
  events: Events;
};

type EntryKey = keyof CatalogEntry<SystemSchemas, { system: string }>;

type Get<T, K extends PropertyKey> = T extends { [P in K]: infer V } ? V : never;

/** One part of one system's entry (its sheet, settings, choices, harm...). */
export type PartOf<S extends SystemId, K extends EntryKey> = Get<SystemCatalog[S], K>;

/** One system's zod schemas, with their exact types. */
export type SchemasOf<S extends SystemId> = Extract<PartOf<S, 'schemas'>, SystemSchemas>;

/** One part of every system's entry, as a union over the systems. */
export type AnyPart<K extends EntryKey> = { [S in SystemId]: PartOf<S, K> }[SystemId];

/** An object type written out (an intersection shown and checked as one object). */
export type Flat<T> = { [K in keyof T]: T[K] };

/** The intersection of a union's members. */
export type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

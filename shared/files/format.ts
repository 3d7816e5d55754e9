// What the file machinery needs to know about one file format: its name, its current version, the
// schema of that version, and how to bring each older version up to date.
import type { z } from 'zod';

/** The file formats Hexfray reads and writes (the registry holds one record for each). */
export const FORMAT_NAMES = ['hexfray/encounter', 'hexfray/character', 'hexfray/session'] as const;

/** The name of a file format Hexfray reads and writes. */
export type FormatName = (typeof FORMAT_NAMES)[number];

/**
 * Brings the body of a file (everything but `format` and `version`) from one version to the next.
 * It receives plain JSON data that has not been validated, so it must check before it assumes.
 */
export type Migration = (body: Record<string, unknown>) => Record<string, unknown>;

/** What a library listing shows of a file without opening it in full. */
export type FileSummary = { readonly name: string; readonly system?: string; readonly combatants?: number };

/** One file format: `migrations[i]` upgrades version i+1 to i+2, so there are currentVersion - 1 of them. */
export type FileFormat<T = unknown> = {
  readonly format: FormatName;
  /** The file name ending the library gives this format, e.g. '.encounter.json'. */
  readonly extension: string;
  readonly currentVersion: number;
  /** Validates the body of a file at the current version (without `format` and `version`). */
  readonly schema: z.ZodType<T>;
  readonly migrations: readonly Migration[];
  /**
   * A cheap check of the raw body run before anything else (migrations, the schema), for limits
   * whose breach would make the rest slow: a field path and what was expected, or null.
   */
  readonly checkSize?: (body: Record<string, unknown>) => { readonly path: string; readonly expected: string } | null;
  /** The same limits read from the text of a big file before it is parsed (a pass costing half a parse): a field path and what was expected, or null. */
  readonly checkText?: (text: string) => { readonly path: string; readonly expected: string } | null;
  /** Name, system and size of a validated body, for listings. */
  readonly summarize: (body: T) => FileSummary;
  /** The body with its display name changed (for rename and duplicate). */
  readonly withName: (body: T, name: string) => T;
};

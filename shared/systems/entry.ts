// One system's entry in the registry's list (shared/systems/<id>/index.ts): its definition, which
// the engine asks during a fight, and what the app around the engine asks of it (its sample fights).
// The registry's one line per system names this entry; nothing else lists the systems.
import type { SystemSchemas } from '../model/catalog';
import type { SystemAdapter } from './definition';

/** A system's sample fights, drawn with ./exampleMap; plain input to the encounter schema (the caller parses it). */
export type SystemExamples = {
  /** The file name the sample is shipped under in build/examples/ (without `.encounter.json`). */
  readonly slug: string;
  /** The sample encounter: its map, sides and notes, settings complete. */
  encounter(): Readonly<Record<string, unknown>>;
  /** Four sample sheets, placed on each side of a four-against-four fight on the sample's map (the engine benchmarks). */
  readonly fourSheets: readonly [object, object, object, object];
};

/** One system's entry: its definition and what the app asks beside it. */
export type SystemEntry<T extends SystemSchemas = SystemSchemas> = {
  /** What the engine asks of the system during a fight. */
  readonly definition: SystemAdapter<T>;
  readonly examples: SystemExamples;
};

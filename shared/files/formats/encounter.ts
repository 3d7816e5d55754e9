// The encounter file format, `*.encounter.json`.
//
// Version history:
//   1  Early drafts: the encounter's display name was stored as `title`.
//   2  `title` renamed to `name`, the word every other Hexfray file uses.
//   3  RULES.md section 5: combatants' `footprint`, weapons' `area`, the map's `edges`; an older
//      file's fields of those names, which no Hexfray read, set aside (./sectionFive).
import type { z } from 'zod';
import type { FileFormat, Migration } from '../format';
import { encounterSchema } from '../../systems/registry';
import { upgradeEncounter } from './sectionFive';

/** A validated encounter body (the file without `format` and `version`). */
export type EncounterBody = z.output<typeof encounterSchema>;

/** v1 -> v2: `title` becomes `name` (kept as is when a hand edit already added `name`). */
const renameTitle: Migration = (body) => {
  if (!Object.hasOwn(body, 'title')) return body;
  const { title, ...rest } = body;
  return Object.hasOwn(rest, 'name') ? { ...rest, title } : { ...rest, name: title };
};

/** The encounter format. */
export const encounterFormat: FileFormat<EncounterBody> = {
  format: 'hexfray/encounter',
  extension: '.encounter.json',
  currentVersion: 3,
  schema: encounterSchema,
  migrations: [renameTitle, upgradeEncounter],
  summarize: (body) => ({ name: body.name, system: body.system, combatants: body.combatants.length }),
  withName: (body, name) => ({ ...body, name }),
};

// The session file format, `*.session.json`: an encounter, a seed and the commands played (each
// with the digest of the state it produced), which replay to the same state die for die.
//
// Version history:
//   1  { name, rulesVersion, seed, encounter, commands: [{ command, digest }] }.
import type { z } from 'zod';
import type { FileFormat } from '../format';
import { sessionRecordSchema } from '../../model/sessionSchema';

/** The schema of a session body. */
export const sessionSchema = sessionRecordSchema;

/** A validated session body. */
export type SessionBody = z.output<typeof sessionSchema>;

/** The session format. */
export const sessionFormat: FileFormat<SessionBody> = {
  format: 'hexfray/session',
  extension: '.session.json',
  currentVersion: 1,
  schema: sessionSchema,
  migrations: [],
  summarize: (body) => ({ name: body.name, system: body.encounter.system, combatants: body.encounter.combatants.length }),
  withName: (body, name) => ({ ...body, name }),
};

// The session file format, `*.session.json`: an encounter, a seed and the commands played (each
// with the digest of the state it produced), which replay to the same state die for die.
//
// Version history:
//   1  { name, rulesVersion, seed, encounter, commands: [{ command, digest }] }.
import type { z } from 'zod';
import type { FileFormat } from '../format';
import { MAX_SESSION_COMMANDS } from '../limits';
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
  checkSize: (body) => {
    const commands = body.commands;
    if (!Array.isArray(commands) || commands.length <= MAX_SESSION_COMMANDS) return null;
    const n = (x: number) => x.toLocaleString('en-US');
    return { path: 'commands', expected: `a session of at most ${n(MAX_SESSION_COMMANDS)} commands (this one has ${n(commands.length)}; Hexfray does not replay sessions that long)` };
  },
  summarize: (body) => ({ name: body.name, system: body.encounter.system, combatants: body.encounter.combatants.length }),
  withName: (body, name) => ({ ...body, name }),
};

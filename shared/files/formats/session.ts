// The session file format, `*.session.json`: an encounter, a seed and the commands played (each
// with the digest of the state it produced), which replay to the same state die for die.
//
// Version history:
//   1  { name, rulesVersion, seed, encounter, commands: [{ command, digest }] }.
import { z } from 'zod';
import type { FileFormat } from '../format';
import { MAX_SESSION_COMMANDS } from '../limits';
import { topLevelListLength } from '../topLevelCount';
import { commandSchema, encounterSchema } from '../../systems/registry';

export const sessionEntrySchema = z.object({
  command: commandSchema,
  digest: z.string().regex(/^[0-9a-f]{16}$/, { error: 'A digest is 16 hexadecimal digits' }),
});

/** The schema of a session body: enough to replay the fight die for die. */
export const sessionSchema = z.object({
  name: z.string({ error: 'The session needs a name' }).max(200),
  rulesVersion: z.string({ error: 'The rules version must be text' }).max(40),
  seed: z.string({ error: 'The dice seed must be text' }).max(200),
  encounter: encounterSchema,
  commands: z.array(sessionEntrySchema).max(1_000_000),
});

/** A validated session body. */
export type SessionBody = z.output<typeof sessionSchema>;

/** The refusal of a session of `count` commands, or null when it is within the cap. */
function commandCap(count: number | null): { path: string; expected: string } | null {
  if (count === null || count <= MAX_SESSION_COMMANDS) return null;
  const n = (x: number) => x.toLocaleString('en-US');
  return { path: 'commands', expected: `a session of at most ${n(MAX_SESSION_COMMANDS)} commands (this one has ${n(count)}; Hexfray does not replay sessions that long)` };
}

/** The session format. */
export const sessionFormat: FileFormat<SessionBody> = {
  format: 'hexfray/session',
  extension: '.session.json',
  currentVersion: 1,
  schema: sessionSchema,
  migrations: [],
  checkSize: (body) => commandCap(Array.isArray(body.commands) ? body.commands.length : null),
  // The commands come last in a session file, so the count is read from the text, not a header.
  checkText: (text) => commandCap(topLevelListLength(text, 'commands')),
  summarize: (body) => ({ name: body.name, system: body.encounter.system, combatants: body.encounter.combatants.length }),
  withName: (body, name) => ({ ...body, name }),
};

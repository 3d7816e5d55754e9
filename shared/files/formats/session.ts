// The session file format, `*.session.json`: an encounter, a seed and the commands played, which
// replay to the same state. This is a placeholder schema until shared/encounter defines sessions.
//
// Version history:
//   1  { name?, encounter, seed, commands, rulesVersion? }.
import { z } from 'zod';
import type { FileFormat } from '../format';

/** The placeholder schema of a session body. */
export const sessionSchema = z.looseObject({
  name: z.string({ error: 'The session name must be a text' }).optional(),
  encounter: z.looseObject({}, { error: 'A session holds the encounter it started from (an object {...})' }),
  seed: z.string({ error: 'The dice seed must be a text' }),
  commands: z.array(z.unknown(), { error: 'Commands must be a list [...]' }),
  rulesVersion: z.string({ error: 'The rules version must be a text' }).optional(),
});

/** A validated session body. */
export type SessionBody = z.output<typeof sessionSchema>;

/** The session format. */
export const sessionFormat: FileFormat<SessionBody> = {
  format: 'hexfray/session',
  extension: '.session.json',
  currentVersion: 1,
  schema: sessionSchema,
  migrations: [],
  summarize: (body) => {
    const encName = body.encounter['name'];
    const system = body.encounter['system'];
    return {
      name: body.name ?? (typeof encName === 'string' ? encName : 'Untitled session'),
      ...(typeof system === 'string' ? { system } : {}),
      combatants: Array.isArray(body.encounter['combatants']) ? body.encounter['combatants'].length : 0,
    };
  },
  withName: (body, name) => ({ ...body, name }),
};

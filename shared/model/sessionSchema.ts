// The body of a `*.session.json` file: enough to replay the fight die for die.
import { z } from 'zod';
import { commandSchema } from './commands';
import { encounterSchema } from './schema';

export const sessionEntrySchema = z.object({
  command: commandSchema,
  digest: z.string().regex(/^[0-9a-f]{16}$/, { error: 'A digest is 16 hexadecimal digits' }),
});

/** The zod schema of a session record (without the file envelope). */
export const sessionRecordSchema = z.object({
  name: z.string({ error: 'The session needs a name' }).max(200),
  rulesVersion: z.string({ error: 'The rules version must be text' }).max(40),
  seed: z.string({ error: 'The dice seed must be text' }).max(200),
  encounter: encounterSchema,
  commands: z.array(sessionEntrySchema).max(1_000_000),
});

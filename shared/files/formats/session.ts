// The session file format, `*.session.json`: an encounter, a seed and the commands played (each
// with the digest of the state it produced), which replay to the same state die for die.
//
// Version history:
//   1  { name, rulesVersion, seed, encounter, commands: [{ command, digest }] }, and since fog was
//      kept with its fight an optional `fog: { mode, seen, hidden }`. Optional on purpose, with no
//      new version: a file without it is a fight with fog off, and an older Hexfray keeps the field
//      as one it does not know instead of refusing the whole session.
//   2  RULES.md section 5 in the encounter and in the commands that carry a combatant or a sheet;
//      an older file's fields of those names, which no Hexfray read, set aside (./sectionFive).
import { z } from 'zod';
import type { FileFormat, Migration } from '../format';
import { isPlainObject } from '../canonical';
import { upgradeCommand, upgradeEncounter } from './sectionFive';
import { MAX_SESSION_COMMANDS } from '../limits';
import { topLevelListLength } from '../topLevelCount';
import { commandSchema, encounterSchema } from '../../systems/registry';
import type { SessionFog, SessionRecord } from '../../engine/session';

/** The most hexes a fog list may name: every hex of the largest map (200 x 200). */
const MAX_FOG_HEXES = 200 * 200;

const fogHex = z.string().regex(/^-?\d{1,4},-?\d{1,4}$/, { error: 'A fog hex is written "q,r", two whole numbers' });

/** The fog of war of the fight on the players' screen. */
export const sessionFogSchema = z.object({
  mode: z.enum(['off', 'manual', 'auto'], { error: 'The fog mode is "off", "manual" or "auto"' }),
  seen: z.array(fogHex).max(MAX_FOG_HEXES, { error: `At most ${MAX_FOG_HEXES} hexes seen` }),
  hidden: z.array(fogHex).max(MAX_FOG_HEXES, { error: `At most ${MAX_FOG_HEXES} hexes hidden` }),
}) satisfies z.ZodType<SessionFog>;

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
  fog: sessionFogSchema.optional(),
});

/** A validated session body: the record the engine replays (its lists read-only, as the engine keeps them). */
export type SessionBody = SessionRecord;

/** The refusal of a session of `count` commands, or null when it is within the cap. */
function commandCap(count: number | null): { path: string; expected: string } | null {
  if (count === null || count <= MAX_SESSION_COMMANDS) return null;
  const n = (x: number) => x.toLocaleString('en-US');
  return { path: 'commands', expected: `a session of at most ${n(MAX_SESSION_COMMANDS)} commands (this one has ${n(count)}; Hexfray does not replay sessions that long)` };
}

/** v1 -> v2: the encounter and every command upgraded as ./sectionFive says. */
const upgradeSession: Migration = (body) => {
  const encounter = isPlainObject(body.encounter) ? upgradeEncounter(body.encounter) : body.encounter;
  const upgradeEntry = (e: unknown) => (isPlainObject(e) && isPlainObject(e.command) ? { ...e, command: upgradeCommand(e.command) } : e);
  return { ...body, encounter, commands: Array.isArray(body.commands) ? body.commands.map(upgradeEntry) : body.commands };
};

/** The session format. */
export const sessionFormat: FileFormat<SessionBody> = {
  format: 'hexfray/session',
  extension: '.session.json',
  currentVersion: 2,
  schema: sessionSchema,
  migrations: [upgradeSession],
  checkSize: (body) => commandCap(Array.isArray(body.commands) ? body.commands.length : null),
  // The commands come last in a session file, so the count is read from the text, not a header.
  checkText: (text) => commandCap(topLevelListLength(text, 'commands')),
  summarize: (body) => ({ name: body.name, system: body.encounter.system, combatants: body.encounter.combatants.length }),
  withName: (body, name) => ({ ...body, name }),
};

// A session as long as a test needs, built from the ambush sample.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// From the working folder (the project's root for Vitest and the benches alike): a bench runs as a
// bundle in out/bench/, where this module's own address no longer leads to build/.
const EXAMPLES = join(process.cwd(), 'build', 'examples', '/');

/** The ambush sample's session, made `n` commands long with turns ended one after another. */
export function longSession(n: number): Record<string, unknown> {
  const { format: _f, version: _v, ...base } = JSON.parse(readFileSync(`${EXAMPLES}ambush-at-the-ford.session.json`, 'utf8')) as Record<string, unknown>;
  const first = (base.commands as unknown[])[0];
  const commands = [first];
  while (commands.length < n) commands.push({ command: { type: 'end-turn' }, digest: '0000000000000000' });
  return { ...base, commands };
}


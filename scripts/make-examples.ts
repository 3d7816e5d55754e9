// Writes the sample encounters and one recorded session per system into build/examples/, from the
// code in shared/sim/examples.ts. Run after a rules or schema change: `npm run examples`.
import { writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serializeFile, formatFileErrors } from '../shared/files';
import { EXAMPLES } from '../shared/sim/examples';
import { playTurn } from '../shared/sim/autoplay';
import { Session } from '../shared/engine/session';
import type { Command } from '../shared/model/commands';

const out = fileURLToPath(new URL('../build/examples/', import.meta.url));
mkdirSync(out, { recursive: true });

const SLUGS = { yaugs: 'ambush-at-the-ford', vers: 'wolves-on-the-ridge', waylights: 'the-temple-steps' } as const;

for (const system of ['yaugs', 'vers', 'waylights'] as const) {
  const encounter = EXAMPLES[system]();
  const enc = serializeFile('hexfray/encounter', encounter, `${SLUGS[system]}.encounter.json`);
  if (!enc.ok) throw new Error(formatFileErrors(enc.errors));
  writeFileSync(`${out}${SLUGS[system]}.encounter.json`, enc.text);

  // A few rounds played by the built-in tactic, from a fixed seed: a session that replays exactly.
  const session = new Session(encounter, `${SLUGS[system]}-example`, `${encounter.name} (sample session)`);
  const apply = (cmd: Command) => (session.apply(cmd).ok ? session.state : null);
  let state = session.state;
  while (state.phase !== 'ended' && state.round <= 3) state = playTurn(state, apply);
  const ses = serializeFile('hexfray/session', session.toRecord(), `${SLUGS[system]}.session.json`);
  if (!ses.ok) throw new Error(formatFileErrors(ses.errors));
  writeFileSync(`${out}${SLUGS[system]}.session.json`, ses.text);
  console.log(`${SLUGS[system]}: ${session.applied.length} commands, round ${state.round}`);
}

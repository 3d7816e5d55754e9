// Writes the sample encounters and one recorded session per system into build/examples/, from the
// code in shared/sim/examples.ts (each system's sample drawn in its folder, the registry's list
// deciding which). Run after a rules or schema change: `npm run examples`.
import { writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serializeFile, formatFileErrors } from '../shared/files';
import { EXAMPLES, MORE_EXAMPLES } from '../shared/sim/examples';
import { playTurn } from '../shared/sim/autoplay';
import { Session } from '../shared/engine/session';
import type { Command } from '../shared/model/commands';
import type { Encounter } from '../shared/model/schema';
import { SYSTEM_IDS, systemEntry } from '../shared/systems/registry';

const out = fileURLToPath(new URL('../build/examples/', import.meta.url));
mkdirSync(out, { recursive: true });

// A system copied from another keeps the other's slug until renamed: refuse rather than write one
// system's samples over another's.
const taken = new Map<string, string>();
const samples: { system: string; slug: string; encounter: () => Encounter; opening: readonly Command[] }[] = [
  ...SYSTEM_IDS.map((system) => ({ system, slug: systemEntry(system).examples.slug, encounter: () => EXAMPLES[system](), opening: [] })),
  ...MORE_EXAMPLES,
];
for (const { system, slug } of samples) {
  const other = taken.get(slug);
  if (other) throw new Error(`${system}'s samples have the slug "${slug}", which ${other}'s already use: give shared/systems/${system}/examples.ts its own.`);
  taken.set(slug, system);
}

for (const { slug, encounter: make, opening } of samples) {
  const encounter = make();
  const enc = serializeFile('hexfray/encounter', encounter, `${slug}.encounter.json`);
  if (!enc.ok) throw new Error(formatFileErrors(enc.errors));
  writeFileSync(`${out}${slug}.encounter.json`, enc.text);

  // A few rounds played by the built-in tactic, from a fixed seed: a session that replays exactly.
  const session = new Session(encounter, `${slug}-example`, `${encounter.name} (sample session)`);
  const apply = (cmd: Command) => (session.apply(cmd).ok ? session.state : null);
  // Combat starts, then the GM's opening commands (a door opened), then the tactic plays.
  let state = playTurn(session.state, apply);
  for (const cmd of opening) {
    const r = session.apply(cmd);
    if (!r.ok) throw new Error(`${slug}: the opening ${cmd.type} was refused: ${r.reason}`);
    state = session.state;
  }
  while (state.phase !== 'ended' && state.round <= 3) state = playTurn(state, apply);
  const ses = serializeFile('hexfray/session', session.toRecord(), `${slug}.session.json`);
  if (!ses.ok) throw new Error(formatFileErrors(ses.errors));
  writeFileSync(`${out}${slug}.session.json`, ses.text);
  console.log(`${slug}: ${session.applied.length} commands, round ${state.round}`);
}

// A child process for the kill trials: saves one encounter over and over (each save backs up the
// previous version) and prints the number of each save it finished, until it is killed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Library } from '../../../src-main/library';

const [root, keepText] = process.argv.slice(2) as [string, string];
const { format: _f, version: _v, ...body } = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'encounter.v2.json'), 'utf8')) as Record<string, unknown>;
const lib = new Library(root, { backupsToKeep: Number(keepText) });

let id: string | undefined;
for (let n = 0; ; n++) {
  // Sizes that vary, so a torn write cannot pass for a whole file by luck.
  const r = await lib.save('encounters', { ...body, name: 'Kill trial', gmNotes: `version ${n} ${'x'.repeat((n * 7919) % 20000)}` }, id ? { id } : {});
  if (!r.ok) {
    console.error(`save ${n} failed: ${r.error.message}`);
    process.exit(2);
  }
  id = r.id;
  process.stdout.write(`${n}\n`);
}

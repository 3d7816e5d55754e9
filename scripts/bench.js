// `npm run bench`: runs every benchmark in test/bench/ in turn and prints their figures. These are
// measurements with budgets, not pass/fail tests: the machines are shared and noisy.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(`${root}test/bench`)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n== ${file.replace('.bench.ts', '')} ==`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', `test/bench/${file}`], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
console.log(`\n${files.length - failed} benchmarks ran, ${failed} crashed`);
process.exit(failed ? 1 : 0);

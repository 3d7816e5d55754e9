// `npm run bench`: runs every benchmark in test/bench/ in turn and prints their figures. These are
// measurements with budgets, not pass/fail tests: the machines are shared and noisy.
//
// Each benchmark is first bundled by esbuild with the settings scripts/build.js uses for the code
// we ship (the CLI, main, the web host), so it measures the code a GM runs. Running the TypeScript
// through tsx instead measures tsx: its transform wraps every closure in a naming helper, which
// cost a fifth of the engine's time in hot loops. Bundles go to out/bench/ (two levels below the
// root, as test/bench/ is, so paths a benchmark resolves from its own URL still point home).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(`${root}test/bench`)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

/**
 * Entry points a benchmark starts as worker threads, bundled beside it under the same names. The
 * host's file thread is among them, as scripts/build.js puts it beside the web host: without it the
 * files bench measured the host doing big files' work on its own thread, which no host does.
 */
const WORKERS = { simulateWorker: 'src-main/cli/simulateWorker.ts', offThreadWorker: 'src-main/host/offThreadWorker.ts' };

let failed = 0;
for (const file of files) {
  const name = file.replace('.bench.ts', '');
  console.log(`\n== ${name} ==`);
  const outfile = `out/bench/${name}.bench.js`;
  const common = { outdir: 'out/bench', bundle: true, platform: 'node', target: 'node20', format: 'esm', logLevel: 'warning', absWorkingDir: root };
  await build({ ...common, entryPoints: [{ in: `test/bench/${file}`, out: `${name}.bench` }], packages: 'external' });
  // The workers hold their packages (zod) as scripts/build.js bundles them: loading zod's many
  // modules through Node's loader instead took each worker about 120 ms to start, not 85.
  await build({ ...common, entryPoints: Object.entries(WORKERS).map(([out, entry]) => ({ in: entry, out })) });
  // --expose-gc: the host bench collects the garbage of one call before timing the next (threadHold.ts).
  const r = spawnSync(process.execPath, ['--expose-gc', outfile], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
console.log(`\n${files.length - failed} benchmarks ran, ${failed} crashed`);
process.exit(failed ? 1 : 0);

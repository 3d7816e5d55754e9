// `hexfray simulate` on every core: the runs are split into one contiguous share per worker thread
// and the shares' tallies merged in run order, so the summary is the same as one thread's, fight
// for fight, whatever the number of threads.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Encounter } from '../../shared/model/schema';
import { emptyTally, mergeTallies, simulate, summarize, type SimulationSummary, type Tally } from '../../shared/sim/simulate';

/** What a worker is asked to play. */
export type WorkerTask = { encounter: Encounter; seed: string; from: number; to: number };
/** What a worker says: one fight done, or its share's tally. */
export type WorkerReply = { kind: 'fight' } | { kind: 'done'; tally: Tally };

/** Below this many runs per thread, starting a thread (about 0.1 s) costs more than it saves. */
export const MIN_RUNS_PER_THREAD = 50;

export type ParallelOptions = {
  /** Threads to use at most; default the machine's available parallelism. */
  threads?: number;
  /** Runs a thread must have at least before another is started; default MIN_RUNS_PER_THREAD. */
  minRunsPerThread?: number;
};

/**
 * A worker running the script beside this module: the bundle that `npm run build` puts beside the
 * CLI's, or in a checkout (where the CLI itself runs from TypeScript through tsx) the TypeScript
 * source, loaded by a two-line bootstrap that registers tsx inside the thread first (Node 20 does
 * not carry `--import` hooks into worker threads).
 */
function startWorker(task: WorkerTask): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./simulateWorker.js', import.meta.url), { workerData: task });
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const script = new URL('./simulateWorker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(script)}); });`;
  return new Worker(bootstrap, { eval: true, workerData: task });
}

function playShare(task: WorkerTask, onFight: () => void): Promise<Tally> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(task);
    let tally: Tally | null = null;
    worker.on('message', (m: WorkerReply) => {
      if (m.kind === 'fight') onFight();
      else tally = m.tally;
    });
    worker.on('error', reject);
    worker.on('exit', (code) => (tally ? resolve(tally) : reject(new Error(`a simulation thread stopped (exit code ${code}) before finishing runs ${task.from + 1}-${task.to}`))));
  });
}

/** How many threads `runs` fights are worth, at most `threads`. */
export function threadsFor(runs: number, opts: ParallelOptions = {}): number {
  const most = Math.max(1, Math.floor(opts.threads ?? availableParallelism()));
  return Math.max(1, Math.min(most, Math.floor(runs / (opts.minRunsPerThread ?? MIN_RUNS_PER_THREAD))));
}

/** Plays `runs` fights on up to one thread per core; `onProgress` hears the total done after each. */
export async function simulateParallel(encounter: Encounter, runs: number, seed: string, onProgress?: (done: number) => void, opts: ParallelOptions = {}): Promise<SimulationSummary> {
  const threads = threadsFor(runs, opts);
  if (threads === 1) return simulate(encounter, runs, seed, onProgress);
  let done = 0;
  const shares: Promise<Tally>[] = [];
  for (let t = 0; t < threads; t++) {
    const from = Math.floor((runs * t) / threads);
    const to = Math.floor((runs * (t + 1)) / threads);
    shares.push(playShare({ encounter, seed, from, to }, () => onProgress?.(++done)));
  }
  const tallies = await Promise.all(shares);
  return summarize(encounter, tallies.reduce(mergeTallies, emptyTally()));
}

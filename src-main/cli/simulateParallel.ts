// `hexfray simulate` on every core: this thread and a worker thread per other core take the runs in
// small chunks from one shared counter, so a thread that starts late (a worker spends its first
// tenth of a second loading and its first fights warming up) simply takes fewer. The chunks'
// tallies are merged in run order, so the summary is the same as one thread's, fight for fight,
// however the runs fell to the threads.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Encounter } from '../../shared/model/schema';
import { emptyTally, mergeTallies, playFights, simulate, summarize, type SimulationSummary, type Tactic, type Tally } from '../../shared/sim/simulate';

/** What every thread plays: chunks of `chunk` runs taken from the counter in `next` until `runs`. */
export type WorkerTask = { encounter: Encounter; seed: string; runs: number; chunk: number; next: SharedArrayBuffer; tactic: Tactic };
/** What a worker says after each chunk: its first run and its tally. */
export type WorkerReply = { from: number; tally: Tally };

/** Below this many runs per thread, starting a thread (about 0.1 s) costs more than it saves. */
export const MIN_RUNS_PER_THREAD = 50;

// Runs a thread takes at a time. Small enough that the threads finish within a few milliseconds of
// each other (a 4-against-4 fight takes about 2 ms), large enough that the counter and the tally
// messages cost nothing measurable.
const CHUNK = 8;

export type ParallelOptions = {
  /** Threads to use at most, this one included; default the machine's available parallelism. */
  threads?: number;
  /** Runs a thread must have at least before another is started; default MIN_RUNS_PER_THREAD. */
  minRunsPerThread?: number;
  /** Who plays the players' team; default the built-in tactic. */
  tactic?: Tactic;
};

/** Takes the next chunk off the counter and plays it; null when every run is taken. */
export function playNextChunk(task: WorkerTask, counter: Int32Array, onEach?: () => void): WorkerReply | null {
  const from = Atomics.add(counter, 0, task.chunk);
  if (from >= task.runs) return null;
  return { from, tally: playFights(task.encounter, task.seed, from, Math.min(task.runs, from + task.chunk), onEach, task.tactic) };
}

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

/** Runs a worker to its end, handing each chunk it reports to `onChunk`. */
function runWorker(task: WorkerTask, onChunk: (r: WorkerReply) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(task);
    worker.on('message', onChunk);
    worker.on('error', reject);
    worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`a simulation thread stopped with exit code ${code}`))));
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
  const tactic = opts.tactic ?? 'builtin';
  if (threads === 1) return simulate(encounter, runs, seed, onProgress, tactic);
  const task: WorkerTask = { encounter, seed, runs, chunk: CHUNK, next: new SharedArrayBuffer(4), tactic };
  const counter = new Int32Array(task.next);
  const chunks: WorkerReply[] = [];
  let done = 0;
  const workers: Promise<void>[] = [];
  for (let t = 1; t < threads; t++) {
    workers.push(runWorker(task, (r) => {
      chunks.push(r);
      for (let i = 0; i < r.tally.runs; i++) onProgress?.(++done);
    }));
  }
  // This thread plays too, and lets the workers' messages in between its chunks.
  const settled = Promise.all(workers);
  settled.catch(() => Atomics.store(counter, 0, runs));
  for (let r = playNextChunk(task, counter, () => onProgress?.(++done)); r; r = playNextChunk(task, counter, () => onProgress?.(++done))) {
    chunks.push(r);
    await new Promise((resolve) => setImmediate(resolve));
  }
  await settled;
  chunks.sort((a, b) => a.from - b.from);
  const tally = chunks.reduce((t, c) => mergeTallies(t, c.tally), emptyTally());
  if (tally.runs !== runs) throw new Error(`the simulation threads played ${tally.runs} of ${runs} runs`);
  return summarize(encounter, tally);
}

// A worker thread for the host's heavy work (offThreadTasks.ts): a 25,000-command session takes
// seconds to replay and render and tens of milliseconds to parse, and the host's thread (Electron's
// main process, the web host's only thread) must answer every other request meanwhile, within
// 100 ms. One thread per OffThread, started on first use, fed in order; if it dies, what it held
// fails with a message and the next task starts a new one.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { runOffThreadTask, type OffThreadResult, type OffThreadTask } from './offThreadTasks';

// Where this module runs from: its TypeScript source (tests), or Electron's CJS bundle, where
// __filename is defined; in the web host's ESM bundle it is not, and web/main.ts says where the
// bundles are (import.meta would make esbuild warn on the CJS build).
function hereFile(): string {
  return typeof __filename === 'string' ? __filename : '';
}

/**
 * The worker to start: the bundle `npm run build` puts beside the host's bundle
 * (offThreadWorker.js or .cjs in `dir`), or from a checkout the TypeScript source through a
 * bootstrap that registers tsx inside the thread first (Node 20 does not carry `--import` hooks
 * into workers). Null when neither exists: the work then runs on the host's thread, as before.
 */
function startWorker(dir: string | undefined): Worker | null {
  const here = hereFile();
  if (dir === undefined && here.endsWith('.ts')) {
    const tsx = pathToFileURL(createRequire(here).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
    const script = pathToFileURL(join(dirname(here), 'offThreadWorker.ts')).href;
    const bootstrap = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(script)}); });`;
    return new Worker(bootstrap, { eval: true });
  }
  const where = dir ?? (here === '' ? undefined : dirname(here));
  if (where === undefined) return null;
  for (const name of ['offThreadWorker.js', 'offThreadWorker.cjs', 'offThreadWorker.mjs']) {
    const file = join(where, name);
    if (existsSync(file)) return new Worker(file);
  }
  return null;
}

type Pending = { kind: OffThreadTask['kind']; file: string; resolve: (r: unknown) => void };

/** What a task cut off by the thread stopping answers, in words for the GM. */
function stopped(kind: OffThreadTask['kind'], file: string, why: string): OffThreadResult<OffThreadTask['kind']> {
  const message = `the ${kind === 'export' ? 'export' : 'file'} thread stopped (${why}). Try again.`;
  if (kind === 'export') return { ok: false, error: { code: 'io', message: `Not exported: ${message}` } };
  if (kind === 'imageRequest') return { ok: false, refused: `The map image was not kept: ${message}` };
  if (kind === 'bundleRequest') return { ok: false, refused: `The bundle was not imported: ${message}` };
  if (kind === 'saveRequest') return { ok: false, refused: `Not saved: ${message}` };
  if (kind === 'readBundle' || kind === 'keepImages') return { ok: false, error: { code: 'io', message: `The bundle was not imported: ${message}` } };
  if (kind === 'packBundle' || kind === 'bundleReply') return { ok: false, error: { code: 'io', message: `The bundle was not made: ${message}` } };
  if (kind === 'saveImage') return { ok: false, error: { code: 'io', message: `The map image was not kept: ${message}` } };
  return { ok: false, errors: [{ file, path: '', expected: `a file read to its end (${message})` }] };
}

/** One worker thread the host's heavy work runs on. */
export class OffThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private warned = false;

  /** `dir`: the folder holding the offThreadWorker bundle; by default the one this module runs from. */
  constructor(private dir?: string) {}

  /** Says where the offThreadWorker bundle is (the web host's ESM bundle cannot tell by itself). */
  useWorkerDir(dir: string): void {
    this.dir = dir;
  }

  /** Runs a task off the host's thread; resolves with its answer, or a failure for the GM if the thread dies. */
  run<T extends OffThreadTask>(task: T): Promise<OffThreadResult<T['kind']>> {
    const worker = this.worker ?? this.start();
    if (!worker) {
      if (!this.warned) console.warn('Hexfray: no offThreadWorker bundle beside the host; big files are handled on the host thread.');
      this.warned = true;
      return runOffThreadTask(task) as Promise<OffThreadResult<T['kind']>>;
    }
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, { kind: task.kind, file: 'fileName' in task && task.kind !== 'saveImage' ? task.fileName : '', resolve: resolve as (r: unknown) => void });
      if (this.pending.size === 1) worker.ref();
      worker.postMessage({ id, task });
    });
  }

  private start(): Worker | null {
    const worker = startWorker(this.dir);
    if (!worker) return null;
    worker.on('message', (m: { id: number; result: unknown }) => {
      const p = this.pending.get(m.id);
      this.pending.delete(m.id);
      // An idle thread must not keep the process alive (the CLI's tests, a host shutting down).
      if (this.pending.size === 0) worker.unref();
      p?.resolve(m.result);
    });
    worker.on('error', (e) => this.lost(worker, e.message));
    worker.on('exit', (code) => this.lost(worker, `exit code ${code}`));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  // What the thread held fails with a message; the next task starts a new thread.
  private lost(worker: Worker, why: string): void {
    if (this.worker !== worker) return;
    this.worker = null;
    for (const p of this.pending.values()) p.resolve(stopped(p.kind, p.file, why));
    this.pending.clear();
  }

  /** Stops the thread (tests, shutdown); pending tasks fail. */
  async close(): Promise<void> {
    const w = this.worker;
    if (!w) return;
    const code = await w.terminate();
    this.lost(w, `exit code ${code}`);
  }
}

/** The host's two threads: exports (seconds each) on one, so opening and saving files never queue behind them. */
export const exportThread = new OffThread();
export const fileThread = new OffThread();

/** Tells both threads where the offThreadWorker bundle is: the web host's folder (its ESM bundle cannot tell). */
export function useWorkerDir(dir: string): void {
  exportThread.useWorkerDir(dir);
  fileThread.useWorkerDir(dir);
}

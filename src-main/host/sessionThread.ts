// Session exports run on a worker thread: a valid 25,000-command session takes seconds to replay
// and render, and the host's thread (Electron's main process, the web host's only thread) must
// answer every other request meanwhile, within 100 ms. One thread, started on first use, fed in
// order; if it dies, what it held fails with a message and the next export starts a new one.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { renderSessionExport, type ExportFailure, type RenderTask, type Rendered } from './sessionRender';

type Result = Rendered | ExportFailure;

// Where this module runs from: its TypeScript source (tests), or Electron's CJS bundle, where
// __filename is defined; in the web host's ESM bundle it is not, and web/main.ts says where the
// bundles are (import.meta would make esbuild warn on the CJS build).
function hereFile(): string {
  return typeof __filename === 'string' ? __filename : '';
}

/**
 * The worker to start: the bundle `npm run build` puts beside the host's bundle
 * (sessionWorker.js or .cjs in `dir`), or from a checkout the TypeScript source through a bootstrap
 * that registers tsx inside the thread first (Node 20 does not carry `--import` hooks into
 * workers). Null when neither exists: the export then runs on the host's thread, as before.
 */
function startWorker(dir: string | undefined): Worker | null {
  const here = hereFile();
  if (dir === undefined && here.endsWith('.ts')) {
    const tsx = pathToFileURL(createRequire(here).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
    const script = pathToFileURL(join(dirname(here), 'sessionWorker.ts')).href;
    const bootstrap = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(script)}); });`;
    return new Worker(bootstrap, { eval: true });
  }
  const where = dir ?? (here === '' ? undefined : dirname(here));
  if (where === undefined) return null;
  for (const name of ['sessionWorker.js', 'sessionWorker.cjs', 'sessionWorker.mjs']) {
    const file = join(where, name);
    if (existsSync(file)) return new Worker(file);
  }
  return null;
}

/** The thread session exports are rendered on. */
export class SessionThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, (r: Result) => void>();
  private nextId = 0;
  private warned = false;

  /** `dir`: the folder holding the sessionWorker bundle; by default the one this module runs from. */
  constructor(private dir?: string) {}

  /** Says where the sessionWorker bundle is (the web host's ESM bundle cannot tell by itself). */
  useWorkerDir(dir: string): void {
    this.dir = dir;
  }

  /** Renders an export off the host's thread; resolves with its text or a failure for the GM. */
  render(task: RenderTask): Promise<Result> {
    const worker = this.worker ?? this.start();
    if (!worker) {
      if (!this.warned) console.warn('Hexfray: no sessionWorker bundle beside the host; session exports run on the host thread.');
      this.warned = true;
      return Promise.resolve(renderSessionExport(task));
    }
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      if (this.pending.size === 1) worker.ref();
      worker.postMessage({ id, task });
    });
  }

  private start(): Worker | null {
    const worker = startWorker(this.dir);
    if (!worker) return null;
    worker.on('message', (m: { id: number; result: Result }) => {
      const resolve = this.pending.get(m.id);
      this.pending.delete(m.id);
      // An idle thread must not keep the process alive (the CLI's tests, a host shutting down).
      if (this.pending.size === 0) worker.unref();
      resolve?.(m.result);
    });
    worker.on('error', (e) => this.lost(worker, e.message));
    worker.on('exit', (code) => this.lost(worker, `exit code ${code}`));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  // What the thread held fails with a message; the next export starts a new thread.
  private lost(worker: Worker, why: string): void {
    if (this.worker !== worker) return;
    this.worker = null;
    for (const resolve of this.pending.values()) resolve({ ok: false, error: { code: 'io', message: `Not exported: the export thread stopped (${why}). Try again.` } });
    this.pending.clear();
  }

  /** Stops the thread (tests, shutdown); pending exports fail. */
  async close(): Promise<void> {
    const w = this.worker;
    if (!w) return;
    const code = await w.terminate();
    this.lost(w, `exit code ${code}`);
  }
}

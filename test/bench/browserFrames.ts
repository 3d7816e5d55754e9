// Frame figures from a real browser, shared by the benches that drive the app in headless chromium
// (the GM's map, the players' screen): the web host started on a free port, a Chrome DevTools
// Protocol trace, the renderer main thread's busy time per frame, and percentiles.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { CDPSession, Page } from '@playwright/test';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// ---- the host --------------------------------------------------------------------------------

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export async function startHost(library: string): Promise<{ url: string; proc: ChildProcess }> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['out/web/server.js', '--port', String(port)], {
    cwd: ROOT,
    env: { ...process.env, HEXFRAY_LIBRARY: library },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  proc.stderr?.on('data', (d: Buffer) => (errors += d.toString()));
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 150; i++) {
    if (proc.exitCode !== null) throw new Error(`the web host exited: ${errors}`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return { url, proc };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the web host did not answer on ${url}: ${errors}`);
}

// ---- statistics ------------------------------------------------------------------------------

export type Stats = { n: number; p50: number; p95: number; max: number };

export function stats(xs: readonly number[]): Stats {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? NaN;
  return { n: s.length, p50: at(0.5), p95: at(0.95), max: s[s.length - 1] ?? NaN };
}

// ---- frame times -----------------------------------------------------------------------------

export type TraceEvent = { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: Record<string, unknown> };

// BENCH_CPU=1 counts the thread's CPU time in each task instead of its wall time: on a machine
// shared with other jobs the wall time holds the time the thread waited for a core, which swamps
// any difference between two builds; CPU time does not (on a quiet machine the two agree).
export const CPU_TIME = process.env.BENCH_CPU === '1';

export async function trace<T>(cdp: CDPSession, body: () => Promise<T>): Promise<{ result: T; events: TraceEvent[] }> {
  const events: TraceEvent[] = [];
  const collect = (e: { value: object[] }) => events.push(...(e.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline.frame,__metadata',
    transferMode: 'ReportEvents',
  });
  const result = await body();
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', collect);
  return { result, events };
}

/**
 * Main-thread busy time per frame: top-level tasks of the renderer's main thread, clipped to and
 * summed within each interval between consecutive BeginMainThreadFrame events.
 */
export type FrameSpans = { busy: number[]; spans: [number, number][]; on: (e: TraceEvent) => boolean };

/** The page's renderer main thread's busy time per frame, with each frame's span and a test for the thread's events. */
export function busyPerFrame(events: readonly TraceEvent[]): FrameSpans {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.['name'] === 'CrRendererMain');
  // The page's renderer is the main thread with the most frames.
  let best: FrameSpans = { busy: [], spans: [], on: () => false };
  for (const m of mains) {
    const on = (e: TraceEvent) => e.pid === m.pid && e.tid === m.tid;
    const frames = events.filter((e) => on(e) && e.name === 'BeginMainThreadFrame').map((e) => e.ts).sort((a, b) => a - b);
    if (frames.length <= best.busy.length) continue;
    const tasks = events.filter((e) => on(e) && e.ph === 'X' && e.dur !== undefined && (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask'));
    const busy: number[] = [];
    const spans: [number, number][] = [];
    for (let i = 0; i + 1 < frames.length; i++) {
      const a = frames[i]!, b = frames[i + 1]!;
      let sum = 0;
      for (const t of tasks) {
        const s = Math.max(a, t.ts), e = Math.min(b, t.ts + t.dur!);
        // A task cut by the frame's edge counts the share of its CPU time that lies inside.
        if (e > s) sum += CPU_TIME ? ((t.tdur ?? t.dur!) * (e - s)) / Math.max(1, t.dur!) : e - s;
      }
      busy.push(sum / 1000);
      spans.push([a, b]);
    }
    best = { busy, spans, on };
  }
  return best;
}

/**
 * BENCH_WORST=n: the n busiest frames, each with its heaviest timeline events (script by function,
 * style, layout, paint) so a profile names what a slow frame did, not only that it was slow.
 */
export function printWorstFrames(events: readonly TraceEvent[], frames: FrameSpans, n: number): void {
  const order = frames.busy.map((b, i) => [b, i] as const).sort((x, y) => y[0] - x[0]).slice(0, n);
  const kinds = new Set(['FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'Layout', 'UpdateLayoutTree', 'Paint', 'PrePaint', 'Layerize', 'RunMicrotasks', 'HitTest', 'IntersectionObserverController::computeIntersections', 'ParseHTML', 'V8.GC_MC_INCREMENTAL', 'MinorGC', 'MajorGC']);
  for (const [b, i] of order) {
    const [a, z] = frames.spans[i]!;
    const inside = events.filter((e) => frames.on(e) && e.ph === 'X' && e.dur && kinds.has(e.name) && e.ts >= a && e.ts < z);
    const by = new Map<string, number>();
    for (const e of inside) {
      const data = (e.args?.['data'] ?? {}) as { functionName?: string; url?: string; lineNumber?: number; type?: string };
      const what = e.name === 'FunctionCall' ? `FunctionCall ${data.functionName || '(anon)'} ${String(data.url ?? '').split('/').pop()}:${data.lineNumber ?? ''}` : e.name === 'EventDispatch' ? `EventDispatch ${data.type ?? ''}` : e.name;
      by.set(what, (by.get(what) ?? 0) + e.dur! / 1000);
    }
    const top = [...by].sort((x, y) => y[1] - x[1]).slice(0, 8).map(([k, d]) => `${k} ${d.toFixed(1)}`).join('; ');
    // A layout's size: how many of the page's layout objects it had to redo.
    const layouts = inside.filter((e) => e.name === 'Layout').map((e) => {
      const begin = (e.args?.['beginData'] ?? {}) as { dirtyObjects?: number; totalObjects?: number };
      return `${(e.dur! / 1000).toFixed(1)} ms ${begin.dirtyObjects ?? '?'}/${begin.totalObjects ?? '?'}`;
    });
    console.log(`    frame ${b.toFixed(1)} ms: ${top}${layouts.length ? `\n      layouts (dirty/total objects): ${layouts.join(', ')}` : ''}`);
  }
}

export async function recordFrames(page: Page, cdp: CDPSession, gesture: () => Promise<void>): Promise<{ intervals: number[]; busy: number[] }> {
  await page.evaluate(() => {
    const w = window as unknown as { benchFrames: number[]; benchRecording: boolean };
    w.benchFrames = [];
    w.benchRecording = true;
    const tick = (t: number) => {
      w.benchFrames.push(t);
      if (w.benchRecording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const { result: stamps, events } = await trace(cdp, async () => {
    await gesture();
    return page.evaluate(() => {
      const w = window as unknown as { benchFrames: number[]; benchRecording: boolean };
      w.benchRecording = false;
      return w.benchFrames;
    });
  });
  const intervals = stamps.slice(1).map((t, i) => t - stamps[i]!);
  if (process.env.BENCH_DEBUG) {
    const by = new Map<string, number>();
    for (const e of events) if (e.ph === 'X' && e.dur) by.set(e.name, (by.get(e.name) ?? 0) + e.dur / 1000);
    console.log([...by].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([n, d]) => `${n}: ${d.toFixed(1)}`).join('\n'));
  }
  const frames = busyPerFrame(events);
  // The whole trace, for a look frame by frame (chrome://tracing or a script).
  if (process.env.BENCH_TRACE_OUT) writeFileSync(`${process.env.BENCH_TRACE_OUT}-${Date.now()}.json`, JSON.stringify(events));
  if (process.env.BENCH_WORST) printWorstFrames(events, frames, Number(process.env.BENCH_WORST));
  return { intervals, busy: frames.busy };
}

/**
 * Runs `body`; with BENCH_PROFILE=1, prints the top self-time functions (CDP Profiler) while it
 * ran, and with BENCH_PROFILE_OUT=prefix also writes the profile to prefix-<time>.cpuprofile.
 */
export async function profiled<T>(cdp: CDPSession, body: () => Promise<T>): Promise<T> {
  if (!process.env.BENCH_PROFILE) return body();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  const result = await body();
  const { profile } = await cdp.send('Profiler.stop');
  // The whole profile, for a look at inclusive times (a self-time list hides a slow caller).
  if (process.env.BENCH_PROFILE_OUT) writeFileSync(`${process.env.BENCH_PROFILE_OUT}-${Date.now()}.cpuprofile`, JSON.stringify(profile));
  const self = new Map<string, number>();
  const dt = (profile.endTime - profile.startTime) / (profile.samples?.length ?? 1) / 1000;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const id of profile.samples ?? []) {
    const n = byId.get(id)!;
    const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    self.set(k, (self.get(k) ?? 0) + dt);
  }
  console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 20).map(([n, d]) => `  ${d.toFixed(0)} ms ${n}`).join('\n'));
  return result;
}

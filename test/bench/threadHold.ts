// The longest the host's thread is held while something runs: a probe timer asks to run every
// millisecond, and between two of its turns nothing else could run (a request, the players'
// screen's poll). Two figures per gap: the wall time, which on a machine shared by many also counts
// the time other processes had the cores, and the CPU time this thread itself spent, read from
// Linux's per-thread counters, which is what the work costs the thread wherever it runs. The CPU
// figure is the one to judge; the wall figure is printed beside it.
import { existsSync, readFileSync } from 'node:fs';

// The main thread's id is the process id; its counters are in clock ticks (100 a second on Linux).
const STAT = `/proc/self/task/${process.pid}/stat`;
const TICK_MS = 10;
const hasCounters = existsSync(STAT);

/** CPU time this thread has used, in ms, or NaN where the counters cannot be read. */
function threadCpuMs(): number {
  if (!hasCounters) return NaN;
  const fields = readFileSync(STAT, 'latin1');
  const after = fields.slice(fields.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15; `after` starts at field 3.
  return (Number(after[11]) + Number(after[12])) * TICK_MS;
}

/** The worst gaps between two turns of the loop: wall time, and CPU time this thread spent in it. */
export type Hold = { wallMs: number; cpuMs: number };

/** Runs `task` and returns its result with the worst holds of this thread meanwhile. */
export async function worstHold<T>(task: () => Promise<T>): Promise<{ result: T; hold: Hold }> {
  // The garbage of the operations before (25,000-command sessions, 28 MB strings) collected first,
  // where the runner allows it (the holds project runs with --expose-gc): otherwise a full
  // collection of it lands inside whichever hold comes next, 100-200 ms that are not its own.
  (globalThis as { gc?: () => void }).gc?.();
  let lastWall = performance.now();
  let lastCpu = threadCpuMs();
  const worst: Hold = { wallMs: 0, cpuMs: 0 };
  let running = true;
  const beat = () => {
    const wall = performance.now();
    const cpu = threadCpuMs();
    worst.wallMs = Math.max(worst.wallMs, wall - lastWall);
    worst.cpuMs = Math.max(worst.cpuMs, cpu - lastCpu);
    lastWall = wall;
    lastCpu = cpu;
    if (running) timer = setTimeout(beat, 1);
  };
  let timer = setTimeout(beat, 1);
  try {
    const result = await task();
    beat();
    return { result, hold: Number.isNaN(worst.cpuMs) ? { ...worst, cpuMs: worst.wallMs } : worst };
  } finally {
    running = false;
    clearTimeout(timer);
  }
}

/** The worst hold seen per kind of operation, printed as one table. */
export class HoldTable {
  private readonly worst = new Map<string, Hold & { what: string }>();

  note(kind: string, what: string, hold: Hold): void {
    const was = this.worst.get(kind);
    this.worst.set(kind, !was || hold.cpuMs > was.cpuMs ? { ...hold, what, wallMs: Math.max(hold.wallMs, was?.wallMs ?? 0) } : { ...was, wallMs: Math.max(hold.wallMs, was.wallMs) });
  }

  entries(): [string, Hold & { what: string }][] {
    return [...this.worst];
  }

  print(title: string): void {
    const lines = this.entries().map(([kind, w]) => `  ${kind.padEnd(11)} ${w.cpuMs.toFixed(0).padStart(5)} ms of CPU  ${w.wallMs.toFixed(0).padStart(5)} ms of wall  (${w.what})`);
    console.log(`${title}${hasCounters ? '' : ' (no per-thread counters here: wall time in both columns)'}\n${lines.join('\n')}`);
  }
}

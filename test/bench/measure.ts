// A small benchmark harness: it runs a function in timed batches and reports the median batch,
// so one noisy moment on a shared machine does not decide the figure.

export type Measurement = { name: string; opsPerSec: number; medianNsPerOp: number };

/** Runs `fn` repeatedly for about `ms` milliseconds and returns throughput and median cost. */
export function measure(name: string, fn: () => unknown, ms = 400): Measurement {
  let batch = 1;
  // Grow the batch until one takes ~5 ms, so timer resolution does not dominate.
  for (;;) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) fn();
    if (performance.now() - t0 > 5 || batch > 1e7) break;
    batch *= 2;
  }
  const perOp: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) fn();
    perOp.push(((performance.now() - t0) * 1e6) / batch);
  }
  perOp.sort((a, b) => a - b);
  const median = perOp[Math.floor(perOp.length / 2)]!;
  return { name, opsPerSec: 1e9 / median, medianNsPerOp: median };
}

/** Formats a number of operations per second for a table. */
export function fmtOps(n: number): string {
  return n >= 1e6 ? `${(n / 1e6).toFixed(2)} M/s` : n >= 1e3 ? `${(n / 1e3).toFixed(1)} k/s` : `${n.toFixed(0)} /s`;
}

/** Prints a budget line: the figure, the target and whether it is met. */
export function budget(label: string, value: number, unit: string, target: number, lowerIsBetter = true): boolean {
  const ok = lowerIsBetter ? value <= target : value >= target;
  console.log(`  ${label}: ${value.toFixed(3)} ${unit} (target ${lowerIsBetter ? '<=' : '>='} ${target} ${unit}, ${(value / target).toFixed(2)}x of target) ${ok ? 'OK' : 'OVER BUDGET'}`);
  return ok;
}

/**
 * How many cores this machine gives a CPU-bound job right now: the same fixed spin is run on one
 * worker thread, then on two at once, and the throughput compared (2.0 = two whole cores, 1.0 = the
 * two threads took turns). Shared machines often give less than they list; printed beside parallel
 * figures so a reader can tell a slow engine from a starved machine.
 */
export async function coresAvailable(spins = 2e8): Promise<number> {
  const { Worker } = await import('node:worker_threads');
  const code = `let x = 0; for (let i = 0; i < ${spins}; i++) x = (x + i * 7) % 1000003; require('node:worker_threads').parentPort.postMessage(x);`;
  const run = (n: number) => {
    const t0 = performance.now();
    return Promise.all(Array.from({ length: n }, () => new Promise((resolve, reject) => {
      const w = new Worker(code, { eval: true });
      w.once('message', resolve);
      w.once('error', reject);
    }))).then(() => performance.now() - t0);
  };
  const one = await run(1);
  const two = await run(2);
  return (2 * one) / two;
}

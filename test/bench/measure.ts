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

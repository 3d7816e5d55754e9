// `hexfray simulate` plays its runs on worker threads: the summary must be the one a single thread
// gives, fight for fight, and progress must reach the total.
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../../shared/sim/examples';
import { simulate } from '../../../shared/sim/simulate';
import { simulateParallel, threadsFor } from '../../../src-main/cli/simulateParallel';

describe('simulateParallel', () => {
  it('splits the runs over threads and returns exactly the one-thread summary', async () => {
    const enc = EXAMPLES.waylights();
    const seen: number[] = [];
    const parallel = await simulateParallel(enc, 30, 'threads', (d) => seen.push(d), { threads: 3, minRunsPerThread: 1 });
    expect(parallel).toEqual(simulate(enc, 30, 'threads'));
    expect(seen).toHaveLength(30);
    expect(seen.at(-1)).toBe(30);
  }, 60_000);

  it('uses one thread for few runs, and never more threads than asked', () => {
    expect(threadsFor(10, { threads: 8 })).toBe(1);
    expect(threadsFor(1000, { threads: 2 })).toBe(2);
    expect(threadsFor(120, { threads: 8, minRunsPerThread: 50 })).toBe(2);
  });
});

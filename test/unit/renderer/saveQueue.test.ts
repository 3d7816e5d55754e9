import { describe, expect, it } from 'vitest';
import { SaveQueue } from '../../../src-renderer/state/saveQueue';

describe('SaveQueue', () => {
  it('runs one save at a time, in order, even after one fails; busy while any is on its way', async () => {
    const q = new SaveQueue();
    const log: string[] = [];
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    expect(q.busy).toBe(false);
    const first = q.run(async () => {
      log.push('first starts');
      await gate;
      log.push('first ends');
      throw new Error('disk full');
    });
    const second = q.run(async () => (log.push('second'), 2));
    expect(q.busy).toBe(true);
    await Promise.resolve();
    expect(log).toEqual(['first starts']);
    open();
    await expect(first).rejects.toThrow('disk full');
    expect(await second).toBe(2);
    expect(log).toEqual(['first starts', 'first ends', 'second']);
    expect(q.busy).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { plain } from '../../../src-renderer/host/plain.svelte';
import { reactive } from './reactive';

afterEach(() => vi.restoreAllMocks());

describe('plain: what leaves the window, as plain data', () => {
  it('a view behind proxies at every depth comes out equal and clonable', () => {
    const view = { tokens: [{ id: 'a', at: { q: 1, r: -2 }, hp: 0, gone: null, pc: true }], fog: ['1,2', '3,4'], name: 'Ford' };
    const out = plain(reactive(view));
    expect(out).toEqual(view);
    expect(() => structuredClone(out)).not.toThrow();
  });

  it('keeps holes, shared objects and cycles as they were', () => {
    const hex = { q: 0, r: 0 };
    const ring: Record<string, unknown> = { hexes: [hex, hex] };
    ring['self'] = ring;
    const out = plain({ ring, holey: [1, , 3] });
    const hexes = out.ring['hexes'] as object[];
    expect(hexes[0]).not.toBe(hex);
    expect(hexes[0]).toBe(hexes[1]);
    expect(out.ring['self']).toBe(out.ring);
    expect(1 in out.holey).toBe(false);
  });

  it('leaves Maps, Sets and Dates to Svelte\'s snapshot, which keeps what they hold', () => {
    const when = new Date(2026, 11, 7);
    const out = plain({ when, seen: new Set(['a']), by: new Map([['a', 1]]) });
    expect(out.when).toEqual(when);
    expect([...out.seen]).toEqual(['a']);
    expect([...out.by]).toEqual([['a', 1]]);
  });

  it('copies a list of 36,000 strings without a structured clone per string', () => {
    // Svelte's snapshot cloned every leaf: the players' view of the 200x200 table, some thousands of
    // strings and numbers, cost 20 ms of the GM's window per publish.
    const clones = vi.spyOn(globalThis, 'structuredClone');
    const fog = Array.from({ length: 36_000 }, (_, i) => `${i % 200},${Math.floor(i / 200)}`);
    const out = plain(reactive({ fog, turn: 'Fighter 3' }));
    expect(out.fog).toHaveLength(36_000);
    expect(out.fog[35_999]).toBe('199,179');
    expect(clones).not.toHaveBeenCalled();
  });
});

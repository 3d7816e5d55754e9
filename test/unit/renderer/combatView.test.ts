import { describe, expect, it } from 'vitest';
import { CombatView } from '../../../src-renderer/state/combatView.svelte';

/** A browser store in memory. */
function memoryStore(): Storage {
  const m = new Map<string, string>();
  return { get length() { return m.size; }, clear: () => m.clear(), getItem: (k) => m.get(k) ?? null, key: (i) => [...m.keys()][i] ?? null, removeItem: (k) => void m.delete(k), setItem: (k, v) => void m.set(k, String(v)) };
}

describe('the fight screen view state', () => {
  it('folds the roll banner on a short screen until the GM chooses, and remembers the choice', () => {
    const store = memoryStore();
    expect(new CombatView(store, 720).bannerFolded).toBe(true);
    expect(new CombatView(store, 1080).bannerFolded).toBe(false);
    const v = new CombatView(store, 720);
    v.foldBanner(false);
    // The next run, even on the short screen, keeps it open; folded again, it stays folded on a tall one.
    expect(new CombatView(store, 720).bannerFolded).toBe(false);
    v.foldBanner();
    expect(new CombatView(store, 1080).bannerFolded).toBe(true);
  });

  it('works without a browser store (the choice then lasts this run)', () => {
    const v = new CombatView(null, 1080);
    v.foldBanner();
    expect(v.bannerFolded).toBe(true);
  });

  it('asks for the condition field once: the panel takes the request', () => {
    const v = new CombatView(null);
    v.askCondition();
    expect(v.tab).toBe('combatant');
    expect(v.conditionWanted).toBe(true);
    v.conditionTaken();
    expect(v.conditionWanted).toBe(false);
  });
});

// Tokens on one hex (a grapple) are drawn side by side, so neither screen hides one of them.
import { describe, expect, it } from 'vitest';
import { sharedSlots, type TokenView } from '../../../src-renderer/map/interactiveLayer';

const token = (id: string, q: number, r: number): TokenView => ({
  id, label: id, position: { q, r }, side: 'pc', color: null, facing: null, ghost: false, out: false, harm: null, markers: [], current: false, selected: false, targeted: false,
});

describe('sharedSlots', () => {
  it('gives a hex with one token no slot, and puts two or three on one hex apart without overlap', () => {
    const size = 30;
    for (const n of [2, 3]) {
      const tokens = [token('alone', 0, 0), ...Array.from({ length: n }, (_, i) => token(`g${i}`, 3, 1))];
      const slots = sharedSlots(tokens, size);
      expect(slots.has('alone')).toBe(false);
      const placed = tokens.slice(1).map((t) => slots.get(t.id)!);
      expect(placed.every(Boolean)).toBe(true);
      const radius = size * 0.62 * placed[0]!.scale;
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) {
          const d = Math.hypot(placed[i]!.dx - placed[j]!.dx, placed[i]!.dy - placed[j]!.dy);
          expect(d).toBeGreaterThan(2 * radius);
        }
        // Each stays within its hex (a hex's inner radius is size x sqrt(3)/2).
        expect(Math.hypot(placed[i]!.dx, placed[i]!.dy) + radius).toBeLessThanOrEqual((size * Math.sqrt(3)) / 2 + 1e-9);
      }
    }
  });

  it('follows a token that steps onto another’s hex, and one that steps off, between two frames', () => {
    const apart = [token('a', 0, 0), token('b', 1, 0)];
    expect(sharedSlots(apart, 30).size).toBe(0);
    const together = [apart[0]!, { ...apart[1]!, position: { q: 0, r: 0 } }];
    expect([...sharedSlots(together, 30).keys()].sort()).toEqual(['a', 'b']);
    // A new array of views at the same hexes (a turn start) places them as before.
    expect(sharedSlots(together.map((t) => ({ ...t })), 30).get('a')).toEqual(sharedSlots(together, 30).get('a'));
    expect(sharedSlots(apart, 30).size).toBe(0);
    // Zoomed, the same grapple spreads by the new size.
    expect(Math.abs(sharedSlots(together, 60).get('a')!.dx)).toBeCloseTo(2 * Math.abs(sharedSlots(together, 30).get('a')!.dx));
  });
});

import { describe, expect, it } from 'vitest';
import { followScroll, stripWindow, type SlotGeometry } from '../../../src-renderer/gm/combat/stripWindow';

// Slots of 192 px holding chips of 186 px, the row starting 2 px in (the order box's padding).
const g: SlotGeometry = { slot: 192, chip: 186, origin: 2 };

describe('the windowed turn strip', () => {
  it('counts the chips hidden either way and holds those in view and a margin in the page', () => {
    // Scrolled to the start, 600 px wide: slots 0, 1 and 2 show whole (2 + 3 * 192 - 6 = 572 <= 601).
    expect(stripWindow(500, g, 0, 600, 8)).toEqual({ left: 0, right: 497, from: 0, to: 11 });
    // Scrolled to slot 100's start: slots 100 to 102 in view.
    const at = 2 + 100 * 192;
    expect(stripWindow(500, g, at, 600, 8)).toEqual({ left: 100, right: 397, from: 92, to: 111 });
    // Each chip is hidden, in view or hidden: never counted twice or lost.
    for (const scroll of [0, 37, 5000, 95_000]) {
      const w = stripWindow(500, g, scroll, 600, 8);
      expect(w.left + w.right).toBeLessThanOrEqual(500);
      expect(w.from).toBeLessThanOrEqual(w.left);
      expect(w.to).toBeGreaterThanOrEqual(500 - w.right);
    }
  });

  it('scrolls only when the acting chip is not wholly in view, to just before it, never past the row\'s end', () => {
    expect(followScroll(1, 500, g, 0, 600)).toBe(0);
    expect(followScroll(3, 500, g, 0, 600)).toBe(2 + 3 * 192 - 8);
    expect(followScroll(0, 500, g, 5000, 600)).toBe(0);
    expect(followScroll(499, 500, g, 0, 600)).toBe(4 + 500 * 192 - 600);
    // A row shorter than the view never scrolls.
    expect(followScroll(2, 3, g, 0, 800)).toBe(0);
  });
});

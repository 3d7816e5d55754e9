import { describe, expect, it } from 'vitest';
import { HexPicker, type HexPick } from '../../../src-renderer/state/hexPick.svelte';
import type { Hex } from '../../../shared/hex';

function pick(prompt: string, hexes: Hex[]) {
  const picked: Hex[] = [];
  let cancelled = 0;
  const p: HexPick = { prompt, hexes, onpick: (h) => picked.push(h), oncancel: () => cancelled++ };
  return { p, picked, cancelled: () => cancelled };
}

describe('HexPicker', () => {
  it('a click on an offered hex picks it and closes the pick; another hex is taken but picks nothing', () => {
    const picker = new HexPicker();
    const a = pick('Pick the hex Orc gives ground into', [{ q: 1, r: 1 }, { q: 2, r: 1 }]);
    expect(picker.click({ q: 1, r: 1 })).toBe(false);
    picker.ask(a.p);
    expect(picker.open?.prompt).toBe('Pick the hex Orc gives ground into');
    expect(picker.click({ q: 5, r: 5 })).toBe(true);
    expect(a.picked).toEqual([]);
    expect(picker.open).not.toBeNull();
    expect(picker.click({ q: 2, r: 1 })).toBe(true);
    expect(a.picked).toEqual([{ q: 2, r: 1 }]);
    expect(picker.open).toBeNull();
    expect(a.cancelled()).toBe(0);
  });

  it('a second pick replaces the first, which hears it was cancelled; Cancel closes the pick', () => {
    const picker = new HexPicker();
    const a = pick('first', [{ q: 0, r: 0 }]);
    const b = pick('second', [{ q: 1, r: 0 }]);
    picker.ask(a.p);
    picker.ask(b.p);
    expect(a.cancelled()).toBe(1);
    expect(picker.open?.prompt).toBe('second');
    picker.cancel();
    expect(b.cancelled()).toBe(1);
    expect(picker.open).toBeNull();
    expect(picker.click({ q: 1, r: 0 })).toBe(false);
    expect(b.picked).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { NEXT_SHOWN, nextNames } from '../../../src-renderer/player/nextNames';

const named = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Fighter ${i + 1}` }));

describe("the players' turn line: who is next", () => {
  it('names everyone when few are left', () => {
    expect(nextNames(named(3))).toBe('Fighter 1, Fighter 2, Fighter 3');
    expect(nextNames(named(NEXT_SHOWN))).toBe('Fighter 1, Fighter 2, Fighter 3, Fighter 4');
    expect(nextNames([])).toBe('');
  });

  it('names the next few of a big table and counts the rest, so the line stays short', () => {
    expect(nextNames(named(90))).toBe('Fighter 1, Fighter 2, Fighter 3, Fighter 4 and 86 more');
    expect(nextNames(named(NEXT_SHOWN + 1))).toBe('Fighter 1, Fighter 2, Fighter 3, Fighter 4 and 1 more');
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexAdd, hexEquals, hexFromId, hexFromKey, hexId, hexKey, hexScale, hexSubtract } from '../../../shared/hex';
import { hexIdQ, hexIdR } from '../../../shared/hex/coords';
import { hexArb } from './arbitraries';

describe('hex coordinates', () => {
  it('adds and subtracts as vectors', () => {
    expect(hexAdd({ q: 1, r: -2 }, { q: 3, r: 4 })).toEqual({ q: 4, r: 2 });
    expect(hexSubtract({ q: 1, r: -2 }, { q: 3, r: 4 })).toEqual({ q: -2, r: -6 });
    expect(hexScale({ q: 1, r: -2 }, 3)).toEqual({ q: 3, r: -6 });
    expect(hexScale({ q: 1, r: -2 }, 0)).toEqual({ q: 0, r: 0 });
  });

  it('compares by value', () => {
    expect(hexEquals({ q: 1, r: 2 }, { q: 1, r: 2 })).toBe(true);
    expect(hexEquals({ q: 1, r: 2 }, { q: 2, r: 1 })).toBe(false);
  });

  it('string keys read "q,r" and round-trip; other text is no key', () => {
    expect(hexKey({ q: -3, r: 7 })).toBe('-3,7');
    fc.assert(fc.property(hexArb, (h) => {
      expect(hexFromKey(hexKey(h))).toEqual(h);
    }));
    expect(hexFromKey('1,2,3')).toBeNull();
    expect(hexFromKey('a,b')).toBeNull();
  });

  it('numeric ids round-trip and are distinct for distinct hexes', () => {
    fc.assert(fc.property(hexArb, (h) => {
      expect(hexFromId(hexId(h))).toEqual(h);
    }));
    fc.assert(
      fc.property(hexArb, hexArb, (a, b) => (hexId(a) === hexId(b)) === hexEquals(a, b)),
    );
    const far = { q: -(2 ** 14), r: 2 ** 14 - 1 };
    expect(hexId(far)).toBeLessThan(2 ** 30);
    expect(hexId({ q: 2 ** 14 - 1, r: 2 ** 14 - 1 })).toBeLessThan(2 ** 30);
    expect(hexFromId(hexId(far))).toEqual(far);
  });

  it('an id gives back its q and r, to the edges of the range', () => {
    fc.assert(fc.property(hexArb, (h) => hexIdQ(hexId(h)) === h.q && hexIdR(hexId(h)) === h.r));
    for (const h of [{ q: -(2 ** 14), r: -(2 ** 14) }, { q: 2 ** 14 - 1, r: 2 ** 14 - 1 }, { q: -(2 ** 14), r: 2 ** 14 - 1 }]) {
      expect([hexIdQ(hexId(h)), hexIdR(hexId(h))]).toEqual([h.q, h.r]);
    }
  });
});

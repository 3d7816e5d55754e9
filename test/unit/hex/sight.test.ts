import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { coverOnLine, hexDistance, hexKey, lineOfSight, sightAndCover } from '../../../shared/hex';
import type { CoverAt, CoverObject, Hex, IsWall, LosRule } from '../../../shared/hex';
import { smallHex } from './arbitraries';

const O: Hex = { q: 0, r: 0 };
const walls = (...keys: string[]): IsWall => {
  const set = new Set(keys);
  return (h) => set.has(hexKey(h));
};
const objects = (entries: Record<string, Omit<CoverObject, 'blocksSight'> & { blocksSight?: boolean }>): CoverAt => {
  return (h) => {
    const o = entries[hexKey(h)];
    return o ? { blocksSight: false, ...o } : null;
  };
};
const none: IsWall = () => false;

describe('lineOfSight', () => {
  it('a wall on an intermediate hex blocks and is named', () => {
    const s = lineOfSight(O, { q: 3, r: 0 }, walls('2,0'));
    expect(s.visible).toBe(false);
    expect(s.blockedBy).toEqual({ q: 2, r: 0 });
    expect(s.lines[0]).toEqual([O, { q: 1, r: 0 }, { q: 2, r: 0 }, { q: 3, r: 0 }]);
  });

  it('names the blocker nearest the attacker', () => {
    expect(lineOfSight(O, { q: 4, r: 0 }, walls('3,0', '1,0')).blockedBy).toEqual({ q: 1, r: 0 });
  });

  it('walls on the attacker or defender hex, or off the line, do not block', () => {
    expect(lineOfSight(O, { q: 3, r: 0 }, walls('0,0', '3,0', '1,-1', '2,1')).visible).toBe(true);
    expect(lineOfSight(O, { q: 3, r: 0 }, walls('0,0')).blockedBy).toBeNull();
  });

  it('adjacent and same-hex tokens always see each other', () => {
    const everywhere: IsWall = () => true;
    expect(lineOfSight(O, { q: 1, r: -1 }, everywhere).visible).toBe(true);
    expect(lineOfSight(O, O, everywhere).visible).toBe(true);
  });

  // Lines that run exactly along a cell edge, with the two cells beside the tied point.
  it.each([
    [{ q: 2, r: -1 }, '1,0', '1,-1'],
    [{ q: 1, r: 1 }, '1,0', '0,1'], // the diagonal the appendix nudge is parallel to
    [{ q: -1, r: 2 }, '0,1', '-1,1'],
    [{ q: -2, r: 1 }, '-1,0', '-1,1'],
    [{ q: -1, r: -1 }, '-1,0', '0,-1'],
    [{ q: 1, r: -2 }, '0,-1', '1,-1'],
  ])('along the edge to %o: one wall beside it blocks only under "either"; walls on both sides block', (b, c1, c2) => {
    for (const w of [c1, c2]) {
      expect(lineOfSight(O, b, walls(w)).visible).toBe(true);
      expect(lineOfSight(O, b, walls(w), { losRule: 'both' }).visible).toBe(true);
      const strict = lineOfSight(O, b, walls(w), { losRule: 'either' });
      expect(strict.visible).toBe(false);
      expect(hexKey(strict.blockedBy!)).toBe(w);
    }
    expect(lineOfSight(O, b, walls(c1, c2)).visible).toBe(false);
    expect(lineOfSight(O, b, walls(c1, c2), { losRule: 'either' }).visible).toBe(false);
    const s = lineOfSight(O, b, none);
    expect(new Set([hexKey(s.lines[0][1]!), hexKey(s.lines[1][1]!)])).toEqual(new Set([c1, c2]));
  });

  it('a cover object that blocks sight blocks like a wall when coverAt is given', () => {
    const coverAt = objects({ '2,0': { id: 'hedge', value: 6, blocksSight: true } });
    const s = lineOfSight(O, { q: 4, r: 0 }, none, { coverAt });
    expect(s.visible).toBe(false);
    expect(s.blockedBy).toEqual({ q: 2, r: 0 });
    expect(lineOfSight(O, { q: 4, r: 0 }, none).visible).toBe(true);
  });

  it('is symmetric: a sees b exactly when b sees a (both rules)', () => {
    fc.assert(
      fc.property(smallHex, smallHex, fc.uniqueArray(smallHex, { maxLength: 40, selector: hexKey }), fc.constantFrom<LosRule>('both', 'either'), (a, b, ws, losRule) => {
        const isWall = walls(...ws.map(hexKey));
        expect(lineOfSight(a, b, isWall, { losRule }).visible).toBe(lineOfSight(b, a, isWall, { losRule }).visible);
      }),
    );
  });

  it('removing a wall never hides anything; "either" never sees more than "both"', () => {
    fc.assert(
      fc.property(smallHex, smallHex, fc.uniqueArray(smallHex, { minLength: 1, maxLength: 30, selector: hexKey }), (a, b, ws) => {
        const all = walls(...ws.map(hexKey));
        const fewer = walls(...ws.slice(1).map(hexKey));
        if (lineOfSight(a, b, all).visible) expect(lineOfSight(a, b, fewer).visible).toBe(true);
        if (lineOfSight(a, b, all, { losRule: 'either' }).visible) expect(lineOfSight(a, b, all).visible).toBe(true);
        if (hexDistance(a, b) <= 1) expect(lineOfSight(a, b, all).visible).toBe(true);
      }),
    );
  });
});

describe('coverOnLine', () => {
  const b: Hex = { q: 4, r: 0 };

  it('is nothing on an open line', () => {
    expect(coverOnLine(O, b, () => null)).toEqual({ value: 0, objectId: null, hex: null });
  });

  it('takes the greatest cover value on the intermediate hexes', () => {
    const coverAt = objects({ '1,0': { id: 'crate', value: 2 }, '3,0': { id: 'low-wall', value: 6 }, '2,1': { id: 'off-line', value: 9 } });
    expect(coverOnLine(O, b, coverAt)).toEqual({ value: 6, objectId: 'low-wall', hex: { q: 3, r: 0 } });
  });

  it('ignores objects in the attacker and defender hexes', () => {
    const coverAt = objects({ '0,0': { id: 'mine', value: 8 }, '4,0': { id: 'theirs', value: 8 } });
    expect(coverOnLine(O, b, coverAt).value).toBe(0);
  });

  it('between equal values, names the object nearest the defender', () => {
    const coverAt = objects({ '1,0': { id: 'near-attacker', value: 4 }, '3,0': { id: 'near-defender', value: 4 } });
    expect(coverOnLine(O, b, coverAt).objectId).toBe('near-defender');
    expect(coverOnLine(b, O, coverAt).objectId).toBe('near-attacker');
  });

  it('a cover value of 0 is no cover', () => {
    expect(coverOnLine(O, b, objects({ '2,0': { id: 'bush', value: 0 } }))).toEqual({ value: 0, objectId: null, hex: null });
  });

  it('along an edge with cover on one side: none under "both" (the clear side is used), the value under "either"', () => {
    const coverAt = objects({ '1,0': { id: 'barrel', value: 5 } });
    expect(coverOnLine(O, { q: 2, r: -1 }, coverAt).value).toBe(0);
    expect(coverOnLine(O, { q: 2, r: -1 }, coverAt, { losRule: 'either' })).toEqual({ value: 5, objectId: 'barrel', hex: { q: 1, r: 0 } });
  });

  it('along an edge with cover on both sides: the lesser under "both", the greater under "either"', () => {
    const coverAt = objects({ '1,0': { id: 'barrel', value: 5 }, '1,-1': { id: 'sack', value: 3 } });
    expect(coverOnLine(O, { q: 2, r: -1 }, coverAt)).toEqual({ value: 3, objectId: 'sack', hex: { q: 1, r: -1 } });
    expect(coverOnLine(O, { q: 2, r: -1 }, coverAt, { losRule: 'either' }).objectId).toBe('barrel');
  });

  it('along an edge with a wall on one side, the cover comes from the clear side', () => {
    const coverAt = objects({ '1,-1': { id: 'sack', value: 3 } });
    const r = sightAndCover(O, { q: 2, r: -1 }, { isWall: walls('1,0'), coverAt });
    expect(r.visible).toBe(true);
    expect(r.cover.objectId).toBe('sack');
  });

  it('a sight-blocking object hides the target; its cover is still reported for display', () => {
    const coverAt = objects({ '2,0': { id: 'hedge', value: 7, blocksSight: true } });
    const r = sightAndCover(O, b, { coverAt });
    expect(r.visible).toBe(false);
    expect(r.blockedBy).toEqual({ q: 2, r: 0 });
    expect(r.cover).toEqual({ value: 7, objectId: 'hedge', hex: { q: 2, r: 0 } });
  });

  it('agrees with sightAndCover', () => {
    const coverAt = objects({ '2,0': { id: 'x', value: 3 } });
    const isWall = walls('1,0');
    expect(coverOnLine(O, b, coverAt, { isWall })).toEqual(sightAndCover(O, b, { isWall, coverAt }).cover);
  });
});

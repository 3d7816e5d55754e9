import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  HEX_DIRECTIONS,
  directionBetween,
  directionDot,
  hexAdd,
  hexDirection,
  hexNeighbor,
  hexNeighbors,
  hexScale,
  normalizeDirection,
  directionWord,
  turnWords,
  makeLayout,
  hexToPixel,
} from '../../../shared/hex';
import { hexArb, pixelOf } from './arbitraries';

const APPENDIX_ORDER = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

describe('directions and neighbours', () => {
  it('lists neighbours in the appendix order', () => {
    expect(hexNeighbors({ q: 0, r: 0 })).toEqual(APPENDIX_ORDER);
    expect(hexNeighbors({ q: 5, r: -2 })).toEqual(APPENDIX_ORDER.map((d) => ({ q: 5 + d.q, r: -2 + d.r })));
    expect(HEX_DIRECTIONS).toEqual(APPENDIX_ORDER);
  });

  it.each([
    [0, 0], [5, 5], [6, 0], [7, 1], [-1, 5], [-6, 0], [-7, 5], [12, 0],
  ])('direction %i normalises to %i', (i, n) => {
    expect(normalizeDirection(i)).toBe(n);
    expect(hexDirection(i)).toEqual(APPENDIX_ORDER[n]);
    expect(hexNeighbor({ q: 2, r: 3 }, i)).toEqual(hexAdd({ q: 2, r: 3 }, APPENDIX_ORDER[n]!));
  });

  it('consecutive directions are 60 degrees apart on screen', () => {
    for (let i = 0; i < 6; i++) {
      const a = pixelOf(hexDirection(i));
      const b = pixelOf(hexDirection(i + 1));
      const cos = (a.x * b.x + a.y * b.y) / (Math.hypot(a.x, a.y) * Math.hypot(b.x, b.y));
      expect(cos).toBeCloseTo(0.5, 12);
    }
  });
});

describe('directionBetween (sextant)', () => {
  it.each([
    [{ q: 3, r: 0 }, 0],
    [{ q: 3, r: -3 }, 1],
    [{ q: 0, r: -3 }, 2],
    [{ q: -3, r: 0 }, 3],
    [{ q: -3, r: 3 }, 4],
    [{ q: 0, r: 3 }, 5],
    [{ q: 3, r: -1 }, 0], // inside wedge 0, nearer to direction 0 than to 1
    [{ q: 3, r: -2 }, 1], // inside wedge 1
    // Exactly on a wedge boundary (a diagonal): the first tied direction in order 0..5 wins.
    [{ q: 2, r: -1 }, 0], // between 0 and 1
    [{ q: 1, r: -2 }, 1], // between 1 and 2
    [{ q: -1, r: -1 }, 2], // between 2 and 3
    [{ q: -2, r: 1 }, 3], // between 3 and 4
    [{ q: -1, r: 2 }, 4], // between 4 and 5
    [{ q: 1, r: 1 }, 0], // between 5 and 0: 0 comes first
  ])('from the origin, %o lies in direction %i', (to, d) => {
    expect(directionBetween({ q: 0, r: 0 }, to)).toBe(d);
  });

  it('is null for the same hex', () => {
    expect(directionBetween({ q: 4, r: 4 }, { q: 4, r: 4 })).toBeNull();
  });

  it('off the boundaries, is the direction nearest in angle on screen', () => {
    fc.assert(
      fc.property(hexArb, hexArb, (a, b) => {
        const v = pixelOf({ q: b.q - a.q, r: b.r - a.r });
        if (v.x === 0 && v.y === 0) return;
        const angles = [0, 1, 2, 3, 4, 5].map((i) => {
          const d = pixelOf(hexDirection(i));
          const cos = (v.x * d.x + v.y * d.y) / (Math.hypot(v.x, v.y) * Math.hypot(d.x, d.y));
          return Math.acos(Math.max(-1, Math.min(1, cos)));
        });
        const sorted = [...angles].sort((x, y) => x - y);
        if (sorted[1]! - sorted[0]! < 1e-9) return; // on a boundary: covered by the table
        expect(directionBetween(a, b)).toBe(angles.indexOf(sorted[0]!));
      }),
      { numRuns: 3000 },
    );
  });

  it('directionDot grows along its direction and is zero across it', () => {
    fc.assert(
      fc.property(hexArb, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 9 }), (h, i, k) => {
        expect(directionDot(h, hexAdd(h, hexScale(hexDirection(i), k)), i)).toBe(2 * k);
        expect(directionDot(h, hexAdd(h, hexScale(hexDirection(i + 3), k)), i)).toBe(-2 * k);
        // Direction i+1 minus direction i-1 is perpendicular to direction i.
        const perp = hexAdd(hexDirection(i + 1), hexScale(hexDirection(i - 1), -1));
        expect(directionDot(h, hexAdd(h, hexScale(perp, k)), i)).toBe(0);
      }),
    );
  });
});

describe('directions in words', () => {
  // The compass bearing of each word, screen up being north (y grows downwards on screen).
  const BEARING: Record<string, number> = { east: 90, 'north-east': 45, north: 0, 'north-west': 315, west: 270, 'south-west': 225, south: 180, 'south-east': 135 };
  it.each(['pointy', 'flat'] as const)('%s: each word names the compass point nearest where the neighbour lies on screen', (orientation) => {
    const layout = makeLayout(10, orientation);
    for (let i = 0; i < 6; i++) {
      const p = hexToPixel(layout, hexNeighbor({ q: 0, r: 0 }, i));
      const bearing = (Math.atan2(p.x, -p.y) * 180) / Math.PI;
      const off = Math.abs((((bearing - BEARING[directionWord(i, orientation)]!) % 360) + 540) % 360 - 180);
      // Pointy-top directions lie 30 degrees off the compass's north and south, so the nearest word is 30 off at most.
      expect(off).toBeLessThanOrEqual(30);
    }
    // Direction i+1 lies anticlockwise of i on screen (y down: a negative cross product), so +1 is a left turn.
    for (let i = 0; i < 6; i++) {
      const a = hexToPixel(layout, hexNeighbor({ q: 0, r: 0 }, i)), b = hexToPixel(layout, hexNeighbor({ q: 0, r: 0 }, i + 1));
      expect(a.x * b.y - a.y * b.x).toBeLessThan(0);
    }
    // Six different words, and index 6 is index 0 again.
    expect(new Set([0, 1, 2, 3, 4, 5].map((i) => directionWord(i, orientation))).size).toBe(6);
    expect(directionWord(6, orientation)).toBe(directionWord(0, orientation));
  });
  it('a turn is named the short way round, left being anticlockwise (the direction order)', () => {
    expect(turnWords(0, 1)).toBe('60° left');
    expect(turnWords(0, 5)).toBe('60° right');
    expect(turnWords(5, 1)).toBe('120° left');
    expect(turnWords(1, 5)).toBe('120° right');
    expect(turnWords(2, 5)).toBe('180°');
    expect(turnWords(4, 4)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexAdd, hexDistance, hexKey, hexLine, hexLineNudged, nearNudgedLine, nudgedLineHexIs, nudgedLineSetup } from '../../../shared/hex';
import type { Hex } from '../../../shared/hex';
import { hexArb, pixelOf } from './arbitraries';

/** Which side of the exact segment a..b a hex centre lies on: +1, -1, or 0 on the line. */
function sideOf(a: Hex, b: Hex, h: Hex): number {
  const u = pixelOf({ q: b.q - a.q, r: b.r - a.r });
  const v = pixelOf({ q: h.q - a.q, r: h.r - a.r });
  const cross = u.x * v.y - u.y * v.x;
  return Math.abs(cross) < 1e-9 ? 0 : Math.sign(cross);
}

function checkLine(a: Hex, b: Hex, line: Hex[]): void {
  expect(line).toHaveLength(hexDistance(a, b) + 1);
  expect(line[0]).toEqual(a);
  expect(line[line.length - 1]).toEqual(b);
  for (let i = 1; i < line.length; i++) expect(hexDistance(line[i - 1]!, line[i]!)).toBe(1);
}

// The three diagonals that run along cell edges, with their negatives.
const EDGE_DIAGONALS: Hex[] = [
  { q: 2, r: -1 },
  { q: 1, r: 1 },
  { q: -1, r: 2 },
  { q: -2, r: 1 },
  { q: -1, r: -1 },
  { q: 1, r: -2 },
];

describe('hexLine', () => {
  it('is the start alone when both ends are the same hex', () => {
    expect(hexLine({ q: 3, r: -1 }, { q: 3, r: -1 })).toEqual([{ q: 3, r: -1 }]);
  });

  it('walks straight along a direction', () => {
    expect(hexLine({ q: 0, r: 0 }, { q: 3, r: 0 })).toEqual([
      { q: 0, r: 0 }, { q: 1, r: 0 }, { q: 2, r: 0 }, { q: 3, r: 0 },
    ]);
    expect(hexLine({ q: 0, r: 0 }, { q: 0, r: -2 })).toEqual([{ q: 0, r: 0 }, { q: 0, r: -1 }, { q: 0, r: -2 }]);
  });

  it('has distance + 1 hexes from a to b, each a neighbour of the one before', () => {
    fc.assert(fc.property(hexArb, hexArb, (a, b) => checkLine(a, b, hexLine(a, b))));
  });

  it('is translation-invariant', () => {
    fc.assert(
      fc.property(hexArb, hexArb, hexArb, (a, b, t) => {
        expect(hexLine(hexAdd(a, t), hexAdd(b, t))).toEqual(hexLine(a, b).map((h) => hexAdd(h, t)));
      }),
    );
  });

  it('stays within one hex radius of the exact segment', () => {
    fc.assert(
      fc.property(hexArb, hexArb, (a, b) => {
        const u = pixelOf({ q: b.q - a.q, r: b.r - a.r });
        const len = Math.hypot(u.x, u.y);
        if (len === 0) return;
        for (const h of hexLine(a, b)) {
          const v = pixelOf({ q: h.q - a.q, r: h.r - a.r });
          // Pointy hexes of size 1: a centre more than 1 (the circumradius) off the segment cannot touch it.
          expect(Math.abs(u.x * v.y - u.y * v.x) / len).toBeLessThanOrEqual(1 + 1e-9);
        }
      }),
    );
  });

  it('the appendix nudge (+1e-6, +1e-6, -2e-6) settles the tie on (2,-1) toward larger r', () => {
    // The midpoint (1, -0.5, -0.5) lies on the edge between (1,0) and (1,-1); +r / -s wins.
    expect(hexLine({ q: 0, r: 0 }, { q: 2, r: -1 })).toEqual([{ q: 0, r: 0 }, { q: 1, r: 0 }, { q: 2, r: -1 }]);
    // Reversed, the same nudge picks the same cell: the tie always goes the same way.
    expect(hexLine({ q: 2, r: -1 }, { q: 0, r: 0 })).toEqual([{ q: 2, r: -1 }, { q: 1, r: 0 }, { q: 0, r: 0 }]);
  });

  it.each(EDGE_DIAGONALS)('along the edge-running diagonal %o every tie goes to the same side', (d) => {
    const a = { q: -1, r: 3 };
    const b = { q: a.q + 5 * d.q, r: a.r + 5 * d.r };
    const line = hexLine(a, b);
    checkLine(a, b, line);
    const sides = new Set(line.map((h) => sideOf(a, b, h)).filter((s) => s !== 0));
    expect(sides.size).toBe(1);
  });
});

describe('hexLineNudged (the line-of-sight pair)', () => {
  it('both sides are lines from a to b of distance + 1 neighbouring hexes', () => {
    fc.assert(
      fc.property(hexArb, hexArb, (a, b) => {
        checkLine(a, b, hexLineNudged(a, b, 1));
        checkLine(a, b, hexLineNudged(a, b, -1));
      }),
    );
  });

  it.each(EDGE_DIAGONALS)('along the diagonal %o the two sides take opposite cells of every tied edge', (d) => {
    const a = { q: 2, r: -4 };
    const b = { q: a.q + 4 * d.q, r: a.r + 4 * d.r };
    const plus = hexLineNudged(a, b, 1);
    const minus = hexLineNudged(a, b, -1);
    const sp = new Set(plus.map((h) => sideOf(a, b, h)).filter((s) => s !== 0));
    const sm = new Set(minus.map((h) => sideOf(a, b, h)).filter((s) => s !== 0));
    expect(sp.size).toBe(1);
    expect(sm.size).toBe(1);
    expect([...sp][0]).toBe(-[...sm][0]!);
    // The centres on the line itself (every other hex) are shared.
    for (let i = 0; i < plus.length; i += 2) expect(plus[i]).toEqual(minus[i]);
  });

  it('the two sides differ only at exact ties: there they are neighbours equally near the exact point, and hexLine is one of them', () => {
    fc.assert(
      fc.property(hexArb, hexArb, (a, b) => {
        const plus = hexLineNudged(a, b, 1);
        const minus = hexLineNudged(a, b, -1);
        const line = hexLine(a, b);
        const n = line.length - 1;
        for (let i = 0; i <= n; i++) {
          const p = plus[i]!;
          const m = minus[i]!;
          expect([hexKey(p), hexKey(m)]).toContain(hexKey(line[i]!));
          if (hexKey(p) === hexKey(m)) continue;
          expect(hexDistance(p, m)).toBe(1);
          const t = n === 0 ? 0 : i / n;
          const exact = pixelOf({ q: (b.q - a.q) * t, r: (b.r - a.r) * t });
          const dp = pixelOf({ q: p.q - a.q, r: p.r - a.r });
          const dm = pixelOf({ q: m.q - a.q, r: m.r - a.r });
          expect(Math.hypot(dp.x - exact.x, dp.y - exact.y)).toBeCloseTo(Math.hypot(dm.x - exact.x, dm.y - exact.y), 9);
        }
      }),
    );
  });

  it('a line that crosses a cell edge exactly at a sample splits there: (0,0) to (15,7)', () => {
    // Sample 11 of 22 is (7.5, 3.5, -11), on the edge between (7,4) and (8,3).
    const plus = hexLineNudged({ q: 0, r: 0 }, { q: 15, r: 7 }, 1);
    const minus = hexLineNudged({ q: 0, r: 0 }, { q: 15, r: 7 }, -1);
    expect(new Set([hexKey(plus[11]!), hexKey(minus[11]!)])).toEqual(new Set(['7,4', '8,3']));
  });

  it('is the reverse pair when the ends swap (side +1 one way is side -1 the other)', () => {
    fc.assert(
      fc.property(hexArb, hexArb, (a, b) => {
        expect(hexLineNudged(b, a, -1)).toEqual(hexLineNudged(a, b, 1).reverse());
      }),
    );
  });
});

describe('nudgedLineSetup and nudgedLineHexIs (one hex of a nudged line, not drawn)', () => {
  /** Whether each hex of the drawn line, and each of its neighbours, is answered as the drawn line has it. */
  function agrees(a: Hex, b: Hex, side: 1 | -1): void {
    const line = hexLineNudged(a, b, side);
    const set = new Float64Array(4);
    nudgedLineSetup(a, b, side, set, 0);
    const n = line.length - 1;
    for (let i = 0; i <= n; i++) {
      for (const h of [line[i]!, ...[0, 1, 2, 3, 4, 5].map((k) => hexAdd(line[i]!, EDGE_DIAGONALS[k]!)), hexAdd(line[i]!, { q: 1, r: 0 }), hexAdd(line[i]!, { q: 0, r: 1 })]) {
        const on = h.q === line[i]!.q && h.r === line[i]!.r;
        expect(nudgedLineHexIs(set, 0, n, i, h.q - a.q, h.r - a.r), `${hexKey(a)} to ${hexKey(b)} side ${side}, hex ${i}`).toBe(on);
      }
    }
  }

  it('answers as the drawn line, hex by hex, both sides, ties along cell edges among them', () => {
    for (const d of EDGE_DIAGONALS) for (const k of [1, 2, 5, 13]) for (const side of [1, -1] as const) agrees({ q: 3, r: -2 }, { q: 3 + k * d.q, r: -2 + k * d.r }, side);
    // A line that crosses a cell edge exactly at a sample (the two sides split there).
    agrees({ q: 0, r: 0 }, { q: 15, r: 7 }, 1);
    agrees({ q: 0, r: 0 }, { q: 15, r: 7 }, -1);
    fc.assert(
      fc.property(hexArb, hexArb, fc.boolean(), (a, b, up) => {
        if (hexDistance(a, b) > 0) agrees(a, b, up ? 1 : -1);
      }),
    );
  });
});

describe('nearNudgedLine', () => {
  it('holds every hex of both nudged lines of up to 30 steps, and not the hexes two steps aside', () => {
    let missed = 0;
    for (let q = -30; q <= 30; q++) {
      for (let r = -30; r <= 30; r++) {
        const b = { q, r };
        const n = hexDistance({ q: 0, r: 0 }, b);
        if (n === 0 || n > 30) continue;
        const vv = q * q + r * r + (q + r) * (q + r);
        for (const side of [1, -1] as const) for (const h of hexLineNudged({ q: 0, r: 0 }, b, side)) if (!nearNudgedLine(q, r, vv, h.q, h.r)) missed++;
      }
    }
    expect(missed).toBe(0);
    // Along a direction the line is its own hexes: two rows aside is well off it.
    expect(nearNudgedLine(10, 0, 200, 5, -2)).toBe(false);
    expect(nearNudgedLine(10, 0, 200, 5, 2)).toBe(false);
  });
});

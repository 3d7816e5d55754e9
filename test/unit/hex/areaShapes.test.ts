import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { burstHexes, coneDirection, coneHexes, hexDirection, hexKey, hexLine, hexesWithin, lineHexes } from '../../../shared/hex';
import type { Hex } from '../../../shared/hex';
import { hexArb, oracleDistance, pixelOf, smallHex } from './arbitraries';

const length = fc.integer({ min: 1, max: 10 });
const direction = fc.integer({ min: 0, max: 5 });
const offsetArb = smallHex.filter((v) => v.q !== 0 || v.r !== 0);

/** The angle of a hex vector on the drawn map, in degrees from 0 to 360 (independent of the code under test). */
function angleOf(v: Hex): number {
  const p = pixelOf(v);
  const a = (Math.atan2(-p.y, p.x) * 180) / Math.PI;
  return a < 0 ? a + 360 : a;
}

/** Whether the drawn angle of `v` lies in the closed 60-degree wedge from direction d to d + 1. */
function inWedge(v: Hex, d: number): boolean {
  const from = angleOf(hexDirection(d));
  let turn = angleOf(v) - from;
  if (turn < -1e-9) turn += 360;
  return turn <= 60 + 1e-9 || turn >= 360 - 1e-9;
}

const minus = (a: Hex, b: Hex): Hex => ({ q: a.q - b.q, r: a.r - b.r });

describe('coneHexes', () => {
  it('is a wedge of n(n+3)/2 distinct hexes, k + 1 of them at each distance k from 1 to n', () => {
    fc.assert(
      fc.property(hexArb, direction, length, (o, d, n) => {
        const cone = coneHexes(o, d, n);
        expect(cone).toHaveLength((n * (n + 3)) / 2);
        expect(new Set(cone.map(hexKey)).size).toBe(cone.length);
        for (let k = 1; k <= n; k++) expect(cone.filter((h) => oracleDistance(o, h) === k)).toHaveLength(k + 1);
        for (const h of cone) expect(inWedge(minus(h, o), d)).toBe(true);
      }),
    );
  });

  it('holds every hex within n whose drawn angle lies in its 60-degree wedge', () => {
    fc.assert(
      fc.property(hexArb, direction, length, (o, d, n) => {
        const cone = new Set(coneHexes(o, d, n).map(hexKey));
        const wedge = hexesWithin(o, n).filter((h) => oracleDistance(o, h) > 0 && inWedge(minus(h, o), d));
        expect(cone).toEqual(new Set(wedge.map(hexKey)));
      }),
      { numRuns: 200 },
    );
  });

  it('the cone of length 1 in direction 0 is the neighbours in directions 0 and 1', () => {
    expect(new Set(coneHexes({ q: 4, r: 4 }, 0, 1).map(hexKey))).toEqual(new Set(['5,4', '5,3']));
    expect(coneHexes({ q: 0, r: 0 }, 6, 3)).toEqual(coneHexes({ q: 0, r: 0 }, 0, 3));
    expect(coneHexes({ q: 0, r: 0 }, -1, 3)).toEqual(coneHexes({ q: 0, r: 0 }, 5, 3));
  });

  it('the six cones of a hex cover every hex around it: once each, but the six rays between cones, which two share', () => {
    fc.assert(
      fc.property(hexArb, length, (o, n) => {
        const count = new Map<string, number>();
        for (let d = 0; d < 6; d++) for (const h of coneHexes(o, d, n)) count.set(hexKey(h), (count.get(hexKey(h)) ?? 0) + 1);
        const around = hexesWithin(o, n).filter((h) => oracleDistance(o, h) > 0);
        expect(count.size).toBe(around.length);
        for (const h of around) {
          const v = minus(h, o);
          const onRay = [0, 1, 2, 3, 4, 5].some((d) => {
            const u = hexDirection(d);
            const k = oracleDistance(o, h);
            return v.q === u.q * k && v.r === u.r * k;
          });
          expect(count.get(hexKey(h))).toBe(onRay ? 2 : 1);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('coneDirection', () => {
  it('splits the hexes around the origin into six parts: each aim in exactly one half-open wedge, the cone it names', () => {
    fc.assert(
      fc.property(hexArb, offsetArb, (o, v) => {
        const aim = { q: o.q + v.q, r: o.r + v.r };
        const d = coneDirection(o, aim);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThan(6);
        const k = oracleDistance(o, aim);
        expect(coneHexes(o, d, k).map(hexKey)).toContain(hexKey(aim));
        // Half-open: the aim is never on the ray of direction d + 1, which the next cone owns.
        const next = hexDirection(d + 1);
        expect(v.q === next.q * k && v.r === next.r * k).toBe(false);
        // Exactly one direction's half-open wedge holds it.
        const holders = [0, 1, 2, 3, 4, 5].filter((e) => {
          const u = hexDirection(e + 1);
          return inWedge(v, e) && !(v.q === u.q * k && v.r === u.r * k);
        });
        expect(holders).toEqual([d]);
      }),
    );
  });

  it('names the direction of an aim along it, and -1 for the origin itself', () => {
    for (let d = 0; d < 6; d++) expect(coneDirection({ q: 1, r: 1 }, { q: 1 + 3 * hexDirection(d).q, r: 1 + 3 * hexDirection(d).r })).toBe(d);
    expect(coneDirection({ q: 1, r: 1 }, { q: 1, r: 1 })).toBe(-1);
  });
});

describe('lineHexes', () => {
  it('is n hexes in order, each a step further from the origin, which it leaves out', () => {
    fc.assert(
      fc.property(hexArb, offsetArb, length, (o, v, n) => {
        const line = lineHexes(o, { q: o.q + v.q, r: o.r + v.r }, n);
        expect(line).toHaveLength(n);
        line.forEach((h, i) => expect(oracleDistance(o, h)).toBe(i + 1));
      }),
    );
  });

  it('is the hex line toward the aim, extended past it by whole multiples of the aim', () => {
    fc.assert(
      fc.property(hexArb, offsetArb, length, (o, v, n) => {
        const aim = { q: o.q + v.q, r: o.r + v.r };
        const step = oracleDistance(o, aim);
        const k = Math.ceil(n / step);
        expect(lineHexes(o, aim, n)).toEqual(hexLine(o, { q: o.q + k * v.q, r: o.r + k * v.r }).slice(1, n + 1));
        if (n <= step) expect(lineHexes(o, aim, n)).toEqual(hexLine(o, aim).slice(1, n + 1));
      }),
    );
    expect(lineHexes({ q: 0, r: 0 }, { q: 1, r: 0 }, 3)).toEqual([{ q: 1, r: 0 }, { q: 2, r: 0 }, { q: 3, r: 0 }]);
  });

  it('is empty when aimed at the origin or of length 0', () => {
    expect(lineHexes({ q: 2, r: 2 }, { q: 2, r: 2 }, 4)).toEqual([]);
    expect(lineHexes({ q: 2, r: 2 }, { q: 3, r: 2 }, 0)).toEqual([]);
  });
});

describe('burstHexes', () => {
  it('is every hex within the radius of the centre', () => {
    fc.assert(
      fc.property(hexArb, fc.integer({ min: 0, max: 8 }), (c, r) => {
        const burst = burstHexes(c, r);
        expect(burst).toHaveLength(3 * r * (r + 1) + 1);
        expect(new Set(burst.map(hexKey))).toEqual(new Set(hexesWithin(c, r).map(hexKey)));
        for (const h of burst) expect(oracleDistance(c, h)).toBeLessThanOrEqual(r);
      }),
    );
  });
});

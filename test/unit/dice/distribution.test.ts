import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDice,
  expressionDistribution,
  mean,
  probabilityOf,
  sumDistribution,
} from '../../../shared/dice/distribution';
import type { Distribution } from '../../../shared/dice/distribution';
import { parseDice } from '../../../shared/dice/expression';
import type { DiceExpression } from '../../../shared/dice/expression';
import { expressionArb } from './arbitraries';

function parsed(text: string): DiceExpression {
  const r = parseDice(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Counts every combination of faces: the exact distribution as integer counts over a total. */
function bruteForce(e: DiceExpression): Map<number, number> {
  const sides = e.terms.flatMap((t) => new Array<number>(t.count).fill(t.sides));
  let sums = new Map<number, number>([[e.modifier, 1]]);
  for (const s of sides) {
    const next = new Map<number, number>();
    for (const [v, n] of sums) for (let f = 1; f <= s; f++) next.set(v + f, (next.get(v + f) ?? 0) + n);
    sums = next;
  }
  return sums;
}

function expectMatches(d: Distribution, exact: Map<number, number>): void {
  const total = [...exact.values()].reduce((a, b) => a + b, 0);
  expect(d.p).toHaveLength(exact.size);
  for (const [v, n] of exact) expect(Math.abs(probabilityOf(d, v) - n / total)).toBeLessThan(1e-12);
}

const sum = (d: Distribution): number => d.p.reduce((a, b) => a + b, 0);

describe('expressionDistribution', () => {
  it('gives 3d6 its exact odds', () => {
    const d = expressionDistribution(parsed('3d6'));
    expect(d.min).toBe(3);
    expect(d.p).toHaveLength(16);
    expect(Math.abs(probabilityOf(d, 10) - 27 / 216)).toBeLessThan(1e-12);
    expect(Math.abs(probabilityOf(d, 3) - 1 / 216)).toBeLessThan(1e-12);
    expect(Math.abs(probabilityOf(d, 18) - 1 / 216)).toBeLessThan(1e-12);
    expect(probabilityOf(d, 2)).toBe(0);
    expect(probabilityOf(d, 19)).toBe(0);
  });

  it('gives d100 every value 1..100 at 1%', () => {
    const d = expressionDistribution(parsed('d100'));
    expect(d.min).toBe(1);
    expect(d.p).toHaveLength(100);
    for (const x of d.p) expect(Math.abs(x - 0.01)).toBeLessThan(1e-15);
  });

  it.each(['2d6+1d4+1', '3d6', '4d6+2', '2d10-1', 'd6+d8+d10-3', '5d4', 'd1+2d3'])(
    'equals brute-force enumeration for %s',
    (text) => {
      const e = parsed(text);
      expectMatches(expressionDistribution(e), bruteForce(e));
    },
  );

  it('equals brute-force enumeration for small random expressions', () => {
    const small = expressionArb(3, 8).filter((e) => e.terms.reduce((s, t) => s + t.count, 0) <= 5);
    fc.assert(fc.property(small, (e) => expectMatches(expressionDistribution(e), bruteForce(e))), { numRuns: 60 });
  });

  it('sums to 1 with the right ends and mean n(s+1)/2 + modifier', () => {
    fc.assert(
      fc.property(expressionArb(15, 60), (e) => {
        const d = expressionDistribution(e);
        const dice = e.terms.reduce((s, t) => s + t.count, 0);
        const max = e.terms.reduce((s, t) => s + t.count * t.sides, 0) + e.modifier;
        const expectedMean = e.terms.reduce((s, t) => s + (t.count * (t.sides + 1)) / 2, 0) + e.modifier;
        expect(Math.abs(sum(d) - 1)).toBeLessThan(1e-9);
        expect(d.min).toBe(dice + e.modifier);
        expect(d.min + d.p.length - 1).toBe(max);
        expect(d.p[0]!).toBeGreaterThan(0);
        expect(d.p[d.p.length - 1]!).toBeGreaterThan(0);
        expect(Math.abs(mean(d) - expectedMean)).toBeLessThan(1e-9 * Math.max(1, Math.abs(expectedMean)));
      }),
      { numRuns: 60 },
    );
  });

  it('agrees with sumDistribution for a single term', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 30 }), fc.integer({ min: -20, max: 20 }), (n, s, m) => {
        const a = expressionDistribution({ terms: [{ count: n, sides: s }], modifier: m });
        const b = sumDistribution(n, s, m);
        expect(a.min).toBe(b.min);
        expect(a.p).toEqual(b.p);
      }),
    );
  });
});

describe('addDice on long distributions (sliding window)', () => {
  it('gives 2d1000 its exact triangle', () => {
    const d = expressionDistribution(parsed('2d1000'));
    expect(d.min).toBe(2);
    expect(d.p).toHaveLength(1999);
    let worst = 0;
    for (let v = 2; v <= 2000; v++) worst = Math.max(worst, Math.abs(probabilityOf(d, v) - Math.min(v - 1, 2001 - v) / 1e6));
    expect(worst).toBeLessThan(1e-15);
  });

  it.each<[string, number, number, number]>([
    ['8d1000+5', 8, 1000, 5],
    ['3d1000', 3, 1000, 0],
    ['30d100-7', 30, 100, -7],
    ['12d777', 12, 777, 0],
  ])('matches direct convolution for %s, tails included', (text, count, sides, modifier) => {
    const fast = expressionDistribution(parsed(text));
    const direct = sumDistribution(count, sides, modifier);
    expect(fast.min).toBe(direct.min);
    expect(fast.p).toHaveLength(direct.p.length);
    let worst = 0;
    for (let i = 0; i < direct.p.length; i++) worst = Math.max(worst, Math.abs(fast.p[i]! - direct.p[i]!));
    expect(worst).toBeLessThan(1e-12);
    // The far tails (1e-24 for 8d1000, 1e-60 for 30d100) keep their relative precision.
    for (const i of [0, 1, 2, direct.p.length - 3, direct.p.length - 2, direct.p.length - 1]) {
      expect(Math.abs(fast.p[i]! / direct.p[i]! - 1)).toBeLessThan(1e-9);
    }
    expect(Math.abs(mean(fast) - (count * (sides + 1)) / 2 - modifier)).toBeLessThan(1e-6);
  });

  it('starts from any distribution', () => {
    const d = addDice({ min: 10, p: [0.5, 0.5] }, 1, 2);
    expect(d).toEqual({ min: 11, p: [0.25, 0.5, 0.25] });
  });

  it.each([-1, 1.5, Number.NaN])('refuses a count of %s', (count) => {
    expect(() => addDice({ min: 0, p: [1] }, count, 6)).toThrow(RangeError);
  });
});

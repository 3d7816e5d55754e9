import { describe, expect, it } from 'vitest';
import type { TargetResult } from '../../../shared/rules/yaugs/index';
import { resolveTarget } from '../../../shared/rules/yaugs/index';

type Band = [from: number, to: number, result: TargetResult];

/** Expands hand-computed band ranges (from RULES.md 1.1) into the grade of every roll 1..100. */
function expand(bands: Band[]): TargetResult[] {
  const out: TargetResult[] = [];
  for (const [from, to, result] of bands) for (let r = from; r <= to; r++) out[r - 1] = result;
  expect(out.length).toBe(100);
  expect(out.every((x) => x !== undefined)).toBe(true);
  return out;
}

function gradesOf(target: number, width: 'example' | 'literal'): TargetResult[] {
  return Array.from({ length: 100 }, (_, i) => resolveTarget(target, i + 1, { marginalFailureWidth: width }).result);
}

const CS = 'critical-success', S = 'success', MS = 'marginal-success', MF = 'marginal-failure', F = 'failure', CF = 'critical-failure';

describe('resolveTarget worked examples (RULES.md 1.1)', () => {
  it('T=60 example width: critical 01-03, marginal success 58-60, marginal failure 61-64, critical failure 97-100', () => {
    expect(gradesOf(60, 'example')).toEqual(expand([[1, 3, CS], [4, 57, S], [58, 60, MS], [61, 64, MF], [65, 96, F], [97, 100, CF]]));
  });
  it('T=60 literal width gives marginal failure 61-63', () => {
    expect(gradesOf(60, 'literal')).toEqual(expand([[1, 3, CS], [4, 57, S], [58, 60, MS], [61, 63, MF], [64, 96, F], [97, 100, CF]]));
  });
  it('example is the default setting', () => {
    expect(resolveTarget(60, 64).result).toBe(MF);
    expect(resolveTarget(60, 64, {}).result).toBe(MF);
    expect(resolveTarget(60, 64, { marginalFailureWidth: 'literal' }).result).toBe(F);
  });
  it('T=120 criticals on 01-09', () => {
    expect(resolveTarget(120, 9).result).toBe(CS);
    expect(resolveTarget(120, 10).result).toBe(S);
  });
  it('the jump from T=100 to T=101 is intended: 97 goes from marginal success to marginal failure', () => {
    expect([96, 97, 98, 99].map((r) => resolveTarget(100, r).result)).toEqual([MS, MS, MS, MS]);
    expect([96, 97, 98, 99].map((r) => resolveTarget(101, r).result)).toEqual([MS, MF, F, F]);
  });
});

describe('resolveTarget band edges', () => {
  // Each row worked out by hand from the inequalities of RULES.md 1.1, for both widths.
  const cases: { T: number; example: Band[]; literal: Band[] }[] = [
    { T: 1, example: [[1, 1, CS], [2, 2, MF], [3, 99, F], [100, 100, CF]], literal: [[1, 1, CS], [2, 99, F], [100, 100, CF]] },
    {
      T: 5,
      example: [[1, 1, CS], [2, 4, S], [5, 5, MS], [6, 6, MF], [7, 99, F], [100, 100, CF]],
      literal: [[1, 1, CS], [2, 4, S], [5, 5, MS], [6, 99, F], [100, 100, CF]],
    },
    {
      T: 19,
      example: [[1, 1, CS], [2, 18, S], [19, 19, MS], [20, 20, MF], [21, 99, F], [100, 100, CF]],
      literal: [[1, 1, CS], [2, 18, S], [19, 19, MS], [20, 99, F], [100, 100, CF]],
    },
    {
      T: 20,
      example: [[1, 1, CS], [2, 19, S], [20, 20, MS], [21, 22, MF], [23, 98, F], [99, 100, CF]],
      literal: [[1, 1, CS], [2, 19, S], [20, 20, MS], [21, 21, MF], [22, 98, F], [99, 100, CF]],
    },
    {
      T: 50,
      example: [[1, 2, CS], [3, 47, S], [48, 50, MS], [51, 53, MF], [54, 97, F], [98, 100, CF]],
      literal: [[1, 2, CS], [3, 47, S], [48, 50, MS], [51, 52, MF], [53, 97, F], [98, 100, CF]],
    },
    {
      T: 60,
      example: [[1, 3, CS], [4, 57, S], [58, 60, MS], [61, 64, MF], [65, 96, F], [97, 100, CF]],
      literal: [[1, 3, CS], [4, 57, S], [58, 60, MS], [61, 63, MF], [64, 96, F], [97, 100, CF]],
    },
    { T: 99, example: [[1, 4, CS], [5, 95, S], [96, 99, MS], [100, 100, CF]], literal: [[1, 4, CS], [5, 95, S], [96, 99, MS], [100, 100, CF]] },
    { T: 100, example: [[1, 5, CS], [6, 95, S], [96, 99, MS], [100, 100, CF]], literal: [[1, 5, CS], [6, 95, S], [96, 99, MS], [100, 100, CF]] },
    ...[
      [101, 5],
      [120, 9],
      [200, 25],
    ].map(([T, top]) => {
      const bands: Band[] = [[1, top!, CS], [top! + 1, 95, S], [96, 96, MS], [97, 97, MF], [98, 99, F], [100, 100, CF]];
      return { T: T!, example: bands, literal: bands };
    }),
    {
      T: 600,
      example: [[1, 95, CS], [96, 96, MS], [97, 97, MF], [98, 99, F], [100, 100, CF]],
      literal: [[1, 95, CS], [96, 96, MS], [97, 97, MF], [98, 99, F], [100, 100, CF]],
    },
  ];
  for (const c of cases) {
    for (const width of ['example', 'literal'] as const) {
      it(`T=${c.T} (${width})`, () => {
        expect(gradesOf(c.T, width)).toEqual(expand(c[width]));
      });
    }
  }

  it('offers the fumble table only for a natural 100 with T above 100', () => {
    for (const T of [1, 60, 99, 100, 101, 120, 600]) {
      for (let r = 1; r <= 100; r++) {
        expect(resolveTarget(T, r).fumbleTable).toBe(r === 100 && T > 100);
      }
    }
  });

  it('01 always succeeds critically and 100 always fails critically, even for odd targets', () => {
    for (const T of [-40, 0, 1, 500]) {
      expect(resolveTarget(T, 1).result).toBe(CS);
      expect(resolveTarget(T, 100).result).toBe(CF);
    }
  });

  it('refuses a roll that is not a d100 face', () => {
    expect(() => resolveTarget(50, 0)).toThrow(RangeError);
    expect(() => resolveTarget(50, 101)).toThrow(RangeError);
    expect(() => resolveTarget(50, 2.5)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexDistance, hexKey, hexNeighbors, hexesWithin, pathCost, pathTo, reachCost, reachable } from '../../../shared/hex';
import type { CostFn, Hex } from '../../../shared/hex';

/** A deterministic cost field from a seed: costs 1, 2, 3 or Infinity (about one hex in six). */
function field(seed: number): CostFn {
  return (h: Hex) => {
    let x = Math.imul(h.q * 73856093 ^ h.r * 19349663 ^ seed, 0x9e3779b1) >>> 0;
    x = (x ^ (x >>> 15)) >>> 0;
    const k = x % 6;
    return k === 0 ? Infinity : (k % 3) + 1;
  };
}

/** Bellman-Ford relaxation over a bounded disc: the oracle for cheapest costs. */
function oracle(start: Hex, budget: number, cost: CostFn, bound: number): Map<string, number> {
  const area = hexesWithin(start, bound);
  const best = new Map<string, number>([[hexKey(start), 0]]);
  for (let changed = true; changed; ) {
    changed = false;
    for (const h of area) {
      const c = best.get(hexKey(h));
      if (c === undefined) continue;
      for (const n of hexNeighbors(h)) {
        if (hexDistance(start, n) > bound) continue;
        const nc = c + cost(n);
        if (nc <= budget && nc < (best.get(hexKey(n)) ?? Infinity)) {
          best.set(hexKey(n), nc);
          changed = true;
        }
      }
    }
  }
  return best;
}

const start: Hex = { q: 2, r: -3 };

describe('reachable', () => {
  it('on open ground with cost 1 reaches exactly the hexes within the budget, at their distance', () => {
    const reach = reachable(start, 4, () => 1);
    expect(reach.hexes).toHaveLength(3 * 4 * 5 + 1);
    for (const h of hexesWithin(start, 4)) expect(reachCost(reach, h)).toBe(hexDistance(start, h));
    expect(reachCost(reach, { q: start.q + 5, r: start.r })).toBeNull();
    expect(pathTo(reach, { q: 99, r: 99 })).toBeNull();
  });

  it('budget 0 reaches only the start; the start is free even if its own cost is infinite', () => {
    const reach = reachable(start, 0, (h) => (h.q === start.q && h.r === start.r ? Infinity : 1));
    expect(reach.hexes).toEqual([start]);
    expect(pathTo(reach, start)).toEqual([start]);
  });

  it('a budget exactly equal to a path cost reaches it; one less does not (band edge)', () => {
    const cost: CostFn = () => 2;
    const target = { q: start.q + 3, r: start.r };
    expect(reachCost(reachable(start, 6, cost), target)).toBe(6);
    expect(reachCost(reachable(start, 5.999, cost), target)).toBeNull();
  });

  it('fractional costs and budgets work', () => {
    const reach = reachable(start, 1.5, () => 0.5);
    expect(reachCost(reach, { q: start.q, r: start.r + 3 })).toBe(1.5);
    expect(reachCost(reach, { q: start.q, r: start.r + 4 })).toBeNull();
  });

  it('steps that cost nothing reach beyond the budget in hexes, with their paths', () => {
    // Free ground along r = 0, ordinary ground elsewhere: 1 to spend reaches 9 hexes east along
    // the free row, past the cells a small search keeps around its start, and one hex either side.
    const cost: CostFn = (h) => (h.r === 0 && h.q >= 0 && h.q <= 9 ? 0 : 1);
    const reach = reachable({ q: 0, r: 0 }, 1, cost);
    expect(reachCost(reach, { q: 9, r: 0 })).toBe(0);
    expect(pathTo(reach, { q: 9, r: 0 })!.map((h) => h.q)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(reachCost(reach, { q: 9, r: 1 })).toBe(1);
    expect(reachCost(reach, { q: 10, r: 1 })).toBeNull();
    expect(reachCost(reach, { q: 11, r: 0 })).toBeNull();
  });

  it('goes around a wall, paying the detour', () => {
    // Walls on (1,0) and (1,-1) close both 2-step routes from (0,0) to (2,-1); the detours take 4.
    const walls = new Set(['1,0', '1,-1']);
    const cost: CostFn = (h) => (walls.has(hexKey(h)) ? Infinity : 1);
    const reach = reachable({ q: 0, r: 0 }, 10, cost);
    const path = pathTo(reach, { q: 2, r: -1 })!;
    expect(path.some((h) => walls.has(hexKey(h)))).toBe(false);
    expect(reachCost(reach, { q: 2, r: -1 })).toBe(4);
    expect(path).toHaveLength(5);
  });

  it('NaN and negative costs are treated as impassable', () => {
    const reach = reachable({ q: 0, r: 0 }, 5, (h) => (h.q === 1 && h.r === 0 ? NaN : h.q === -1 && h.r === 0 ? -1 : 1));
    expect(reachCost(reach, { q: 1, r: 0 })).toBeNull();
    expect(reachCost(reach, { q: -1, r: 0 })).toBeNull();
  });

  it('cheapest costs match a Bellman-Ford oracle; every path is contiguous, within budget, and costs what it says', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 12 }), (seed, budget) => {
        const cost = field(seed);
        const reach = reachable(start, budget, cost);
        // Costs are >= 1, so nothing beyond `budget` steps is reachable: the oracle's disc is enough.
        const best = oracle(start, budget, cost, budget);
        expect(reach.hexes.length).toBe(best.size);
        for (const h of reach.hexes) {
          const c = reachCost(reach, h)!;
          expect(c).toBe(best.get(hexKey(h)));
          expect(c).toBeLessThanOrEqual(budget);
          const path = pathTo(reach, h)!;
          expect(path[0]).toEqual(start);
          expect(path[path.length - 1]).toEqual(h);
          const check = pathCost(path, cost);
          expect(check).toEqual({ ok: true, cost: c });
        }
      }),
      { numRuns: 60 },
    );
  });

  it('with a target, stops early but the target cost and path are exact', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -6, max: 6 }), fc.integer({ min: -6, max: 6 }), (seed, q, r) => {
        const cost = field(seed);
        const target = { q: start.q + q, r: start.r + r };
        const full = reachable(start, 30, cost);
        const early = reachable(start, 30, cost, { target });
        expect(reachCost(early, target)).toBe(reachCost(full, target));
        const path = pathTo(early, target);
        if (path) expect(pathCost(path, cost)).toEqual({ ok: true, cost: reachCost(full, target) });
        // Whatever the early search reports is final.
        for (const h of early.hexes) expect(reachCost(early, h)).toBe(reachCost(full, h));
        for (const h of early.hexes) expect(pathTo(early, h)![0]).toEqual(start);
      }),
      { numRuns: 60 },
    );
  });

  it('reaches across a 100 x 100 map (its speed is npm run bench -- hex\'s)', () => {
    const cost = field(7);
    const reach = reachable({ q: 0, r: 0 }, 1e9, (h) => (Math.abs(h.q) > 50 || Math.abs(h.r) > 50 ? Infinity : cost(h)));
    expect(reach.hexes.length).toBeGreaterThan(5000);
  });
});

describe('pathCost', () => {
  const cost: CostFn = (h) => (h.q === 3 ? Infinity : h.r === 1 ? 2 : 1);

  it('charges each entered hex, not the start', () => {
    expect(pathCost([{ q: 0, r: 0 }], cost)).toEqual({ ok: true, cost: 0 });
    expect(pathCost([{ q: 0, r: 0 }, { q: 1, r: 0 }, { q: 1, r: 1 }], cost)).toEqual({ ok: true, cost: 3 });
  });

  it('rejects an empty path, a jump, standing still and an impassable hex, naming the index', () => {
    expect(pathCost([], cost)).toEqual({ ok: false, error: 'empty', at: -1 });
    expect(pathCost([{ q: 0, r: 0 }, { q: 2, r: 0 }], cost)).toEqual({ ok: false, error: 'not-adjacent', at: 1 });
    expect(pathCost([{ q: 0, r: 0 }, { q: 1, r: 0 }, { q: 1, r: 0 }], cost)).toEqual({ ok: false, error: 'not-adjacent', at: 2 });
    expect(pathCost([{ q: 1, r: 0 }, { q: 2, r: 0 }, { q: 3, r: 0 }], cost)).toEqual({ ok: false, error: 'impassable', at: 2 });
  });
});

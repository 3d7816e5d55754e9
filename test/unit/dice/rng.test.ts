import { describe, expect, it } from 'vitest';
import { createRng, parseRngState } from '../../../shared/dice/rng';
import type { Rng, RngState } from '../../../shared/dice/rng';

function draws(rng: Rng, n: number): number[] {
  // Mixes both kinds of draw so a restore must line up the whole generator, not one method.
  const out: number[] = [];
  for (let k = 0; k < n; k++) out.push(k % 3 === 0 ? rng.next() : rng.int(k % 2 === 0 ? 6 : 100));
  return out;
}

describe('createRng', () => {
  it('follows the published seedrandom sequence for a seed', () => {
    // seedrandom's README: seedrandom('hello.')() is always 0.9282578795792454.
    expect(createRng('hello.').next()).toBe(0.9282578795792454);
  });

  it('gives the same sequence for the same seed', () => {
    expect(draws(createRng('encounter-7'), 200)).toEqual(draws(createRng('encounter-7'), 200));
  });

  it('gives different sequences for different seeds', () => {
    const seeds = ['a', 'b', 'encounter-7', 'encounter-8', ''];
    const firsts = seeds.map((s) => JSON.stringify(draws(createRng(s), 20)));
    expect(new Set(firsts).size).toBe(seeds.length);
  });

  it('keeps its seed', () => {
    expect(createRng('goblin ambush').seed).toBe('goblin ambush');
  });

  it('returns next() in [0, 1)', () => {
    const rng = createRng('range');
    const xs = Array.from({ length: 10_000 }, () => rng.next());
    expect(xs.filter((x) => !(x >= 0 && x < 1))).toEqual([]);
  });

  it('continues the exact same sequence after its state goes through JSON', () => {
    const rng = createRng('session-42');
    draws(rng, 37);
    const saved = JSON.stringify(rng.state());
    const expected = draws(rng, 300);
    const restored = createRng('session-42', JSON.parse(saved) as RngState);
    expect(draws(restored, 300)).toEqual(expected);
    expect(restored.seed).toBe('session-42');
  });

  it('can be restored twice from one saved state, and saving does not advance it', () => {
    const rng = createRng('twice');
    draws(rng, 5);
    const saved = rng.state();
    rng.state();
    const expected = draws(rng, 50);
    expect(draws(createRng('twice', saved), 50)).toEqual(expected);
    expect(draws(createRng('twice', saved), 50)).toEqual(expected);
  });

  it('hands out a copy of its state, so changing it cannot steer the generator', () => {
    const a = createRng('copy');
    const b = createRng('copy');
    (a.state().S as number[]).reverse();
    expect(draws(a, 50)).toEqual(draws(b, 50));
  });
});

describe('int', () => {
  it.each([1, 2, 3, 4, 6, 7, 10, 12, 20, 100, 1000, 2 ** 31 + 1, 2 ** 32])('stays within 1..%i', (sides) => {
    const rng = createRng(`sides-${sides}`);
    const faces = Array.from({ length: 3000 }, () => rng.int(sides));
    expect(faces.filter((v) => !(Number.isInteger(v) && v >= 1 && v <= sides))).toEqual([]);
  });

  it('always gives 1 for a one-sided die', () => {
    const rng = createRng('d1');
    for (let k = 0; k < 100; k++) expect(rng.int(1)).toBe(1);
  });

  function chiSquare(seed: string, sides: number, rolls: number): number {
    const rng = createRng(seed);
    const counts = new Array<number>(sides).fill(0);
    for (let k = 0; k < rolls; k++) counts[rng.int(sides) - 1]!++;
    const expected = rolls / sides;
    return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
  }

  it.each(['alpha', 'beta', 'gamma'])('is roughly uniform for d6 (chi-square, seed %s)', (seed) => {
    // 5 degrees of freedom: 20.52 is the 0.1% critical value.
    expect(chiSquare(seed, 6, 60_000)).toBeLessThan(20.52);
  });

  it('is roughly uniform for d100', () => {
    // 99 degrees of freedom: 148.23 is the 0.1% critical value.
    expect(chiSquare('percentile', 100, 100_000)).toBeLessThan(148.23);
  });

  it('is roughly uniform for a die size that does not divide 2^32 (d7)', () => {
    // 6 degrees of freedom: 22.46 is the 0.1% critical value.
    expect(chiSquare('seven', 7, 70_000)).toBeLessThan(22.46);
  });

  it.each([0, -6, 2.5, Number.NaN, Infinity, 2 ** 32 + 1])('refuses %s sides', (sides) => {
    expect(() => createRng('x').int(sides)).toThrow(RangeError);
  });
});

describe('parseRngState', () => {
  const good = (): { i: number; j: number; S: unknown[] } => {
    const s = createRng('good').state();
    return { i: s.i, j: s.j, S: [...s.S] };
  };

  it('accepts a genuine saved state', () => {
    const s = good();
    expect(parseRngState(JSON.parse(JSON.stringify(s)))).toEqual(s);
  });

  const swapped = good();
  swapped.S[0] = swapped.S[1];
  const outOfRange = good();
  outOfRange.S[outOfRange.S.indexOf(0)] = 256;
  const stringEntry = good();
  stringEntry.S[5] = String(stringEntry.S[5]);

  it.each<[string, unknown, string]>([
    ['null', null, 'corrupted RNG state: expected an object with i, j and S'],
    ['a string', '{"i":0}', 'corrupted RNG state: expected an object with i, j and S'],
    ['i missing', { ...good(), i: undefined }, 'corrupted RNG state: i must be a whole number from 0 to 255, got undefined'],
    ['i too big', { ...good(), i: 256 }, 'corrupted RNG state: i must be a whole number from 0 to 255, got 256'],
    ['i fractional', { ...good(), i: 1.5 }, 'corrupted RNG state: i must be a whole number from 0 to 255, got 1.5'],
    ['j negative', { ...good(), j: -1 }, 'corrupted RNG state: j must be a whole number from 0 to 255, got -1'],
    ['j a string', { ...good(), j: '3' }, 'corrupted RNG state: j must be a whole number from 0 to 255, got "3"'],
    ['S missing', { i: 0, j: 0 }, 'corrupted RNG state: S must be a list of 256 numbers'],
    ['S too short', { ...good(), S: good().S.slice(1) }, 'corrupted RNG state: S must be a list of 256 numbers'],
    ['S with a repeat', swapped, 'corrupted RNG state: S must hold each number from 0 to 255 exactly once'],
    ['S with 256', outOfRange, 'corrupted RNG state: S must hold each number from 0 to 255 exactly once'],
    ['S with a string', stringEntry, 'corrupted RNG state: S must hold each number from 0 to 255 exactly once'],
  ])('refuses %s with a clear message', (_, value, message) => {
    expect(() => parseRngState(value)).toThrow(message);
    expect(() => createRng('seed', value as RngState)).toThrow(message);
  });
});

// The seeded generator behind every engine roll. Its state is plain JSON so the session can store
// it and a reload continues the very same sequence, die for die.
import seedrandom from 'seedrandom';

/** seedrandom's ARC4 state: the two indices and the 256-entry permutation. */
export type RngState = { readonly i: number; readonly j: number; readonly S: readonly number[] };

export type Rng = {
  readonly seed: string;
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in 1..sides, every value equally likely. */
  int(sides: number): number;
  /** A copy of the current state; `createRng(seed, state)` continues from here. */
  state(): RngState;
};

const TWO_32 = 0x1_0000_0000;

/** A generator for `seed`, or one that continues from a saved `state` (the seed is then only kept as a label). */
export function createRng(seed: string, state?: RngState): Rng {
  const prng =
    state === undefined
      ? seedrandom(seed, { state: true })
      : seedrandom('', { state: copyState(parseRngState(state)) });
  return {
    seed,
    next: () => prng(),
    int(sides) {
      if (!Number.isInteger(sides) || sides < 1 || sides > TWO_32) {
        throw new RangeError(`a die needs a whole number of sides from 1 to 2^32, got ${sides}`);
      }
      // Rejection sampling on 32 random bits: taking `u % sides` over the whole range would favour low faces.
      const limit = TWO_32 - (TWO_32 % sides);
      for (;;) {
        const u = prng.int32() >>> 0;
        if (u < limit) return (u % sides) + 1;
      }
    },
    state: () => copyState(prng.state()),
  };
}

/** Checks that `value` is a saved RNG state and returns it; throws an Error naming what is wrong otherwise. */
export function parseRngState(value: unknown): RngState {
  const fail = (what: string): never => {
    throw new Error(`corrupted RNG state: ${what}`);
  };
  if (typeof value !== 'object' || value === null) return fail('expected an object with i, j and S');
  const { i, j, S } = value as Record<string, unknown>;
  if (!isByte(i)) return fail(`i must be a whole number from 0 to 255, got ${JSON.stringify(i)}`);
  if (!isByte(j)) return fail(`j must be a whole number from 0 to 255, got ${JSON.stringify(j)}`);
  if (!Array.isArray(S) || S.length !== 256) return fail('S must be a list of 256 numbers');
  // ARC4 only ever swaps entries, so a genuine S is always a permutation of 0..255.
  const seen = new Set<unknown>(S);
  if (seen.size !== 256 || !S.every(isByte)) return fail('S must hold each number from 0 to 255 exactly once');
  return { i, j, S: S as number[] };
}

function isByte(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 255;
}

function copyState(s: RngState): { i: number; j: number; S: number[] } {
  return { i: s.i, j: s.j, S: [...s.S] };
}

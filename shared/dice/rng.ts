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
  /**
   * The current state without a copy, for a generator that rolls no more: the engine builds one per
   * command and keeps only where it ended. Any roll after this throws.
   */
  release(): RngState;
};

const TWO_32 = 0x1_0000_0000;

type Arc4 = { i: number; j: number; S: number[] };

// seedrandom's ARC4 output step, byte for byte: continuing from a saved state needs only this, not
// seedrandom's key schedule, 256 discarded bytes and entropy-pool mixing that it runs for every
// generator it builds (which made restoring a state cost more than the rolls that follow).
function arc4Bytes(s: Arc4, count: number): number {
  let r = 0;
  let i = s.i;
  let j = s.j;
  const S = s.S;
  while (count--) {
    i = (i + 1) & 255;
    const t = S[i]!;
    j = (j + t) & 255;
    const u = S[j]!;
    S[i] = u;
    S[j] = t;
    r = r * 256 + S[(u + t) & 255]!;
  }
  s.i = i;
  s.j = j;
  return r;
}

function arc4Double(s: Arc4): number {
  let n = arc4Bytes(s, 6);
  let d = 281474976710656; // 256^6
  let x = 0;
  while (n < 4503599627370496) {
    n = (n + x) * 256;
    d *= 256;
    x = arc4Bytes(s, 1);
  }
  while (n >= 9007199254740992) {
    n /= 2;
    d /= 2;
    x >>>= 1;
  }
  return (n + x) / d;
}

// A state this module handed out: a copy whose array nobody else holds a mutable reference to, so
// continuing from one needs no check. The engine does that on every roll, and checking the
// permutation each time was a tenth of an attack's cost. A state from anywhere else (a file, a copy
// made by the UI, a structured clone) is a plain object and is still checked in full. A class rather
// than a WeakSet of issued states: a weak entry for every roll of a fight was garbage collector work.
class IssuedState implements RngState {
  constructor(
    readonly i: number,
    readonly j: number,
    readonly S: readonly number[],
  ) {}
}

const RELEASED = 'this generator was released: continue from the state it gave';

/** A generator for `seed`, or one that continues from a saved `state` (the seed is then only kept as a label). */
export function createRng(seed: string, state?: RngState): Rng {
  const s: Arc4 = state === undefined ? copyState(seedrandom(seed, { state: true }).state()) : copyState(state instanceof IssuedState ? state : parseRngState(state));
  let released = false;
  return {
    seed,
    next: () => {
      if (released) throw new Error(RELEASED);
      return arc4Double(s);
    },
    int(sides) {
      if (released) throw new Error(RELEASED);
      if (!Number.isInteger(sides) || sides < 1 || sides > TWO_32) {
        throw new RangeError(`a die needs a whole number of sides from 1 to 2^32, got ${sides}`);
      }
      // Rejection sampling on 32 random bits: taking `u % sides` over the whole range would favour low faces.
      const limit = TWO_32 - (TWO_32 % sides);
      for (;;) {
        const u = arc4Bytes(s, 4) >>> 0;
        if (u < limit) return (u % sides) + 1;
      }
    },
    state: () => new IssuedState(s.i, s.j, s.S.slice()),
    release: () => {
      released = true;
      return new IssuedState(s.i, s.j, s.S);
    },
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
  const seen = new Uint8Array(256);
  for (const x of S) {
    if (!isByte(x) || seen[x]) return fail('S must hold each number from 0 to 255 exactly once');
    seen[x] = 1;
  }
  return { i, j, S: S as number[] };
}

function isByte(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 255;
}

function copyState(s: RngState): { i: number; j: number; S: number[] } {
  return { i: s.i, j: s.j, S: s.S.slice() };
}

// Exact probability distributions of dice sums, by convolution. The odds previews use these
// instead of sampling, so the numbers a GM sees are the true odds, not an estimate.
import type { DiceExpression } from './expression';

/**
 * A discrete distribution over consecutive integers: `p[i]` is the probability of `min + i`.
 * Probabilities sum to 1 (up to float rounding).
 */
export type Distribution = { readonly min: number; readonly p: readonly number[] };

/** The uniform distribution of one die with `sides` faces (1..sides). */
export function dieDistribution(sides: number): Distribution {
  if (!Number.isInteger(sides) || sides < 1) throw new RangeError(`a die needs a whole number of sides >= 1, got ${sides}`);
  return { min: 1, p: new Array<number>(sides).fill(1 / sides) };
}

/** The distribution of a + b for independent a and b. */
export function convolve(a: Distribution, b: Distribution): Distribution {
  const p = new Array<number>(a.p.length + b.p.length - 1).fill(0);
  for (let i = 0; i < a.p.length; i++) {
    const ai = a.p[i]!;
    if (ai === 0) continue;
    for (let j = 0; j < b.p.length; j++) p[i + j]! += ai * b.p[j]!;
  }
  return { min: a.min + b.min, p };
}

/** The distribution of the sum of `count` dice with `sides` faces each, plus `modifier`. */
export function sumDistribution(count: number, sides: number, modifier = 0): Distribution {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`dice count must be a whole number >= 0, got ${count}`);
  let d: Distribution = { min: 0, p: [1] };
  const die = dieDistribution(sides);
  for (let i = 0; i < count; i++) d = convolve(d, die);
  return shift(d, modifier);
}

/** The same distribution moved by a constant. */
export function shift(d: Distribution, by: number): Distribution {
  return { min: d.min + by, p: d.p };
}

/** The probability that the value is exactly `x`. */
export function probabilityOf(d: Distribution, x: number): number {
  return d.p[x - d.min] ?? 0;
}

/** The probability that the value is at most `x`. */
export function probabilityAtMost(d: Distribution, x: number): number {
  let s = 0;
  const last = Math.min(d.p.length - 1, x - d.min);
  for (let i = 0; i <= last; i++) s += d.p[i]!;
  return s;
}

/** The mean of the distribution. */
export function mean(d: Distribution): number {
  let m = 0;
  for (let i = 0; i < d.p.length; i++) m += (d.min + i) * d.p[i]!;
  return m;
}

/** Every value with a non-zero probability, in ascending order. */
export function outcomes(d: Distribution): { value: number; probability: number }[] {
  const out: { value: number; probability: number }[] = [];
  for (let i = 0; i < d.p.length; i++) if (d.p[i]! > 0) out.push({ value: d.min + i, probability: d.p[i]! });
  return out;
}

/** The distribution of the total of a dice expression: every term's dice, plus the modifier. */
export function expressionDistribution(expr: DiceExpression): Distribution {
  let d: Distribution = { min: 0, p: [1] };
  for (const { count, sides } of expr.terms) d = addDice(d, count, sides);
  return shift(d, expr.modifier);
}

// Past this many multiply-adds per die, the sliding window below takes over from `convolve`.
const DIRECT_CONVOLUTION_LIMIT = 1 << 16;

/** The distribution of `d` plus `count` dice with `sides` faces each. */
export function addDice(d: Distribution, count: number, sides: number): Distribution {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`dice count must be a whole number >= 0, got ${count}`);
  const die = dieDistribution(sides);
  let k = 0;
  for (; k < count && d.p.length * sides <= DIRECT_CONVOLUTION_LIMIT; k++) d = convolve(d, die);
  return k < count ? addUniformDice(d, count - k, sides) : d;
}

// Adding a uniform die averages `sides` neighbouring cells, so a running window sum costs O(length)
// instead of O(length * sides): 1000d1000 takes seconds rather than hours. A running sum that has
// passed through large values cannot resolve much smaller ones after them, so each half is summed
// from its own end: dice sums rise to one peak and fall, so every cell is then reached through
// values no larger than itself, and even the far tails keep their relative precision.
function addUniformDice(d: Distribution, count: number, sides: number): Distribution {
  let cur = Float64Array.from(d.p);
  for (let k = 0; k < count; k++) {
    const n = cur.length;
    const last = n + sides - 2;
    const next = new Float64Array(last + 1);
    const half = Math.floor(last / 2);
    let window = 0;
    for (let i = 0; i <= half; i++) {
      if (i < n) window += cur[i]!;
      if (i >= sides) window -= cur[i - sides]!;
      next[i] = window > 0 ? window / sides : 0;
    }
    window = 0;
    for (let r = 0; r < last - half; r++) {
      if (r < n) window += cur[n - 1 - r]!;
      if (r >= sides) window -= cur[n - 1 - r + sides]!;
      next[last - r] = window > 0 ? window / sides : 0;
    }
    cur = next;
  }
  return { min: d.min + count, p: Array.from(cur) };
}

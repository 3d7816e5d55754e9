// The six hex directions in the fixed order of the RULES.md appendix. Index i and i+1 are 60
// degrees apart, so "facing +- 1" is the two directions beside a facing.
import type { Hex } from './coords';
import type { Orientation } from './layout';

/** The six unit vectors: (+1,0) (+1,-1) (0,-1) (-1,0) (-1,+1) (0,+1). */
export const HEX_DIRECTIONS: readonly Readonly<Hex>[] = Object.freeze([
  Object.freeze({ q: 1, r: 0 }),
  Object.freeze({ q: 1, r: -1 }),
  Object.freeze({ q: 0, r: -1 }),
  Object.freeze({ q: -1, r: 0 }),
  Object.freeze({ q: -1, r: 1 }),
  Object.freeze({ q: 0, r: 1 }),
]);

const DQ = [1, 1, 0, -1, -1, 0] as const;
const DR = [0, -1, -1, 0, 1, 1] as const;

/** A direction index reduced to 0..5 (so -1 is 5 and 7 is 1). */
export function normalizeDirection(i: number): number {
  return ((i % 6) + 6) % 6;
}

/** The unit vector of direction i (any integer, taken mod 6). */
export function hexDirection(i: number): Hex {
  const d = normalizeDirection(i);
  return { q: DQ[d as 0], r: DR[d as 0] };
}

/** The neighbour of a hex in direction i (any integer, taken mod 6). */
export function hexNeighbor(h: Hex, i: number): Hex {
  const d = normalizeDirection(i);
  return { q: h.q + DQ[d as 0], r: h.r + DR[d as 0] };
}

/** The six neighbours of a hex, in direction order 0..5. */
export function hexNeighbors(h: Hex): Hex[] {
  const { q, r } = h;
  return [
    { q: q + 1, r },
    { q: q + 1, r: r - 1 },
    { q, r: r - 1 },
    { q: q - 1, r },
    { q: q - 1, r: r + 1 },
    { q, r: r + 1 },
  ];
}

/**
 * How far `to` lies along direction i as seen from `from`: the dot product in cube space, which is
 * proportional to the Euclidean dot product on the map (the cube embedding is a similarity), and
 * exact because it is integer arithmetic.
 */
export function directionDot(from: Hex, to: Hex, i: number): number {
  const dq = to.q - from.q;
  const dr = to.r - from.r;
  const ds = -dq - dr;
  // Cube vectors of the directions: 0 (1,0,-1) 1 (1,-1,0) 2 (0,-1,1), 3..5 their negatives.
  switch (normalizeDirection(i)) {
    case 0: return dq - ds;
    case 1: return dq - dr;
    case 2: return ds - dr;
    case 3: return ds - dq;
    case 4: return dr - dq;
    default: return dr - ds;
  }
}

/**
 * The sextant of `to` seen from `from`: the direction whose 60-degree wedge holds it, or null for
 * the same hex. On a wedge boundary (a target exactly between two directions, like (2,-1)) the
 * lower index wins, except that the 5/0 boundary goes to 0: the first best in order 0..5.
 */
export function directionBetween(from: Hex, to: Hex): number | null {
  if (from.q === to.q && from.r === to.r) return null;
  let best = 0;
  let bestDot = directionDot(from, to, 0);
  for (let i = 1; i < 6; i++) {
    const d = directionDot(from, to, i);
    if (d > bestDot) {
      best = i;
      bestDot = d;
    }
  }
  return best;
}

// Where each direction points on the screen (up is north): direction 0 is east on pointy-top hexes
// and south-east on flat-top ones, and the order runs anticlockwise in both.
const COMPASS: Record<Orientation, readonly string[]> = {
  pointy: ['east', 'north-east', 'north-west', 'west', 'south-west', 'south-east'],
  flat: ['south-east', 'north-east', 'north', 'north-west', 'south-west', 'south'],
};

/** Direction i (any integer, taken mod 6) as a compass word on the map's screen, as a GM reads it. */
export function directionWord(i: number, orientation: Orientation): string {
  return COMPASS[orientation][normalizeDirection(i)]!;
}

/** The turn from direction `from` to `to` the short way: "60° left" (anticlockwise) .. "180°"; '' for none. */
export function turnWords(from: number, to: number): string {
  const d = normalizeDirection(to - from);
  if (d === 0) return '';
  if (d === 3) return '180°';
  return d < 3 ? `${d * 60}° left` : `${(6 - d) * 60}° right`;
}

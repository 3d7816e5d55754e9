// One step of a whole body (RULES.md 5.2, 5.4): the body moves one hex in one direction; every hex
// of the new place must be free, no hex of it may cross a side a step may not cross, and the step
// costs the most among the hexes newly entered. A 3-hex body also turns about its anchor, 60
// degrees for 1 hex of movement, into a free hex. The path checks, the reach searches and the
// autoplay read these, so what the engine accepts and what they offer never differ.
import { footprintHexes, HEX_DIRECTIONS, reachable, type Hex, type Reach, type StepFn } from '../hex';
import { movementCost, type Board } from './board';
import type { Placed } from './body';

/** What a step reads of the mover: its id (its own hexes are free to it) and its body. */
export type Mover = Placed & { readonly id: string };

/** What stops a step: a side it would cross, or a hex it would enter. */
export type StepProblem = { readonly kind: 'side'; readonly a: Hex; readonly b: Hex } | { readonly kind: 'hex'; readonly h: Hex };

const DQ = [1, 1, 0, -1, -1, 0] as const;
const DR = [0, -1, -1, 0, 1, 1] as const;

/** The direction from a hex to its neighbour, or -1. */
export function stepDirection(from: Hex, to: Hex): number {
  const dq = to.q - from.q;
  const dr = to.r - from.r;
  for (let d = 0; d < 6; d++) if (DQ[d] === dq && DR[d] === dr) return d;
  return -1;
}

/** The body's hexes relative to its anchor, and for each direction those a step that way newly enters. */
function shapeOf(size: 1 | 3 | 7 | 19, turn: number): { offsets: readonly Hex[]; fresh: readonly (readonly Hex[])[] } {
  const offsets = footprintHexes({ q: 0, r: 0 }, size, turn);
  const has = (q: number, r: number) => offsets.some((o) => o.q === q && o.r === r);
  const fresh = HEX_DIRECTIONS.map((d) => offsets.filter((o) => !has(o.q + d.q, o.r + d.r)));
  return { offsets, fresh };
}

/** The turn a 3-hex body has; 0 for any other. */
export function turnOf(c: Placed): number {
  return c.footprint?.size === 3 ? (c.footprint.turn ?? 0) : 0;
}

/**
 * The first thing that stops the whole body of `c` stepping from anchor `from` to anchor `to` with
 * its triangle turned `turn` (a side crossed, then a hex entered, both in the body's order), or null.
 */
export function stepProblem(board: Board, c: Mover, from: Hex, to: Hex, turn = turnOf(c)): StepProblem | null {
  const d = stepDirection(from, to);
  if (d < 0) return { kind: 'hex', h: to };
  const { offsets, fresh } = shapeOf(c.footprint?.size ?? 1, turn);
  const sides = board.blockedStep;
  if (sides) {
    for (const o of offsets) {
      const a = { q: from.q + o.q, r: from.r + o.r };
      const b = { q: a.q + DQ[d as 0], r: a.r + DR[d as 0] };
      if (sides(a, b)) return { kind: 'side', a, b };
    }
  }
  const cost = movementCost(board, c.id);
  for (const o of fresh[d]!) {
    const h = { q: to.q + o.q, r: to.r + o.r };
    if (!Number.isFinite(cost(h))) return { kind: 'hex', h };
  }
  return null;
}

/**
 * The cost of each step of the whole body of `c` (turned `turn`) between neighbouring anchors:
 * the most among the hexes newly entered, Infinity where a side or a hex stops it. For a one-hex
 * body on a map whose sides stop nothing, null: the hex costs of movementCost say it all.
 */
export function bodyStep(board: Board, c: Mover, turn = turnOf(c)): StepFn | null {
  const cost = movementCost(board, c.id);
  const sides = board.blockedStep;
  const size = c.footprint?.size ?? 1;
  if (size === 1) return sides ? (f, t) => (sides(f, t) ? Infinity : cost(t)) : null;
  const { offsets, fresh } = shapeOf(size, turn);
  return (f, t) => {
    const d = stepDirection(f, t);
    if (d < 0) return Infinity;
    const dq = DQ[d as 0];
    const dr = DR[d as 0];
    if (sides) for (const o of offsets) if (sides({ q: f.q + o.q, r: f.r + o.r }, { q: f.q + o.q + dq, r: f.r + o.r + dr })) return Infinity;
    let worst = 0;
    for (const o of fresh[d]!) {
      const step = cost({ q: t.q + o.q, r: t.r + o.r });
      if (!(step < Infinity)) return Infinity;
      if (step > worst) worst = step;
    }
    return worst;
  };
}

/**
 * What stops a 3-hex body at `anchor` turning from `from` to `to` (60 degrees either way): the
 * hex it takes, which must be free, or a side its two outer hexes cross on the way; null when it may.
 */
export function turnProblem(board: Board, c: Mover, anchor: Hex, from: number, to: number): StepProblem | null {
  const n = (d: number): Hex => ({ q: anchor.q + DQ[(((d % 6) + 6) % 6) as 0], r: anchor.r + DR[(((d % 6) + 6) % 6) as 0] });
  const up = (((to - from) % 6) + 6) % 6 === 1;
  // Turning up, the hex at from moves to from + 1 and that one to from + 2; turning down, back the other way.
  const path = up ? [n(from), n(from + 1), n(from + 2)] : [n(from + 1), n(from), n(from - 1)];
  const sides = board.blockedStep;
  if (sides) for (let i = 0; i < 2; i++) if (sides(path[i]!, path[i + 1]!)) return { kind: 'side', a: path[i]!, b: path[i + 1]! };
  const taken = path[2]!;
  return Number.isFinite(movementCost(board, c.id)(taken)) ? null : { kind: 'hex', h: taken };
}

/**
 * Every anchor the whole body of `c` can reach within `budget`, keeping its turn (the cheapest
 * paths, as reachable gives them). One-hex bodies on maps whose sides stop nothing search as they
 * always did.
 */
export function bodyReach(board: Board, c: Mover, budget: number, opts: { target?: Hex } = {}): Reach {
  const step = bodyStep(board, c);
  return reachable(c.position, budget, movementCost(board, c.id), step ? { ...opts, step } : opts);
}

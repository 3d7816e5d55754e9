// Where the map's labels go, always wholly inside the visible map and off what covers it (the
// tools over its top left): a range ring's label on the ring's outside, at the first of a list of
// angles (the top right first, as a reader looks) where it covers no token and no other label, so
// "reach" never sits on the enemy standing beside the actor; the ruler's reading beside its loose
// end, flipped to the other side where it would not fit. Plain arithmetic, so it is tested without a canvas.
import type { Point } from '../../shared/hex';
import { workCounters } from './workCounters';

/** A screen rectangle: its top-left corner and size, in CSS pixels. */
export type Box = { readonly x: number; readonly y: number; readonly w: number; readonly h: number };

// Degrees, screen y pointing down: the top right first, then around the top, then the bottom.
const ANGLES = [-45, -67.5, -22.5, -90, 0, -112.5, -135, -157.5, 180, 22.5, 45, 67.5, 90, 112.5, 135, 157.5];

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Boxes to keep off. Past a few dozen they are filed by a grid of square cells: a label tried at
 * 16 angles is tested against the few boxes near each try, not against every token on screen (500
 * on a table's largest board, fitted). Fewer are tested one by one, which costs less than the grid.
 */
export class BoxIndex {
  private readonly boxes: Box[] = [];
  private cells: Map<number, number[]> | null = null;
  /** The last query that met each box, so a box filed in several cells is tested once. */
  private readonly met: number[] = [];
  private query = 0;

  /** `cell`: the cells' side in CSS pixels, about a token's box or a label's; `gridFrom`: the count of boxes past which they are filed. */
  constructor(
    private readonly cell: number,
    private readonly gridFrom = 32,
  ) {}

  add(b: Box): void {
    const i = this.boxes.push(b) - 1;
    this.met.push(0);
    if (this.cells) this.file(i);
    else if (this.boxes.length > this.gridFrom) {
      this.cells = new Map();
      for (let j = 0; j < this.boxes.length; j++) this.file(j);
    }
  }

  /**
   * `start` plus the overlap of `b` with each box added, once each, in the order they were added:
   * the same sum, to the last bit, as a loop over all of them (a box in no cell `b` touches adds 0).
   */
  addOverlaps(b: Box, start: number): number {
    let sum = start;
    if (!this.cells) {
      workCounters.labelBoxTests += this.boxes.length;
      for (const o of this.boxes) sum += overlap(b, o);
      return sum;
    }
    const q = ++this.query;
    const near: number[] = [];
    const [x0, x1, y0, y1] = this.span(b);
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        const list = this.cells.get(key(x, y));
        if (!list) continue;
        for (const i of list) {
          if (this.met[i] === q) continue;
          this.met[i] = q;
          near.push(i);
        }
      }
    }
    if (near.length > 1) near.sort((m, n) => m - n);
    workCounters.labelBoxTests += near.length;
    for (const i of near) sum += overlap(b, this.boxes[i]!);
    return sum;
  }

  private file(i: number): void {
    const [x0, x1, y0, y1] = this.span(this.boxes[i]!);
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        const k = key(x, y);
        const list = this.cells!.get(k);
        if (list) list.push(i);
        else this.cells!.set(k, [i]);
      }
    }
  }

  /** The first and last columns and rows of cells `b` touches. */
  private span(b: Box): [number, number, number, number] {
    return [Math.floor(b.x / this.cell), Math.floor((b.x + b.w) / this.cell), Math.floor(b.y / this.cell), Math.floor((b.y + b.h) / this.cell)];
  }
}

// Keys of cells far apart may coincide: that only brings a box to test that adds nothing.
const key = (x: number, y: number) => x * 65_536 + y;

/** How much of `b` lies outside `bounds`. */
function outside(b: Box, bounds: Box): number {
  // A box wholly inside can come out a hair short of its area in floating point: that is none.
  const o = b.w * b.h - overlap(b, bounds);
  return o > 1e-6 ? o : 0;
}

/** `b` moved (not resized) to lie within `bounds` as far as it can; a box wider or taller than them keeps their top left. */
export function clampBox(b: Box, bounds: Box): Box {
  const x = Math.max(bounds.x, Math.min(b.x, bounds.x + bounds.w - b.w));
  const y = Math.max(bounds.y, Math.min(b.y, bounds.y + bounds.h - b.h));
  return x === b.x && y === b.y ? b : { ...b, x, y };
}

/** Whether any of a ring's line (the circle around `centre` of `radius`) lies within `bounds`. */
export function ringOnScreen(centre: Point, radius: number, bounds: Box): boolean {
  const nx = Math.max(bounds.x, Math.min(centre.x, bounds.x + bounds.w));
  const ny = Math.max(bounds.y, Math.min(centre.y, bounds.y + bounds.h));
  const near = Math.hypot(nx - centre.x, ny - centre.y);
  const fx = Math.max(Math.abs(bounds.x - centre.x), Math.abs(bounds.x + bounds.w - centre.x));
  const fy = Math.max(Math.abs(bounds.y - centre.y), Math.abs(bounds.y + bounds.h - centre.y));
  return near <= radius && radius <= Math.hypot(fx, fy);
}

/**
 * The box for a label of `size` on the ring around `centre` of `radius` px (or, for a ring that is
 * not a circle, of the radius it has at each angle): pushed outward from
 * the ring at the first angle where it covers none of `avoid` and stays within `bounds`; where
 * every angle covers something, the one covering least, moved inside `bounds` (a label is never
 * cut at the map's edge, even when the ring runs far beyond it).
 */
export function placeRingLabel(centre: Point, radius: number | ((angle: number) => number), size: { w: number; h: number }, avoid: readonly Box[] | BoxIndex, bounds: Box, gap = 3): Box {
  let best: Box | null = null;
  let bestCost = Infinity;
  for (const deg of ANGLES) {
    const a = (deg * Math.PI) / 180;
    const cos = Math.cos(a), sin = Math.sin(a);
    const rr = typeof radius === 'number' ? radius : radius(a);
    const ax = centre.x + (rr + gap) * cos, ay = centre.y + (rr + gap) * sin;
    // The box's corner or side nearest the ring touches the anchor and the rest lies beyond it, so
    // the text never crosses the ring's line.
    const along = (v: number, anchor: number, length: number) => (v > 0.3 ? anchor : v < -0.3 ? anchor - length : anchor - length / 2);
    const box = { x: along(cos, ax, size.w), y: along(sin, ay, size.h), w: size.w, h: size.h };
    let cost = outside(box, bounds) * 4;
    if (avoid instanceof BoxIndex) cost = avoid.addOverlaps(box, cost);
    else for (const o of avoid) cost += overlap(box, o);
    if (cost === 0) return box;
    if (cost < bestCost) {
      best = box;
      bestCost = cost;
    }
  }
  return clampBox(best!, bounds);
}

/**
 * The box for the ruler's reading of `size` beside its loose end `end`: above and to the right,
 * else flipped to the left, below, or both, the first that lies wholly within `bounds` and covers
 * none of `covered` (the tools over the map) nor `labels`; else the first off `covered`; else,
 * near an edge, the first moved inside `bounds` (and down below the tools) that is off `covered`.
 */
export function placeRulerLabel(end: Point, size: { w: number; h: number }, bounds: Box, covered: readonly Box[] = [], labels: readonly Box[] = [], gap = { x: 14, y: 10 }): Box {
  const right = end.x + gap.x, left = end.x - gap.x - size.w;
  const above = end.y - gap.y - size.h, below = end.y + gap.y;
  const tries = [[right, above], [left, above], [right, below], [left, below]].map(([x, y]) => ({ x: x!, y: y!, w: size.w, h: size.h }));
  const inside = (b: Box) => outside(b, bounds) === 0;
  const clear = (b: Box, of: readonly Box[]) => of.every((o) => overlap(b, o) === 0);
  // Near an edge, each moved inside; over the tools, each also moved down clear of them.
  const moved = tries.map((b) => clampBox(b, bounds));
  const under = moved.flatMap((b) => covered.filter((c) => overlap(b, c) > 0).map((c) => clampBox({ ...b, y: c.y + c.h + 4 }, bounds)));
  return (
    tries.find((b) => inside(b) && clear(b, covered) && clear(b, labels)) ??
    tries.find((b) => inside(b) && clear(b, covered)) ??
    [...moved, ...under].find((b) => clear(b, covered)) ??
    moved[0]!
  );
}

/** The screen box a token takes (its shape, the current-turn ring, its markers to the top right, its harm bar), for labels to keep off. */
export function tokenBox(p: Point, hexSize: number, markers: number): Box {
  const r = hexSize * 0.62;
  const half = r * 1.4;
  const right = markers ? Math.max(half, r * 0.75 + (Math.min(markers, 4) - 1) * r * 0.45 + r * 0.3) : half;
  return { x: p.x - half, y: p.y - half, w: half + right, h: half + r * 1.4 };
}

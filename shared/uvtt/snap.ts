// Free wall lines onto hex sides. A wall from P to Q becomes the path of hex sides from the hex
// corner nearest P to the one nearest Q, each step to the neighbouring corner that gets closer to
// Q while staying nearest the line: on a hex grid a straight wall becomes the zig-zag of sides
// along it. How far that path strays from the wall (in image pixels) is the wall's deviation.
//
// The corners of a hex grid form a honeycomb lattice: from every corner three sides leave, at
// angles a, a + 120 and a + 240 degrees, and the corner at the other end has the other three
// angles. So a walk needs no hexes at all, only the corner's point and which of the two kinds it
// is; the hexes either side of a step are found once the step is taken (npm run bench -- uvtt).
import { pixelToHex, type Hex, type Layout, type Point } from '../hex';

/** A hex side as the map's edges name it: the two hexes it separates. */
export type Side = { a: Hex; b: Hex };

/** The sides a wall line was snapped onto, and how far they stray from it at most, in pixels. */
export type SnappedLine = { sides: Side[]; deviation: number };

function distanceToSegment(px: number, py: number, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - a.x) * dx + (py - a.y) * dy) / len2));
  return Math.hypot(px - (a.x + t * dx), py - (a.y + t * dy));
}

/** Snaps wall lines onto the sides of one layout's hexes. */
export class SideSnapper {
  /** Corner i of a hex, from its centre, for i = 0..5 (the angles hexCorners draws them at). */
  private readonly corner: { x: number; y: number }[];
  /** The three step vectors leaving a corner of kind 0 (even corner index); kind 1 takes their opposites. */
  private readonly steps: { x: number; y: number }[];
  private readonly apothem: number;

  constructor(private readonly layout: Layout) {
    const start = layout.orientation === 'pointy' ? -30 : 0;
    const at = (deg: number) => ({ x: layout.size * Math.cos((deg * Math.PI) / 180), y: layout.size * Math.sin((deg * Math.PI) / 180) });
    this.corner = [0, 1, 2, 3, 4, 5].map((i) => at(start + 60 * i));
    // Corner i lies at angle start + 60i from its centre; the sides leaving it point outward (that
    // same angle) and toward its neighbours on the hex (120 degrees either way).
    this.steps = [0, 120, 240].map((d) => at(start + d));
    this.apothem = (layout.size * Math.sqrt(3)) / 2;
  }

  /** The grid corner nearest a point: where it is, and its kind. */
  private nearest(p: Point): { x: number; y: number; kind: 0 | 1 } {
    const h = pixelToHex(this.layout, p);
    const s = this.layout.size;
    const cx = this.layout.origin.x + (this.layout.orientation === 'pointy' ? s * Math.sqrt(3) * (h.q + h.r / 2) : s * 1.5 * h.q);
    const cy = this.layout.origin.y + (this.layout.orientation === 'pointy' ? s * 1.5 * h.r : s * Math.sqrt(3) * (h.r + h.q / 2));
    let best = 0;
    let bestD = Infinity;
    for (let i = 0; i < 6; i++) {
      const d = Math.hypot(cx + this.corner[i]!.x - p.x, cy + this.corner[i]!.y - p.y);
      if (d >= bestD) continue;
      best = i;
      bestD = d;
    }
    return { x: cx + this.corner[best]!.x, y: cy + this.corner[best]!.y, kind: (best % 2) as 0 | 1 };
  }

  /** The two hexes either side of the side from (x0, y0) to (x1, y1). */
  private sideBetween(x0: number, y0: number, x1: number, y1: number): Side {
    const mx = (x0 + x1) / 2;
    const my = (y0 + y1) / 2;
    const len = Math.hypot(x1 - x0, y1 - y0);
    const nx = (-(y1 - y0) / len) * this.apothem;
    const ny = ((x1 - x0) / len) * this.apothem;
    return { a: pixelToHex(this.layout, { x: mx + nx, y: my + ny }), b: pixelToHex(this.layout, { x: mx - nx, y: my - ny }) };
  }

  /** The hex sides along the straight wall from p to q. */
  segment(p: Point, q: Point): SnappedLine {
    let at = this.nearest(p);
    const end = this.nearest(q);
    const eps = this.layout.size / 1000;
    const sides: Side[] = [];
    let deviation = Math.max(distanceToSegment(at.x, at.y, p, q), distanceToSegment(end.x, end.y, p, q));
    const limit = Math.ceil((4 * Math.hypot(q.x - p.x, q.y - p.y)) / this.layout.size) + 8;
    for (let n = 0; n < limit && Math.hypot(end.x - at.x, end.y - at.y) > eps; n++) {
      const here = Math.hypot(end.x - at.x, end.y - at.y);
      const sign = at.kind === 0 ? 1 : -1;
      let bx = 0;
      let by = 0;
      let bestScore = Infinity;
      for (const v of this.steps) {
        const x = at.x + sign * v.x;
        const y = at.y + sign * v.y;
        const left = Math.hypot(end.x - x, end.y - y);
        if (left >= here - eps) continue;
        const score = left + 2 * distanceToSegment(x, y, p, q);
        if (score >= bestScore) continue;
        bestScore = score;
        bx = x;
        by = y;
      }
      if (bestScore === Infinity) break;
      sides.push(this.sideBetween(at.x, at.y, bx, by));
      deviation = Math.max(deviation, distanceToSegment(bx, by, p, q));
      at = { x: bx, y: by, kind: at.kind === 0 ? 1 : 0 };
    }
    return { sides, deviation };
  }

  /** The hex sides along a wall of several straight pieces. */
  polyline(points: readonly Point[]): SnappedLine {
    const sides: Side[] = [];
    let deviation = 0;
    for (let i = 1; i < points.length; i++) {
      const s = this.segment(points[i - 1]!, points[i]!);
      for (const side of s.sides) sides.push(side);
      deviation = Math.max(deviation, s.deviation);
    }
    return { sides, deviation };
  }
}

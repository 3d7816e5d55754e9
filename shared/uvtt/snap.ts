// Free wall lines onto hex sides. A wall from P to Q becomes the path of hex sides from the hex
// corner nearest P to the one nearest Q, each step to the neighbouring corner that gets closer to
// Q while staying nearest the line: on a hex grid a straight wall becomes the zig-zag of sides
// along it. How far that path strays from the wall (in image pixels) is the wall's deviation.
import { hexCorners, hexNeighbors, pixelToHex, type Hex, type Layout, type Point } from '../hex';

/** A hex side as the map's edges name it: the two hexes it separates. */
export type Side = { a: Hex; b: Hex };

/** The sides a wall line was snapped onto, and how far they stray from it at most, in pixels. */
export type SnappedLine = { sides: Side[]; deviation: number };

const key = (p: Point): string => `${Math.round(p.x * 256)},${Math.round(p.y * 256)}`;
const near = (p: Point, q: Point, eps: number): boolean => Math.abs(p.x - q.x) < eps && Math.abs(p.y - q.y) < eps;

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** A hex corner with the three hexes that meet there. */
type Corner = { at: Point; hexes: Hex[] };

/** Snaps wall lines onto the sides of one layout's hexes; corners found once are kept for the next lines. */
export class SideSnapper {
  private readonly corners = new Map<string, Corner>();
  private readonly eps: number;

  constructor(private readonly layout: Layout) {
    this.eps = layout.size / 1000;
  }

  /** The corner of the hex grid nearest a point. */
  private nearestCorner(p: Point): Corner {
    const h = pixelToHex(this.layout, p);
    let best: Point = hexCorners(this.layout, h)[0]!;
    for (const c of hexCorners(this.layout, h)) if (Math.hypot(c.x - p.x, c.y - p.y) < Math.hypot(best.x - p.x, best.y - p.y)) best = c;
    return this.cornerAt(best, h);
  }

  /** The corner at `at`, a corner of hex `h`, with the hexes that meet there. */
  private cornerAt(at: Point, h: Hex): Corner {
    const k = key(at);
    const known = this.corners.get(k);
    if (known) return known;
    const hexes = [h, ...hexNeighbors(h)].filter((x) => hexCorners(this.layout, x).some((c) => near(c, at, this.eps)));
    const corner = { at, hexes };
    this.corners.set(k, corner);
    return corner;
  }

  /** The three corners one hex side away, each with the side that leads there. */
  private nextCorners(c: Corner): { corner: Corner; side: Side }[] {
    const out: { corner: Corner; side: Side }[] = [];
    const seen = new Set<string>();
    for (const h of c.hexes) {
      const cs = hexCorners(this.layout, h);
      const i = cs.findIndex((p) => near(p, c.at, this.eps));
      for (const j of [(i + 1) % 6, (i + 5) % 6]) {
        const k = key(cs[j]!);
        if (seen.has(k)) continue;
        seen.add(k);
        const next = this.cornerAt(cs[j]!, h);
        const shared = c.hexes.filter((x) => next.hexes.some((y) => y.q === x.q && y.r === x.r));
        if (shared.length === 2) out.push({ corner: next, side: { a: shared[0]!, b: shared[1]! } });
      }
    }
    return out;
  }

  /** The hex sides along the straight wall from p to q. */
  segment(p: Point, q: Point): SnappedLine {
    let at = this.nearestCorner(p);
    const end = this.nearestCorner(q);
    const sides: Side[] = [];
    let deviation = Math.max(distanceToSegment(at.at, p, q), distanceToSegment(end.at, p, q));
    const steps = Math.ceil((4 * Math.hypot(q.x - p.x, q.y - p.y)) / this.layout.size) + 8;
    for (let n = 0; n < steps && key(at.at) !== key(end.at); n++) {
      const here = Math.hypot(end.at.x - at.at.x, end.at.y - at.at.y);
      let best: { corner: Corner; side: Side; score: number } | null = null;
      for (const step of this.nextCorners(at)) {
        const left = Math.hypot(end.at.x - step.corner.at.x, end.at.y - step.corner.at.y);
        if (left >= here - this.eps) continue;
        const score = left + 2 * distanceToSegment(step.corner.at, p, q);
        if (!best || score < best.score) best = { ...step, score };
      }
      if (!best) break;
      sides.push(best.side);
      deviation = Math.max(deviation, distanceToSegment(best.corner.at, p, q));
      at = best.corner;
    }
    return { sides, deviation };
  }

  /** The hex sides along a wall of several straight pieces. */
  polyline(points: readonly Point[]): SnappedLine {
    const sides: Side[] = [];
    let deviation = 0;
    for (let i = 1; i < points.length; i++) {
      const s = this.segment(points[i - 1]!, points[i]!);
      sides.push(...s.sides);
      deviation = Math.max(deviation, s.deviation);
    }
    return { sides, deviation };
  }
}

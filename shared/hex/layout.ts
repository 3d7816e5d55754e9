// Hex <-> pixel conversion, used only at the rendering edge (RULES.md section 4). Screen y grows down.
import type { Hex } from './coords';
import { hexRound } from './round';

/** Pointy-top (the default) or flat-top hexes. */
export type Orientation = 'pointy' | 'flat';

/** A point in pixels. */
export type Point = { x: number; y: number };

/** How hexes sit on screen: orientation, hex radius in pixels (centre to corner) and the pixel of hex (0,0). */
export type Layout = { orientation: Orientation; size: number; origin: Point };

const SQRT3 = Math.sqrt(3);

/** A layout with the defaults filled in: pointy-top, origin (0,0). */
export function makeLayout(size: number, orientation: Orientation = 'pointy', origin: Point = { x: 0, y: 0 }): Layout {
  return { orientation, size, origin };
}

/** The pixel centre of a hex. */
export function hexToPixel(layout: Layout, h: Hex): Point {
  const s = layout.size;
  if (layout.orientation === 'pointy') {
    return { x: layout.origin.x + s * SQRT3 * (h.q + h.r / 2), y: layout.origin.y + s * 1.5 * h.r };
  }
  return { x: layout.origin.x + s * 1.5 * h.q, y: layout.origin.y + s * SQRT3 * (h.r + h.q / 2) };
}

/** The hex under a pixel, by exact cube rounding. */
export function pixelToHex(layout: Layout, p: Point): Hex {
  const x = (p.x - layout.origin.x) / layout.size;
  const y = (p.y - layout.origin.y) / layout.size;
  if (layout.orientation === 'pointy') {
    return hexRound({ q: (SQRT3 / 3) * x - y / 3, r: (2 / 3) * y });
  }
  return hexRound({ q: (2 / 3) * x, r: -x / 3 + (SQRT3 / 3) * y });
}

/** The six corner pixels of a hex, clockwise on screen (pointy: from the upper-right corner; flat: from the right corner). */
export function hexCorners(layout: Layout, h: Hex): Point[] {
  const c = hexToPixel(layout, h);
  const start = layout.orientation === 'pointy' ? -30 : 0;
  const out: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const a = ((start + 60 * i) * Math.PI) / 180;
    out.push({ x: c.x + layout.size * Math.cos(a), y: c.y + layout.size * Math.sin(a) });
  }
  return out;
}

/**
 * How much bigger than a one-hex token the disc of a body is drawn, by its hex count (RULES.md
 * 5.2's footprints of 3, 7 and 19 hexes): it stays inside the body and reads as one creature.
 */
export const BODY_DISC_SCALE: Readonly<Record<number, number>> = { 3: 1.3, 7: 1.85, 19: 3 };

/** Where a token's disc is centred: its hex, or the middle of its body's hexes (a 3-hex triangle's lies off the anchor). */
export function bodyCentre(layout: Layout, anchor: Hex, body?: readonly Hex[]): Point {
  if (!body || body.length < 2) return hexToPixel(layout, anchor);
  let x = 0, y = 0;
  for (const h of body) {
    const p = hexToPixel(layout, h);
    x += p.x;
    y += p.y;
  }
  return { x: x / body.length, y: y / body.length };
}

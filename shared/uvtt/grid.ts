// Where the hex grid lies over an imported map image: the GM's alignment (orientation, how wide a
// hex is in image pixels, how far the grid is shifted), the board it gives, and how the image sits
// under that board in the encounter file.
import { hexToPixel, makeLayout, offsetToAxial, type Layout, type Orientation, type Point } from '../hex';

/** The GM's alignment of the hex grid over the image, in image pixels. */
export type HexAlignment = {
  orientation: Orientation;
  /** A hex's width across the image (pointy-top: flat side to flat side; flat-top: corner to corner). */
  hexWidth: number;
  /** How far the grid is moved from its default place, the top-left hex's box at the image's corner. */
  offset: Point;
};

const SQRT3 = Math.sqrt(3);
/** The largest board a file may hold, per side. */
const MAX_SIDE = 200;
/** The hex radius the renderer draws a background against (staticLayer.ts). */
const REFERENCE_SIZE = 28;

/** The default alignment: hexes as wide as one grid cell of the file, from the image's top-left corner. */
export function defaultAlignment(pixelsPerGrid: number, orientation: Orientation = 'pointy'): HexAlignment {
  return { orientation, hexWidth: pixelsPerGrid, offset: { x: 0, y: 0 } };
}

/** The hex layout in image pixels that an alignment gives. */
export function alignedLayout(a: HexAlignment): Layout {
  const size = a.orientation === 'pointy' ? a.hexWidth / SQRT3 : a.hexWidth / 2;
  // Hex (0,0) is the top-left one; its box is as wide as a hex and as tall, its centre half of each in.
  const half = a.orientation === 'pointy' ? { x: a.hexWidth / 2, y: size } : { x: size, y: (SQRT3 * size) / 2 };
  return makeLayout(size, a.orientation, { x: a.offset.x + half.x, y: a.offset.y + half.y });
}

/** The board that covers an image of `width` x `height` pixels: every hex whose centre lies on it, at most 200 a side. */
export function boardOver(layout: Layout, width: number, height: number): { width: number; height: number; cut: boolean } {
  const count = (along: (n: number) => Point, limit: number): number => {
    let n = 0;
    while (n <= MAX_SIDE) {
      const p = along(n);
      if (p.x > limit || p.y > limit) break;
      n++;
    }
    return n;
  };
  const cols = count((col) => ({ x: hexToPixel(layout, offsetToAxial({ col, row: 0 }, layout.orientation)).x, y: 0 }), width);
  const rows = count((row) => ({ x: 0, y: hexToPixel(layout, offsetToAxial({ col: 0, row }, layout.orientation)).y }), height);
  return { width: Math.min(MAX_SIDE, Math.max(1, cols)), height: Math.min(MAX_SIDE, Math.max(1, rows)), cut: cols > MAX_SIDE || rows > MAX_SIDE };
}

/** How the encounter file places the image under the board so that it lies where the GM aligned it. */
export function backgroundPlacement(layout: Layout): { scale: number; offsetX: number; offsetY: number } {
  const k = REFERENCE_SIZE / layout.size;
  return { scale: k, offsetX: -layout.origin.x * k, offsetY: -layout.origin.y * k };
}

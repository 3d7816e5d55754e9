// How a player's phone or tablet shares its screen between the map and the table's news: the map
// takes the board's own shape as far as the screen allows (no empty bands above and below a wide
// board), the rest goes to the order and the player's own PC; and where the map's view starts: the
// box filled, with hexes big enough to tap even on a board far larger than the screen.
import { hexToPixel, offsetToAxial, type Hex, type Orientation } from '../../../shared/hex';
import { BASE_SIZE, MAX_ZOOM, type View } from '../../map/viewFit';

/** The margin around the board when it is framed on a small screen, in CSS pixels. */
export const PHONE_MARGIN = 8;
/** A hex's radius on screen below which a finger cannot pick it: the start view never goes smaller. */
export const MIN_TAP_RADIUS = 11;
/** Below the map (portrait), the news keep at least this many pixels, or this share of the height when less. */
const PANEL_PX = 240;
const PANEL_SHARE = 0.3;
/** Beside the map (landscape), the news keep this wide a column. */
const SIDE_PANEL_PX = 260;

type Grid = { readonly width: number; readonly height: number; readonly orientation: Orientation };
export type Bounds = { readonly left: number; readonly top: number; readonly right: number; readonly bottom: number };

/** The board's drawing at zoom 1 (world pixels), each hex's own radius included. */
export function boardBounds(g: Grid): Bounds {
  const unit = { orientation: g.orientation, size: BASE_SIZE, origin: { x: 0, y: 0 } };
  let left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity;
  // The outermost hexes are in the first two and last two rows and columns of the offset grid.
  const edge = (n: number) => [...new Set([0, 1, n - 2, n - 1])].filter((i) => i >= 0 && i < n);
  for (const row of edge(g.height)) for (let col = 0; col < g.width; col++) add(offsetToAxial({ col, row }, g.orientation));
  for (const col of edge(g.width)) for (let row = 0; row < g.height; row++) add(offsetToAxial({ col, row }, g.orientation));
  function add(h: Hex): void {
    const p = hexToPixel(unit, h);
    left = Math.min(left, p.x - BASE_SIZE);
    right = Math.max(right, p.x + BASE_SIZE);
    top = Math.min(top, p.y - BASE_SIZE);
    bottom = Math.max(bottom, p.y + BASE_SIZE);
  }
  return { left, top, right, bottom };
}

/** The board's height over its width, as drawn. */
export function boardAspect(g: Grid): number {
  const b = boardBounds(g);
  return (b.bottom - b.top) / (b.right - b.left);
}

/** Whether a screen of `w` x `h` CSS pixels (under the header) puts the map beside the news, not above them. */
export function liesOnItsSide(w: number, h: number): boolean {
  return w > h && w >= 560;
}

/**
 * The map's box on a screen of `w` x `h` CSS pixels (what is left under the header, and the
 * alerts when above the map): beside the news (`side`) or above them,
 * in the board's own shape between a floor (a map big enough to use) and a ceiling (room for the
 * news). It does not grow past the board's shape into room the news leave: the whole board in
 * view beats bigger hexes, which a pinch gives.
 */
export function mapBox(board: Bounds, w: number, h: number, side: boolean): { w: number; h: number } {
  const bw = board.right - board.left;
  const bh = board.bottom - board.top;
  if (side) {
    const ideal = ((h - 2 * PHONE_MARGIN) * bw) / bh + 2 * PHONE_MARGIN;
    const most = w - SIDE_PANEL_PX;
    return { w: Math.round(Math.max(Math.min(ideal, most), Math.min(w * 0.45, most))), h };
  }
  const ideal = ((w - 2 * PHONE_MARGIN) * bh) / bw + 2 * PHONE_MARGIN;
  const most = h - Math.min(PANEL_PX, h * PANEL_SHARE);
  const least = Math.min(h * 0.3, most);
  return { w, h: Math.round(Math.max(least, Math.min(ideal, most))) };
}

/** The view framing the whole board in a `w` x `h` box (the "Whole map" button's). */
export function wholeView(g: Grid, w: number, h: number): View {
  const b = boardBounds(g);
  const zoom = Math.min(MAX_ZOOM, Math.min((w - 2 * PHONE_MARGIN) / (b.right - b.left), (h - 2 * PHONE_MARGIN) / (b.bottom - b.top)));
  return { zoom, x: w / 2 - ((b.left + b.right) / 2) * zoom, y: h / 2 - ((b.top + b.bottom) / 2) * zoom };
}

/**
 * The view a phone starts with in a `w` x `h` box: the board filling the box both ways (so no empty
 * band shows, the rest a pan away), never with hexes too small to tap, and around `focus` (the
 * player's PC, or whoever acts) when not all of the board fits; kept inside the board's drawing.
 */
export function startView(g: Grid, w: number, h: number, focus: Hex | null): View {
  const b = boardBounds(g);
  const fill = Math.max((w - 2 * PHONE_MARGIN) / (b.right - b.left), (h - 2 * PHONE_MARGIN) / (b.bottom - b.top));
  const zoom = Math.min(MAX_ZOOM, Math.max(fill, MIN_TAP_RADIUS / BASE_SIZE));
  const at = focus ? hexToPixel({ orientation: g.orientation, size: BASE_SIZE, origin: { x: 0, y: 0 } }, focus) : { x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2 };
  return inside({ zoom, x: w / 2 - at.x * zoom, y: h / 2 - at.y * zoom }, b, w, h);
}

/** `v` moved so the board covers the box along each axis it is longer than the box, and is centred along the others. */
function inside(v: View, b: Bounds, w: number, h: number): View {
  const axis = (off: number, lo: number, hi: number, box: number) => {
    const span = (hi - lo) * v.zoom;
    if (span + 2 * PHONE_MARGIN <= box) return box / 2 - ((lo + hi) / 2) * v.zoom;
    // The board's edge at most a margin inside the box's edge.
    return Math.min(PHONE_MARGIN - lo * v.zoom, Math.max(box - PHONE_MARGIN - hi * v.zoom, off));
  };
  return { zoom: v.zoom, x: axis(v.x, b.left, b.right, w), y: axis(v.y, b.top, b.bottom, h) };
}

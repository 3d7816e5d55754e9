// The camera's arithmetic without its runes: where a view of the board puts hexes, and the view
// that frames a set of hexes. A plain module so that the browser tests and the map bench, which
// run in Node without the Svelte compiler, place their clicks with the camera's own numbers.
import { hexToPixel, type Hex, type Layout, type Orientation } from '../../shared/hex';

/** Hex radius in CSS pixels at zoom 1. */
export const BASE_SIZE = 28;
export const MIN_ZOOM = 0.08;
export const MAX_ZOOM = 5;

/** A view onto the map: screen = world x zoom + (x, y), world being the layout at BASE_SIZE. */
export type View = { readonly x: number; readonly y: number; readonly zoom: number };

/** The hex layout on screen (CSS pixels) of a view. */
export function layoutOf(orientation: Orientation, v: View): Layout {
  return { orientation, size: BASE_SIZE * v.zoom, origin: { x: v.x, y: v.y } };
}

/** The view framing `hexes` in a w x h viewport with a margin, or null when there is nothing to frame. */
export function fitView(hexes: readonly Hex[], orientation: Orientation, w: number, h: number, margin = 32): View | null {
  if (hexes.length === 0 || w <= 0 || h <= 0) return null;
  const unit: Layout = { orientation, size: BASE_SIZE, origin: { x: 0, y: 0 } };
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const hex of hexes) {
    const p = hexToPixel(unit, hex);
    if (p.x < minX) minX = p.x;
    if (p.x > maxX) maxX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.y > maxY) maxY = p.y;
  }
  const spanX = maxX - minX + 2 * BASE_SIZE;
  const spanY = maxY - minY + 2 * BASE_SIZE;
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.min((w - 2 * margin) / spanX, (h - 2 * margin) / spanY)));
  return { zoom, x: w / 2 - ((minX + maxX) / 2) * zoom, y: h / 2 - ((minY + maxY) / 2) * zoom };
}

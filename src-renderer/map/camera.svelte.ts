// The view onto the map: pan offset and zoom. Screen = world x zoom + offset, where world is the
// pixel layout of hexes at BASE_SIZE; every layer draws through the layout this class derives.
import { hexToPixel, pixelToHex, type Hex, type Layout, type Orientation, type Point } from '../../shared/hex';

/** Hex radius in CSS pixels at zoom 1. */
export const BASE_SIZE = 28;
export const MIN_ZOOM = 0.08;
export const MAX_ZOOM = 5;

export class Camera {
  x = $state(0);
  y = $state(0);
  zoom = $state(1);
  orientation = $state<Orientation>('pointy');

  /** The hex layout on screen (CSS pixels). */
  get layout(): Layout {
    return { orientation: this.orientation, size: BASE_SIZE * this.zoom, origin: { x: this.x, y: this.y } };
  }

  panBy(dx: number, dy: number): void {
    this.x += dx;
    this.y += dy;
  }

  /** Zooms by `factor` keeping the point under the cursor fixed. */
  zoomAt(p: Point, factor: number): void {
    const next = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, this.zoom * factor));
    const k = next / this.zoom;
    this.x = p.x - (p.x - this.x) * k;
    this.y = p.y - (p.y - this.y) * k;
    this.zoom = next;
  }

  /** Frames the given hexes in a viewport of w x h CSS pixels, with a margin. */
  fit(hexes: readonly Hex[], w: number, h: number, margin = 32): void {
    if (hexes.length === 0 || w <= 0 || h <= 0) return;
    const unit: Layout = { orientation: this.orientation, size: BASE_SIZE, origin: { x: 0, y: 0 } };
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
    this.zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.min((w - 2 * margin) / spanX, (h - 2 * margin) / spanY)));
    this.x = w / 2 - ((minX + maxX) / 2) * this.zoom;
    this.y = h / 2 - ((minY + maxY) / 2) * this.zoom;
  }

  /** Puts a hex at the centre of a w x h viewport. */
  centreOn(hex: Hex, w: number, h: number): void {
    const p = hexToPixel({ orientation: this.orientation, size: BASE_SIZE * this.zoom, origin: { x: 0, y: 0 } }, hex);
    this.x = w / 2 - p.x;
    this.y = h / 2 - p.y;
  }

  /** The hex under a screen point. */
  hexAt(p: Point): Hex {
    return pixelToHex(this.layout, p);
  }
}

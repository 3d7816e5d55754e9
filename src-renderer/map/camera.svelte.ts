// The view onto the map: pan offset and zoom. Screen = world x zoom + offset, where world is the
// pixel layout of hexes at BASE_SIZE; every layer draws through the layout this class derives.
import { hexToPixel, pixelToHex, type Hex, type Layout, type Orientation, type Point } from '../../shared/hex';
import { BASE_SIZE, MAX_ZOOM, MIN_ZOOM, fitView, layoutOf, type View } from './viewFit';
import { workCounters } from './workCounters';

export { BASE_SIZE, MAX_ZOOM, MIN_ZOOM };

export class Camera {
  x = $state(0);
  y = $state(0);
  zoom = $state(1);
  orientation = $state<Orientation>('pointy');

  /** The hex layout on screen (CSS pixels). */
  get layout(): Layout {
    return layoutOf(this.orientation, this);
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
    const v = this.framing(hexes, w, h, margin);
    if (!v) return;
    this.zoom = v.zoom;
    this.x = v.x;
    this.y = v.y;
  }

  // The last framing worked out, by what it was worked out from. fitView reads every hex (40,000 on
  // a 200 x 200 board), and the players' screen frames the board again at every view the GM
  // publishes, though the board and the screen are the same.
  #framed: { hexes: readonly Hex[]; orientation: Orientation; w: number; h: number; margin: number; view: View | null } | null = null;

  private framing(hexes: readonly Hex[], w: number, h: number, margin: number): View | null {
    const f = this.#framed;
    if (f && f.hexes === hexes && f.orientation === this.orientation && f.w === w && f.h === h && f.margin === margin) return f.view;
    workCounters.boardFits++;
    const view = fitView(hexes, this.orientation, w, h, margin);
    this.#framed = { hexes, orientation: this.orientation, w, h, margin, view };
    return view;
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

// A map layer drawn once into a larger offscreen canvas and shifted while the GM pans: a pan frame
// is then one image copy instead of tracing thousands of hexes and hundreds of tokens. The cache
// is redrawn when what it shows, the zoom or the size changes, or when a pan runs past its margin.
import type { Layout } from '../../shared/hex';

/** Draws a layer into a canvas (sized in device pixels) for a layout. */
export type LayerPainter = (ctx: CanvasRenderingContext2D, layout: Layout, dpr: number) => void;

/** Extra room on each side of the viewport, as a fraction of its size... */
const MARGIN = 0.5;
/** ...but at most this many device pixels, so a 4K screen's cache stays a sensible size. */
const MAX_MARGIN_PX = 1600;

export class LayerCache {
  private canvas: HTMLCanvasElement | null = null;
  private key: readonly unknown[] = [];
  private at = { x: 0, y: 0 };
  private size = 0;

  /**
   * Draws the layer for `layout` into `target` (sized in device pixels). With `scaled`, a
   * zoom that changed only the hex size is shown by stretching the cached image (a zoom gesture
   * stays smooth); the result is then 'scaled' and the caller redraws crisply once the gesture ends.
   */
  draw(target: CanvasRenderingContext2D, content: readonly unknown[], paint: LayerPainter, layout: Layout, dpr: number, scaled = false): 'exact' | 'scaled' {
    const w = target.canvas.width / dpr;
    const h = target.canvas.height / dpr;
    const mx = Math.round(Math.min(w * MARGIN, MAX_MARGIN_PX / dpr));
    const my = Math.round(Math.min(h * MARGIN, MAX_MARGIN_PX / dpr));
    // `content` is what the layer shows, compared by identity; the hex size is the last entry.
    const key = [...content, layout.orientation, w, h, dpr, layout.size];
    if (scaled && this.canvas && layout.size !== this.size && key.length === this.key.length && key.every((k, i) => i === key.length - 1 || k === this.key[i])) {
      // A cache pixel c shows the world point at (c - at - margin) / size; on screen that point is
      // at origin + (c - at - margin) * (new size / old size).
      const k = layout.size / this.size;
      copyOnto(target, () => target.drawImage(this.canvas!, (layout.origin.x - (this.at.x + mx) * k) * dpr, (layout.origin.y - (this.at.y + my) * k) * dpr, this.canvas!.width * k, this.canvas!.height * k));
      return 'scaled';
    }
    const dx = layout.origin.x - this.at.x;
    const dy = layout.origin.y - this.at.y;
    const stale = !this.canvas || key.length !== this.key.length || key.some((k, i) => k !== this.key[i]) || Math.abs(dx) > mx || Math.abs(dy) > my;
    if (stale) {
      this.canvas ??= document.createElement('canvas');
      this.canvas.width = Math.round((w + 2 * mx) * dpr);
      this.canvas.height = Math.round((h + 2 * my) * dpr);
      paint(this.canvas.getContext('2d')!, { ...layout, origin: { x: layout.origin.x + mx, y: layout.origin.y + my } }, dpr);
      this.key = key;
      this.at = { x: layout.origin.x, y: layout.origin.y };
      this.size = layout.size;
    }
    // Whole device pixels: a fractional copy would blur the grid lines.
    copyOnto(target, () => target.drawImage(this.canvas!, Math.round((layout.origin.x - this.at.x - mx) * dpr), Math.round((layout.origin.y - this.at.y - my) * dpr)));
    return 'exact';
  }
}

/**
 * Replaces the whole target with what `draw` puts on it: the 'copy' operator writes the image's
 * pixels and clears the rest in one pass. A clear then a blended draw were two passes over the
 * screen's pixels, in software the larger part of a pan frame.
 */
function copyOnto(target: CanvasRenderingContext2D, draw: () => void): void {
  target.setTransform(1, 0, 0, 1, 0, 0);
  target.globalCompositeOperation = 'copy';
  draw();
  target.globalCompositeOperation = 'source-over';
}

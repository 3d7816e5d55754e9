// A map layer drawn once into an image larger than the viewport by a margin on each side. While the
// GM pans or a zoom settles, that image is itself on screen, moved (and scaled) by a CSS transform
// the compositor applies, so a pan frame neither copies nor rasterises on the main thread; at rest
// it is copied once into the layer's viewport-sized canvas. It is redrawn when what it shows, the
// zoom or the size changes, or when a pan runs past its margin.
import type { Layout } from '../../shared/hex';
import { workCounters } from './workCounters';

/** Draws a layer into a canvas (sized in device pixels) for a layout. */
export type LayerPainter = (ctx: CanvasRenderingContext2D, layout: Layout, dpr: number) => void;

/** Where the cache lies over the viewport: its top left corner in CSS pixels, and its scale. */
export type Placement = { readonly x: number; readonly y: number; readonly k: number };

/** Extra room on each side of the viewport, as a fraction of its size... */
const MARGIN = 0.5;
/** ...but at most this many device pixels, so a 4K screen's cache stays a sensible size. */
const MAX_MARGIN_PX = 1600;

export class LayerCache {
  private key: readonly unknown[] = [];
  private at = { x: 0, y: 0 };
  private size = 0;
  private painted = false;
  private transform = '';
  // Painted here, then handed whole to the element on screen. A 2D canvas on screen is copied out
  // for the compositor at every frame (in software, 0.5 ms a frame for each cache, measured in a
  // CDP trace); an ImageBitmap shown by a 'bitmaprenderer' canvas is handed over once.
  private readonly painter = new OffscreenCanvas(1, 1);
  private readonly shown: ImageBitmapRenderingContext;

  /**
   * `canvas`: the cache's own element, laid over the map with transform-origin at its top left.
   * `margin`: the room on each side as a fraction of the viewport; with 0 the image covers the
   * viewport alone and is never repainted for a pan: what it shows rides with the map.
   */
  constructor(
    readonly canvas: HTMLCanvasElement,
    private readonly margin = MARGIN,
  ) {
    this.shown = canvas.getContext('bitmaprenderer')!;
  }

  /** Makes the next fit() paint afresh, whatever it shows. */
  forget(): void {
    this.painted = false;
  }

  /**
   * Brings the cache up to date for `layout` in a viewport of w x h CSS pixels, repainting it only
   * when stale, and says where it goes on screen. With `scaled`, a zoom that changed only the hex
   * size keeps the cached image, scaled (a zoom gesture stays smooth); the caller repaints it
   * crisply once the gesture ends. Unscaled, it lies on whole device pixels: grid lines stay sharp.
   */
  fit(content: readonly unknown[], paint: LayerPainter, layout: Layout, w: number, h: number, dpr: number, scaled = false): Placement {
    const mx = Math.round(Math.min(w * this.margin, MAX_MARGIN_PX / dpr));
    const my = Math.round(Math.min(h * this.margin, MAX_MARGIN_PX / dpr));
    // `content` is what the layer shows, compared by identity; the hex size is the last entry.
    const key = [...content, layout.orientation, w, h, dpr, layout.size];
    if (scaled && this.painted && layout.size !== this.size && key.length === this.key.length && key.every((k, i) => i === key.length - 1 || k === this.key[i])) {
      // A cache pixel c shows the world point at (c - at - margin) / size; on screen that point is
      // at origin + (c - at - margin) * (new size / old size).
      const k = layout.size / this.size;
      return { x: layout.origin.x - (this.at.x + mx) * k, y: layout.origin.y - (this.at.y + my) * k, k };
    }
    const dx = layout.origin.x - this.at.x;
    const dy = layout.origin.y - this.at.y;
    const stale = !this.painted || key.length !== this.key.length || key.some((k, i) => k !== this.key[i]) || (this.margin > 0 && (Math.abs(dx) > mx || Math.abs(dy) > my));
    if (stale) {
      const W = Math.round((w + 2 * mx) * dpr), H = Math.round((h + 2 * my) * dpr);
      if (this.canvas.width !== W || this.canvas.height !== H) {
        this.canvas.width = this.painter.width = W;
        this.canvas.height = this.painter.height = H;
        this.canvas.style.width = `${W / dpr}px`;
        this.canvas.style.height = `${H / dpr}px`;
      }
      // The painters draw into either kind of canvas alike: they read no more of it than its size.
      paint(this.painter.getContext('2d') as unknown as CanvasRenderingContext2D, { ...layout, origin: { x: layout.origin.x + mx, y: layout.origin.y + my } }, dpr);
      this.shown.transferFromImageBitmap(this.painter.transferToImageBitmap());
      this.key = key;
      this.at = { x: layout.origin.x, y: layout.origin.y };
      this.size = layout.size;
      this.painted = true;
    }
    // Whole device pixels: a fractional offset would blur the grid lines.
    return { x: Math.round((layout.origin.x - this.at.x - mx) * dpr) / dpr, y: Math.round((layout.origin.y - this.at.y - my) * dpr) / dpr, k: 1 };
  }

  /** Moves the cache's own element to `p`: a transform only, which the compositor applies. */
  show(p: Placement): void {
    const t = `translate(${p.x}px, ${p.y}px) scale(${p.k})`;
    if (t === this.transform) return;
    this.transform = t;
    this.canvas.style.transform = t;
  }

  /**
   * Replaces the whole of `target` (the layer's viewport-sized canvas) with the cache placed at `p`:
   * the 'copy' operator writes the image's pixels and clears the rest in one pass. A clear then a
   * blended draw were two passes over the screen's pixels, in software the larger part of a frame.
   */
  copyOnto(target: CanvasRenderingContext2D, p: Placement, dpr: number): void {
    workCounters.layerCopies++;
    target.setTransform(1, 0, 0, 1, 0, 0);
    target.globalCompositeOperation = 'copy';
    if (p.k === 1) target.drawImage(this.canvas, Math.round(p.x * dpr), Math.round(p.y * dpr));
    else target.drawImage(this.canvas, p.x * dpr, p.y * dpr, this.canvas.width * p.k, this.canvas.height * p.k);
    target.globalCompositeOperation = 'source-over';
  }
}

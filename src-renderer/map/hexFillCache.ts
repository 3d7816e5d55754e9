// A set of filled hexes that covers most of a big board (the players' fog, the GM's tint of what
// they cannot see: 36,000 hexes on a fitted 200 x 200 map) costs the software rasteriser 50-400 ms
// to trace and fill. Its pixels change only with the set or the view, so they are kept in a canvas
// of their own and copied onto the layer while both stay the same.
import type { Hex, Layout } from '../../shared/hex';

export class HexFillCache {
  #hexes: readonly Hex[] | null = null;
  #key = '';
  #canvas: HTMLCanvasElement | null = null;

  /**
   * Copies `hexes` as `fill` paints them onto `ctx` (a canvas in device pixels at `dpr`): painted
   * again only when the array or the view changed, so callers keep the same array while the set is.
   */
  draw(ctx: CanvasRenderingContext2D, layout: Layout, hexes: readonly Hex[], dpr: number, fill: (target: CanvasRenderingContext2D) => void): void {
    const { width, height } = ctx.canvas;
    const key = `${layout.orientation} ${layout.size} ${layout.origin.x} ${layout.origin.y} ${width}x${height} ${dpr}`;
    if (this.#hexes !== hexes || this.#key !== key || !this.#canvas) {
      const canvas = (this.#canvas ??= document.createElement('canvas'));
      canvas.width = width;
      canvas.height = height;
      const target = canvas.getContext('2d')!;
      target.setTransform(dpr, 0, 0, dpr, 0, 0);
      target.clearRect(0, 0, width / dpr, height / dpr);
      fill(target);
      this.#hexes = hexes;
      this.#key = key;
    }
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(this.#canvas, 0, 0);
    ctx.restore();
  }
}

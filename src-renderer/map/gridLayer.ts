// The static layer: the board and its grid. Redrawn only when the map or the camera changes.
import { hexCorners, type Hex, type Layout } from '../../shared/hex';

export type GridStyle = { background: string; fill: string; line: string; lineWidth: number };

/** Traces the outline of one hex as a closed path. */
export function traceHex(ctx: CanvasRenderingContext2D, layout: Layout, hex: Hex): void {
  const corners = hexCorners(layout, hex);
  ctx.moveTo(corners[0]!.x, corners[0]!.y);
  for (let i = 1; i < corners.length; i++) ctx.lineTo(corners[i]!.x, corners[i]!.y);
  ctx.closePath();
}

/** Clears the canvas and draws every hex of the board, filled and outlined. */
export function drawGrid(ctx: CanvasRenderingContext2D, hexes: readonly Hex[], layout: Layout, style: GridStyle): void {
  const { width, height } = ctx.canvas;
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = style.background;
  ctx.fillRect(0, 0, width, height);
  ctx.restore();
  // One path for all hexes: a 100x100 board is 10,000 hexes, and one fill+stroke is far cheaper
  // than ten thousand.
  ctx.beginPath();
  for (const h of hexes) traceHex(ctx, layout, h);
  ctx.fillStyle = style.fill;
  ctx.fill();
  ctx.strokeStyle = style.line;
  ctx.lineWidth = style.lineWidth;
  ctx.stroke();
}

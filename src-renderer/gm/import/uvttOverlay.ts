// The import screen's picture: the map image, the hex grid as the GM aligned it, each wall line of
// the file and the hex sides (or whole hexes) it became, coloured by how closely they follow it.
import { hexCorners, mapHexes, type Hex, type Layout, type Point } from '../../../shared/hex';
import { lineKey, type ImportedLine, type Side, type UvttImport } from '../../../shared/uvtt';
import { alignedLayout, type HexAlignment } from '../../../shared/uvtt/grid';
import { fitOf, type Fit } from '../../state/uvttImport.svelte';

/** Image pixels to canvas pixels: p * scale + (x, y). */
export type ImportView = { scale: number; x: number; y: number };

/** The colours of a line's sides by how far they stray: the GM looks first at the red ones. */
export const FIT_COLOURS: Record<Fit, string> = { close: '#5fd35f', loose: '#f0b43c', far: '#ff5a4a' };
// Doors and windows apart from the fit's green, amber and red (an amber door read as a loose wall).
export const DOOR_COLOUR = '#ff6bd6';
export const WINDOW_COLOUR = '#6ad0ff';

/** The layout in canvas pixels for an alignment seen through `view`. */
export function viewLayout(alignment: HexAlignment, view: ImportView): Layout {
  const l = alignedLayout(alignment);
  return { orientation: l.orientation, size: l.size * view.scale, origin: { x: l.origin.x * view.scale + view.x, y: l.origin.y * view.scale + view.y } };
}

/** The two ends of the side between two neighbouring hexes. */
function sideEnds(layout: Layout, side: Side): [Point, Point] | null {
  const a = hexCorners(layout, side.a);
  const b = hexCorners(layout, side.b);
  const eps = layout.size / 100;
  const shared = a.filter((p) => b.some((q) => Math.abs(p.x - q.x) < eps && Math.abs(p.y - q.y) < eps));
  return shared.length === 2 ? [shared[0]!, shared[1]!] : null;
}

function traceHex(ctx: CanvasRenderingContext2D, layout: Layout, h: Hex): void {
  const cs = hexCorners(layout, h);
  ctx.moveTo(cs[0]!.x, cs[0]!.y);
  for (let i = 1; i < 6; i++) ctx.lineTo(cs[i]!.x, cs[i]!.y);
  ctx.closePath();
}

function colourOf(line: ImportedLine, hexWidth: number): string {
  if (line.kind === 'door') return DOOR_COLOUR;
  if (line.kind === 'window') return WINDOW_COLOUR;
  return FIT_COLOURS[fitOf(line, hexWidth)];
}

/** Draws the whole picture into a canvas of `width` x `height` CSS pixels. */
export function drawImportOverlay(
  ctx: CanvasRenderingContext2D,
  size: { width: number; height: number; dpr: number },
  image: HTMLImageElement | null,
  result: UvttImport,
  alignment: HexAlignment,
  view: ImportView,
  selected: string | null,
): void {
  const { width, height, dpr } = size;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = '#15171c';
  ctx.fillRect(0, 0, width, height);
  if (image) ctx.drawImage(image, view.x, view.y, image.naturalWidth * view.scale, image.naturalHeight * view.scale);
  const layout = viewLayout(alignment, view);
  const visible = (h: Hex) => {
    const c = hexCorners(layout, h)[0]!;
    return c.x > -2 * layout.size && c.y > -2 * layout.size && c.x < width + 2 * layout.size && c.y < height + 2 * layout.size;
  };

  if (layout.size >= 3) {
    ctx.beginPath();
    for (const h of mapHexes(result.board.width, result.board.height, result.board.orientation)) if (visible(h)) traceHex(ctx, layout, h);
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.45)';
    ctx.lineWidth = 1;
    ctx.stroke();
  }

  for (const line of result.lines) {
    const on = lineKey(line.kind, line.index) === selected;
    // The line as the map's author drew it: thin and dashed, under what it became.
    ctx.beginPath();
    line.points.forEach((p, i) => (i ? ctx.lineTo(p.x * view.scale + view.x, p.y * view.scale + view.y) : ctx.moveTo(p.x * view.scale + view.x, p.y * view.scale + view.y)));
    ctx.setLineDash([5, 4]);
    ctx.strokeStyle = line.choice === 'drop' ? 'rgba(200, 200, 200, 0.7)' : on ? '#ffffff' : 'rgba(20, 230, 255, 0.9)';
    ctx.lineWidth = on ? 2.5 : 1.5;
    ctx.stroke();
    ctx.setLineDash([]);
    if (line.cells.length) {
      ctx.beginPath();
      for (const h of line.cells) traceHex(ctx, layout, h);
      ctx.fillStyle = on ? 'rgba(255, 90, 74, 0.75)' : 'rgba(120, 40, 36, 0.65)';
      ctx.fill();
    }
    if (line.sides.length) {
      ctx.beginPath();
      for (const side of line.sides) {
        const ends = sideEnds(layout, side);
        if (!ends) continue;
        ctx.moveTo(ends[0].x, ends[0].y);
        ctx.lineTo(ends[1].x, ends[1].y);
      }
      ctx.lineCap = 'round';
      if (on) {
        ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
        ctx.lineWidth = 8;
        ctx.stroke();
      }
      ctx.strokeStyle = colourOf(line, alignment.hexWidth);
      ctx.lineWidth = line.kind === 'door' || line.kind === 'window' ? 5 : 4;
      ctx.stroke();
    }
  }
}

/** The line nearest a canvas point, within `reach` canvas pixels of its drawn course; its key. */
export function lineAt(result: UvttImport, view: ImportView, p: Point, reach = 8): string | null {
  const x = (p.x - view.x) / view.scale;
  const y = (p.y - view.y) / view.scale;
  let best: string | null = null;
  let bestD = reach / view.scale;
  for (const line of result.lines) {
    for (let i = 1; i < line.points.length; i++) {
      const a = line.points[i - 1]!;
      const b = line.points[i]!;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const len2 = dx * dx + dy * dy;
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - a.x) * dx + (y - a.y) * dy) / len2));
      const d = Math.hypot(x - (a.x + t * dx), y - (a.y + t * dy));
      if (d >= bestD) continue;
      bestD = d;
      best = lineKey(line.kind, line.index);
    }
  }
  return best;
}

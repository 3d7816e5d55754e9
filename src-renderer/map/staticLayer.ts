// The static layer: board, background image, terrain and grid. Redrawn when the map or the camera
// changes, never for hover or token movement. Only hexes inside the viewport are drawn, and the grid
// lines are dropped when hexes get too small to read, so a 100x100 board pans smoothly.
import { hexCorners, hexToPixel, type Hex, type Layout } from '../../shared/hex';
import type { BattleMap, TerrainCell } from '../../shared/encounter/schema';
import { MAP_THEME as T } from './theme';

export type StaticScene = {
  map: BattleMap;
  hexes: readonly Hex[];
  background: HTMLImageElement | null;
};

/** Adds one hex outline to the current path, shrunk around its own centre by `scale`. */
export function traceHex(ctx: CanvasRenderingContext2D, layout: Layout, hex: Hex, scale = 1): void {
  const c = hexCorners(layout, hex);
  if (scale === 1) {
    ctx.moveTo(c[0]!.x, c[0]!.y);
    for (let i = 1; i < 6; i++) ctx.lineTo(c[i]!.x, c[i]!.y);
  } else {
    // Scaling the layout's size would also move the centre; scale the corners about it instead.
    const m = hexToPixel(layout, hex);
    ctx.moveTo(m.x + (c[0]!.x - m.x) * scale, m.y + (c[0]!.y - m.y) * scale);
    for (let i = 1; i < 6; i++) ctx.lineTo(m.x + (c[i]!.x - m.x) * scale, m.y + (c[i]!.y - m.y) * scale);
  }
  ctx.closePath();
}

/** Whether a hex's centre lies within the viewport grown by one hex. */
function visible(layout: Layout, h: Hex, w: number, hgt: number): boolean {
  const p = hexToPixel(layout, h);
  const m = layout.size * 2;
  return p.x > -m && p.y > -m && p.x < w + m && p.y < hgt + m;
}

function drawTerrain(ctx: CanvasRenderingContext2D, layout: Layout, cells: readonly TerrainCell[], w: number, h: number): void {
  for (const kind of ['difficult', 'wall', 'cover'] as const) {
    ctx.beginPath();
    for (const t of cells) if (t.kind === kind && visible(layout, t, w, h)) traceHex(ctx, layout, t, 0.92);
    ctx.fillStyle = kind === 'wall' ? T.wall : kind === 'difficult' ? T.difficult : T.cover;
    ctx.fill();
    if (kind === 'wall') {
      ctx.strokeStyle = T.wallEdge;
      ctx.lineWidth = Math.max(1, layout.size * 0.06);
      ctx.stroke();
    }
  }
  if (layout.size < 10) return;
  // Detail only where it can be read: dots on difficult ground, value and structure on cover.
  ctx.fillStyle = T.difficultDot;
  for (const t of cells) {
    if (t.kind !== 'difficult' || !visible(layout, t, w, h)) continue;
    const p = hexToPixel(layout, t);
    const r = layout.size * 0.08;
    for (const [dx, dy] of [[-0.3, -0.2], [0.25, -0.3], [0, 0.1], [-0.25, 0.35], [0.3, 0.3]] as const) {
      ctx.beginPath();
      ctx.arc(p.x + dx * layout.size, p.y + dy * layout.size, r, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const t of cells) {
    if (t.kind !== 'cover' || !visible(layout, t, w, h)) continue;
    const p = hexToPixel(layout, t);
    ctx.strokeStyle = T.coverEdge;
    ctx.lineWidth = Math.max(1.5, layout.size * 0.08);
    ctx.setLineDash(t.blocksSight ? [] : [layout.size * 0.18, layout.size * 0.12]);
    ctx.beginPath();
    traceHex(ctx, layout, t, 0.78);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.fillStyle = T.coverText;
    ctx.font = `700 ${Math.round(layout.size * 0.55)}px system-ui, sans-serif`;
    ctx.fillText(`+${t.value}`, p.x, p.y - layout.size * 0.08);
    // Remaining structure as a thin bar, so damaged cover is visible at a glance.
    const bw = layout.size * 0.9;
    const frac = t.maxStructure > 0 ? t.structure / t.maxStructure : 0;
    ctx.fillStyle = T.barBack;
    ctx.fillRect(p.x - bw / 2, p.y + layout.size * 0.38, bw, layout.size * 0.12);
    ctx.fillStyle = frac > 0.5 ? T.barGood : frac > 0.25 ? T.barMid : T.barBad;
    ctx.fillRect(p.x - bw / 2, p.y + layout.size * 0.38, bw * frac, layout.size * 0.12);
  }
}

/** Draws the whole static layer into a canvas whose size is in device pixels (`dpr` per CSS pixel). */
export function drawStatic(ctx: CanvasRenderingContext2D, scene: StaticScene, layout: Layout, dpr: number): void {
  const w = ctx.canvas.width / dpr;
  const h = ctx.canvas.height / dpr;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = T.background;
  ctx.fillRect(0, 0, w, h);

  ctx.beginPath();
  for (const hex of scene.hexes) if (visible(layout, hex, w, h)) traceHex(ctx, layout, hex);
  ctx.fillStyle = T.board;
  ctx.fill();

  const bg = scene.map.background;
  if (scene.background && bg) {
    ctx.save();
    ctx.clip();
    ctx.globalAlpha = bg.opacity;
    const k = layout.size / 28;
    ctx.drawImage(scene.background, layout.origin.x + bg.offsetX * k, layout.origin.y + bg.offsetY * k, scene.background.width * bg.scale * k, scene.background.height * bg.scale * k);
    ctx.restore();
  }

  drawTerrain(ctx, layout, scene.map.terrain, w, h);

  if (layout.size >= 6) {
    ctx.beginPath();
    for (const hex of scene.hexes) if (visible(layout, hex, w, h)) traceHex(ctx, layout, hex);
    ctx.strokeStyle = T.grid;
    ctx.lineWidth = 1;
    ctx.stroke();
  }
}

// The static layer: board, background image, terrain and grid. Redrawn when the map or the camera
// changes, never for hover or token movement. Only hexes inside the viewport are drawn, and the grid
// lines are dropped when hexes get too small to read, so a 100x100 board pans smoothly.
import { hexToPixel, type Hex, type Layout } from '../../shared/hex';
import type { BattleMap, TerrainCell } from '../../shared/model/schema';
import { MAP_THEME as T } from './theme';
import { HexFillCache } from './hexFillCache';

export type StaticScene = {
  map: BattleMap;
  hexes: readonly Hex[];
  background: HTMLImageElement | null;
  /** The players' fog: over the whole map, under the tokens (none on the GM's map). */
  fog?: readonly Hex[];
};

// The players' fog changes only with what the party sees, seldom at a turn: drawn last on this
// layer, it no longer goes onto the tokens' layer at every command (a copy of a whole window of
// pixels, in software, at every turn the players' window showed).
const fogPixels = new HexFillCache();

// Corner directions as hexCorners computes them (same expressions, so the same bits), once.
const cornerUnits = (start: number) =>
  Array.from({ length: 6 }, (_, i) => {
    const a = ((start + 60 * i) * Math.PI) / 180;
    return { x: Math.cos(a), y: Math.sin(a) };
  });
const CORNERS = { pointy: cornerUnits(-30), flat: cornerUnits(0) };

/**
 * Adds one hex outline to the current path, shrunk around its own centre by `scale`. The outline
 * ends by running back over its first edge instead of closePath(): Chromium's closePath costs time
 * in proportion to the whole path, so a board of 10,000 hexes took seconds per frame. A solid
 * stroke or a fill comes out the same; a dashed stroke would not, so dashed outlines close.
 */
export function traceHex(ctx: CanvasRenderingContext2D, layout: Layout, hex: Hex, scale = 1, dashed = false): void {
  const m = hexToPixel(layout, hex);
  const u = CORNERS[layout.orientation];
  const s = layout.size;
  let x0 = 0, y0 = 0;
  for (let i = 0; i < 6; i++) {
    let x = m.x + s * u[i]!.x, y = m.y + s * u[i]!.y;
    // Scaling the layout's size would also move the centre; scale the corners about it instead.
    if (scale !== 1) {
      x = m.x + (x - m.x) * scale;
      y = m.y + (y - m.y) * scale;
    }
    if (i === 0) {
      ctx.moveTo(x, y);
      x0 = x;
      y0 = y;
    } else {
      ctx.lineTo(x, y);
    }
  }
  if (dashed) {
    ctx.closePath();
    return;
  }
  ctx.lineTo(x0, y0);
  // Over the first edge again, so the first corner gets a join like the others, not two caps.
  const x1 = m.x + s * u[1]!.x, y1 = m.y + s * u[1]!.y;
  ctx.lineTo(scale === 1 ? x1 : m.x + (x1 - m.x) * scale, scale === 1 ? y1 : m.y + (y1 - m.y) * scale);
}

type Point = { x: number; y: number };

// The board's outline at size 1 and origin 0, per hexes array (the map's is derived once per size).
const outlines = new WeakMap<readonly Hex[], { orientation: Layout['orientation']; loops: Point[][] | null }>();

/**
 * The closed loops around a set of hexes, at size 1 and origin 0: every hex edge whose reverse
 * edge no other hex has (hexes trace the same way round, so shared edges run opposite ways).
 * Null when two loops touch at a corner, which a rectangular board never has.
 */
function boardOutline(hexes: readonly Hex[], orientation: Layout['orientation']): Point[][] | null {
  const unit: Layout = { orientation, size: 1, origin: { x: 0, y: 0 } };
  const u = CORNERS[orientation];
  const key = (p: Point) => `${Math.round(p.x * 1e6)},${Math.round(p.y * 1e6)}`;
  const edges = new Map<string, { from: Point; to: Point; toKey: string }>();
  for (const h of hexes) {
    const m = hexToPixel(unit, h);
    const c = u.map((d) => ({ x: m.x + d.x, y: m.y + d.y }));
    for (let i = 0; i < 6; i++) {
      const a = c[i]!, b = c[(i + 1) % 6]!;
      const ka = key(a), kb = key(b);
      const back = `${kb}>${ka}`;
      if (edges.has(back)) edges.delete(back);
      else edges.set(`${ka}>${kb}`, { from: a, to: b, toKey: kb });
    }
  }
  const next = new Map<string, { from: Point; to: Point; toKey: string }>();
  for (const [k, e] of edges) {
    const from = k.slice(0, k.indexOf('>'));
    if (next.has(from)) return null;
    next.set(from, e);
  }
  const loops: Point[][] = [];
  for (const [start, first] of next) {
    if (!next.has(start)) continue;
    const loop: Point[] = [];
    let e: { from: Point; to: Point; toKey: string } | undefined = first;
    let at = start;
    while (e) {
      next.delete(at);
      loop.push(e.from);
      at = e.toKey;
      e = next.get(at);
    }
    loops.push(loop);
  }
  return loops;
}

/**
 * Adds the board's area to the current path as its outline rather than hex by hex: the same
 * region to fill or clip to, for a few hundred points instead of 60,000 edges on a 100x100 board.
 */
function traceBoard(ctx: CanvasRenderingContext2D, layout: Layout, hexes: readonly Hex[], w: number, h: number): void {
  let cached = outlines.get(hexes);
  if (!cached || cached.orientation !== layout.orientation) {
    cached = { orientation: layout.orientation, loops: boardOutline(hexes, layout.orientation) };
    outlines.set(hexes, cached);
  }
  if (!cached.loops) {
    for (const hex of hexes) if (visible(layout, hex, w, h)) traceHex(ctx, layout, hex);
    return;
  }
  const { x: ox, y: oy } = layout.origin;
  const s = layout.size;
  for (const loop of cached.loops) {
    loop.forEach((p, i) => (i === 0 ? ctx.moveTo(ox + p.x * s, oy + p.y * s) : ctx.lineTo(ox + p.x * s, oy + p.y * s)));
    ctx.lineTo(ox + loop[0]!.x * s, oy + loop[0]!.y * s);
  }
}

/** Fills `hexes` that lie on a `w` x `h` view in one path of `colour`. */
export function fillHexes(ctx: CanvasRenderingContext2D, layout: Layout, hexes: readonly Hex[], w: number, h: number, colour: string): void {
  ctx.beginPath();
  for (const hex of hexes) if (visible(layout, hex, w, h)) traceHex(ctx, layout, hex);
  ctx.fillStyle = colour;
  ctx.fill();
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
    traceHex(ctx, layout, t, 0.78, !t.blocksSight);
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
  traceBoard(ctx, layout, scene.hexes, w, h);
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
  if (scene.map.edges?.length) drawEdges(ctx, layout, scene.map.edges, w, h);
  const fog = scene.fog;
  if (fog?.length) fogPixels.draw(ctx, layout, fog, dpr, (target) => fillHexes(target, layout, fog, w, h, '#000'));
}

type MapEdge = NonNullable<BattleMap['edges']>[number];

/**
 * How each kind of edge looks on the GM map: walls solid, doors amber, red when locked, violet when
 * secret, windows blue, low walls dotted. An open door is its two jambs, the middle of the side
 * clear (as the HTML export draws it): a doorway at any size, where a dashed line read as shut on a
 * phone.
 */
function edgeStyle(e: MapEdge): { colour: string; width: number; dash: number[]; jambs: boolean } {
  if (e.kind === 'wall') return { colour: T.wallEdge, width: 0.22, dash: [], jambs: false };
  if (e.kind === 'window') return { colour: T.windowEdge, width: 0.14, dash: [], jambs: false };
  if (e.kind === 'low-wall') return { colour: T.lowWallEdge, width: 0.16, dash: [0.12, 0.1], jambs: false };
  return { colour: e.door?.secret ? T.secretDoorEdge : e.door?.state === 'locked' ? T.lockedDoorEdge : T.doorEdge, width: 0.2, dash: [], jambs: e.door?.state === 'open' };
}

/** The share of a side each jamb of an open door covers, from either end. */
const JAMB = 0.22;

/** Draws the map's edges on the hex sides they stand on, the visible ones only, each kind in one path. */
function drawEdges(ctx: CanvasRenderingContext2D, layout: Layout, edges: readonly MapEdge[], w: number, h: number): void {
  const groups = new Map<string, { style: ReturnType<typeof edgeStyle>; sides: [Point, Point][] }>();
  const half = layout.size / 2;
  for (const e of edges) {
    const a = hexToPixel(layout, e.a);
    const b = hexToPixel(layout, e.b);
    const mx = (a.x + b.x) / 2;
    const my = (a.y + b.y) / 2;
    if (mx < -layout.size || my < -layout.size || mx > w + layout.size || my > h + layout.size) continue;
    // The side is perpendicular to the line between the two centres, a hex's size long, through its middle.
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const px = (-(b.y - a.y) / len) * half;
    const py = ((b.x - a.x) / len) * half;
    const style = edgeStyle(e);
    const key = `${style.colour}|${style.width}|${style.dash.join(',')}|${style.jambs}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { style, sides: [] }));
    const p = { x: mx + px, y: my + py };
    const q = { x: mx - px, y: my - py };
    if (!style.jambs) g.sides.push([p, q]);
    else {
      const at = (k: number): Point => ({ x: p.x + (q.x - p.x) * k, y: p.y + (q.y - p.y) * k });
      g.sides.push([p, at(JAMB)], [at(1 - JAMB), q]);
    }
  }
  ctx.save();
  ctx.lineCap = 'round';
  for (const { style, sides } of groups.values()) {
    ctx.beginPath();
    for (const [p, q] of sides) {
      ctx.moveTo(p.x, p.y);
      ctx.lineTo(q.x, q.y);
    }
    ctx.strokeStyle = style.colour;
    ctx.lineWidth = Math.max(2, style.width * layout.size);
    ctx.setLineDash(style.dash.map((d) => d * layout.size));
    ctx.stroke();
  }
  ctx.restore();
}

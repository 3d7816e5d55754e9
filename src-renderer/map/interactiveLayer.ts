// The interactive layer: tokens, reach, paths, range rings, line of sight, hover and selection.
// Redrawn at most once per animation frame, from a plain scene the GM window derives from state.
// The rings' and the ruler's labels are drawn apart (drawLabels), straight onto the visible canvas
// after the layer: a pan shifts a cached image of the layer, and a label inside that image would
// be placed against the cache's edges, not the map's, and cut where the side column begins.
import { BODY_DISC_SCALE, bodyCentre, hexId, hexToPixel, type Hex, type Layout, type Point } from '../../shared/hex';
import { BoxIndex, placeRingLabel, placeRulerLabel, ringOnScreen, tokenBox, type Box } from './ringLabels';
import { ringOnLayout, ringRadiusAt } from './ringShape';
import { fillHexes, traceHex } from './staticLayer';
import { HexFillCache } from './hexFillCache';
import { MAP_THEME as T, SIDE_COLORS } from './theme';
import { bodyOutline, bodyShapeKey, drawStamp, stampFrame } from './artStamps';
import { workCounters } from './workCounters';

export type TokenView = {
  id: string;
  label: string;
  position: Hex;
  side: 'pc' | 'npc' | 'ally';
  color: string | null;
  facing: number | null;
  /** Drawn ghosted: hidden from the players (GM view only). */
  ghost: boolean;
  /** Out of the fight: greyed and crossed. */
  out: boolean;
  /** 0 (unhurt) .. 1 (down), for the harm bar; null hides the bar. */
  harm: number | null;
  /** Short condition markers, e.g. ['G', 'W']. */
  markers: string[];
  /** A name to write under the token (the players' screen, when the GM shows names); absent: none. */
  caption?: string;
  /** Every hex of a body bigger than one hex (RULES.md 5.2), anchor first; absent: the position alone. */
  body?: readonly Hex[];
  /** The library image of its art (absent: none), and that art decoded once it is (map/portraits.svelte.ts). */
  portrait?: string;
  art?: CanvasImageSource;
  current: boolean;
  selected: boolean;
  targeted: boolean;
};

export type Overlays = {
  hover: Hex | null;
  reach: readonly Hex[];
  path: readonly Hex[];
  pathLabel: string | null;
  /** Rings of hex distance around a hex, or around a big body's every hex (RULES.md 5.2), with labels (reach, range bands). */
  rings: { centre: Hex; radius: number; label: string; body?: readonly Hex[] }[];
  /** The attack's line of sight; `side`: the hex side that decided it (RULES.md 5.4: the wall that blocks it, the window it passes). */
  los: { from: Hex; to: Hex; blocked: boolean; side?: { a: Hex; b: Hex } | null } | null;
  /** Hexes to paint with the fog colour (player view). */
  fog: readonly Hex[];
  /** Hexes the players cannot see, tinted on the GM's map so the GM still sees through. */
  fogTint: readonly Hex[];
  /** The hexes a fog tool would cover now (the rectangle being dragged, the brush under the pointer). */
  fogArea: readonly Hex[];
  /** The measuring ruler: its hexes in order and what it reads. */
  ruler: { points: readonly Hex[]; label: string } | null;
  /** Hexes filled with a colour each: the step-here advisor's shading. */
  shade: readonly { hex: Hex; colour: string }[];
  /** The hexes an area weapon aimed now would strike (RULES.md 5.3), tinted apart from reach and shading. */
  area?: readonly Hex[];
  /** Where a big body being dragged would stand at the path's end: every hex of it (RULES.md 5.2). */
  pathBody?: readonly Hex[];
  /** Where the dragged actor would stand under the pointer when no legal move leads there: marked refused before the drop. */
  refusedDrop?: readonly Hex[];
  /** A hex side lit under the pointer: where the edge brush will paint. */
  side?: { a: Hex; b: Hex } | null;
};

export const NO_OVERLAYS: Overlays = { hover: null, reach: [], path: [], pathLabel: null, rings: [], los: null, fog: [], fogTint: [], fogArea: [], ruler: null, shade: [] };

const RULER_COLOUR = '#ffd166';

function drawRuler(ctx: CanvasRenderingContext2D, layout: Layout, ruler: NonNullable<Overlays['ruler']>): void {
  const pts = ruler.points.map((h) => hexToPixel(layout, h));
  if (pts.length === 0) return;
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  // A dark casing under the bright line keeps it readable over any background image.
  for (const [colour, width] of [['rgba(0,0,0,0.75)', Math.max(5, layout.size * 0.2)], [RULER_COLOUR, Math.max(2.5, layout.size * 0.09)]] as const) {
    ctx.beginPath();
    pts.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.stroke();
  }
  pts.forEach((p, i) => {
    ctx.beginPath();
    ctx.arc(p.x, p.y, Math.max(4, layout.size * (i === 0 || i === pts.length - 1 ? 0.22 : 0.16)), 0, Math.PI * 2);
    ctx.fillStyle = RULER_COLOUR;
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#111';
    ctx.stroke();
  });
  ctx.restore();
}

/** The ruler's reading in a box beside its loose end (placed by drawLabels). */
function drawRulerLabel(ctx: CanvasRenderingContext2D, layout: Layout, ruler: NonNullable<Overlays['ruler']>, bounds: Box, covered: readonly Box[], labels: readonly Box[]): DrawnLabel | null {
  if (ruler.points.length < 2 || !ruler.label) return null;
  const end = hexToPixel(layout, ruler.points[ruler.points.length - 1]!);
  // Scaled with the hexes, so it reads across the room on the players' TV.
  const px = Math.round(Math.min(28, Math.max(15, layout.size * 0.42)));
  ctx.font = `700 ${px}px system-ui, sans-serif`;
  const w = Math.ceil(ctx.measureText(ruler.label).width) + 14;
  const hgt = px + 9;
  const inset = { x: bounds.x + 4, y: bounds.y + 4, w: bounds.w - 8, h: bounds.h - 8 };
  const { x, y } = placeRulerLabel(end, { w, h: hgt }, inset, covered, labels);
  ctx.fillStyle = 'rgba(10,12,16,0.9)';
  ctx.fillRect(x, y, w, hgt);
  ctx.strokeStyle = RULER_COLOUR;
  ctx.lineWidth = 1;
  ctx.strokeRect(x + 0.5, y + 0.5, w - 1, hgt - 1);
  ctx.fillStyle = RULER_COLOUR;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(ruler.label, x + 7, y + hgt / 2 + 0.5);
  return { text: ruler.label, x, y, w, h: hgt };
}

/** Unit vectors of the six hex directions on screen, in RULES.md's direction order. */
function directionVector(layout: Layout, dir: number): Point {
  const DQ = [1, 1, 0, -1, -1, 0];
  const DR = [0, -1, -1, 0, 1, 1];
  const o = hexToPixel({ ...layout, origin: { x: 0, y: 0 } }, { q: DQ[dir]!, r: DR[dir]! });
  const len = Math.hypot(o.x, o.y);
  return { x: o.x / len, y: o.y / len };
}

type Ctx2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function tokenShape(ctx: Ctx2D, side: TokenView['side'], p: Point, r: number): void {
  ctx.beginPath();
  if (side === 'pc') {
    ctx.arc(p.x, p.y, r, 0, Math.PI * 2);
  } else if (side === 'npc') {
    // A diamond-cornered square: NPCs read differently from PCs even in greyscale.
    const k = r * 0.92;
    ctx.moveTo(p.x, p.y - k * 1.1);
    ctx.lineTo(p.x + k * 1.1, p.y);
    ctx.lineTo(p.x, p.y + k * 1.1);
    ctx.lineTo(p.x - k * 1.1, p.y);
    ctx.closePath();
  } else {
    const k = r * 0.85;
    ctx.roundRect(p.x - k, p.y - k, 2 * k, 2 * k, r * 0.35);
  }
}

/** A token's art inside its shape, inset so the side's colour stays a ring round it; faded when out. Stamped (artStamps.ts): false when a stamp of another size stood in. */
function drawArt(ctx: CanvasRenderingContext2D, t: TokenView, p: Point, r: number, dpr: number): boolean {
  const alpha = ctx.globalAlpha;
  if (t.out) ctx.globalAlpha *= 0.4;
  const exact = drawStamp(ctx, t.art!, `t:${t.side}`, { x: -r, y: -r, w: 2 * r, h: 2 * r }, p, dpr, (g) => tokenShape(g, t.side, { x: 0, y: 0 }, r * 0.8));
  ctx.globalAlpha = alpha;
  return exact;
}

/**
 * A big body's art over every hex it covers, clipped to the body's outline, the outline stroked in
 * its side's colour as the ring a one-hex token has (banded in the selection's or target's colour).
 * False when a stamp of another size stood in for the art's.
 */
function drawBodyArt(ctx: CanvasRenderingContext2D, layout: Layout, t: TokenView, body: readonly Hex[], dpr: number): boolean {
  const o = bodyOutline(layout.orientation, body);
  const s = layout.size;
  const at = hexToPixel(layout, body[0]!);
  ctx.save();
  if (t.ghost) ctx.globalAlpha = 0.5;
  if (t.out) ctx.globalAlpha *= 0.4;
  const exact = drawStamp(ctx, t.art!, `b:${bodyShapeKey(layout.orientation, body)}`, { x: o.box.x * s, y: o.box.y * s, w: o.box.w * s, h: o.box.h * s }, at, dpr, (g) => {
    g.beginPath();
    for (const hex of o.hexes) {
      hex.forEach((c, i) => (i === 0 ? g.moveTo(c.x * s, c.y * s) : g.lineTo(c.x * s, c.y * s)));
      g.closePath();
    }
  });
  ctx.globalAlpha = t.ghost ? 0.5 : 1;
  ctx.beginPath();
  for (const [a, b] of o.sides) {
    ctx.moveTo(at.x + a.x * s, at.y + a.y * s);
    ctx.lineTo(at.x + b.x * s, at.y + b.y * s);
  }
  ctx.lineCap = 'round';
  // A dark casing under the colour keeps the ring readable against any art and any map; selected
  // or targeted, that band is the selection's or the target's colour, the side's ring kept inside it.
  const mark = t.selected ? T.selected : t.targeted ? T.target : null;
  ctx.strokeStyle = mark ?? 'rgba(0,0,0,0.7)';
  ctx.lineWidth = Math.max(mark ? 6 : 4, s * (mark ? 0.3 : 0.22));
  if (t.ghost) ctx.setLineDash([6, 4]);
  ctx.stroke();
  ctx.strokeStyle = t.out ? '#5c6068' : (t.color ?? SIDE_COLORS[t.side]);
  ctx.lineWidth = Math.max(2.5, s * 0.14);
  ctx.stroke();
  ctx.restore();
  return exact;
}

/** Where a token sits when others share its hex (a grapple): its offset from the centre and its size. */
export type Slot = { dx: number; dy: number; scale: number };

/**
 * The places of the tokens on each hex two or more share (a grapple puts its members on one hex):
 * side by side, smaller, so none hides another on either screen. Hexes with one token get none.
 */
export function sharedSlots(tokens: readonly TokenView[], size: number): ReadonlyMap<string, Slot> {
  // A turn start changes a few views of hundreds and moves none: the slots are those of before.
  if (lastSlots && lastSlots.size === size && sameSpots(lastSlots.spots, tokens)) return lastSlots.slots;
  const slots = placeSlots(tokens, size);
  lastSlots = { size, spots: tokens.map((t) => ({ id: t.id, q: t.position.q, r: t.position.r })), slots };
  return slots;
}

/** The tokens and hexes the last slots were placed for, with them. */
let lastSlots: { size: number; spots: { id: string; q: number; r: number }[]; slots: ReadonlyMap<string, Slot> } | null = null;

function sameSpots(spots: readonly { id: string; q: number; r: number }[], tokens: readonly TokenView[]): boolean {
  if (spots.length !== tokens.length) return false;
  for (let i = 0; i < tokens.length; i++) {
    const s = spots[i]!, t = tokens[i]!;
    if (s.id !== t.id || s.q !== t.position.q || s.r !== t.position.r) return false;
  }
  return true;
}

function placeSlots(tokens: readonly TokenView[], size: number): Map<string, Slot> {
  const byHex = new Map<number, string[]>();
  for (const t of tokens) {
    const k = hexId(t.position);
    const ids = byHex.get(k);
    if (ids) ids.push(t.id);
    else byHex.set(k, [t.id]);
  }
  const slots = new Map<string, Slot>();
  for (const ids of byHex.values()) {
    if (ids.length < 2) continue;
    const scale = ids.length === 2 ? 0.62 : 0.5;
    const spread = size * (ids.length === 2 ? 0.42 : 0.45);
    ids.forEach((id, i) => {
      // Two side by side; more around the centre, the first at the top.
      const a = ids.length === 2 ? Math.PI * i : -Math.PI / 2 + (2 * Math.PI * i) / ids.length;
      slots.set(id, { dx: Math.cos(a) * spread * (ids.length === 2 ? -1 : 1), dy: ids.length === 2 ? 0 : Math.sin(a) * spread, scale });
    });
  }
  return slots;
}

/** Whether a token covers more than one hex: such tokens are drawn first, under the one-hex ones. */
export function isBig(t: TokenView): boolean {
  return t.body !== undefined && t.body.length > 1;
}

/** Where a token's disc is centred: its hex, or the middle of its body's hexes. */
export function tokenCentre(layout: Layout, t: TokenView): Point {
  return bodyCentre(layout, t.position, t.body);
}

/** The radius of a token's disc on screen. */
export function tokenRadius(layout: Layout, t: TokenView, slot?: Slot): number {
  return layout.size * 0.62 * (slot?.scale ?? 1) * (t.body ? (BODY_DISC_SCALE[t.body.length] ?? 1) : 1);
}

/** A big body's hexes, tinted in its colour and outlined, under its disc. */
function drawBody(ctx: CanvasRenderingContext2D, layout: Layout, t: TokenView, body: readonly Hex[]): void {
  ctx.save();
  ctx.beginPath();
  for (const h of body) traceHex(ctx, layout, h, 0.94);
  ctx.globalAlpha = t.ghost ? 0.18 : 0.34;
  ctx.fillStyle = t.out ? '#5c6068' : (t.color ?? SIDE_COLORS[t.side]);
  ctx.fill();
  ctx.globalAlpha = t.ghost ? 0.5 : 0.9;
  ctx.strokeStyle = t.selected ? T.selected : t.targeted ? T.target : (t.color ?? SIDE_COLORS[t.side]);
  ctx.lineWidth = Math.max(1.5, layout.size * 0.06);
  ctx.stroke();
  // Its rim, dark, on the grid's lines: two bodies of one side standing together stay two shapes.
  const rim = bodyOutline(layout.orientation, body);
  const a = hexToPixel(layout, body[0]!);
  ctx.beginPath();
  for (const [p, q] of rim.sides) {
    ctx.moveTo(a.x + p.x * layout.size, a.y + p.y * layout.size);
    ctx.lineTo(a.x + q.x * layout.size, a.y + q.y * layout.size);
  }
  ctx.strokeStyle = 'rgba(10, 12, 16, 0.9)';
  ctx.lineWidth = Math.max(1.5, layout.size * 0.07);
  ctx.stroke();
  ctx.restore();
}

/** Draws one token; false when its art was drawn from a stamp of another size (artStamps.ts). */
export function drawToken(ctx: CanvasRenderingContext2D, layout: Layout, t: TokenView, dpr: number, slot?: Slot): boolean {
  const centre = tokenCentre(layout, t);
  const p = slot ? { x: centre.x + slot.dx, y: centre.y + slot.dy } : centre;
  const r = tokenRadius(layout, t, slot);
  // Art a few device pixels wide shows nothing of the picture: such a token is drawn as one without.
  const art = !!t.art && layout.size * dpr >= 6;
  // A big body with art is its art over the whole footprint, ringed; without, its tinted hexes and a disc.
  const bodyArt = art && !!t.body && t.body.length > 1;
  let exact = true;
  if (bodyArt) exact = drawBodyArt(ctx, layout, t, t.body!, dpr);
  else if (t.body && t.body.length > 1) drawBody(ctx, layout, t, t.body);
  ctx.save();
  if (t.ghost) ctx.globalAlpha = 0.5;
  if (t.current) {
    ctx.beginPath();
    ctx.arc(p.x, p.y, r * 1.35, 0, Math.PI * 2);
    ctx.strokeStyle = T.current;
    ctx.lineWidth = Math.max(2, layout.size * 0.12);
    ctx.stroke();
  }
  if (!bodyArt) {
    tokenShape(ctx, t.side, p, r);
    ctx.fillStyle = t.out ? '#5c6068' : (t.color ?? SIDE_COLORS[t.side]);
    ctx.fill();
    ctx.lineWidth = Math.max(1.5, layout.size * 0.07);
    ctx.strokeStyle = t.selected ? T.selected : t.targeted ? T.target : 'rgba(0,0,0,0.7)';
    if (t.ghost) ctx.setLineDash([4, 3]);
    ctx.stroke();
    ctx.setLineDash([]);
    if (art) exact = drawArt(ctx, t, p, r, dpr);
  }
  if (t.targeted) {
    ctx.beginPath();
    ctx.arc(p.x, p.y, r * 1.3, 0, Math.PI * 2);
    ctx.strokeStyle = T.target;
    ctx.lineWidth = Math.max(2, layout.size * 0.1);
    ctx.stroke();
  }
  if (t.facing !== null) {
    const v = directionVector(layout, t.facing);
    const tip = { x: p.x + v.x * r * 1.25, y: p.y + v.y * r * 1.25 };
    const base = { x: p.x + v.x * r * 0.85, y: p.y + v.y * r * 0.85 };
    const n = { x: -v.y * r * 0.3, y: v.x * r * 0.3 };
    ctx.beginPath();
    ctx.moveTo(tip.x, tip.y);
    ctx.lineTo(base.x + n.x, base.y + n.y);
    ctx.lineTo(base.x - n.x, base.y - n.y);
    ctx.closePath();
    ctx.fillStyle = T.text;
    ctx.fill();
  }
  if (layout.size >= 12 && !art) {
    ctx.fillStyle = t.side === 'pc' && !t.out ? T.textDark : T.text;
    ctx.font = `700 ${Math.round(r * 0.78)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(t.label, p.x, p.y + 1);
  }
  if (t.out) {
    ctx.strokeStyle = T.losBlocked;
    ctx.lineWidth = Math.max(2, layout.size * 0.1);
    ctx.beginPath();
    ctx.moveTo(p.x - r * 0.7, p.y - r * 0.7);
    ctx.lineTo(p.x + r * 0.7, p.y + r * 0.7);
    ctx.moveTo(p.x + r * 0.7, p.y - r * 0.7);
    ctx.lineTo(p.x - r * 0.7, p.y + r * 0.7);
    ctx.stroke();
  }
  if (t.harm !== null && layout.size >= 10) {
    const bw = r * 1.8;
    const y = p.y + r * 1.08;
    ctx.fillStyle = T.barBack;
    ctx.fillRect(p.x - bw / 2, y, bw, Math.max(3, r * 0.2));
    const left = 1 - t.harm;
    ctx.fillStyle = left > 0.6 ? T.barGood : left > 0.3 ? T.barMid : T.barBad;
    ctx.fillRect(p.x - bw / 2, y, bw * left, Math.max(3, r * 0.2));
  }
  if (t.markers.length && layout.size >= 14) {
    const s = r * 0.5;
    t.markers.slice(0, 4).forEach((m, i) => {
      const x = p.x + r * 0.75 + i * s * 0.9;
      const y = p.y - r * 0.9;
      ctx.beginPath();
      ctx.arc(x, y, s * 0.55, 0, Math.PI * 2);
      ctx.fillStyle = '#111418';
      ctx.fill();
      ctx.strokeStyle = T.barMid;
      ctx.lineWidth = 1.5;
      ctx.stroke();
      ctx.fillStyle = T.text;
      ctx.font = `700 ${Math.round(s * 0.7)}px system-ui, sans-serif`;
      ctx.fillText(m, x, y + 0.5);
    });
  }
  ctx.restore();
  return exact;
}

/** The range rings, dashed (their labels are drawLabels'). */
function drawRings(ctx: CanvasRenderingContext2D, layout: Layout, rings: Overlays['rings']): void {
  for (const ring of rings) {
    const shape = ringOnLayout(layout, ring);
    ctx.beginPath();
    if (shape.outline) {
      const { x, y } = shape.centre;
      shape.outline.forEach((p, i) => (i === 0 ? ctx.moveTo(x + p.x, y + p.y) : ctx.lineTo(x + p.x, y + p.y)));
      ctx.closePath();
    } else ctx.arc(shape.centre.x, shape.centre.y, shape.max, 0, Math.PI * 2);
    ctx.strokeStyle = T.ring;
    ctx.setLineDash([6, 5]);
    ctx.lineWidth = 1.5;
    ctx.stroke();
    ctx.setLineDash([]);
  }
}

/** A label as drawn on the map: its text and its box, in the map's CSS pixels. */
export type DrawnLabel = Box & { readonly text: string };

/** Whether the overlays carry a label for drawLabels to draw. */
export function hasLabels(o: Overlays): boolean {
  return o.rings.length > 0 || (!!o.ruler && o.ruler.points.length > 1 && !!o.ruler.label);
}

/**
 * The rings' labels and the ruler's reading, drawn onto the visible canvas (sized in device
 * pixels) over what is there, each wholly inside it and off `covered` (the boxes of the controls
 * over the map, in its CSS pixels): a ring's label on a dark pill off the tokens near the ring (a
 * token beside the actor would otherwise sit under "reach") and off the other labels; a ring
 * wholly off screen gets none. Returns where each went.
 */
export function drawLabels(ctx: CanvasRenderingContext2D, layout: Layout, tokens: readonly TokenView[], o: Overlays, dpr: number, covered: readonly Box[] = []): DrawnLabel[] {
  const drawn: DrawnLabel[] = [];
  if (!hasLabels(o)) return drawn;
  ctx.save();
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  const bounds: Box = { x: 0, y: 0, w: ctx.canvas.width / dpr, h: ctx.canvas.height / dpr };
  if (o.rings.length) {
    ctx.font = '600 12px system-ui, sans-serif';
    // Cells of about two tokens' boxes: a label's 16 tries each meet a handful of boxes.
    const avoid = new BoxIndex(Math.max(32, layout.size * 2));
    for (const c of covered) avoid.add(c);
    const edge = layout.size * 2;
    for (const t of tokens) {
      const p = tokenCentre(layout, t);
      if (p.x > -edge && p.y > -edge && p.x < bounds.w + edge && p.y < bounds.h + edge) avoid.add(tokenBox(p, layout.size, t.markers.length));
    }
    for (const ring of o.rings) {
      const shape = ringOnLayout(layout, ring);
      if (!ringOnScreen(shape.centre, shape.max, bounds) && !ringOnScreen(shape.centre, shape.min, bounds)) continue;
      const rr = shape.outline ? (a: number) => ringRadiusAt(shape, a) : shape.max;
      const box = placeRingLabel(shape.centre, rr, { w: Math.ceil(ctx.measureText(ring.label).width) + 10, h: 17 }, avoid, bounds);
      avoid.add(box);
      ctx.fillStyle = 'rgba(15, 18, 22, 0.85)';
      ctx.beginPath();
      ctx.roundRect(box.x, box.y, box.w, box.h, 4);
      ctx.fill();
      ctx.fillStyle = T.ring;
      ctx.textAlign = 'left';
      ctx.textBaseline = 'middle';
      ctx.fillText(ring.label, box.x + 5, box.y + box.h / 2 + 0.5);
      drawn.push({ ...box, text: ring.label });
    }
  }
  if (o.ruler) {
    const label = drawRulerLabel(ctx, layout, o.ruler, bounds, covered, drawn);
    if (label) drawn.push(label);
  }
  ctx.restore();
  return drawn;
}

/** A dragged body's place: its hexes filled with `fill` and outlined dashed in `edge`. */
function outlineLanding(ctx: CanvasRenderingContext2D, layout: Layout, hexes: readonly Hex[], fill: string, edge: string): void {
  ctx.beginPath();
  for (const h of hexes) traceHex(ctx, layout, h, 0.9);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.strokeStyle = edge;
  ctx.setLineDash([5, 4]);
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.setLineDash([]);
}

/** A short bold tag on a dark box up and to the right of `at`: a drag's cost, or why it may not end there. */
function drawTag(ctx: CanvasRenderingContext2D, at: Point, text: string, colour: string): void {
  ctx.font = '700 14px system-ui, sans-serif';
  const w = ctx.measureText(text).width + 10;
  ctx.fillStyle = 'rgba(0,0,0,0.8)';
  ctx.fillRect(at.x + 10, at.y - 24, w, 20);
  ctx.fillStyle = colour;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, at.x + 15, at.y - 14);
}

// The GM's tint of the players' fog, kept as pixels while its hexes and the view stay (the fog
// itself is on the static layer).
const tintPixels = new HexFillCache();

/**
 * Draws overlays then tokens into a canvas whose size is in device pixels; the labels are drawLabels'.
 * `tokenImage`: the tokens already drawn for this layout into a canvas of this one's size (a
 * TokenLayer's, which redraws only the tokens that changed), laid in their place in the order.
 */
export function drawInteractive(ctx: CanvasRenderingContext2D, layout: Layout, tokens: readonly TokenView[], o: Overlays, dpr: number, tokenImage?: CanvasImageSource | null): void {
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width / dpr, ctx.canvas.height / dpr);
  stampFrame();

  // The tint can cover a 200 x 200 board: only the hexes on screen are traced, as the pointer moves
  // redraw this layer.
  const cw = ctx.canvas.width / dpr, ch = ctx.canvas.height / dpr;
  const fogFill = (hexes: readonly Hex[], colour: string) => fillHexes(ctx, layout, hexes, cw, ch, colour);
  if (o.fogTint.length) tintPixels.draw(ctx, layout, o.fogTint, dpr, (target) => fillHexes(target, layout, o.fogTint, cw, ch, 'rgba(34, 42, 130, 0.55)'));
  if (o.fogArea.length) {
    fogFill(o.fogArea, 'rgba(255, 255, 255, 0.16)');
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.85)';
    ctx.lineWidth = 1.5;
    ctx.stroke();
  }
  if (o.shade.length) {
    // One fill per colour: a scale has a handful, the hexes a few hundred.
    const byColour = new Map<string, Hex[]>();
    for (const { hex, colour } of o.shade) {
      const list = byColour.get(colour);
      if (list) list.push(hex);
      else byColour.set(colour, [hex]);
    }
    for (const [colour, hexes] of byColour) fogFill(hexes, colour);
  }
  if (o.reach.length && !o.shade.length) {
    ctx.beginPath();
    for (const h of o.reach) traceHex(ctx, layout, h, 0.96);
    ctx.fillStyle = T.reach;
    ctx.fill();
  }
  if (o.area?.length) {
    ctx.beginPath();
    for (const h of o.area) traceHex(ctx, layout, h, 0.96);
    ctx.fillStyle = T.area;
    ctx.fill();
    ctx.strokeStyle = T.areaEdge;
    ctx.lineWidth = 2;
    ctx.stroke();
  }
  if (o.rings.length) drawRings(ctx, layout, o.rings);
  if (o.hover) {
    ctx.beginPath();
    traceHex(ctx, layout, o.hover);
    ctx.fillStyle = T.hover;
    ctx.fill();
  }
  if (o.side) drawSide(ctx, layout, o.side);
  // The body's place at the end of the drag, outlined in the path's colour under the path itself.
  if (o.pathBody?.length && o.path.length > 1) outlineLanding(ctx, layout, o.pathBody, 'rgba(255, 255, 255, 0.12)', T.path);
  // Where the dragged actor may not stand: the same outline in red, with why not in short.
  if (o.refusedDrop?.length) {
    outlineLanding(ctx, layout, o.refusedDrop, 'rgba(255, 92, 92, 0.16)', T.losBlocked);
    drawTag(ctx, hexToPixel(layout, o.refusedDrop[0]!), 'can\u2019t go here', T.losBlocked);
  }
  if (o.path.length > 1) {
    ctx.beginPath();
    o.path.forEach((h, i) => {
      const p = hexToPixel(layout, h);
      if (i === 0) ctx.moveTo(p.x, p.y);
      else ctx.lineTo(p.x, p.y);
    });
    ctx.strokeStyle = T.path;
    ctx.lineWidth = Math.max(2, layout.size * 0.12);
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.stroke();
    const end = hexToPixel(layout, o.path[o.path.length - 1]!);
    if (o.pathLabel) drawTag(ctx, end, o.pathLabel, T.path);
  }
  if (o.los) {
    const a = hexToPixel(layout, o.los.from);
    const b = hexToPixel(layout, o.los.to);
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.strokeStyle = o.los.blocked ? T.losBlocked : T.los;
    ctx.lineWidth = 2;
    ctx.setLineDash(o.los.blocked ? [8, 6] : []);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  if (o.ruler) drawRuler(ctx, layout, o.ruler);
  // Tokens wholly off screen are skipped: markers, bars and rings stay within three hex radii of
  // the centre, so nothing visible is lost.
  const w = ctx.canvas.width / dpr, h = ctx.canvas.height / dpr, m = layout.size * 3;
  // Without captions (the GM's map) the slots serve the token drawing alone.
  const slots: ReadonlyMap<string, Slot> = tokenImage && !tokens.some((t) => t.caption) ? new Map<string, Slot>() : sharedSlots(tokens, layout.size);
  if (tokenImage) {
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(tokenImage, 0, 0);
    ctx.restore();
  } else {
    // Big bodies first: a one-hex grappler standing in one of their hexes is drawn on top.
    for (const big of [true, false]) {
      for (const t of tokens) {
        if (isBig(t) !== big) continue;
        const p = tokenCentre(layout, t);
        const mm = big ? m * 2 : m;
        if (p.x < -mm || p.y < -mm || p.x > w + mm || p.y > h + mm) continue;
        workCounters.tokensDrawn++;
        drawToken(ctx, layout, t, dpr, slots.get(t.id));
      }
    }
  }
  // The side the attack's line meets (a wall between neighbours, the window they strike through),
  // over the tokens: two neighbours' discs all but hide the side between them.
  if (o.los?.side) drawSide(ctx, layout, o.los.side, o.los.blocked ? T.losBlocked : T.los);
  // Captions go on after every token, so a neighbour's token never covers a name.
  if (layout.size >= 12) {
    for (const t of tokens) {
      if (!t.caption) continue;
      const p = tokenCentre(layout, t);
      if (p.x < -m || p.y < -m || p.x > w + m || p.y > h + m) continue;
      drawCaption(ctx, layout, t.caption, p, tokenRadius(layout, t, slots.get(t.id)), slots.get(t.id));
    }
  }
}

/** A hex side lit: a bright bar along it on a dark casing (the edge brush's side, the side a line of sight meets). */
function drawSide(ctx: CanvasRenderingContext2D, layout: Layout, side: { a: Hex; b: Hex }, colour: string = T.selected): void {
  const a = hexToPixel(layout, side.a);
  const b = hexToPixel(layout, side.b);
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const half = layout.size / 2;
  const px = (-(b.y - a.y) / len) * half;
  const py = ((b.x - a.x) / len) * half;
  const mx = (a.x + b.x) / 2, my = (a.y + b.y) / 2;
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(mx + px, my + py);
  ctx.lineTo(mx - px, my - py);
  ctx.lineCap = 'round';
  ctx.strokeStyle = 'rgba(0,0,0,0.75)';
  ctx.lineWidth = Math.max(5, layout.size * 0.28);
  ctx.stroke();
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(3, layout.size * 0.2);
  ctx.globalAlpha = 0.9;
  ctx.stroke();
  ctx.restore();
}

function drawCaption(ctx: CanvasRenderingContext2D, layout: Layout, text: string, centre: { x: number; y: number }, r: number, slot?: Slot): void {
  const x = centre.x + (slot?.dx ?? 0);
  const top = centre.y + (slot?.dy ?? 0) + r + 3;
  const px = Math.max(11, Math.round(layout.size * 0.34));
  ctx.save();
  ctx.font = `600 ${px}px system-ui, sans-serif`;
  const width = Math.ceil(ctx.measureText(text).width) + 8;
  ctx.fillStyle = 'rgba(13, 15, 18, 0.82)';
  ctx.beginPath();
  ctx.roundRect(x - width / 2, top, width, px + 6, 4);
  ctx.fill();
  ctx.fillStyle = T.text;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, top + (px + 6) / 2 + 0.5);
  ctx.restore();
}

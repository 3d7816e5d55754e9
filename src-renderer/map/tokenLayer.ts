// The tokens of the interactive layer, kept drawn in a canvas of their own at rest. A turn start
// changes two or three of 500 token views (gm/combat/tokens.ts keeps the others' objects): drawing
// all of them again took 0.4-7 ms of the turn start's frame. Here only the changed tokens' areas
// (where each was and where it is) are cleared, and every token touching them drawn again inside
// them, in the layer's order, so each pixel ends as a whole redraw would leave it. The view moving
// (a pan, a zoom, a resize) or the order changing draws them all. With only a few tokens in view
// (zoomed in, as a GM plays) laying the layer's whole canvas over the overlays costs more (0.2-0.5
// ms in software) than drawing those few again: then the layer draws nothing and says so.
import { hexToPixel, type Layout } from '../../shared/hex';
import { drawToken, isBig, sharedSlots, tokenCentre, tokenRadius, type Slot, type TokenView } from './interactiveLayer';
import { stampFrame } from './artStamps';
import { workCounters } from './workCounters';

/** A rectangle in device pixels, whole pixels: clearing and clipping it touches no pixel partly. */
type Rect = { x0: number; y0: number; x1: number; y1: number };

type Entry = { readonly view: TokenView; readonly slot: Slot | undefined; readonly rect: Rect };

/**
 * Where a token can paint, in device pixels: its disc with the current turn's and the target's
 * rings, its facing, harm bar and up to four markers to the top right (drawToken), and a big
 * body's hexes with its outline's casing; a margin for anti-aliasing.
 */
export function tokenRect(layout: Layout, t: TokenView, slot: Slot | undefined, dpr: number): Rect {
  const c = tokenCentre(layout, t);
  const x = c.x + (slot?.dx ?? 0), y = c.y + (slot?.dy ?? 0);
  const r = tokenRadius(layout, t, slot);
  const pad = Math.max(2, layout.size * 0.12) + 2;
  let x0 = x - 1.35 * r - pad, y0 = y - 1.35 * r - pad;
  let x1 = x + 2.375 * r + pad, y1 = y + Math.max(1.35 * r, 1.08 * r + Math.max(3, r * 0.2)) + pad;
  if (isBig(t)) {
    const reach = layout.size + Math.max(3, layout.size * 0.15) + 2;
    for (const h of t.body!) {
      const p = hexToPixel(layout, h);
      x0 = Math.min(x0, p.x - reach);
      y0 = Math.min(y0, p.y - reach);
      x1 = Math.max(x1, p.x + reach);
      y1 = Math.max(y1, p.y + reach);
    }
  }
  return { x0: Math.floor(x0 * dpr), y0: Math.floor(y0 * dpr), x1: Math.ceil(x1 * dpr), y1: Math.ceil(y1 * dpr) };
}

const meets = (a: Rect, b: Rect) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** Tokens in view up to which they are drawn straight onto the map's canvas, not kept here. */
const DIRECT_MAX = 24;

const sameSlot = (a: Slot | undefined, b: Slot | undefined) => a === b || (!!a && !!b && a.dx === b.dx && a.dy === b.dy && a.scale === b.scale);

export class TokenLayer {
  private readonly canvas: OffscreenCanvas;
  private key = '';
  /** What is drawn, by token id, in the layer's order. */
  private drawn = new Map<string, Entry>();
  /** Tokens whose art a stamp of another size stood in for (artStamps.ts): drawn again at the next update. */
  private standIns = new Set<string>();
  /** Whether the canvas holds the tokens as `drawn` says (not while few were in view). */
  private painted = false;

  constructor() {
    this.canvas = new OffscreenCanvas(1, 1);
  }

  /**
   * Brings the tokens' canvas up to date for `layout` in a canvas of `width` x `height` device
   * pixels and returns it: all tokens drawn when the view, the size or the order changed, else
   * only the changed ones' areas. Null when so few are in view that the caller draws them itself.
   */
  update(layout: Layout, tokens: readonly TokenView[], width: number, height: number, dpr: number): OffscreenCanvas | null {
    const key = `${layout.orientation} ${layout.size} ${layout.origin.x} ${layout.origin.y} ${width}x${height} ${dpr}`;
    const ctx = this.canvas.getContext('2d')!;
    // A grapple moves its members into slots of their hex: a token whose slot changed is redrawn too.
    const slots = sharedSlots(tokens, layout.size);
    const sameIds = this.sameIds(tokens);
    let whole = key !== this.key || (!sameIds && !this.sameOrder(tokens));
    // The same tokens in the same order (every turn start): the kept entries are updated in place,
    // so a turn start at a table of hundreds builds no new map of them all.
    const next = sameIds && !whole ? this.drawn : new Map<string, Entry>();
    const dirty: Rect[] = [];
    for (const t of tokens) {
      const slot = slots.get(t.id);
      const before = this.drawn.get(t.id);
      if (!whole && before && before.view === t && sameSlot(before.slot, slot) && !this.standIns.has(t.id)) {
        if (next !== this.drawn) next.set(t.id, before);
        continue;
      }
      const entry = { view: t, slot, rect: tokenRect(layout, t, slot, dpr) };
      next.set(t.id, entry);
      if (whole) continue;
      if (before) dirty.push(before.rect);
      dirty.push(entry.rect);
    }
    if (!whole && next !== this.drawn) for (const [id, e] of this.drawn) if (!next.has(id)) dirty.push(e.rect);
    this.drawn = next;
    this.standIns.clear();
    this.key = key;
    const screen: Rect = { x0: 0, y0: 0, x1: width, y1: height };
    let inView = 0;
    for (const e of next.values()) if (meets(e.rect, screen) && ++inView > DIRECT_MAX) break;
    if (inView <= DIRECT_MAX) {
      this.painted = false;
      return null;
    }
    if (!this.painted) whole = true;
    const areas = dirty.filter((r) => meets(r, screen));
    // Many changes at once (a fight loaded, everyone's art arriving): one pass over all is cheaper.
    if (areas.length > 64) whole = true;
    if (this.canvas.width !== width || this.canvas.height !== height) {
      this.canvas.width = width;
      this.canvas.height = height;
    }
    this.painted = true;
    if (!whole && areas.length === 0) return this.canvas;
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    if (whole) ctx.clearRect(0, 0, width, height);
    else {
      ctx.beginPath();
      for (const a of areas) {
        ctx.clearRect(a.x0, a.y0, a.x1 - a.x0, a.y1 - a.y0);
        ctx.rect(a.x0, a.y0, a.x1 - a.x0, a.y1 - a.y0);
      }
      ctx.clip();
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    stampFrame();
    // Big bodies first: a one-hex grappler standing in one of their hexes is drawn on top.
    for (const big of [true, false]) {
      for (const e of next.values()) {
        if (isBig(e.view) !== big || !meets(e.rect, screen)) continue;
        if (!whole && !areas.some((a) => meets(a, e.rect))) continue;
        workCounters.tokensDrawn++;
        if (!drawToken(ctx as unknown as CanvasRenderingContext2D, layout, e.view, dpr, e.slot)) this.standIns.add(e.view.id);
      }
    }
    ctx.restore();
    return this.canvas;
  }

  /** Whether `tokens` are the ones drawn, in the same order. */
  private sameIds(tokens: readonly TokenView[]): boolean {
    if (tokens.length !== this.drawn.size) return false;
    let i = 0;
    for (const id of this.drawn.keys()) if (tokens[i++]!.id !== id) return false;
    return true;
  }

  /** Whether the tokens kept from the last update stand in the same order among themselves. */
  private sameOrder(tokens: readonly TokenView[]): boolean {
    const now = new Set(tokens.map((t) => t.id));
    const ids = this.drawn.keys();
    for (const t of tokens) {
      if (!this.drawn.has(t.id)) continue;
      let was = ids.next();
      // The ids of tokens gone since are passed over.
      while (!was.done && !now.has(was.value)) was = ids.next();
      if (was.done || was.value !== t.id) return false;
    }
    return true;
  }
}

// A phone's map takes the board's shape as far as the screen allows, and starts filled with
// tappable hexes around the player's PC; the order lists who acts now, then who is due, in turn.
import { describe, expect, it } from 'vitest';
import { boardBounds, liesOnItsSide, mapBox, startView, wholeView, MIN_TAP_RADIUS, PHONE_MARGIN } from '../../../src-renderer/player/lan/phoneLayout';
import { turnOrder } from '../../../src-renderer/player/lan/turnOrder';
import { BASE_SIZE, fitView } from '../../../src-renderer/map/viewFit';
import { mapHexes } from '../../../shared/hex';
import type { PlayerViewPayload } from '../../../shared/ipc/playerView';

const wide = { width: 20, height: 12, orientation: 'pointy' as const };
const tall = { width: 8, height: 30, orientation: 'flat' as const };
const huge = { width: 200, height: 200, orientation: 'pointy' as const };

/** Where the board's drawing lands on screen under a view. */
function onScreen(g: { width: number; height: number; orientation: 'pointy' | 'flat' }, v: { x: number; y: number; zoom: number }) {
  const b = boardBounds(g);
  return { left: b.left * v.zoom + v.x, right: b.right * v.zoom + v.x, top: b.top * v.zoom + v.y, bottom: b.bottom * v.zoom + v.y };
}

describe('a phone\'s map', () => {
  it('frames the whole board as the map\'s own fit does', () => {
    for (const g of [wide, tall]) {
      const mine = wholeView(g, 360, 300);
      const theirs = fitView(mapHexes(g.width, g.height, g.orientation), g.orientation, 360, 300, PHONE_MARGIN)!;
      expect(mine.zoom).toBeCloseTo(theirs.zoom, 6);
      expect(mine.x).toBeCloseTo(theirs.x, 6);
      expect(mine.y).toBeCloseTo(theirs.y, 6);
    }
  });

  it('in portrait, is as tall as a wide board needs and no taller, leaving the rest to the news', () => {
    expect(liesOnItsSide(360, 560)).toBe(false);
    const box = mapBox(boardBounds(wide), 768, 900, false);
    expect(box.w).toBe(768);
    // The board's height at the width's fit, within a pixel: no band above or below.
    const v = wholeView(wide, box.w, box.h);
    const s = onScreen(wide, v);
    expect(s.top).toBeLessThanOrEqual(PHONE_MARGIN + 1);
    expect(box.h - s.bottom).toBeLessThanOrEqual(PHONE_MARGIN + 1);
    expect(900 - box.h).toBeGreaterThanOrEqual(240);
  });

  it('lies beside the news on a phone on its side, and keeps the news a column', () => {
    expect(liesOnItsSide(740, 310)).toBe(true);
    const box = mapBox(boardBounds(wide), 740, 310, true);
    expect(box.h).toBe(310);
    expect(740 - box.w).toBeGreaterThanOrEqual(260);
  });

  it('starts filled both ways, even by a board of another shape than the box', () => {
    for (const [g, w, h] of [[wide, 360, 400], [tall, 360, 300], [wide, 480, 310]] as const) {
      const s = onScreen(g, startView(g, w, h, null));
      expect(s.left).toBeLessThanOrEqual(PHONE_MARGIN + 0.01);
      expect(s.top).toBeLessThanOrEqual(PHONE_MARGIN + 0.01);
      expect(s.right).toBeGreaterThanOrEqual(w - PHONE_MARGIN - 0.01);
      expect(s.bottom).toBeGreaterThanOrEqual(h - PHONE_MARGIN - 0.01);
    }
  });

  it('on a board far bigger than the screen, starts with tappable hexes around the player\'s PC, inside the board', () => {
    const pc = { q: 60, r: 90 };
    const v = startView(huge, 360, 300, pc);
    expect(v.zoom * BASE_SIZE).toBeGreaterThanOrEqual(MIN_TAP_RADIUS);
    const p = { x: (60 + 90 / 2) * Math.sqrt(3) * BASE_SIZE * v.zoom + v.x, y: 90 * 1.5 * BASE_SIZE * v.zoom + v.y };
    expect(Math.abs(p.x - 180)).toBeLessThan(2);
    expect(Math.abs(p.y - 150)).toBeLessThan(2);
    // A PC in the corner: the view stops at the board's edge, no band of nothing beyond it.
    const s = onScreen(huge, startView(huge, 360, 300, { q: 0, r: 0 }));
    expect(s.left).toBeCloseTo(PHONE_MARGIN, 6);
    expect(s.top).toBeCloseTo(PHONE_MARGIN, 6);
  });
});

describe('the order on a phone', () => {
  const token = (id: string, more: Partial<PlayerViewPayload['tokens'][number]> = {}) => ({ id, name: id.toUpperCase(), side: 'pc', position: { q: 0, r: 0 }, facing: null, color: null, out: false, harm: 'unhurt', harmDetail: null, current: false, conditions: [], grappledWith: [], ...more }) as PlayerViewPayload['tokens'][number];
  it('lists who acts now, then who is due in turn, then who has acted, and who is out last', () => {
    const view = {
      phase: 'combat',
      upNext: [{ id: 'd', name: 'D' }, { id: 'b', name: 'B' }],
      tokens: [token('a'), token('b'), token('x', { out: true }), token('c', { current: true }), token('d'), token('hidden', { name: '' })],
    } as unknown as PlayerViewPayload;
    expect(turnOrder(view).map((p) => `${p.token.id}:${p.at}${p.due ?? ''}`)).toEqual(['c:now', 'd:due1', 'b:due2', 'a:done', 'x:out']);
  });
});

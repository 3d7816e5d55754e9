import { describe, expect, it } from 'vitest';
import { Camera, MAX_ZOOM, MIN_ZOOM } from '../../../src-renderer/map/camera.svelte';
import { hexToPixel, mapHexes } from '../../../shared/hex';

describe('Camera', () => {
  it('fits the whole board inside the viewport: every hex on screen, and a click at its centre finds it', () => {
    for (const orientation of ['pointy', 'flat'] as const) {
      const camera = new Camera();
      camera.orientation = orientation;
      const hexes = mapHexes(20, 14, orientation);
      camera.fit(hexes, 800, 600);
      for (const h of hexes) {
        const p = hexToPixel(camera.layout, h);
        expect(p.x).toBeGreaterThan(0);
        expect(p.x).toBeLessThan(800);
        expect(p.y).toBeGreaterThan(0);
        expect(p.y).toBeLessThan(600);
        expect(camera.hexAt(p)).toEqual(h);
      }
    }
  });

  it('zooms around the cursor (the hex under it stays under it) within its limits', () => {
    const camera = new Camera();
    camera.fit(mapHexes(20, 14, 'pointy'), 800, 600);
    const cursor = { x: 610, y: 170 };
    const under = camera.hexAt(cursor);
    camera.zoomAt(cursor, 1.7);
    expect(camera.hexAt(cursor)).toEqual(under);
    for (let i = 0; i < 40; i++) camera.zoomAt(cursor, 2);
    expect(camera.zoom).toBe(MAX_ZOOM);
    for (let i = 0; i < 80; i++) camera.zoomAt(cursor, 0.5);
    expect(camera.zoom).toBe(MIN_ZOOM);
  });

  it('pans by screen pixels and centres on a hex', () => {
    const camera = new Camera();
    const h = { q: 5, r: 3 };
    camera.centreOn(h, 800, 600);
    expect(camera.hexAt({ x: 400, y: 300 })).toEqual(h);
    const before = hexToPixel(camera.layout, h);
    camera.panBy(60, -30);
    const after = hexToPixel(camera.layout, h);
    expect([after.x - before.x, after.y - before.y]).toEqual([60, -30]);
  });
});

// What the GM sees while dragging the map: the layers' caches stand in for the map's canvases, moved
// by a CSS transform (src-renderer/map/HexMap.svelte), so no layer is copied per frame. Mid-drag the
// map must look as it does once the drag is released at the same place: nothing offset, blurred or
// torn, on a screen of one device pixel per CSS pixel and on one of two.
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { settle } from './tableSessions';
import type { WorkCounters } from '../../src-renderer/map/workCounters';

const copies = (page: Page) => page.evaluate(() => (window as unknown as { __hexfrayCounters: WorkCounters }).__hexfrayCounters.layerCopies);

/**
 * How many pixels of two PNGs of one size differ by more than a rounding error, decoded in a blank
 * page of the same browser (the app's page allows no data: images).
 */
async function differing(browser: Browser, a: Buffer, b: Buffer): Promise<{ differ: number; total: number }> {
  const blank = await browser.newPage();
  try {
    return await blank.evaluate(async ([a, b]) => {
      const pixels = async (png: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
        const c = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
        c.drawImage(bitmap, 0, 0);
        return c.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [p, q] = [await pixels(a), await pixels(b)];
      let differ = 0;
      for (let i = 0; i < p.length; i += 4) if (Math.abs(p[i]! - q[i]!) + Math.abs(p[i + 1]! - q[i + 1]!) + Math.abs(p[i + 2]! - q[i + 2]!) > 6) differ++;
      return { differ, total: p.length / 4 };
    }, [a.toString('base64'), b.toString('base64')] as const);
  } finally {
    await blank.close();
  }
}

for (const scale of [1, 2]) {
  test.describe(`device pixel ratio ${scale}`, () => {
    test.use({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: scale });
    test('mid-drag the map shows what it shows once the drag ends there', async ({ page, browser, problems }) => {
      await page.goto('/?counters');
      await page.getByTestId('sample-vers').click();
      await page.getByTestId('start-combat').click();
      await expect(page.getByTestId('round')).toBeVisible();
      const map = page.locator('.map-wrap div.map[role="application"]');
      const box = (await map.boundingBox())!;
      await page.mouse.move(box.x + 10, box.y + box.height - 10);
      await settle(page);
      const before = await copies(page);
      await page.mouse.down({ button: 'middle' });
      // Odd steps, so the view lands between whole CSS pixels on the way.
      for (let i = 1; i <= 15; i++) await page.mouse.move(box.x + 10 + i * 13.3, box.y + box.height - 10 - i * 7.7);
      await settle(page);
      const during = await map.screenshot();
      expect(await copies(page), 'layers copied while dragging').toBe(before);
      await page.mouse.up({ button: 'middle' });
      await settle(page);
      const after = await map.screenshot();
      expect(await copies(page), 'layers copied once the drag ends').toBeGreaterThan(before);
      // A shift by one pixel, or a blur, changes the grid's lines all over the map: tens of thousands
      // of pixels. What may differ is a range label, placed against the map's edges again at the end.
      const { differ, total } = await differing(browser, during, after);
      expect(differ / total, `${differ} of ${total} pixels differ between mid-drag and after`).toBeLessThan(0.005);
      expect(problems).toEqual([]);
    });
  });
}

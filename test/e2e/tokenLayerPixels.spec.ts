// The map's token layer (src-renderer/map/tokenLayer.ts) redraws, at a turn start, only the tokens
// it changed and those touching them. Its pixels must be exactly those of the whole table drawn
// afresh: here one window ends three turns on the fitted 200x200 table, 500 tokens in view, each
// drawn into what it kept; another window ends the same three turns and only then comes to that
// view, drawing every token at once. The map's interactive canvas must match pixel for pixel.
// (Turn starts leave every token where it stood: the area a moved token leaves is not exercised here.)
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { endTurnByKey, openSession, saveTableFight, settle } from './tableSessions';

/** The board fitted, then 60 px of its top more (where the PCs stand), the pointer off the board. */
async function view(page: Page): Promise<void> {
  const map = page.locator('div.map[role="application"]');
  await map.focus();
  await page.keyboard.press('0');
  await page.keyboard.press('ArrowUp');
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + box.width - 4, box.y + box.height - 4);
  await settle(page);
}

/**
 * The pointer onto a hex of the board, so the map draws its interactive layer at rest: the overlays
 * over the tokens as the token layer holds them (a view change alone draws every token straight
 * into the view's cache instead, another path with other rounding at the edges).
 */
async function hover(page: Page): Promise<void> {
  const box = (await page.locator('div.map[role="application"]').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await settle(page);
}

const idle = (page: Page) => page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 1000 })));

/** The interactive canvas's pixels, and how many tokens the map has drawn so far. */
const pixels = (page: Page) => page.evaluate(() => {
  const c = document.querySelector<HTMLCanvasElement>('canvas[data-layer="interactive"]')!;
  const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
  return { width: c.width, height: c.height, data: Array.from(data), drawn: (window as unknown as { __hexfrayCounters: { tokensDrawn: number } }).__hexfrayCounters.tokensDrawn };
});

test('turn starts drawn token by token leave the map exactly as the whole table drawn afresh', async ({ page, browser, problems }) => {
  test.setTimeout(300_000);
  const name = saveTableFight('Token layer');

  // Token by token: the view first, its tokens drawn while the page idles, then three turn starts.
  await page.goto('/?counters');
  await openSession(page, name);
  await view(page);
  await idle(page);
  const before = await pixels(page);
  for (let i = 0; i < 3; i++) await endTurnByKey(page);
  await hover(page);
  const kept = await pixels(page);
  // The turn starts drew a few tokens, not the 500 in view (else this test proves nothing).
  expect(kept.drawn - before.drawn).toBeGreaterThan(0);
  expect(kept.drawn - before.drawn).toBeLessThanOrEqual(36);

  // Afresh: another window (its own store) ends the same turns, then comes to the same view.
  const fresh = await browser.newContext({ viewport: page.viewportSize()!, baseURL: new URL(page.url()).origin });
  const other = await fresh.newPage();
  await other.goto('/?counters');
  await openSession(other, name);
  for (let i = 0; i < 3; i++) await endTurnByKey(other);
  await view(other);
  // Every token drawn into the layer at once while the page idles (HexMap.svelte), then shown.
  await idle(other);
  await hover(other);
  const whole = await pixels(other);
  expect(await other.locator('.strip li.now .name').textContent()).toBe(await page.locator('.strip li.now .name').textContent());
  expect([whole.width, whole.height]).toEqual([kept.width, kept.height]);
  let differ = 0;
  let first = '';
  for (let i = 0; i < kept.data.length; i += 4) {
    if (kept.data[i] === whole.data[i] && kept.data[i + 1] === whole.data[i + 1] && kept.data[i + 2] === whole.data[i + 2] && kept.data[i + 3] === whole.data[i + 3]) continue;
    if (!differ++) first = ` (the first at ${(i / 4) % kept.width},${Math.floor(i / 4 / kept.width)})`;
  }
  expect(differ, `pixels that differ from the table drawn afresh${first}`).toBe(0);
  await fresh.close();
  expect(problems).toEqual([]);
});

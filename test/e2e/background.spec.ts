import { fileURLToPath } from 'node:url';
import { test, expect, screenshot } from './fixtures';

const IMAGE = fileURLToPath(new URL('../../build/icon.png', import.meta.url));

/** A fingerprint of the static map layer: how many pixels are far from the board and grid colours. */
async function foreignPixels(page: import('@playwright/test').Page): Promise<number> {
  return page.locator('canvas[data-layer="static"]').evaluate((el: HTMLCanvasElement) => {
    const d = el.getContext('2d')!.getImageData(0, 0, el.width, el.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i]! > 0x90 && d[i + 1]! > 0x70 && d[i + 2]! < 0x60) n++; // the icon's amber
    return n;
  });
}

test('a background image lies under the grid, scales, and survives save and reopen', async ({ page, problems }) => {
  const name = `Backdrop ${Date.now()}`;
  await page.goto('/');
  await page.getByTestId('new-name').fill(name);
  await page.getByTestId('create').click();
  await page.getByRole('tab', { name: 'Encounter' }).click();
  expect(await foreignPixels(page)).toBe(0);

  await page.getByTestId('background-input').setInputFiles(IMAGE);
  await expect.poll(() => foreignPixels(page)).toBeGreaterThan(500);
  const before = await foreignPixels(page);
  await page.getByTestId('background-scale').fill('0.5');
  await page.getByTestId('background-scale').press('Enter');
  await expect.poll(() => foreignPixels(page)).toBeLessThan(before * 0.6);
  await screenshot(page, 'background');

  await page.keyboard.press('Control+s');
  await expect(page.locator('.toast').last()).toContainText(/saved/i);
  await page.reload();
  await page.getByTestId('lib-encounters').locator('li', { hasText: name }).getByTestId('lib-open').click();
  await expect.poll(() => foreignPixels(page)).toBeGreaterThan(100);

  // A file that is not an image is refused with a message, and nothing changes.
  await page.getByRole('tab', { name: 'Encounter' }).click();
  await page.getByTestId('background-input').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  await expect(page.locator('.toast.error').last()).toContainText('not a PNG, JPEG or WebP image');
  problems.length = 0;
});

test("the players' screen shows the published background, loaded by address from its own origin", async ({ page, context, problems }) => {
  await page.goto('/');
  await page.getByTestId('sample-yaugs').click();
  await page.getByRole('tab', { name: 'Encounter' }).click();
  const plain = await foreignPixels(page);
  await page.getByTestId('background-input').setInputFiles(IMAGE);
  await expect.poll(() => foreignPixels(page)).toBeGreaterThan(plain + 500);
  await page.getByTestId('start-combat').click();
  await page.getByTestId('tab-players').click();
  const images: string[] = [];
  context.on('request', (r) => {
    if (r.resourceType() === 'image') images.push(r.url());
  });
  const [players] = await Promise.all([context.waitForEvent('page'), page.getByTestId('player-view').click()]);
  await expect.poll(() => foreignPixels(players), { timeout: 15_000 }).toBeGreaterThan(100);
  // The image came by address from the players' own origin, with its token; no data URL crossed.
  const shown = images.filter((u) => u.includes('/asset/'));
  expect(shown.length).toBeGreaterThan(0);
  for (const u of shown) expect(u.startsWith(new URL(players.url()).origin) || u.startsWith(new URL(page.url()).origin)).toBe(true);
  // Another image name is refused to the players' origin.
  const token = new URL(shown.find((u) => u.startsWith(new URL(players.url()).origin))!).searchParams.get('t')!;
  const refused = await players.request.get(`${new URL(players.url()).origin}/asset/other-0123456789ab.png?t=${token}`);
  expect(refused.status()).toBe(403);
  problems.length = 0;
});

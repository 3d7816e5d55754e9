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

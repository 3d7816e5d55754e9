// A battle map drawn in Dungeondraft (a Universal VTT file) imported as a GM would: lined up under
// the hex grid, one wall made whole hexes, then an encounter saved to the library with its image.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { roomMap } from '../fixtures/uvttMaps';

const room = (o: Record<string, unknown> = {}) => ({ name: 'cellar.dd2vtt', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...roomMap(0.3, 64), ...o })) });

test('a Universal VTT map is lined up under the hex grid, a wall made whole hexes, and saved as an encounter', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await page.getByTestId('import-map-input').setInputFiles(room());
  const board = page.getByTestId('uvtt-board');
  await expect(board).toHaveText('Board 10 x 9 hexes');
  await expect(page.getByTestId('uvtt-edges')).toContainText('3 door · 1 window · 0 wall hexes');

  // Wider hexes: fewer of them over the same image; back to one per grid cell.
  const width = page.getByTestId('uvtt-hex-width');
  await width.fill('128');
  await width.press('Enter');
  await expect(board).toHaveText('Board 5 x 4 hexes');
  await width.fill('64');
  await width.press('Enter');
  await expect(board).toHaveText('Board 10 x 9 hexes');

  // A click on the inner wall north of the door picks it; it becomes whole hexes.
  const canvas = page.getByTestId('uvtt-canvas');
  const box = (await canvas.boundingBox())!;
  const scale = Math.min(box.width / 640, box.height / 512) * 0.96;
  await page.mouse.click(box.x + (box.width - 640 * scale) / 2 + 256 * scale, box.y + (box.height - 512 * scale) / 2 + 128 * scale);
  await expect(page.getByTestId('uvtt-picked')).toContainText('Wall 2');
  await page.getByTestId('uvtt-choice-cells').click();
  await expect(page.getByTestId('uvtt-edges')).not.toContainText(' 0 wall hexes');

  await page.getByTestId('uvtt-name').fill('The cellar');
  await page.getByTestId('uvtt-create').click();
  await expect(page.locator('.toast').last()).toContainText('Imported "The cellar": 10 x 9 hexes');
  await expect(page.getByTestId('start-combat')).toBeVisible();
  await page.keyboard.press('Control+s');
  await expect(page.locator('.toast').last()).toContainText('Saved "The cellar"');

  const library = process.env.HEXFRAY_E2E_LIBRARY!;
  const image = readdirSync(join(library, 'assets')).find((f) => f.startsWith('the-cellar-'));
  expect(image).toMatch(/^the-cellar-[0-9a-f]{12}\.png$/);
  const file = readdirSync(join(library, 'encounters')).find((f) => f.startsWith('the-cellar'))!;
  const saved = JSON.parse(readFileSync(join(library, 'encounters', file), 'utf8'));
  expect(saved.map.background.image).toBe(image);
  expect(saved.map.terrain.filter((t: { kind: string }) => t.kind === 'wall').length).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test('a broken map file is refused with the file, the field and what was expected; nothing opens', async ({ page, problems }) => {
  await page.goto('/');
  await page.getByTestId('import-map-input').setInputFiles(room({ format: 9 }));
  await expect(page.locator('.toast').last()).toContainText('cellar.dd2vtt: format: format 0.2 or 0.3');
  await expect(page.getByTestId('uvtt-import')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('an encounter bundled with its map image comes back in: a taken name asks, and keeping both renames', async ({ page, problems }) => {
  await page.goto('/');
  await page.getByTestId('import-map-input').setInputFiles(room());
  await page.getByTestId('uvtt-name').fill('The vault');
  await page.getByTestId('uvtt-create').click();
  await expect(page.getByTestId('start-combat')).toBeVisible();
  await page.keyboard.press('Control+s');
  await expect(page.locator('.toast').last()).toContainText('Saved "The vault"');
  await page.getByRole('button', { name: 'Hexfray' }).click();

  const row = page.getByTestId('lib-encounters').locator('li', { hasText: 'The vault' });
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('lib-bundle').click()]);
  expect(download.suggestedFilename()).toBe('the-vault.hexfray-bundle');
  const path = await download.path();

  // The library has "The vault" already: the GM is asked, and keeps both.
  await page.getByTestId('import-input').setInputFiles({ name: 'the-vault.hexfray-bundle', mimeType: 'application/zip', buffer: readFileSync(path) });
  await expect(page.getByTestId('bundle-taken')).toContainText('"The vault" is already in the library');
  await page.getByTestId('bundle-rename').click();
  await expect(page.locator('.toast').last()).toContainText('Imported "The vault (2)" from the-vault.hexfray-bundle (0 images added');
  await page.getByTestId('lib-encounters').locator('li', { hasText: 'The vault (2)' }).getByTestId('lib-open').click();
  await expect(page.getByTestId('start-combat')).toBeVisible();
  expect(problems).toEqual([]);
});

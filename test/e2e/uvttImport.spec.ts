// A battle map drawn in Dungeondraft (a Universal VTT file) imported as a GM would: lined up under
// the hex grid, one wall made whole hexes, then an encounter saved to the library with its image.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openPlayersCapturing, screenshot, test } from './fixtures';
import { roomMap } from '../fixtures/uvttMaps';
import { solidPng } from '../solidPng';
import { parseFile } from '../../shared/files';
import { digestOf } from '../../shared/engine';
import { initialState } from '../../shared/model/initial';
import type { Encounter } from '../../shared/model/schema';

const room = (o: Record<string, unknown> = {}) => ({ name: 'cellar.dd2vtt', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...roomMap(0.3, 64), ...o })) });

test('a Universal VTT map is lined up under the hex grid, a wall made whole hexes, and saved as an encounter', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await page.getByTestId('import-map-input').setInputFiles(room());
  const board = page.getByTestId('uvtt-board');
  await expect(board).toHaveText('Board 10 x 9 hexes');
  await expect(page.getByTestId('uvtt-edges')).toContainText('3 door · 1 window · 0 wall hexes');
  // The key names the doors' and windows' colours beside the fit's.
  await expect(page.getByTestId('uvtt-fit')).toContainText('door');
  await expect(page.getByTestId('uvtt-fit')).toContainText('window');

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

/** How many pixels of a page's token layer are (nearly) `rgb`. */
function pixelsOf(page: Page, rgb: [number, number, number]): Promise<number> {
  return page.locator('canvas[data-layer="interactive"]').evaluate((el: HTMLCanvasElement, c) => {
    const d = el.getContext('2d')!.getImageData(0, 0, el.width, el.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i]! - c[0]) < 24 && Math.abs(d[i + 1]! - c[1]) < 24 && Math.abs(d[i + 2]! - c[2]) < 24) n++;
    return n;
  }, rgb);
}

/** The encounter file of `name` in a library folder, and the digest of a fight started from it. */
function savedEncounter(library: string, slug: string): { enc: Encounter; digest: string } {
  const file = readdirSync(join(library, 'encounters')).find((f) => f.startsWith(slug))!;
  const parsed = parseFile(file, readFileSync(join(library, 'encounters', file), 'utf8'), { expect: 'hexfray/encounter' });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const enc = parsed.value as unknown as Encounter;
  return { enc, digest: digestOf(initialState(enc, 'same-seed')) };
}

/** A second web host over an empty library, on the port after the tests' own. */
async function emptyHost(): Promise<{ url: string; library: string; stop: () => void }> {
  const library = mkdtempSync(join(tmpdir(), 'hexfray-e2e-empty-'));
  const port = Number(process.env.HEXFRAY_E2E_PORT ?? 5199) + 1;
  const proc = spawn(process.execPath, ['out/web/server.js', '--port', String(port)], { env: { ...process.env, HEXFRAY_LIBRARY: library }, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  const stop = () => {
    proc.kill('SIGTERM');
    rmSync(library, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return { url, library, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error(`the second web host did not answer on ${url}`);
}

const MAGENTA = solidPng([255, 0, 255], 96, 96);
const CYAN = solidPng([0, 200, 255], 96, 96);

test('done when: a fixture map lined up, accepted, its walls, doors and window on both screens, two tokens with art, bundled into an empty library with the same digest', async ({ page, context, problems }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await page.getByTestId('import-map-input').setInputFiles(room());
  await expect(page.getByTestId('uvtt-board')).toHaveText('Board 10 x 9 hexes');
  // Lined up by hand: a hex a little narrower than a grid cell, the grid moved 8 px right.
  const width = page.getByTestId('uvtt-hex-width');
  await width.fill('60');
  await width.press('Enter');
  const offsetX = page.getByLabel('Offset x (px)');
  await offsetX.fill('8');
  await offsetX.press('Enter');
  await expect(page.getByTestId('uvtt-board')).toHaveText('Board 11 x 10 hexes');
  await expect(page.getByTestId('uvtt-edges')).toContainText(/\d+ door · 1 window/);
  await screenshot(page, 'uvtt-done-overlay');
  await page.getByTestId('uvtt-name').fill('The crypt');
  await page.getByTestId('uvtt-create').click();
  await expect(page.locator('.toast').last()).toContainText('Imported "The crypt": 11 x 10 hexes');

  // The GM's screen: the sides it brought, counted in prep.
  await page.getByRole('tab', { name: 'Terrain' }).click();
  const counts = page.getByTestId('edge-counts');
  await expect(counts).toContainText(/Sides: [1-9]\d* walls? · [1-9]\d* doors? · 1 window/);
  await page.getByRole('tab', { name: 'Combatants' }).click();

  // Two tokens get art: one chosen on its sheet, one dropped on its sheet.
  await page.locator('[data-testid^="add-pc-"]').first().click();
  await page.locator('[data-testid^="add-npc-"]').first().click();
  const names = await page.getByTestId('roster').getByRole('button').allInnerTexts();
  expect(names).toHaveLength(2);
  await page.getByTestId('roster').getByRole('button', { name: names[0], exact: true }).click();
  await page.getByTestId('portrait-input').setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: MAGENTA });
  await expect(page.getByTestId('portrait-remove')).toBeVisible();
  await page.getByTestId('roster').getByRole('button', { name: names[1], exact: true }).click();
  await page.getByTestId('combatant-sheet').evaluate((el, bytes) => {
    const dt = new DataTransfer();
    dt.items.add(new File([new Uint8Array(bytes)], 'foe.png', { type: 'image/png' }));
    el.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, [...CYAN]);
  await expect(page.getByTestId('portrait-remove')).toBeVisible();
  await expect.poll(() => pixelsOf(page, [255, 0, 255])).toBeGreaterThan(50);
  await expect.poll(() => pixelsOf(page, [0, 200, 255])).toBeGreaterThan(50);
  await page.keyboard.press('Control+s');
  await expect(page.locator('.toast').last()).toContainText('Saved "The crypt"');

  // The bundle, made from the library.
  await page.getByRole('button', { name: 'Hexfray' }).click();
  const row = page.getByTestId('lib-encounters').locator('li', { hasText: 'The crypt' });
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('lib-bundle').click()]);
  expect(download.suggestedFilename()).toBe('the-crypt.hexfray-bundle');
  const bundle = readFileSync(await download.path());

  // The fight: the art and the sides on the GM's map and on the players' screen.
  await row.getByTestId('lib-open').click();
  await page.getByTestId('start-combat').click();
  await expect.poll(() => pixelsOf(page, [255, 0, 255])).toBeGreaterThan(50);
  await screenshot(page, 'uvtt-done-gm');
  const { players, received } = await openPlayersCapturing(page, context);
  await players.bringToFront();
  await expect.poll(() => pixelsOf(players, [255, 0, 255])).toBeGreaterThan(50);
  await expect.poll(() => pixelsOf(players, [0, 200, 255])).toBeGreaterThan(50);
  const seen = received.join('\n');
  for (const kind of ['"kind":"wall"', '"kind":"door"', '"kind":"window"']) expect(seen).toContain(kind);
  await screenshot(players, 'uvtt-done-players');
  await players.close();

  // Into an empty library: the same encounter, the same three pictures, byte for byte.
  const other = await emptyHost();
  try {
    const elsewhere = await context.newPage();
    await elsewhere.goto(other.url);
    await elsewhere.getByTestId('import-input').setInputFiles({ name: 'the-crypt.hexfray-bundle', mimeType: 'application/zip', buffer: bundle });
    await expect(elsewhere.locator('.toast').last()).toContainText('Imported "The crypt" from the-crypt.hexfray-bundle (3 images added');
    const here = process.env.HEXFRAY_E2E_LIBRARY!;
    const from = savedEncounter(here, 'the-crypt');
    const to = savedEncounter(other.library, 'the-crypt');
    expect(to.digest).toBe(from.digest);
    expect(to.enc.combatants.filter((c) => c.portrait)).toHaveLength(2);
    const pictures = [to.enc.map.background!.image, ...to.enc.combatants.map((c) => c.portrait!)];
    expect(readdirSync(join(other.library, 'assets')).sort()).toEqual([...pictures].sort());
    for (const name of pictures) expect(readFileSync(join(other.library, 'assets', name)).equals(readFileSync(join(here, 'assets', name)))).toBe(true);
    // Opened there, the art is on its tokens.
    await elsewhere.getByTestId('lib-encounters').locator('li', { hasText: 'The crypt' }).getByTestId('lib-open').click();
    await expect.poll(() => pixelsOf(elsewhere, [0, 200, 255])).toBeGreaterThan(50);
    await screenshot(elsewhere, 'uvtt-done-elsewhere');
    await elsewhere.close();
  } finally {
    other.stop();
  }
  expect(problems).toEqual([]);
});

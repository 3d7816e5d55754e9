// Token art: the GM gives a combatant a picture in prep, or changes it mid-fight; it is drawn inside
// the token on the GM's map and on the players' screen, and a hidden combatant's art never reaches
// the players.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect, screenshot, openPlayersCapturing } from './fixtures';
import { EXAMPLES } from '../../shared/sim/examples';
import { hexOnPage } from './boardPoints';
import { solidPng } from '../solidPng';

const MAGENTA = solidPng([255, 0, 255]);
const CYAN = solidPng([0, 255, 255]);
const YELLOW = solidPng([255, 255, 0]);

/** How many pixels of the map's token layer are (nearly) `rgb`. */
function pixelsOf(page: Page, rgb: [number, number, number]): Promise<number> {
  return page.locator('canvas[data-layer="interactive"]').evaluate((el: HTMLCanvasElement, c) => {
    const d = el.getContext('2d')!.getImageData(0, 0, el.width, el.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i]! - c[0]) < 24 && Math.abs(d[i + 1]! - c[1]) < 24 && Math.abs(d[i + 2]! - c[2]) < 24) n++;
    return n;
  }, rgb);
}

/** The colour of the token layer at a page point. */
async function colourAt(map: Locator, p: { x: number; y: number }): Promise<number[]> {
  const box = (await map.boundingBox())!;
  return map.locator('canvas[data-layer="interactive"]').evaluate((el: HTMLCanvasElement, at) => {
    const k = el.width / el.clientWidth;
    return Array.from(el.getContext('2d')!.getImageData(Math.round(at.x * k), Math.round(at.y * k), 1, 1).data);
  }, { x: p.x - box.x, y: p.y - box.y });
}

async function giveArt(page: Page, name: string, file: string, png: Buffer): Promise<void> {
  await page.getByTestId('roster').getByRole('button', { name, exact: true }).click();
  await page.getByTestId('portrait-input').setInputFiles({ name: file, mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('portrait-remove')).toBeVisible();
}

test('token art is drawn on both maps, and a hidden combatant\u2019s never reaches the players', async ({ page, context }) => {
  const enc = EXAMPLES.yaugs();
  const aldric = enc.combatants.find((c) => c.name === 'Aldric')!;
  const lurker = enc.combatants.find((c) => c.hidden)!;
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await page.getByTestId('sample-yaugs').click();
  const map = page.locator('.map-wrap .map');
  const centre = await hexOnPage(map, enc.map, aldric.position);
  const before = await colourAt(map, centre);

  await giveArt(page, aldric.name, 'aldric-art.png', MAGENTA);
  await expect.poll(() => colourAt(map, centre)).toEqual([255, 0, 255, 255]);
  expect(before).not.toEqual([255, 0, 255, 255]);
  // Removed, the token has its side's colour back; chosen again, the art returns.
  await page.getByTestId('portrait-remove').click();
  await expect.poll(() => colourAt(map, centre)).toEqual(before);
  await page.getByTestId('portrait-input').setInputFiles({ name: 'aldric-art.png', mimeType: 'image/png', buffer: MAGENTA });
  await expect.poll(() => colourAt(map, centre)).toEqual([255, 0, 255, 255]);
  // Hidden, it is drawn ghosted on the GM's map: its orange turns to cyan half over orange.
  const lurkerAt = await hexOnPage(map, enc.map, lurker.position);
  const was = await colourAt(map, lurkerAt);
  await giveArt(page, lurker.name, 'secret-lurker.png', CYAN);
  expect(was[0]! - was[1]!).toBeGreaterThan(0);
  await expect.poll(async () => {
    const [r, g, b] = await colourAt(map, lurkerAt);
    return g! - r! > 80 && b! - r! > 60;
  }).toBe(true);
  // A picture dropped on a token's hex gives that token the art.
  const wren = enc.combatants.find((c) => c.name === 'Wren')!;
  const wrenAt = await hexOnPage(map, enc.map, wren.position);
  await page.locator('.map-wrap').evaluate((el, { at, bytes }) => {
    const dt = new DataTransfer();
    dt.items.add(new File([new Uint8Array(bytes)], 'wren.png', { type: 'image/png' }));
    el.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, clientX: at.x, clientY: at.y, bubbles: true, cancelable: true }));
  }, { at: wrenAt, bytes: [...YELLOW] });
  await expect.poll(() => colourAt(map, wrenAt)).toEqual([255, 255, 0, 255]);
  await screenshot(page, 'token-art-prep');

  // A big body wears its art over its whole footprint: made 7 hexes, the Wren's yellow covers far
  // more of the map than its one-hex token did, and back to 1 hex it is one token's worth again.
  const oneHex = await pixelsOf(page, [255, 255, 0]);
  await page.getByTestId('roster').getByRole('button', { name: wren.name, exact: true }).click();
  await page.getByTestId('edit-footprint').selectOption('7');
  await expect.poll(() => pixelsOf(page, [255, 255, 0])).toBeGreaterThan(oneHex * 5);
  await screenshot(page, 'token-art-big-body');
  await page.getByTestId('edit-footprint').selectOption('1');
  await expect.poll(() => pixelsOf(page, [255, 255, 0])).toBeLessThan(oneHex * 1.5);

  await page.getByTestId('start-combat').click();
  // The fight's map draws the art too.
  await expect.poll(() => pixelsOf(page, [255, 0, 255])).toBeGreaterThan(50);
  const { players, received } = await openPlayersCapturing(page, context);
  await players.bringToFront();
  await expect.poll(() => pixelsOf(players, [255, 0, 255])).toBeGreaterThan(50);
  await screenshot(players, 'token-art-players');
  expect(await pixelsOf(players, [0, 255, 255])).toBe(0);
  expect(received.join('\n')).not.toContain('secret-lurker');
});

test('a library character keeps its art: saved with it, changed on its row, worn by the combatant added from it', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await page.getByTestId('sample-yaugs').click();
  await giveArt(page, 'Aldric', 'aldric-art.png', MAGENTA);
  // A name of its own: the browser tests share one library, where other tests keep an Aldric.
  const name = `Keeper ${Math.random().toString(36).slice(2, 8)}`;
  await page.getByTestId('edit-name').fill(name);
  await page.getByTestId('edit-name').press('Enter');
  await page.getByTestId('save-character').click();
  await expect(page.locator('.toast').last()).toContainText(`"${name}" saved to the character library`);

  // The library's row shows the art it was saved with.
  const row = page.getByTestId('library-character').filter({ hasText: name });
  await expect(row.getByTestId('character-art')).toBeVisible();
  const saved = () => {
    const dir = join(process.env.HEXFRAY_E2E_LIBRARY!, 'characters');
    const file = readdirSync(dir).find((f) => f.startsWith(name.toLowerCase().replace(' ', '-')))!;
    return JSON.parse(readFileSync(join(dir, file), 'utf8')) as { portrait?: string };
  };
  expect(saved().portrait).toMatch(/^aldric-art-[0-9a-f]{12}\.png$/);
  // Removed, then another picture dropped on the row: the file says so.
  await row.getByTestId('character-art-remove').click();
  await expect(row.getByTestId('character-art')).toHaveCount(0);
  expect(saved().portrait).toBeUndefined();
  await row.evaluate((el, bytes) => {
    const dt = new DataTransfer();
    dt.items.add(new File([new Uint8Array(bytes)], 'aldric-new.png', { type: 'image/png' }));
    el.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, [...CYAN]);
  await expect(row.getByTestId('character-art')).toBeVisible();
  await expect.poll(() => saved().portrait).toMatch(/^aldric-new-[0-9a-f]{12}\.png$/);

  // Added to the encounter, the new combatant wears the character's art.
  expect(await pixelsOf(page, [0, 255, 255])).toBe(0);
  await row.getByRole('button', { name: '+ NPC' }).click();
  await expect(page.getByTestId('portrait-remove')).toBeVisible();
  await expect.poll(() => pixelsOf(page, [0, 255, 255])).toBeGreaterThan(50);
  await screenshot(page, 'token-art-library-character');
  expect(problems).toEqual([]);
});

test('the GM changes a token\u2019s art mid-fight: drawn on the map, logged, undone; a hidden one\u2019s never reaches the players', async ({ page, context, problems }) => {
  const enc = EXAMPLES.yaugs();
  const bruiser = enc.combatants.find((c) => c.name === 'Bruiser')!;
  const lurker = enc.combatants.find((c) => c.hidden)!;
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await page.getByTestId('sample-yaugs').click();
  await page.getByTestId('start-combat').click();
  await expect(page.getByTestId('round')).toContainText('1');
  const map = page.locator('.map-wrap .map');
  const at = await hexOnPage(map, enc.map, bruiser.position);
  const before = await colourAt(map, at);
  expect(before).not.toEqual([255, 0, 255, 255]);

  // From its panel in the fight: the picture goes to the token, and the log says so.
  await page.locator('.strip .chip', { hasText: bruiser.name }).click();
  const panel = page.getByTestId('combatant-panel');
  await panel.getByTestId('portrait-input').setInputFiles({ name: 'bruiser-wolf.png', mimeType: 'image/png', buffer: MAGENTA });
  await expect.poll(() => colourAt(map, at)).toEqual([255, 0, 255, 255]);
  const log = page.getByTestId('log');
  await expect(log).toContainText(`${bruiser.name}'s token art changed`);
  // Its chip in the turn strip wears it too, as a small picture made from it, not the original.
  const chipArt = page.getByTestId(`chip-${bruiser.name}`).getByTestId('chip-art');
  await expect(chipArt).toBeVisible();
  expect(await chipArt.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.src.startsWith('blob:')])).toEqual([96, true]);
  await expect(page.getByTestId('chip-Aldric').getByTestId('chip-art')).toHaveCount(0);
  await screenshot(page, 'token-art-fight-changed');

  // Undo takes it back; removed from the panel, the token has its side's colour again.
  await page.getByTestId('undo').click();
  await expect.poll(() => colourAt(map, at)).toEqual(before);
  await page.getByTestId('redo').click();
  await expect.poll(() => colourAt(map, at)).toEqual([255, 0, 255, 255]);
  await panel.getByTestId('portrait-remove').click();
  await expect.poll(() => colourAt(map, at)).toEqual(before);
  await expect(log).toContainText(`${bruiser.name}'s token art removed`);
  await expect(chipArt).toHaveCount(0);

  // A picture dropped on a token's hex in the fight gives that token the art.
  await page.locator('.map-wrap').evaluate((el, { at, bytes }) => {
    const dt = new DataTransfer();
    dt.items.add(new File([new Uint8Array(bytes)], 'bruiser-yellow.png', { type: 'image/png' }));
    el.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, clientX: at.x, clientY: at.y, bubbles: true, cancelable: true }));
  }, { at, bytes: [...YELLOW] });
  await expect.poll(() => colourAt(map, at)).toEqual([255, 255, 0, 255]);

  // The hidden one's new art: the GM's map draws it ghosted, the players get neither it nor its line.
  const { players, received } = await openPlayersCapturing(page, context);
  await page.bringToFront();
  await page.locator('.strip .chip', { hasText: lurker.name }).click();
  await page.getByTestId('tab-combatant').click();
  await panel.getByTestId('portrait-input').setInputFiles({ name: 'secret-lurker-form.png', mimeType: 'image/png', buffer: CYAN });
  await expect(log).toContainText(`${lurker.name}'s token art changed`);
  await players.bringToFront();
  await expect.poll(() => pixelsOf(players, [255, 255, 0])).toBeGreaterThan(50);
  await screenshot(players, 'token-art-fight-players');
  expect(await pixelsOf(players, [0, 255, 255])).toBe(0);
  expect(received.join('\n')).not.toContain('secret-lurker-form');
  expect(problems).toEqual([]);
});

test('a picture the library keeps is given to another token from the shelf, in prep and mid-fight', async ({ page, problems }) => {
  const enc = EXAMPLES.yaugs();
  const [aldric, wren, bruiser] = ['Aldric', 'Wren', 'Bruiser'].map((n) => enc.combatants.find((c) => c.name === n)!);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await page.getByTestId('sample-yaugs').click();
  const map = page.locator('.map-wrap .map');
  // One file chosen once, for Aldric: the library now keeps it under a name made from its bytes.
  await giveArt(page, aldric!.name, 'shelf-magenta.png', MAGENTA);
  const wrenAt = await hexOnPage(map, enc.map, wren!.position);
  expect(await colourAt(map, wrenAt)).not.toEqual([255, 0, 255, 255]);

  await page.getByTestId('roster').getByRole('button', { name: wren!.name, exact: true }).click();
  await page.getByTestId('portrait-library').click();
  const shelf = page.getByTestId('portrait-shelf');
  const pick = shelf.getByRole('button', { name: /^Give it shelf-magenta \(/ });
  await expect(pick).toBeVisible();
  // The picture shows as itself on the shelf, loaded through the host's checked image route.
  await expect.poll(() => pick.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await screenshot(page, 'token-art-shelf');
  await pick.click();
  await expect(shelf).toHaveCount(0);
  await expect.poll(() => colourAt(map, wrenAt)).toEqual([255, 0, 255, 255]);
  // Wren's own shelf now marks the picture it wears; Escape puts the shelf away.
  await page.getByTestId('portrait-library').click();
  await expect(shelf.getByRole('button', { name: /^Give it shelf-magenta \(/ })).toHaveAttribute('aria-pressed', 'true');
  await shelf.getByRole('button').first().press('Escape');
  await expect(shelf).toHaveCount(0);

  // Mid-fight it is the logged command, undone like any other.
  await page.getByTestId('start-combat').click();
  await expect(page.getByTestId('round')).toContainText('1');
  const bruiserAt = await hexOnPage(map, enc.map, bruiser!.position);
  const before = await colourAt(map, bruiserAt);
  await page.locator('.strip .chip', { hasText: bruiser!.name }).click();
  const panel = page.getByTestId('combatant-panel');
  await panel.getByTestId('portrait-library').click();
  await panel.getByTestId('portrait-shelf').getByRole('button', { name: /^Give it shelf-magenta \(/ }).click();
  await expect.poll(() => colourAt(map, bruiserAt)).toEqual([255, 0, 255, 255]);
  await expect(page.getByTestId('log')).toContainText(`${bruiser!.name}'s token art changed`);
  await page.getByTestId('undo').click();
  await expect.poll(() => colourAt(map, bruiserAt)).toEqual(before);
  expect(problems).toEqual([]);
});

test('the replay shows the fight as it looked: the map\u2019s background, the token art on the map and on the chips', async ({ page, problems }) => {
  const enc = EXAMPLES.yaugs();
  const bruiser = enc.combatants.find((c) => c.name === 'Bruiser')!;
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await page.getByTestId('sample-yaugs').click();
  await page.getByRole('tab', { name: 'Encounter' }).click();
  await page.getByTestId('background-input').setInputFiles({ name: 'ford-yellow.png', mimeType: 'image/png', buffer: YELLOW });
  const count = (at: Locator, which: string, rgb: [number, number, number]) => at.locator(`canvas[data-layer="${which}"]`).evaluate((el: HTMLCanvasElement, c) => {
    const d = el.getContext('2d')!.getImageData(0, 0, el.width, el.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i]! - c[0]) < 40 && Math.abs(d[i + 1]! - c[1]) < 40 && Math.abs(d[i + 2]! - c[2]) < 60) n++;
    return n;
  }, rgb);
  // The picture is in the encounter (it lies under the prep map) before the fight starts.
  await expect.poll(() => count(page.locator('body'), 'static', [255, 255, 0])).toBeGreaterThan(100);
  await page.getByTestId('start-combat').click();
  await expect(page.getByTestId('round')).toContainText('1');
  const fightMap = page.locator('.map-wrap .map');
  await expect.poll(() => count(fightMap, 'static', [255, 255, 0])).toBeGreaterThan(100);
  const backdrop = await count(fightMap, 'static', [255, 255, 0]);
  await page.locator('.strip .chip', { hasText: bruiser.name }).click();
  await page.getByTestId('combatant-panel').getByTestId('portrait-input').setInputFiles({ name: 'bruiser-wolf.png', mimeType: 'image/png', buffer: MAGENTA });
  await expect(page.getByTestId('log')).toContainText(`${bruiser.name}'s token art changed`);
  await page.keyboard.press('Control+s');
  await expect(page.locator('.toast').last()).toContainText(/saved/i);

  await page.locator('.brand').click();
  await page.getByTestId('lib-tab-sessions').click();
  await page.getByTestId('lib-sessions').locator('li', { hasText: enc.name }).first().getByTestId('lib-replay').click();
  const replay = page.getByTestId('replay');
  await expect(replay).toBeVisible();
  await page.getByTestId('replay-last').click();
  // The same backdrop as in the fight (the same screen size and fit), and the art on its token.
  await expect.poll(() => count(replay, 'static', [255, 255, 0])).toBeGreaterThan(backdrop * 0.8);
  await expect.poll(() => count(replay, 'interactive', [255, 0, 255])).toBeGreaterThan(50);
  await expect(replay.locator('li', { hasText: bruiser.name }).getByTestId('replay-chip-art')).toBeVisible();
  await screenshot(page, 'replay-art');
  expect(problems).toEqual([]);
});

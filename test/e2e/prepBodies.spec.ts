// Prep for the encounters GMs really run (RULES.md 5.2, 5.4): a big body placed and moved by any of
// its hexes, and doors and windows painted on hex sides, as a GM does it at 1280x720.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hexOnPage } from './boardPoints';
import type { BattleMap } from '../../shared/model/schema';
import type { Hex } from '../../shared/hex';

const MAP = { width: 12, height: 8, orientation: 'pointy' } as BattleMap;

async function newEncounter(page: Page) {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await page.getByTestId('new-name').fill(`House ${Date.now()}`);
  await page.getByTestId('new-system-yaugs').check();
  await page.getByLabel('Width (hexes)').fill(String(MAP.width));
  await page.getByLabel('Height (hexes)').fill(String(MAP.height));
  await page.getByTestId('create').click();
}

/** The page point a third of the way from hex a's centre toward its neighbour b: on a's side toward b. */
async function sidePoint(page: Page, a: Hex, b: Hex) {
  const map = page.getByRole('application');
  const pa = await hexOnPage(map, MAP, a);
  const pb = await hexOnPage(map, MAP, b);
  return { x: pa.x + (pb.x - pa.x) / 3, y: pa.y + (pb.y - pa.y) / 3 };
}

/** Drags with the mouse from hex a to hex b of the prep map. */
async function dragHex(page: Page, a: Hex, b: Hex) {
  const map = page.getByRole('application');
  const from = await hexOnPage(map, MAP, a);
  const to = await hexOnPage(map, MAP, b);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}

test('a 7-hex body is placed, dragged by an outer hex, and refused where it does not fit', async ({ page, problems }) => {
  await newEncounter(page);
  // With the pointer off the map, a sample lands in the middle: anchor q 4, r 4 (column 6, row 4).
  await page.locator('[data-testid^="add-npc-"]').first().click();
  await expect(page.getByTestId('roster').locator('li')).toHaveCount(1);
  await page.getByTestId('edit-footprint').selectOption('7');
  const status = page.getByRole('status');
  await expect(status).toHaveCount(0);

  // Held by its hex east of the anchor: the anchor follows that hex, two hexes east each time.
  await dragHex(page, { q: 5, r: 4 }, { q: 7, r: 4 });
  await dragHex(page, { q: 7, r: 4 }, { q: 9, r: 4 });
  await expect(status).toHaveCount(0);
  await page.screenshot({ path: 'test-results/prep-ogre.png' });

  // Its east hex now stands on the last column: one more hex east and the body leaves the map.
  await dragHex(page, { q: 9, r: 4 }, { q: 10, r: 4 });
  await expect(status).toContainText('stays where it was: the body\'s 7 hexes do not all fit on the map there');

  // A giant's 19 hexes do not fit there either: refused, and the picker still shows the body it has.
  const body = page.getByTestId('edit-footprint');
  await body.selectOption('19');
  await expect(status).toContainText('keeps its 7-hex body');
  await expect(body).toHaveValue('7');
  // Another combatant's sheet neither carries that message nor that size.
  await page.locator('[data-testid^="add-pc-"]').first().click();
  await page.getByTestId('roster').getByRole('button').nth(1).click();
  await expect(status).toHaveCount(0);
  await expect(body).toHaveValue('1');
  expect(problems).toEqual([]);
});

test('doors and windows are painted on hex sides, counted, and undone', async ({ page, problems }) => {
  await newEncounter(page);
  await page.getByRole('tab', { name: 'Terrain' }).click();
  const counts = page.getByTestId('edge-counts');
  await expect(counts).toContainText('0 walls · 0 doors · 0 windows · 0 low walls');

  // A wall dragged along three sides of a row of hexes, from the keyboard's brush.
  await page.keyboard.press('s');
  await expect(page.getByTestId('brush-side-wall')).toHaveAttribute('aria-pressed', 'true');
  const w1 = await sidePoint(page, { q: 3, r: 2 }, { q: 3, r: 3 });
  const w2 = await sidePoint(page, { q: 5, r: 2 }, { q: 5, r: 3 });
  await page.mouse.move(w1.x, w1.y);
  await page.mouse.down();
  await page.mouse.move(w2.x, w2.y, { steps: 20 });
  await page.mouse.up();
  await expect(counts).toContainText(/[3-6] walls · 0 doors/);

  // A secret door, then a window, each one click on its side.
  await page.getByTestId('brush-side-door').click();
  await page.getByTestId('door-secret').check();
  const d = await sidePoint(page, { q: 6, r: 4 }, { q: 7, r: 4 });
  await page.mouse.click(d.x, d.y);
  await page.keyboard.press('n');
  const win = await sidePoint(page, { q: 6, r: 5 }, { q: 7, r: 5 });
  await page.mouse.click(win.x, win.y);
  await expect(counts).toContainText('1 door · 1 window');
  await page.screenshot({ path: 'test-results/prep-edges.png' });

  await page.keyboard.press('Control+z');
  await expect(counts).toContainText('1 door · 0 windows');
  // The wall was one drag: one undo takes all its sides.
  await page.keyboard.press('Control+z');
  await expect(counts).toContainText('walls · 0 doors · 0 windows');
  await page.keyboard.press('Control+z');
  await expect(counts).toContainText('0 walls · 0 doors · 0 windows · 0 low walls');
  expect(problems).toEqual([]);
});

test('a combatant already on the map gets an area weapon from its sheet form in prep', async ({ page, problems }) => {
  await newEncounter(page);
  await page.locator('[data-testid^="add-npc-"]').first().click();
  await page.getByTestId('prep-edit-sheet').click();
  const form = page.getByTestId('prep-sheet-edit');
  await form.getByTestId('qc-area').selectOption('burst');
  await form.getByTestId('qc-area-size').fill('2');
  await form.getByRole('button', { name: 'Save sheet' }).click();
  await expect(form).toHaveCount(0);
  await page.screenshot({ path: 'test-results/prep-sheet-area.png' });
  // Opened again, the sheet holds the burst: it was saved on the combatant, not only in the form.
  await page.getByTestId('prep-edit-sheet').click();
  await expect(form.getByTestId('qc-area')).toHaveValue('burst');
  await expect(form.getByTestId('qc-area-size')).toHaveValue('2');
  // Closed, one Undo takes the sheet back to its weapon without an area.
  await page.getByTestId('prep-edit-sheet').click();
  await page.keyboard.press('Control+z');
  await page.getByTestId('prep-edit-sheet').click();
  await expect(form.getByTestId('qc-area')).toHaveValue('none');
  expect(problems).toEqual([]);
});

// An area weapon in the fight (RULES.md 5.3): the grenadier picks the fire pot, the template
// follows the pointer, a click fixes the aim, the GM unticks a target and the "k harmed" row
// changes, Throw resolves it into the log, and undo takes it back.
import { test, expect, endTurn, startFightFrom } from './fixtures';
import { MORE_EXAMPLES } from '../../shared/sim/examples';
import { hexOnPage } from './boardPoints';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Encounter } from '../../shared/model/schema';
import { join } from 'node:path';

/**
 * The Quarry Grenadier with the party crossed the pit floor to within a throw (8 hexes) of the
 * spoil heap, Ilse and Oskar side by side; ended turns until Mags acts, her fire pot chosen.
 */
async function magsWithFirePot(page: Page, name: string): Promise<Encounter> {
  const sample = MORE_EXAMPLES.find((e) => e.slug === 'the-quarry-grenadier');
  if (!sample) throw new Error('the Quarry Grenadier sample is missing');
  const enc = { ...sample.encounter(), name: `${name} ${Date.now()}` };
  for (const [id, q, r] of [['ilse', 6, 6], ['oskar', 6, 7]] as const) enc.combatants.find((c) => c.id === id)!.position = { q, r };
  await startFightFrom(page, enc);
  const now = page.locator('.strip li.now .name');
  for (let i = 0; i < 8 && (await now.innerText()) !== 'Mags the Grenadier'; i++) await endTurn(page);
  await expect(now).toHaveText('Mags the Grenadier');
  await page.getByTestId('tab-attack').click();
  await page.getByTestId('weapon').selectOption('Fire pot');
  return enc;
}

test('the grenadier aims a fire pot, unticks a target, throws, and undoes it', async ({ page, problems }) => {
  const enc = await magsWithFirePot(page, 'E2E quarry grenadier');
  await expect(page.getByTestId('area-panel')).toContainText('burst 1');

  const board = page.locator('.map-wrap .map');
  const aim = await hexOnPage(board, enc.map, { q: 7, r: 6 });
  // Under the pointer first: the targets and the count harmed follow it before any click.
  await page.mouse.move(aim.x, aim.y);
  await expect(page.getByTestId('area-target')).toHaveCount(2);
  await expect(page.getByTestId('area-harmed')).toContainText('2:');
  await page.screenshot({ path: 'test-results/area-aim.png' });
  await page.mouse.click(aim.x, aim.y);
  await expect(page.getByTestId('area-panel')).toContainText('Aimed at');
  const before = await page.getByTestId('area-harmed').innerText();

  // Oskar out of the throw: one target left, so no "2:" in the distribution.
  await page.getByLabel('Include Oskar').uncheck();
  await expect(page.getByTestId('area-harmed')).not.toContainText('2:');
  // Left out of this throw, not "taken out" (the app's words for out of the fight).
  await expect(page.getByTestId('area-target').filter({ hasText: 'Oskar' })).toContainText('left out of this attack');
  expect(await page.getByTestId('area-harmed').innerText()).not.toBe(before);
  await page.screenshot({ path: 'test-results/area-untick.png' });

  const log = page.getByTestId('log');
  const entries = await log.locator('li').count();
  await page.getByRole('button', { name: /^Throw/ }).click();
  await expect(log.locator('li')).not.toHaveCount(entries);
  await expect(log).toContainText('Fire pot');
  await expect(log).toContainText('Ilse');
  await page.screenshot({ path: 'test-results/area-thrown.png' });

  await page.keyboard.press('Control+z');
  await expect(log).not.toContainText('Fire pot');
  expect(problems).toEqual([]);
});

test('Waylights quick-create: a second weapon given a burst is an area weapon on the saved sheet', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await page.getByTestId('sample-waylights').click();
  await page.getByTestId('new-character').click();
  const form = page.getByTestId('quick-create');
  await form.getByTestId('qc-name').fill('Pell');
  await form.getByTestId('qc-add-weapon').click();
  await form.getByTestId('qc-weapon-2').fill('Fire pot');
  await form.getByTestId('qc-weapon-2-area').selectOption('burst');
  await form.getByTestId('qc-weapon-2-area-size').fill('2');
  await form.getByTestId('qc-weapon-2').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/area-quick-create.png' });
  await form.getByTestId('qc-side-npc').click();
  await form.getByTestId('qc-add').click();
  await expect(page.getByTestId('roster')).toContainText('Pell');
  await page.keyboard.press('Control+s');
  await expect(page.getByText(/Saved "/)).toBeVisible();
  const dir = join(process.env.HEXFRAY_E2E_LIBRARY!, 'encounters');
  const newest = readdirSync(dir).filter((f) => f.endsWith('.encounter.json')).map((f) => join(dir, f)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]!;
  const enc = JSON.parse(readFileSync(newest, 'utf8')) as { combatants: { sheet: { name: string; weapons: { name: string; area?: unknown }[] } }[] };
  expect(enc.combatants.find((c) => c.sheet.name === 'Pell')!.sheet.weapons.map((w) => [w.name, w.area ?? null])).toEqual([['Sword', null], ['Fire pot', { shape: 'burst', size: 2 }]]);
  expect(problems).toEqual([]);
});

test("the GM shares the fixed aim's template with the players' screen, and takes it back", async ({ page, context, problems }) => {
  const sample = MORE_EXAMPLES.find((e) => e.slug === 'the-quarry-grenadier')!;
  const enc = { ...sample.encounter(), name: `E2E shared template ${Date.now()}` };
  for (const [id, q, r] of [['ilse', 6, 6], ['oskar', 6, 7]] as const) enc.combatants.find((c) => c.id === id)!.position = { q, r };
  await startFightFrom(page, enc);
  await page.getByTestId('tab-players').click();
  const [players] = await Promise.all([context.waitForEvent('page'), page.getByTestId('player-view').click()]);
  await players.setViewportSize({ width: 1280, height: 720 });
  await page.bringToFront();

  const now = page.locator('.strip li.now .name');
  for (let i = 0; i < 8 && (await now.innerText()) !== 'Mags the Grenadier'; i++) await endTurn(page);
  await page.getByTestId('tab-attack').click();
  await page.getByTestId('weapon').selectOption('Fire pot');
  const legend = players.getByTestId('player-area-legend');
  await page.getByTestId('share-area').check();
  const board = page.locator('.map-wrap .map');
  const aim = await hexOnPage(board, enc.map, { q: 7, r: 6 });
  // The pointer sweeping about shares nothing; the click that fixes the aim does.
  await page.mouse.move(aim.x, aim.y);
  await expect(page.getByTestId('area-target')).toHaveCount(2);
  await expect(legend).toHaveCount(0);
  await page.mouse.click(aim.x, aim.y);
  await expect(legend).toContainText('Where the attack Mags the Grenadier aims will land');
  // The players' screen holds no odds: nothing of the panel's percentages.
  await expect(players.locator('body')).not.toContainText('harmed');
  await players.screenshot({ path: 'test-results/players-area.png' });
  await page.getByTestId('share-area').uncheck();
  await expect(legend).toHaveCount(0);

  // Thrown: the players' roll banner groups the dice by roll, the attacker's and each target's apart.
  await page.getByRole('button', { name: /^Throw/ }).click();
  const rolls = players.getByTestId('player-banner').getByTestId('player-roll');
  await expect(rolls).toHaveCount(3);
  for (const r of await rolls.all()) expect(await r.locator('.die').count()).toBeGreaterThan(0);
  await players.screenshot({ path: 'test-results/players-area-thrown.png' });
  expect(problems).toEqual([]);
});

test('after a Waylights dash the fire pot is refused before the throw, with no odds shown', async ({ page, problems }) => {
  const enc = await magsWithFirePot(page, 'E2E quarry dash');

  // Further than her Movement (6) in one drag, to 2 hexes from the aim: a dash, which takes both actions (RULES.md 3.2).
  const mags = enc.combatants.find((c) => c.id === 'mags')!;
  const board = page.locator('.map-wrap .map');
  const from = await hexOnPage(board, enc.map, mags.position);
  const to = await hexOnPage(board, enc.map, { q: 5, r: 8 });
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
  await expect(page.getByTestId('log')).toContainText(/Mags the Grenadier moves \d+ hexes/);

  const aim = await hexOnPage(board, enc.map, { q: 7, r: 6 });
  await page.mouse.move(aim.x, aim.y);
  await expect(page.getByTestId('area-blocked')).toContainText('no action is left to fight');
  // Who stands in the area is still named; the odds of a throw that cannot be made are not.
  await expect(page.getByTestId('area-target')).toHaveCount(2);
  await expect(page.getByTestId('area-odds')).toHaveCount(0);
  await expect(page.getByTestId('area-harmed')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Throw/ })).toBeDisabled();
  expect(problems).toEqual([]);
});

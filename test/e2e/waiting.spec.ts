// Delay and ready at the table (House rules, shared/engine/waiting.ts): the acting character puts
// its turn off and the GM hands it the turn later; another readies an attack against a trigger and
// makes it out of turn, in the middle of an enemy's turn, from the panel the GM already knows.
import type { Page } from '@playwright/test';
import { test, expect, screenshot, endTurn, startYaugs } from './fixtures';

const heading = (page: Page) => page.getByTestId('target-panel').locator('h2');
const acting = (page: Page) => page.locator('.strip li.now .name');
const log = (page: Page) => page.getByTestId('log');


test('a delayed character acts later in the round, when the GM hands it the turn', async ({ page, problems }) => {
  await startYaugs(page);
  await page.getByTestId('delay').click();
  await expect(acting(page)).toHaveText('Wren');
  await expect(page.getByTestId('chip-Aldric').getByTestId('chip-delayed')).toHaveText('waits');
  await expect(log(page)).toContainText('Aldric delays, to act later this round');
  await expect(page.getByTestId('delay')).toBeEnabled();
  await page.getByTestId('handoff').selectOption({ label: 'Aldric' });
  await endTurn(page);
  await expect(acting(page)).toHaveText('Aldric');
  // It stepped in after Wren, and that is its place in the order now.
  await expect(page.locator('.strip li .name').nth(0)).toHaveText('Wren');
  await expect(page.locator('.strip li .name').nth(1)).toHaveText('Aldric');
  await expect(page.getByTestId('chip-Aldric').getByTestId('chip-delayed')).toHaveCount(0);
  // Undo brings the turn back to Wren, still before Aldric's.
  await page.keyboard.press('Control+z');
  await expect(acting(page)).toHaveText('Wren');
  expect(problems).toEqual([]);
});

test('a readied attack is made out of turn, in an enemy\'s turn, and the panel goes back after', async ({ page, problems }) => {
  await startYaugs(page);
  await endTurn(page);
  await expect(acting(page)).toHaveText('Wren');
  await page.keyboard.press('Alt+y');
  const dialog = page.getByTestId('ready-dialog');
  await expect(dialog).toBeVisible();
  await page.getByTestId('ready-trigger').fill('when Bruiser charges');
  await page.getByTestId('ready-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(acting(page)).toHaveText('Bruiser');
  const prompt = page.getByTestId('readied-attacks');
  await expect(prompt).toContainText('Wren holds a readied attack: when Bruiser charges');
  await expect(page.getByTestId('chip-Wren').getByTestId('chip-readied')).toHaveText('ready');
  await screenshot(page, 'readied-held');
  await page.getByTestId('readied-attack').click();
  await expect(heading(page)).toHaveText('Wren');
  await expect(prompt).toContainText("the panel attacks for Wren, out of Bruiser's turn");
  await page.locator('.map-wrap .map').focus();
  await page.keyboard.press('Tab');
  await expect(heading(page)).toHaveText(/Wren\s→ \S/);
  await expect(page.getByTestId('odds-summary')).toBeVisible();
  await screenshot(page, 'readied-attack');
  await page.getByTestId('attack').click();
  await expect(log(page)).toContainText('Wren makes the readied attack (when Bruiser charges)');
  // It was made: the prompt goes, the panel is Bruiser's again, and it is still Bruiser's turn.
  await expect(prompt).toHaveCount(0);
  await expect(heading(page)).toHaveText('Bruiser');
  await expect(acting(page)).toHaveText('Bruiser');
  expect(problems).toEqual([]);
});

test('Esc leaves a readied attack opened by mistake; Ready is refused once the turn attacked', async ({ page, problems }) => {
  await startYaugs(page);
  await page.keyboard.press('Alt+y');
  await page.getByTestId('ready-confirm').click();
  await expect(acting(page)).toHaveText('Wren');
  await page.keyboard.press('Alt+a');
  await expect(heading(page)).toHaveText('Aldric');
  await page.keyboard.press('Escape');
  await expect(heading(page)).toHaveText('Wren');
  await page.locator('.map-wrap .map').focus();
  await page.keyboard.press('Tab');
  await page.getByTestId('attack').click();
  // Worded by the dice ("Wren hits Bruiser...", "Bruiser defends against Wren's Longbow...").
  await expect(log(page).locator('li', { hasText: 'Wren' }).filter({ hasText: 'Bruiser' })).toHaveCount(1);
  await expect(page.getByTestId('ready')).toBeDisabled();
  await expect(page.getByTestId('delay')).toBeDisabled();
  // The greyed button says why, in the engine's words.
  await expect(page.getByTestId('ready')).toHaveAttribute('title', /the readied attack is the turn's action/);
  await expect(page.getByTestId('delay')).toHaveAttribute('title', /delayed only before anything is done/);
  expect(problems).toEqual([]);
});

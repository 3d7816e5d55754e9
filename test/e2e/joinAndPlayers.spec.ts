// Who joins where and what the players read (issue 13, found at 1280x720): a reinforcement lands
// beside its own side by default, and the players' roster shows whole names and harm in short words.
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, screenshot } from './fixtures';

async function startSample(page: Page, system: 'vers' | 'waylights') {
  await page.goto('/');
  await page.getByTestId(`sample-${system}`).click();
  await page.getByTestId('start-combat').click();
  await expect(page.getByTestId('round')).toContainText('1');
}

async function openPlayers(page: Page, context: BrowserContext): Promise<Page> {
  await page.getByTestId('tab-players').click();
  const [players] = await Promise.all([context.waitForEvent('page'), page.getByTestId('player-view').click()]);
  await expect(players.getByTestId('player-turn')).toBeVisible();
  await page.bringToFront();
  return players;
}

test('a reinforcement joins beside its own side by default, not at the map centre', async ({ page, problems }) => {
  await startSample(page, 'waylights');
  await page.keyboard.press('Escape');
  await page.keyboard.press('j');
  await page.getByTestId('join-npc-Ilse the Duellist').click();
  await expect(page.getByTestId('roster-message')).toContainText('(the nearest free hex to the NPCs)');
  await page.getByTestId('join-pc-Tamsin the Scout').click();
  await expect(page.getByTestId('roster-message')).toContainText('(the nearest free hex to the PCs and allies)');
  // Still offered: a hex picked on the map.
  await expect(page.getByTestId('place-on-map')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the players\u2019 roster shows whole names and a VERS PC\u2019s harm in short words, the whole text on hover', async ({ page, context, problems }) => {
  await startSample(page, 'vers');
  const players = await openPlayers(page, context);
  // Three marks on Mara, two of one kind.
  await page.locator('.strip .chip', { hasText: 'Mara' }).click();
  await page.getByTestId('tab-combatant').click();
  const panel = page.getByTestId('combatant-panel');
  for (const mark of ['Grazed', 'Grazed', 'Wounded']) {
    await panel.locator('select[aria-label="Condition"]').selectOption(mark);
    await panel.getByRole('button', { name: 'Add mark' }).click();
  }
  await expect(panel.getByTestId('harm')).toContainText('Wounded');
  await players.bringToFront();
  const row = players.getByTestId('player-roster-row').filter({ hasText: 'Mara' });
  await expect(row.getByTestId('player-harm-detail')).toHaveText('Wounded, Grazed ×2');
  await expect(row).toHaveAttribute('title', /^Mara: .+\. Wounded \(.\), Grazed \(.\), Grazed \(.\)/);
  // Every name whole: no row cuts its name short.
  const cut = await players.getByTestId('player-roster-row').locator('.name').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
  expect(cut).toEqual([]);
  await expect(players.getByTestId('player-roster-row').filter({ hasText: 'Scarred Wolf' })).toBeVisible();
  await screenshot(players, 'players-harm-words');
  expect(problems).toEqual([]);
});

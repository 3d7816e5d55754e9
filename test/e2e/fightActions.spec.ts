// The fight's other commands from the Attack panel: a VERS grapple and breaking free, an action of
// the turn, and ending the combat with a summary (issue "a whole fight at a real table", item 1).
import { test, expect } from './fixtures';

test('VERS: grapple the target, break free, take an action, end the combat with a summary', async ({ page, problems }) => {
  await page.goto('/');
  await page.getByTestId('new-name').fill(`E2E grapple ${Date.now()}`);
  await page.getByTestId('new-system-vers').check();
  await page.getByTestId('create').click();
  await page.locator('[data-testid^="add-pc-"]').first().click();
  await page.locator('[data-testid^="add-npc-"]').first().click();
  await page.getByTestId('start-combat').click();
  await expect(page.getByTestId('round')).toContainText('1');

  // Target the other combatant (the two stand side by side), then open the other actions.
  const current = (await page.locator('.strip li.now .name').innerText()).trim();
  const names = (await page.locator('.strip .chip .name').allInnerTexts()).map((n) => n.trim());
  await page.locator('.strip .chip').nth(names.findIndex((n) => n !== current)).click();
  await page.getByRole('tab', { name: 'Attack' }).click();
  await page.getByTestId('fight-actions').locator('summary').click();
  // VERS rolls grapples (RULES.md 2.3); the GM may still declare one, and its end, with no roll.
  await expect(page.getByTestId('grapple')).toContainText('(roll)');
  await page.getByTestId('declare-grapple').click();
  await expect(page.getByTestId('log')).toContainText("grapples");
  await page.getByTestId('declare-break-free').click();
  await expect(page.getByTestId('log')).toContainText("breaks free (the GM's ruling)");
  await page.getByTestId('action-reload').click();
  await expect(page.getByTestId('log')).toContainText('reloads');

  // The Other actions keep their End combat too; it asks in the app's dialog, like the strip's.
  await page.getByTestId('end-combat').click();
  await page.getByTestId('end-combat-confirm').click();
  await expect(page.getByTestId('log')).toContainText('Combat ends after 1 round');
  await expect(page.locator('.toast').last()).toContainText(/Combat over after 1 round: .* standing/);
  expect(problems).toEqual([]);
});

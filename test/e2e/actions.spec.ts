import { test, expect, screenshot, endTurn } from './fixtures';

// The action registry as a GM meets it: the help lists the keys the window answers to, the keys
// work, and the buttons show what the keys do.
test('keys, buttons and the help come from one list of actions', async ({ page, problems }) => {
  await page.goto('/');
  await page.getByTestId('sample-yaugs').click();
  await expect(page.getByTestId('start-combat')).toBeVisible();

  // A brush key presses its toolbar button; typing the same letter in a field does not.
  await page.keyboard.press('w');
  await expect(page.getByTestId('brush-wall')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('brush-wall')).toHaveAttribute('title', 'Wall (W)');
  await page.getByRole('tab', { name: 'Encounter' }).click();
  await page.getByTestId('encounter-name').press('x');
  await expect(page.getByTestId('brush-wall')).toHaveAttribute('aria-pressed', 'true');
  await page.locator('.brand').focus();
  await page.keyboard.press('v');
  await expect(page.getByTestId('brush-select')).toHaveAttribute('aria-pressed', 'true');

  // The letter went into the name (committed when the field lost the focus); Ctrl+Z takes it back,
  // and Undo is greyed once there is nothing left to undo.
  const name = await page.getByTestId('encounter-name').inputValue();
  expect(name).toMatch(/^xAmbush/);
  await expect(page.locator('.title')).toContainText(name);
  await expect(page.getByTestId('undo')).toBeEnabled();
  await expect(page.getByTestId('undo')).toHaveAttribute('title', 'Undo (Ctrl+Z)');
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('encounter-name')).toHaveValue(name.slice(1));
  await expect(page.getByTestId('undo')).toBeDisabled();

  // The help lists the registry's actions with their keys.
  await page.keyboard.press('?');
  const help = page.getByTestId('help-overlay');
  await expect(help).toBeVisible();
  const rows = await help.locator('dt').evaluateAll((dts) => dts.map((dt) => `${dt.textContent} = ${dt.nextElementSibling?.textContent}`));
  expect(rows).toEqual(expect.arrayContaining(['Ctrl+S = Save', 'Ctrl+Shift+Z / Ctrl+Y = Redo', 'E = End the turn', 'A = Attack the target', 'W = Wall', 'Ctrl+E = Export Session Log…', '? = Show or hide this help']));
  // The browser keeps Ctrl+N (a new window), so the web host does not promise it.
  expect(rows.some((r) => r.startsWith('Ctrl+N '))).toBe(false);
  await screenshot(page, 'help');
  await page.keyboard.press('?');
  await expect(help).toHaveCount(0);

  // In the fight, E ends the turn like the button.
  await page.getByTestId('start-combat').click();
  await expect(page.getByTestId('end-turn')).toBeEnabled();
  const ended = page.getByTestId('log').locator('li', { hasText: 'ends the turn' });
  await page.keyboard.press('e');
  await expect(ended).toHaveCount(1);
  await endTurn(page);
  await expect(ended).toHaveCount(2);
  // Over the help, E ends nothing behind it.
  await page.keyboard.press('?');
  await page.keyboard.press('e');
  await page.keyboard.press('?');
  await expect(page.getByTestId('help-overlay')).toHaveCount(0);
  await expect(ended).toHaveCount(2);
  await screenshot(page, 'fight-after-keys');
  expect(problems).toEqual([]);
});

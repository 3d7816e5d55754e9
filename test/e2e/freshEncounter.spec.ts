// The first thing a new GM does: a new encounter, characters added three ways, Start combat, an
// attack, undo. Straight from prep, without the reload that hid the fresh encounter's crash.
import type { Page } from '@playwright/test';
import { endTurn, expect, test } from './fixtures';

const log = (page: Page) => page.getByTestId('log').locator('li');

for (const system of ['yaugs', 'vers', 'waylights'] as const) {
  test(`${system}: a new encounter starts its fight straight from prep, attacks and undoes`, async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/');
    await page.getByTestId('new-name').fill(`Fresh ${system} ${Date.now()}`);
    await page.getByTestId(`new-system-${system}`).check();
    await page.getByLabel('Width (hexes)').fill('12');
    await page.getByLabel('Height (hexes)').fill('8');
    await page.getByTestId('create').click();
    const roster = page.getByTestId('roster').locator('li');

    // A sample, added from the keyboard while the pointer rests on the map: the new token takes
    // the hovered hex, the value that once reached the journal as a reactive proxy.
    const map = page.locator('canvas[data-layer="static"]');
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width / 2 + 4, box.y + box.height / 2 + 2);
    await page.locator('[data-testid^="add-pc-"]').first().focus();
    await page.keyboard.press('Enter');
    await expect(roster).toHaveCount(1);

    // A character from the library: the sample saved there, then added back as an NPC.
    await page.getByTestId('save-character').click();
    await expect(page.locator('.toast').last()).toContainText('saved to the character library');
    await page.getByTestId('library-characters').locator('li').first().getByRole('button', { name: '+ NPC' }).click();
    await expect(roster).toHaveCount(2);

    // A quick-created character, from the second sample, as an NPC.
    await page.getByTestId('new-character').click();
    const form = page.getByTestId('quick-create');
    await form.getByTestId('qc-start-from').selectOption({ index: 2 });
    await form.getByTestId('qc-name').fill('Newcomer');
    await form.getByTestId('qc-side-npc').click();
    await form.getByTestId('qc-add').click();
    await expect(roster).toHaveCount(3);

    await page.keyboard.press('Control+s');
    await expect(page.locator('.toast').last()).toContainText(/saved/i);
    await page.getByTestId('start-combat').click();
    await expect(page.getByTestId('round')).toContainText('1');
    await expect(page.getByTestId('end-turn')).toBeVisible();

    // One attack by whoever acts on someone of the other side it can reach, then undo.
    let attacked = false;
    for (let turn = 0; turn < 6 && !attacked; turn++) {
      const chips = page.locator('.strip .chip');
      const count = await chips.count();
      for (let i = 0; i < count && !attacked; i++) {
        if (await chips.nth(i).locator('..').evaluate((li) => li.classList.contains('now'))) continue;
        await chips.nth(i).click();
        await page.getByRole('tab', { name: 'Attack' }).click();
        const attack = page.getByTestId('attack');
        if (!(await attack.isEnabled())) continue;
        const before = await log(page).count();
        await attack.click();
        await expect(log(page)).not.toHaveCount(before);
        const after = await page.getByTestId('log').innerText();
        await page.keyboard.press('Control+z');
        await expect.poll(() => page.getByTestId('log').innerText()).not.toBe(after);
        await expect(log(page)).toHaveCount(before);
        attacked = true;
      }
      if (!attacked) await endTurn(page);
    }
    expect(attacked, 'someone could attack within six turns').toBe(true);
    expect(problems).toEqual([]);
  });
}

test('an error nothing caught is shown to the GM with what was safe, not swallowed', async ({ page, problems }) => {
  await page.goto('/');
  await page.getByTestId('sample-yaugs').click();
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('planted failure');
    });
  });
  const toast = page.locator('.toast', { hasText: 'planted failure' });
  await expect(toast).toContainText('failed (Error: planted failure)');
  await expect(toast).toContainText('Nothing was lost: the prep on screen is as it was');
  // The browser logged it with its stack, as it should: that is the only problem this page had.
  expect(problems).toEqual([expect.stringContaining('planted failure')]);
  problems.length = 0;
});

import type { Page } from '@playwright/test';
import { test, expect, screenshot } from './fixtures';

/** The prep drafts the browser store holds as unsettled, as "name (combatants)", read straight from IndexedDB. */
function unsettledDrafts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('hexfray');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('drafts').objectStore('drafts').getAll();
          all.onsuccess = () => {
            type Row = { settled: number; encounter: { name: string; combatants: unknown[] } };
            resolve((all.result as Row[]).filter((d) => d.settled === 0).map((d) => `${d.encounter.name} (${d.encounter.combatants.length})`));
            db.close();
          };
        };
      }),
  );
}

async function rename(page: Page, name: string) {
  await page.getByRole('tab', { name: 'Encounter' }).click();
  await page.getByTestId('encounter-name').fill(name);
  await page.getByTestId('encounter-name').press('Tab');
  await expect(page.locator('.title')).toContainText(name);
}

// A GM's prep survives a reload without saving, like a fight does, and is let go once saved or discarded.
test('unsaved prep is autosaved, offered back after a reload, and settled by saving or discarding', async ({ page, problems }) => {
  const name = `Ford at dusk ${Date.now()}`;
  await page.goto('/');
  await page.getByTestId('sample-yaugs').click();
  await rename(page, name);
  await page.getByRole('tab', { name: 'Combatants' }).click();
  await page.locator('[data-testid^="add-npc-"]').first().click();
  const roster = await page.getByTestId('roster').locator('li').allInnerTexts();
  expect(roster.at(-1)).toMatch(/NPC/);

  // The draft is written shortly after the last change, without any save.
  await expect.poll(() => unsettledDrafts(page)).toEqual([`${name} (${roster.length})`]);
  await page.reload();
  const offer = page.getByTestId('draft-recovery');
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(name);
  await screenshot(page, 'draft-recovery');
  await page.getByTestId('recover-draft').click();

  // Exactly the edits, still marked unsaved.
  await expect(page.locator('.title')).toContainText(name);
  await expect(page.locator('.title .dirty')).toBeVisible();
  await expect(page.getByTestId('roster').locator('li')).toHaveText(roster);

  // Saving settles it: the next start offers nothing.
  await page.keyboard.press('Control+s');
  await expect(page.getByText(`Saved "${name}".`)).toBeVisible();
  await expect.poll(() => unsettledDrafts(page)).toEqual([]);
  await page.reload();
  await expect(page.getByTestId('lib-encounters')).toContainText(name);
  await expect(offer).toHaveCount(0);

  // An edit of the saved file is offered back too, as an edit of that file.
  await page.getByTestId('lib-encounters').locator('li', { hasText: name }).getByTestId('lib-open').click();
  await rename(page, `${name} II`);
  await expect.poll(() => unsettledDrafts(page)).toEqual([`${name} II (${roster.length})`]);
  await page.reload();
  await expect(offer).toContainText(`${name} II`);
  await expect(offer).not.toContainText('never saved');

  // Discarding settles it too.
  await page.getByTestId('discard-draft').click();
  await expect(offer).toHaveCount(0);
  await expect.poll(() => unsettledDrafts(page)).toEqual([]);
  await page.reload();
  await expect(page.getByTestId('lib-encounters')).toBeVisible();
  await expect(offer).toHaveCount(0);
  expect(problems).toEqual([]);
});

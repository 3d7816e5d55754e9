// A fight's life at the table (issue 21): Start combat from Prep asks before a running fight is set
// aside, an ended fight's unsaved last commands are asked about on leaving and offered back after a
// reload, even once a newer fight began.
import type { Page } from '@playwright/test';
import { test, expect, screenshot, endTurn, startYaugs } from './fixtures';

const dialog = (page: Page) => page.getByTestId('leave-fight');
const acting = (page: Page) => page.locator('.strip li.now .name');

test('Start combat from Prep asks about the running fight; kept, it is offered back, and Undo stops at the new fight\u2019s start', async ({ page, problems }) => {
  await startYaugs(page);
  await endTurn(page);
  await expect(acting(page)).toHaveText('Wren');
  await page.getByTestId('mode-prep').click();
  await page.getByTestId('start-combat').click();
  await expect(dialog(page)).toContainText('is still running (round 1)');
  await expect(dialog(page)).toContainText('You asked to start a new fight.');
  await screenshot(page, 'lifecycle-start-asks');
  // Staying: the fight is as it was, Wren still acting.
  await page.getByTestId('leave-cancel').click();
  await expect(dialog(page)).toHaveCount(0);
  await page.getByTestId('mode-combat').click();
  await expect(acting(page)).toHaveText('Wren');

  // Kept in the background: a new fight starts, Aldric first again.
  await page.getByTestId('mode-prep').click();
  await page.getByTestId('start-combat').click();
  await page.getByTestId('leave-background').click();
  await expect(page.getByTestId('round')).toContainText('1');
  await expect(acting(page)).toHaveText('Aldric');
  await expect(page.getByTestId('log')).not.toContainText('ends the turn');
  // Undo has nothing to take back at a fight's start (it used to leave a round 0 nobody could act in).
  await expect(page.getByTestId('undo')).toBeDisabled();
  await page.locator('.map-wrap .map').focus();
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('round')).toContainText('1');
  await expect(acting(page)).toHaveText('Aldric');

  // The fight set aside is offered back on the start screen, with its ended turn.
  await page.locator('.brand').click();
  await page.getByTestId('leave-abandon').click();
  const offer = page.getByTestId('recovery');
  await expect(offer).toContainText('"Ambush at the Ford", 2 commands');
  await page.getByTestId('recover').click();
  await expect(acting(page)).toHaveText('Wren');
  expect(problems).toEqual([]);
});

test('leaving an ended fight with unsaved commands asks, and a reload offers them back after a newer fight began', async ({ page, problems }) => {
  await startYaugs(page);
  await endTurn(page);
  await page.keyboard.press('Control+s');
  await expect(page.locator('.toast').last()).toContainText(/saved/i);
  // The tail: two more turns and the end of the fight, in no file.
  await endTurn(page);
  await endTurn(page);
  await page.getByTestId('end-combat').click();
  await page.getByTestId('end-combat-confirm').click();
  await expect(page.getByTestId('log')).toContainText('Combat ends after 1 round');

  await page.locator('.brand').click();
  await expect(dialog(page)).toContainText('ended (round 1) but is not saved');
  await screenshot(page, 'lifecycle-ended-asks');
  await page.getByTestId('leave-background').click();
  await expect(page.getByTestId('sample-vers')).toBeVisible();
  // Another fight begins: the ended one is set aside again, then a newer fight is journaled.
  await page.getByTestId('sample-vers').click();
  await page.getByTestId('leave-background').click();
  await page.getByTestId('start-combat').click();
  await expect(page.getByTestId('round')).toContainText('1');

  await page.reload();
  const offer = page.getByTestId('recovery');
  await expect(offer).toContainText('2 unsaved fights were interrupted');
  const ended = offer.getByTestId('recovery-fight').filter({ hasText: 'Ambush at the Ford' });
  await expect(ended).toContainText('5 commands');
  await screenshot(page, 'lifecycle-offered-after-reload');
  await ended.getByTestId('recover').click();
  await expect(page.getByTestId('log')).toContainText('Combat ends after 1 round');
  await expect(page.getByTestId('log').locator('li', { hasText: 'ends the turn' })).toHaveCount(3);
  expect(problems).toEqual([]);
});

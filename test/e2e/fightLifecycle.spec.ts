// A fight's life at the table (issue 21): Start combat from Prep asks before a running fight is set
// aside, an ended fight's unsaved last commands are asked about on leaving and offered back after a
// reload, even once a newer fight began, and each fight keeps its own fog, saved with its session.
import type { Page } from '@playwright/test';
import { test, expect, screenshot, endTurn, startFightFrom, startYaugs } from './fixtures';
import { hexOnPage } from './boardPoints';
import { offsetToAxial } from '../../shared/hex';
import { fogCount } from '../../shared/projection/fogRuns';
import { EXAMPLES } from '../../shared/sim/examples';

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

/** What the players' page holds now, read through its own channel. */
async function playersFeed(players: Page) {
  return players.evaluate(async () => {
    const token = document.querySelector<HTMLMetaElement>('meta[name="hexfray-token"]')!.content;
    const res = await fetch('./api/player.view', { method: 'POST', headers: { 'X-Hexfray-Token': token }, body: '[0]' });
    return (await res.json()) as { value: { view: { tokens: { name: string }[]; map: { fog: [number, number, number][] } } } };
  });
}
const darkOnTv = async (players: Page) => fogCount((await playersFeed(players)).value.view.map.fog);
const namesOnTv = async (players: Page) => (await playersFeed(players)).value.view.tokens.map((t) => t.name);

test('fog belongs to its fight: the next fight starts covered on its own map, and a saved session reopens with its fog', async ({ page, context, problems }) => {
  const enc = { ...EXAMPLES.vers(), name: `E2E fog of its fight ${Date.now()}` };
  await startFightFrom(page, enc);
  await page.getByTestId('tab-players').click();
  const [players] = await Promise.all([context.waitForEvent('page'), page.getByTestId('player-view').click()]);
  await expect(players.getByTestId('player-turn')).toBeVisible();
  await page.bringToFront();
  // The GM reveals the whole map by hand: a rectangle from corner to corner.
  await page.getByTestId('fog-manual').check();
  await page.getByTestId('fog-reveal').click();
  await page.getByTestId('fog-shape-rectangle').check();
  const board = page.locator('.map-wrap .map');
  const from = await hexOnPage(board, enc.map, offsetToAxial({ col: 0, row: 0 }, enc.map.orientation));
  const to = await hexOnPage(board, enc.map, offsetToAxial({ col: enc.map.width - 1, row: enc.map.height - 1 }, enc.map.orientation));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(from.x + ((to.x - from.x) * i) / 10, from.y + ((to.y - from.y) * i) / 10);
  await page.mouse.up();
  await expect.poll(() => darkOnTv(players)).toBe(0);
  await page.keyboard.press('Control+s');
  await expect(page.locator('.toast').last()).toContainText(/saved/i);

  // The next fight, on another map: covered for the players, fog still by hand, none of its NPCs on the TV.
  await page.locator('.brand').click();
  await page.getByTestId('sample-yaugs').click();
  await page.getByTestId('start-combat').click();
  await expect(page.locator('.strip li.now .name')).toHaveText('Aldric');
  const yaugs = EXAMPLES.yaugs();
  await expect.poll(() => darkOnTv(players)).toBe(yaugs.map.width * yaugs.map.height);
  for (const npc of yaugs.combatants.filter((c) => c.side === 'npc')) expect(await namesOnTv(players)).not.toContain(npc.name);
  await page.getByTestId('tab-players').click();
  await expect(page.getByTestId('fog-manual')).toBeChecked();
  // This fight goes without fog; the saved one keeps its own.
  await page.getByTestId('fog-off').check();
  await expect.poll(() => darkOnTv(players)).toBe(0);

  await page.locator('.brand').click();
  await page.getByTestId('leave-abandon').click();
  await page.getByTestId('lib-tab-sessions').click();
  await page.getByTestId('lib-sessions').locator('li', { hasText: enc.name }).getByTestId('lib-open').click();
  await expect(page.getByTestId('round')).toContainText('1');
  await page.getByTestId('tab-players').click();
  await expect(page.getByTestId('fog-manual')).toBeChecked();
  await expect.poll(() => darkOnTv(players)).toBe(0);
  expect(problems).toEqual([]);
});

test('a fight recovered after the tab was killed keeps its fog', async ({ page, context }) => {
  await startYaugs(page);
  await page.getByTestId('tab-players').click();
  await page.getByTestId('fog-manual').check();
  await endTurn(page);
  await page.close({ runBeforeUnload: false });

  const again = await context.newPage();
  await again.goto('/');
  await again.getByTestId('recover').click();
  await expect(again.locator('.strip li.now .name')).toHaveText('Wren');
  await again.getByTestId('tab-players').click();
  await expect(again.getByTestId('fog-manual')).toBeChecked();
});

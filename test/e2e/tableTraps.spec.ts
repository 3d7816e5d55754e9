// The traps a new GM met at the table (issue 21, points 6-10 and part of 14), driven as the GM
// meets them: keys after a field's command, a hidden attacker's default, one selection, one
// coordinate vocabulary, the table dice field, refused moves, a steady map, the side column at
// 1280x720, and no hex lit off the board.
import type { Page } from '@playwright/test';
import { hexOnPage } from './boardPoints';
import { test, expect, screenshot, endTurn, startFightFrom, startYaugs } from './fixtures';
import { EXAMPLES } from '../../shared/sim/examples';
import type { Encounter } from '../../shared/model/schema';
import type { Hex } from '../../shared/hex';

const acting = (page: Page) => page.locator('.strip li.now .name');
const heading = (page: Page) => page.getByTestId('target-panel').locator('h2');
const mapBox = (page: Page) => page.locator('.map-wrap .map');
const log = (page: Page) => page.getByTestId('log');

/** `enc` with combatant `id` standing on `at`, under a name of its own (the browser tests share one library). */
function moved(enc: Encounter, id: string, at: Hex): Encounter {
  const name = `${enc.name} (${id} moved, ${Date.now()})`;
  return { ...enc, name, combatants: enc.combatants.map((c) => (c.id === id ? { ...c, position: at } : c)) } as Encounter;
}

/** Picks `name` in the turn strip (it becomes the target) and shows the attack panel. */
async function target(page: Page, name: string) {
  await page.locator('.strip .chip', { hasText: name }).click();
  await page.getByTestId('tab-attack').click();
  await expect(heading(page)).toContainText(`→ ${name}`);
}

test('a single-key shortcut acts after Enter attacked from the table dice field', async ({ page, problems }) => {
  await startYaugs(page);
  await endTurn(page);
  await expect(acting(page)).toHaveText('Wren');
  await target(page, 'Bruiser');
  const field = page.getByTestId('typed-dice');
  await field.fill('50 60 5');
  await field.press('Enter');
  await expect(log(page)).toContainText("Bruiser defends against Wren's Longbow");
  // E is End turn, not a letter in the field the attack came from.
  await page.keyboard.press('e');
  await expect(acting(page)).toHaveText('Bruiser');
  expect(problems).toEqual([]);
});

test('a single-key shortcut acts after a reinforcement is quick-created', async ({ page, problems }) => {
  await startYaugs(page);
  await page.getByTestId('tab-roster').click();
  await page.getByTestId('roster-view-join').click();
  await page.getByTestId('roster-new').click();
  const form = page.getByTestId('quick-create');
  await form.getByTestId('qc-name').fill('Hild');
  await form.getByTestId('qc-add').click();
  await expect(page.getByTestId('roster-message')).toContainText('Hild joins');
  await page.keyboard.press('e');
  await expect(acting(page)).toHaveText('Wren');
  await expect(form.getByTestId('qc-name')).not.toHaveValue(/e$/);
  expect(problems).toEqual([]);
});

test('a single-key shortcut acts after a condition is added with Enter', async ({ page, problems }) => {
  await startYaugs(page);
  await page.keyboard.press('Alt+c');
  await expect(page.getByTestId('condition-name')).toBeFocused();
  await page.keyboard.type('prone');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('condition-prone')).toBeVisible();
  await page.keyboard.press('e');
  await expect(acting(page)).toHaveText('Wren');
  expect(problems).toEqual([]);
});

test('YAUGS: the target of a hidden attacker does not see the attack by default', async ({ page, problems }) => {
  // The Lurker, hidden from the party, creeps up beside Aldric.
  await startFightFrom(page, moved(EXAMPLES.yaugs(), 'lurker', { q: 1, r: 6 }));
  for (let i = 0; i < 6 && (await acting(page).innerText()) !== 'Lurker'; i++) await endTurn(page);
  await expect(acting(page)).toHaveText('Lurker');
  await target(page, 'Aldric');
  const panel = page.getByTestId('target-panel');
  await expect(panel.getByLabel('sees the attack')).not.toBeChecked();
  // Passive Defence: Aldric rolls no die against it.
  await expect(page.getByTestId('dice-order')).not.toContainText('Active Defence');
  await screenshot(page, 'traps-hidden-attacker');
  // Revealed, the Lurker is seen coming again.
  await page.locator('.strip .chip', { hasText: 'Lurker' }).click();
  await page.getByTestId('combatant-panel').getByTestId('toggle-hidden').click();
  await target(page, 'Aldric');
  await expect(panel.getByLabel('sees the attack')).toBeChecked();
  expect(problems).toEqual([]);
});

test('one selection: a token clicked, a roster row and the Combatant panel are the same combatant', async ({ page, problems }) => {
  const enc = EXAMPLES.yaugs();
  await startYaugs(page);
  const map = mapBox(page);
  const at = (id: string) => hexOnPage(map, enc.map, enc.combatants.find((c) => c.id === id)!.position);
  const shown = page.getByTestId('combatant-panel').locator('h2');

  // A click on Bruiser's token picks him for the roster and for the Combatant panel.
  const bruiser = await at('bruiser');
  await page.mouse.click(bruiser.x, bruiser.y);
  await page.getByTestId('tab-roster').click();
  await expect(page.getByTestId('roster-picked')).toContainText('Bruiser');
  await page.getByTestId('tab-combatant').click();
  await expect(shown).toContainText('Bruiser');

  // Sentry picked in the roster is the one the Combatant panel shows, and the one Forgo acts on.
  await page.getByTestId('tab-roster').click();
  await page.getByTestId('roster-order').getByRole('button', { name: /^\d+\. Sentry$/ }).click();
  await page.getByTestId('tab-combatant').click();
  await expect(shown).toContainText('Sentry');
  await page.getByTestId('combatant-panel').getByTestId('forgo-attacks').click();
  await expect(log(page)).toContainText('Sentry forgoes its attacks this round');

  // A click on the acting token (Aldric's own) selects it too.
  const aldric = await at('aldric');
  await page.mouse.click(aldric.x, aldric.y);
  await expect(shown).toContainText('Aldric');
  await page.getByTestId('tab-roster').click();
  await expect(page.getByTestId('roster-picked')).toContainText('Aldric');
  expect(problems).toEqual([]);
});

test('give ground names its hexes by column and row, as the map readout does', async ({ page, problems }) => {
  await startYaugs(page);
  await target(page, 'Bruiser');
  const oq = page.getByTestId('target-panel').getByTestId('oq-controls');
  await oq.getByTestId('give-ground').click();
  const hexes = oq.locator('[data-testid^="give-ground-to-"]');
  await expect(hexes.first()).toBeVisible();
  for (const text of await hexes.allInnerTexts()) {
    expect(text).toMatch(/column \d+, row \d+$/);
    expect(text).not.toMatch(/-?\d+,-?\d+/);
  }
  expect(problems).toEqual([]);
});

test.describe('VERS table dice', () => {
  // The Grey Wolf at Mara's side, so Mara has an attack to roll.
  const fight = () => moved(EXAMPLES.vers(), 'wolf1', { q: 2, r: 7 });
  const problem = (page: Page) => page.locator('#dice-problem [role="alert"]');

  async function maraOnWolf(page: Page) {
    await startFightFrom(page, fight());
    await expect(acting(page)).toHaveText('Mara');
    await target(page, 'Grey Wolf');
    await expect(page.getByTestId('dice-order')).toContainText('3d6');
  }

  test('a 0 is not a d6 face, too many dice are said at once, and one error shows at a time', async ({ page, problems }) => {
    await maraOnWolf(page);
    const field = page.getByTestId('typed-dice');
    await field.fill('0 3 4');
    await expect(problem(page)).toHaveCount(1);
    await expect(problem(page)).toContainText('d6');
    // The d100 hint belongs to percentile dice only.
    await expect(problem(page)).not.toContainText('00');
    await field.fill('7 3 4');
    await expect(problem(page)).toHaveCount(1);
    await expect(problem(page)).toContainText('7');
    await field.fill('3 4 5 6');
    await expect(problem(page)).toHaveCount(1);
    await expect(problem(page)).toContainText('3 dice');
    await expect(page.getByTestId('attack')).toBeDisabled();
    // Two faces for three dice: the engine refuses the attack; the next problem typed replaces that refusal.
    await field.fill('3 4');
    await field.press('Enter');
    await expect(page.getByTestId('attack-refusal')).toBeVisible();
    await expect(problem(page)).toHaveCount(1);
    await field.fill('0');
    await expect(page.getByTestId('dice-error')).toBeVisible();
    await expect(problem(page)).toHaveCount(1);
    await expect(log(page).locator('li')).toHaveCount(2);
    expect(problems).toEqual([]);
  });

  test('a VERS total may be typed for its 3d6', async ({ page, problems }) => {
    await maraOnWolf(page);
    const field = page.getByTestId('typed-dice');
    await field.fill('16');
    await expect(problem(page)).toHaveCount(0);
    await field.press('Enter');
    // The roll in the log is Mara's 3d6 with the total typed.
    const roll = log(page).locator('li', { hasText: '3d6' });
    await expect(roll).toHaveCount(1);
    await expect(roll).toContainText('Mara');
    await expect(roll).toContainText('total 16');
    await expect(page.getByTestId('attack-refusal')).toHaveCount(0);
    await expect(page.getByTestId('refusal')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});

test('a click on a hex out of reach says why the move is refused, where the GM clicked', async ({ page, problems }) => {
  const enc = EXAMPLES.yaugs();
  await startYaugs(page);
  // The cover by the ford, four hexes from Aldric (who has three to move).
  const cover = await hexOnPage(mapBox(page), enc.map, { q: 1, r: 9 });
  await page.mouse.click(cover.x, cover.y);
  const label = page.getByTestId('move-refused');
  await expect(label).toContainText(/Aldric can move \d+ more this turn; that path costs \d+/);
  const box = (await label.boundingBox())!;
  expect(Math.abs(box.x + box.width / 2 - cover.x)).toBeLessThan(4);
  expect(cover.y - (box.y + box.height)).toBeLessThan(40);
  await expect(log(page)).not.toContainText('Aldric moves');
  expect(problems).toEqual([]);
});

test('the map holds still when "Next to act" appears in the turn strip', async ({ page, problems }) => {
  await startYaugs(page);
  const before = (await mapBox(page).boundingBox())!;
  await page.getByTestId('delay').click();
  await expect(page.getByTestId('handoff')).toBeVisible();
  expect(await mapBox(page).boundingBox()).toEqual(before);
  await endTurn(page);
  expect(await mapBox(page).boundingBox()).toEqual(before);
  expect(problems).toEqual([]);
});

for (const vp of [{ width: 1280, height: 720 }, { width: 1920, height: 1080 }]) {
  test(`at ${vp.width}x${vp.height} a readied attack's banner stands over the map: the log keeps its newest entries and the attack panel its room`, async ({ page, problems }) => {
    // The window is that size from the start (resized mid-fight, the map keeps its first fit).
    await page.setViewportSize(vp);
    await page.goto('/');
    await page.getByTestId('sample-yaugs').click();
    await page.getByTestId('start-combat').click();
    await expect(acting(page)).toHaveText('Aldric');
    const panelBefore = async () => (await page.locator('.tabpanel').boundingBox())!;
    await target(page, 'Bruiser');
    const without = await panelBefore();
    await page.keyboard.press('Escape');
    await page.getByTestId('ready').click();
    await page.getByTestId('ready-trigger').fill('when an orc steps into the ford and comes within reach of the sword');
    await page.getByTestId('ready-confirm').click();
    await target(page, 'Bruiser');
    const banner = page.getByTestId('readied-attacks');
    await expect(banner).toContainText('Aldric');
    // The whole trigger is a hover away; two lines at most, over the map, wholly in the window.
    await expect(banner.locator('[title*="within reach of the sword"]')).toHaveCount(1);
    const b = (await banner.boundingBox())!;
    const map = (await mapBox(page).boundingBox())!;
    expect(b.height).toBeLessThan(64);
    expect(b.x).toBeGreaterThanOrEqual(map.x);
    expect(b.x + b.width).toBeLessThanOrEqual(map.x + map.width);
    await expect(page.getByTestId('readied-attack')).toBeInViewport({ ratio: 1 });
    // The side column is as it was without it: the attack panel keeps its height, the log its three entries.
    expect((await panelBefore()).height).toBeCloseTo(without.height, 0);
    const logBox = (await page.locator('.log').boundingBox())!;
    const entries = log(page).locator('li');
    await expect(entries).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      const e = (await entries.nth(i).boundingBox())!;
      expect(e.y + e.height, `log entry ${i + 1} in view`).toBeLessThanOrEqual(logBox.y + logBox.height + 1);
    }
    for (const id of ['odds-summary', 'typed-dice', 'attack']) await expect(page.getByTestId(id), id).toBeInViewport({ ratio: 1 });
    await screenshot(page, `traps-readied-${vp.width}`);
    expect(problems).toEqual([]);
  });
}

test('off the board no hex lights up and the readout says nothing', async ({ page, problems }) => {
  await startYaugs(page);
  const box = (await mapBox(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByTestId('hex-readout')).toBeVisible();
  // The fitted board leaves a margin in the map's top-left corner.
  await page.mouse.move(box.x + 6, box.y + 6);
  await expect(page.getByTestId('hex-readout')).toHaveCount(0);
  expect(problems).toEqual([]);
});

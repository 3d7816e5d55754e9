import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, screenshot, endTurn, saveAndReplay } from './fixtures';
import { serializeFile } from '../../shared/files/serializeFile';
import { encounterSchema } from '../../shared/systems/registry';
import { offsetToAxial } from '../../shared/hex';
import { yaugsSettings } from '../../shared/rules/yaugs/settings';
import { YAUGS_SAMPLES } from '../../shared/rules/yaugs/samples';

// The roster of a running fight, driven as a GM would: reinforcements joining and acting in their
// turn, an ambusher revealed to the players, the turn order changed between turns.

const strip = (page: Page) => page.locator('.strip .chip .name');
const acting = (page: Page) => page.locator('.strip li.now .name');
const log = (page: Page) => page.getByTestId('log');

async function startSample(page: Page, system: 'yaugs' | 'vers' | 'waylights') {
  await page.goto('/');
  await page.getByTestId(`sample-${system}`).click();
  await page.getByTestId('start-combat').click();
  await expect(page.getByTestId('round')).toContainText('1');
  await expect(strip(page).first()).toBeVisible();
}

test('reinforcements join mid-fight, on the hex the GM is told or clicks, and act in their turn', async ({ page, problems }) => {
  await startSample(page, 'yaugs');
  const before = await strip(page).count();
  await page.getByTestId('tab-roster').click();
  await page.getByTestId('roster-view-join').click();
  await page.getByTestId('roster-reason').fill('the horn was heard');
  await page.getByTestId('join-npc-Archer').click();
  // The app found the hex and says which.
  await expect(page.getByTestId('roster-message')).toContainText(/Archer joins on column \d+, row \d+ \(the nearest free hex to .+\)/);
  await expect(strip(page)).toHaveCount(before + 1);
  await expect(log(page)).toContainText('Archer joins the fight (the horn was heard)');
  await screenshot(page, 'roster-reinforcement');

  // A second one placed by a click on the map: only a free hex takes the click.
  await page.getByTestId('place-on-map').check();
  await page.getByTestId('join-npc-Brawler').click();
  await expect(page.getByTestId('hex-pick')).toContainText('Pick the hex Brawler joins on');
  const box = (await page.locator('canvas[data-layer="interactive"]').boundingBox())!;
  await screenshot(page, 'roster-place-on-map');
  await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.8);
  await expect(page.getByTestId('roster-message')).toContainText(/Brawler joins on column \d+, row \d+\./);
  await expect(strip(page)).toHaveCount(before + 2);
  await expect(log(page)).toContainText('Brawler joins the fight');

  // Undo takes the last one away again, redo brings it back: both are commands in the log.
  await page.keyboard.press('Control+z');
  await expect(strip(page)).toHaveCount(before + 1);
  await page.keyboard.press('Control+y');
  await expect(strip(page)).toHaveCount(before + 2);

  // They are last in the fixed order and get their turn when it comes.
  for (let i = 0; i < before + 2 && (await acting(page).innerText()).trim() !== 'Archer'; i++) await endTurn(page);
  await expect(acting(page)).toHaveText('Archer');
  // The newcomer acts: it shoots the first PC within its bow's reach.
  await page.getByTestId('tab-attack').click();
  await page.locator('.strip .chip', { hasText: 'Aldric' }).click();
  await page.getByTestId('tab-attack').click();
  await expect(page.getByTestId('attack')).toBeEnabled();
  await page.getByTestId('attack').click();
  // The log words the result by the dice ("Archer attacks Aldric...", "Aldric defends against Archer's Longbow...").
  await expect(log(page).locator('li', { hasText: 'Archer' }).filter({ hasText: 'Longbow' }).filter({ hasText: 'Aldric' })).toHaveCount(1);
  await endTurn(page);
  await expect(acting(page)).toHaveText('Brawler');

  // Saved and replayed from the file, the newcomers are there, where the screen put them.
  const replayed = await saveAndReplay(page);
  expect(replayed.encounter.combatants.map((c) => c.name)).toEqual(expect.arrayContaining(['Archer', 'Brawler']));
  expect(replayed.current).toBe(replayed.encounter.combatants.find((c) => c.name === 'Brawler')!.id);
  expect(problems).toEqual([]);
});

test('an ambusher is revealed with one button and the players then see it', async ({ page, context, problems }) => {
  await startSample(page, 'yaugs');
  await page.getByTestId('tab-players').click();
  const [players] = await Promise.all([context.waitForEvent('page'), page.getByTestId('player-view').click()]);
  await expect(players.getByTestId('player-turn')).toContainText('Round 1');
  await page.bringToFront();
  const playersSee = () =>
    players.evaluate(async () => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="hexfray-token"]')!.content;
      const res = await fetch('./api/player.view', { method: 'POST', headers: { 'X-Hexfray-Token': token }, body: '[0]' });
      return JSON.stringify(await res.json());
    });
  expect(await playersSee()).not.toContain('Lurker');

  // Pick the hidden one in the turn strip: its panel has the button.
  await page.locator('.strip .chip', { hasText: 'Lurker' }).click();
  const panel = page.getByTestId('combatant-panel');
  await expect(panel).toContainText('hidden from players');
  await screenshot(page, 'roster-ambusher-hidden');
  await panel.getByTestId('toggle-hidden').click();
  await expect(panel).not.toContainText('hidden from players');
  await expect(panel.getByTestId('toggle-hidden')).toContainText('Hide from players');
  await expect(log(page)).toContainText('Lurker is revealed');
  await expect.poll(playersSee).toContain('Lurker');
  await players.bringToFront();
  await players.waitForTimeout(500);
  await screenshot(players, 'roster-ambusher-revealed-players');
  await page.bringToFront();

  // Hidden again with the key the registry gives the action: the players lose it.
  await page.keyboard.press('Alt+h');
  await expect(panel.getByTestId('toggle-hidden')).toContainText('Reveal to players');
  await expect.poll(playersSee).not.toContain('Lurker');
  // The Roster tab has the same button on the one picked, and says what it did.
  await page.getByTestId('tab-roster').click();
  await expect(page.getByTestId('roster-picked')).toContainText('Lurker');
  await page.getByTestId('roster-picked').getByTestId('toggle-hidden').click();
  await expect(page.getByTestId('roster-message')).toContainText('Lurker is revealed');
  await expect.poll(playersSee).toContain('Lurker');
  expect(problems).toEqual([]);
});

test('the turn order is changed between turns and the next turn follows it', async ({ page, problems }) => {
  await startSample(page, 'yaugs');
  const first = (await strip(page).allInnerTexts()).map((n) => n.trim());
  expect(first.length).toBeGreaterThanOrEqual(4);
  await page.getByTestId('tab-roster').click();
  await page.getByTestId('roster-view-order').click();
  const last = first.at(-1)!;
  // The last one moves up to second place, so it acts next.
  for (let i = first.length - 1; i > 1; i--) await page.getByTestId(`earlier-${last}`).click();
  const moved = [first[0]!, last, ...first.slice(1, -1)];
  await expect.poll(async () => (await strip(page).allInnerTexts()).map((n) => n.trim())).toEqual(moved);
  await expect(log(page)).toContainText(`Turn order: ${moved.join(', ')}`);
  await screenshot(page, 'roster-order');
  await endTurn(page);
  await expect(acting(page)).toHaveText(last);

  // From the keyboard: the picked combatant one place later.
  await page.locator('.strip .chip', { hasText: first[1]! }).click();
  await page.getByTestId('tab-roster').click();
  await page.keyboard.press('Alt+ArrowDown');
  await expect.poll(async () => (await strip(page).allInnerTexts()).map((n) => n.trim())).toEqual([first[0]!, last, first[2]!, first[1]!, ...first.slice(3, -1)]);

  // In the turn strip itself: a chip dragged onto the last one's place goes last, in one command.
  const now = [first[0]!, last, first[2]!, first[1]!, ...first.slice(3, -1)];
  await page.getByTestId(`chip-${last}`).dragTo(page.getByTestId(`chip-${now.at(-1)!}`));
  await expect.poll(async () => (await strip(page).allInnerTexts()).map((n) => n.trim())).toEqual([...now.filter((n) => n !== last), last]);
  expect(problems).toEqual([]);
});

test('a table of 150: the roster lists every place, scrolls to the last, and its rows still act and follow the turn', async ({ page, problems }) => {
  const name = `E2E big roster ${Date.now()}`;
  const sheets = Object.values(YAUGS_SAMPLES);
  const combatants = Array.from({ length: 150 }, (_, i) => {
    const n = `Fighter ${i}`;
    return { id: `c${i}`, name: n, side: i % 2 ? 'npc' : 'pc', sheet: { ...sheets[i % sheets.length]!, name: n }, position: offsetToAxial({ col: i % 30, row: Math.floor(i / 30) * 2 }, 'pointy'), facing: null, hidden: false, notes: '', color: null };
  });
  const enc = encounterSchema.parse({ name, system: 'yaugs', settings: yaugsSettings(), gmNotes: '', map: { width: 30, height: 12, orientation: 'pointy', metersPerHex: 2, background: null, terrain: [] }, combatants });
  const file = serializeFile('hexfray/encounter', enc as unknown as Record<string, unknown>);
  if (!file.ok) throw new Error(JSON.stringify(file.errors));
  writeFileSync(join(process.env.HEXFRAY_E2E_LIBRARY!, 'encounters', `e2e-big-roster-${Date.now()}.encounter.json`), file.text);
  await page.goto('/');
  await page.getByTestId('lib-encounters').locator('li', { hasText: name }).getByTestId('lib-open').click();
  await page.getByTestId('start-combat').click();
  await expect(page.getByTestId('round')).toContainText('1');
  // The strip holds only the chips near its view of the 150.
  expect(await page.locator('.strip .chip').count()).toBeLessThanOrEqual(40);
  await page.getByTestId('tab-roster').click();
  const list = page.getByTestId('roster-order');
  // The order as the roster numbers it, read a screenful at a time down the panel.
  const order = await page.locator('.tabpanel').evaluate(async (panel) => {
    const names: string[] = [];
    for (let y = 0; y <= panel.scrollHeight; y += panel.clientHeight / 2) {
      panel.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      for (const b of panel.querySelectorAll('button')) {
        const m = /^(\d+)\. (.+)$/.exec(b.textContent?.trim() ?? '');
        if (m) names[Number(m[1]) - 1] = m[2]!;
      }
    }
    panel.scrollTo(0, 0);
    return names;
  });
  expect(order.filter(Boolean)).toHaveLength(150);
  const row = (place: number) => list.locator('li', { has: page.getByRole('button', { name: `${place}. ${order[place - 1]}`, exact: true }) });
  await expect(row(1)).toContainText('acting');
  // Only the rows in sight (and a few beyond) are in the page, not all 150...
  expect(await list.locator('li').count()).toBeLessThan(60);
  // ...yet the panel scrolls as far as all of them: the last place is there, in sight, with its buttons.
  const panel = page.locator('.tabpanel');
  await panel.evaluate((e) => e.scrollTo(0, e.scrollHeight));
  await expect(row(150)).toBeInViewport({ ratio: 1 });
  await expect(row(149)).toBeInViewport({ ratio: 1 });
  await expect(row(1)).toHaveCount(0);
  // ↑ on the last row moves it, as on any row: one set-order command.
  await page.getByTestId(`earlier-${order[149]}`).click();
  await expect(log(page)).toContainText('Turn order:');
  await expect(list.getByRole('button', { name: `149. ${order[149]}`, exact: true })).toBeInViewport();
  await expect(list.getByRole('button', { name: `150. ${order[148]}`, exact: true })).toBeInViewport();
  // The turn passes: back at the top, the first has acted and the second acts.
  await endTurn(page);
  await panel.evaluate((e) => e.scrollTo(0, 0));
  await expect(row(1)).toContainText('acted');
  await expect(row(2)).toContainText('acting');
  await screenshot(page, 'roster-150');
  expect(problems).toEqual([]);
});

test('VERS hands the turn on, so the roster offers no order to set', async ({ page, problems }) => {
  await startSample(page, 'vers');
  await page.getByTestId('tab-roster').click();
  await expect(page.getByTestId('roster-panel')).toContainText('there is no order to set');
  await expect(page.locator('[data-testid^="earlier-"]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a condition with a duration counts down in its holder\'s turns and expires with a log line', async ({ page, problems }) => {
  await startSample(page, 'yaugs');
  await expect(acting(page)).toHaveText('Aldric');
  await page.locator('.strip .chip', { hasText: 'Aldric' }).click();
  const panel = page.getByTestId('combatant-panel');
  await expect(panel.getByTestId('conditions')).toContainText('No conditions');
  await panel.getByTestId('condition-name').fill('stunned');
  await panel.getByTestId('condition-turns').fill('2');
  await panel.getByTestId('condition-add').click();
  await expect(panel.getByTestId('condition-stunned')).toContainText('stunned · 2 turns left');
  // A free-text one, until removed.
  await panel.getByTestId('condition-name').fill('Tangled in a net');
  await panel.getByTestId('condition-add').click();
  await expect(panel.getByTestId('condition-tangled in a net')).toContainText('until removed');
  await expect(log(page)).toContainText('Aldric is stunned (2 turns left)');
  await screenshot(page, 'roster-conditions');

  // The end of Aldric's own turn takes a turn off; the others' turns do not.
  await endTurn(page);
  await page.locator('.strip .chip', { hasText: 'Aldric' }).click();
  await expect(panel.getByTestId('condition-stunned')).toContainText('1 turn left');
  for (let i = 0; i < 8 && (await acting(page).innerText()).trim() !== 'Aldric'; i++) await endTurn(page);
  await expect(acting(page)).toHaveText('Aldric');
  await page.locator('.strip .chip', { hasText: 'Aldric' }).click();
  await expect(panel.getByTestId('condition-stunned')).toContainText('1 turn left');
  // The reminder as its turn begins: over the map, and in the log.
  await expect(page.getByTestId('reminder-line')).toHaveText('Aldric is stunned (1 turn left), tangled in a net');
  await expect(page.getByTestId('reminder-tangled in a net')).toHaveText('tangled in a net on its own turn: no rules effect: the GM applies it.');
  await screenshot(page, 'roster-condition-reminder');
  await expect(log(page)).toContainText(/Aldric is [^\n]*stunned \(1 turn left\)/);
  await endTurn(page);
  await expect(log(page)).toContainText('Aldric is no longer stunned (its time is up)');
  await page.locator('.strip .chip', { hasText: 'Aldric' }).click();
  await expect(panel.getByTestId('condition-stunned')).toHaveCount(0);
  // The one until removed stays until the GM ends it.
  await panel.getByRole('button', { name: 'End tangled in a net' }).click();
  await expect(panel.getByTestId('conditions')).toContainText('No conditions');
  await expect(log(page)).toContainText('Aldric is no longer tangled in a net');
  expect(problems).toEqual([]);
});

test('a sheet is edited in play with the system\'s form, and the log keeps the reason', async ({ page, problems }) => {
  await startSample(page, 'yaugs');
  await page.locator('.strip .chip', { hasText: 'Bruiser' }).click();
  const panel = page.getByTestId('combatant-panel');
  await panel.getByTestId('edit-sheet').click();
  const form = panel.getByTestId('sheet-edit');
  // The form starts from Bruiser's own sheet, not a blank one.
  await expect(form.getByTestId('qc-name')).toHaveValue('Bruiser');
  await form.getByTestId('qc-hp').fill('45');
  await form.getByTestId('qc-add').click();
  await expect(form).toContainText('Say why the sheet changes');
  await form.getByTestId('sheet-reason').fill('he drank the troll brew');
  await screenshot(page, 'roster-edit-sheet');
  await form.getByTestId('qc-add').click();
  await expect(panel.getByTestId('sheet-edit')).toHaveCount(0);
  await expect(log(page)).toContainText("Bruiser's sheet is edited (he drank the troll brew)");
  // Opened again, the form shows the sheet as it is now.
  await panel.getByTestId('edit-sheet').click();
  await expect(panel.getByTestId('qc-hp')).toHaveValue('45');
  expect(problems).toEqual([]);
});

test('Waylights: a character typed in quick-create joins the fight, and someone leaves it', async ({ page, problems }) => {
  await startSample(page, 'waylights');
  const before = (await strip(page).allInnerTexts()).map((n) => n.trim());
  await page.getByTestId('tab-roster').click();
  await page.getByTestId('roster-view-join').click();
  await page.getByTestId('roster-new').click();
  await page.getByTestId('qc-name').fill('Marsh Hag');
  await page.getByTestId('qc-side-npc').click();
  await page.getByTestId('qc-add').click();
  await expect(page.getByTestId('roster-message')).toContainText(/Marsh Hag joins on column \d+, row \d+/);
  await expect(strip(page)).toHaveCount(before.length + 1);
  await screenshot(page, 'roster-quick-create');

  // Someone leaves: picked in the strip, sent away from the Roster tab.
  const leaver = before.at(-1)!;
  await page.locator('.strip .chip', { hasText: leaver }).click();
  await page.getByTestId('tab-roster').click();
  await expect(page.getByTestId('roster-picked')).toContainText(leaver);
  await page.getByTestId('roster-remove').click();
  await expect(strip(page)).toHaveCount(before.length);
  await expect(page.locator('.strip .chip', { hasText: leaver })).toHaveCount(0);
  await expect(log(page)).toContainText(`${leaver} leaves the fight`);
  expect(problems).toEqual([]);
});

test('a character from the library joins a running fight as a copy', async ({ page, problems }) => {
  await page.goto('/');
  await page.getByTestId('sample-yaugs').click();
  // Saved from prep: Sentry's sheet goes to the character library.
  await page.getByTestId('roster').getByRole('button', { name: 'Sentry' }).click();
  await page.getByTestId('save-character').click();
  await expect(page.locator('.toast').last()).toContainText('character library');
  await page.getByTestId('start-combat').click();
  // The five of the sample, once the fight is on screen.
  await expect(strip(page)).toHaveCount(5);
  const before = 5;
  await page.getByTestId('tab-roster').click();
  await page.getByTestId('roster-view-join').click();
  const saved = page.getByTestId('library-characters').locator('li', { hasText: 'Sentry' }).first();
  await saved.getByRole('button', { name: '+ NPC' }).click();
  // The fight already has a Sentry: the copy is numbered apart.
  await expect(page.getByTestId('roster-message')).toContainText('Sentry 2 joins on column');
  await expect(strip(page)).toHaveCount(before + 1);
  await expect(log(page)).toContainText('Sentry 2 joins the fight');
  expect(problems).toEqual([]);
});

for (const system of ['vers', 'waylights'] as const) {
  test(`${system}: Edit sheet starts from the combatant's own sheet and saves with a reason`, async ({ page, problems }) => {
    await startSample(page, system);
    const name = (await acting(page).innerText()).trim();
    await page.locator('.strip li.now .chip').click();
    const panel = page.getByTestId('combatant-panel');
    await panel.getByTestId('edit-sheet').click();
    const form = panel.getByTestId('sheet-edit');
    await expect(form.getByTestId('qc-name')).toHaveValue(name);
    await form.getByTestId('sheet-reason').fill('a blessing');
    await form.getByTestId('qc-add').click();
    await expect(log(page)).toContainText(`${name}'s sheet is edited (a blessing)`);
    expect(problems).toEqual([]);
  });
}

test('quick-create starts a fresh form after each character, and one not added keeps what the GM typed', async ({ page, problems }) => {
  // In prep: a VERS character typed, with a shield, added as a PC.
  await page.goto('/');
  await page.getByTestId('sample-vers').click();
  await page.getByTestId('new-character').click();
  const form = page.getByTestId('quick-create');
  await form.getByTestId('qc-start-from').selectOption({ label: 'Sample: Mara the Sellsword' });
  await form.getByTestId('qc-name').fill('Reeve');
  await form.getByTestId('qc-agility').fill('3');
  await form.getByTestId('qc-shield').check();
  await form.getByTestId('qc-side-pc').click();
  await form.getByTestId('qc-add').click();
  await expect(page.getByTestId('roster')).toContainText('Reeve');
  // The form is a blank character again, the cursor in its name, ready for the next.
  await expect(form.getByTestId('qc-added')).toHaveText('Added Reeve as PC. The form is blank for the next one.');
  await expect(form.getByTestId('qc-name')).toHaveValue('New character');
  await expect(form.getByTestId('qc-name')).toBeFocused();
  await expect(form.getByTestId('qc-agility')).toHaveValue('0');
  await expect(form.getByTestId('qc-shield')).not.toBeChecked();
  await expect(form.getByTestId('qc-start-from')).toHaveValue('');
  // Typing goes straight into the name.
  await page.keyboard.type('Oda');
  await expect(form.getByTestId('qc-name')).toHaveValue('Oda');

  // In a fight: a newcomer placed by a click on the map, whose pick is cancelled, is not added and the form keeps it.
  await page.getByTestId('start-combat').click();
  await expect(page.getByTestId('round')).toContainText('1');
  const before = await strip(page).count();
  await page.getByTestId('tab-roster').click();
  await page.getByTestId('roster-view-join').click();
  await page.getByTestId('roster-new').click();
  await page.getByTestId('place-on-map').check();
  const joiner = page.getByTestId('quick-create');
  await joiner.getByTestId('qc-name').fill('Marsh Hag');
  await joiner.getByTestId('qc-ev').fill('7');
  await joiner.getByTestId('qc-add').click();
  await expect(page.getByTestId('hex-pick')).toContainText('Pick the hex Marsh Hag joins on');
  await page.getByTestId('hex-pick').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('hex-pick')).toHaveCount(0);
  await expect(strip(page)).toHaveCount(before);
  await expect(joiner.getByTestId('qc-name')).toHaveValue('Marsh Hag');
  await expect(joiner.getByTestId('qc-ev')).toHaveValue('7');
  await expect(joiner.getByTestId('qc-added')).toHaveCount(0);
  // Added for real, on the hex clicked: then the form starts afresh.
  await joiner.getByTestId('qc-add').click();
  const box = (await page.locator('canvas[data-layer="interactive"]').boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.8);
  await expect(page.getByTestId('roster-message')).toContainText(/Marsh Hag joins on column \d+, row \d+\./);
  await expect(strip(page)).toHaveCount(before + 1);
  await expect(joiner.getByTestId('qc-name')).toHaveValue('New character');
  await expect(joiner.getByTestId('qc-ev')).toHaveValue('5');
  expect(problems).toEqual([]);
});

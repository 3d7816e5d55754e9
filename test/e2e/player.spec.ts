import { test, expect, screenshot } from './fixtures';
import { EXAMPLES } from '../../shared/encounter/examples/build';

// Everything the players' screen receives during a scripted fight is captured and searched for GM
// secrets: the hidden combatant, GM notes, combatant notes, NPC sheets and NPC numbers.
test('the players screen never receives GM-only data, and shows what it should', async ({ page, context, problems }) => {
  const enc = EXAMPLES.yaugs();
  const hidden = enc.combatants.filter((c) => c.hidden);
  expect(hidden.length).toBeGreaterThan(0);

  await page.goto('/');
  await page.getByTestId('sample-yaugs').click();
  await page.getByTestId('start-combat').click();
  await page.getByTestId('tab-players').click();
  const [players] = await Promise.all([context.waitForEvent('page'), page.getByTestId('open-player-view').click()]);

  // Capture every response body the players' page gets, from the first request on.
  const received: string[] = [];
  players.on('response', async (r) => {
    try {
      received.push(await r.text());
    } catch {
      // a response without a body (a redirect, an aborted request)
    }
  });
  await expect(players.getByTestId('player-turn')).toContainText('Round 1');
  // Two windows: the one in front gets animation frames, which clicks wait for.
  await page.bringToFront();
  const gmOrigin = new URL(page.url()).origin;
  expect(new URL(players.url()).origin).not.toBe(gmOrigin);

  // A scripted fight: every turn ends, and the archer shoots when it can.
  for (let i = 0; i < 8; i++) {
    await page.getByRole('tab', { name: 'Attack' }).click();
    const names = (await page.locator('.strip .chip .name').allInnerTexts()).map((n) => n.trim());
    const current = (await page.locator('.strip li.now .name').innerText()).trim();
    const target = names.findIndex((n) => n !== current && !hidden.some((h) => h.name === n));
    await page.locator('.strip .chip').nth(target).click();
    await page.getByRole('tab', { name: 'Attack' }).click();
    if (await page.getByTestId('attack').isEnabled()) await page.getByTestId('attack').click();
    const before = await page.locator('.strip li.now').innerText();
    await page.getByTestId('end-turn').click();
    await expect.poll(() => page.locator('.strip li.now').innerText()).not.toBe(before);
  }
  await page.getByTestId('tab-players').click();
  await page.getByTestId('blackout').check();
  await expect(players.locator('.black')).toBeVisible();
  await page.getByTestId('blackout').uncheck();
  await players.bringToFront();
  await expect(players.getByTestId('player-turn')).toBeVisible();
  await expect(players.getByTestId('player-banner')).toBeVisible();
  await screenshot(players, 'players-screen');

  const all = received.join('\n');
  expect(all.length).toBeGreaterThan(1000);
  for (const h of hidden) {
    expect(all).not.toContain(h.name);
    expect(all).not.toContain(`"${h.id}"`);
  }
  expect(all).not.toContain(enc.gmNotes);
  for (const c of enc.combatants) if (c.notes) expect(all).not.toContain(c.notes);
  for (const field of ['"attributes"', '"skills"', '"weapons"', '"hitPoints"', '"passiveDefence"', '"gmNotes"', '"notes"', '"sheet"', '"seed"']) expect(all).not.toContain(field);
  // NPC harm reaches the players as words only.
  expect(all).not.toMatch(/Bruiser[^"]*\d+\/\d+ HP/);
  // And the view is not empty: the visible combatants are there.
  for (const c of enc.combatants.filter((x) => !x.hidden)) expect(all).toContain(c.name);
  expect(problems).toEqual([]);
});

import { fogCount } from '../../shared/projection/fogRuns';
import { test, expect, screenshot, endTurn, openPlayersCapturing } from './fixtures';
import { EXAMPLES } from '../../shared/sim/examples';

// Everything the players' screen receives during a scripted fight is captured and searched for GM
// secrets: the hidden combatant, GM notes, combatant notes, NPC sheets and NPC numbers.
test('the players screen never receives GM-only data, and shows what it should', async ({ page, context, problems }) => {
  const enc = EXAMPLES.yaugs();
  const hidden = enc.combatants.filter((c) => c.hidden);
  expect(hidden.length).toBeGreaterThan(0);

  await page.goto('/');
  await page.getByTestId('sample-yaugs').click();
  await page.getByTestId('start-combat').click();
  // Every response body the players' page gets is captured, from the first request on.
  const { players, received } = await openPlayersCapturing(page, context);
  // The view is pushed: the page never asks for it again.
  const asked: string[] = [];
  players.on('request', (r) => void (r.url().includes('/api/') && asked.push(r.url())));
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
    await endTurn(page);
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
  expect(all).toContain('"kind":"view"');
  expect(asked).toEqual([]);
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

test('fog of war: the players see only what the GM reveals', async ({ page, context, problems }) => {
  await page.goto('/');
  await page.getByTestId('sample-vers').click();
  await page.getByTestId('start-combat').click();
  await page.getByTestId('tab-players').click();
  const [players] = await Promise.all([context.waitForEvent('page'), page.getByTestId('player-view').click()]);
  await expect(players.getByTestId('player-turn')).toBeVisible();
  await page.bringToFront();
  const visibleTokens = async () => {
    const r = await players.evaluate(async () => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="hexfray-token"]')!.content;
      const res = await fetch('./api/player.view', { method: 'POST', headers: { 'X-Hexfray-Token': token }, body: '[0]' });
      return (await res.json()) as { value: { view: { tokens: unknown[]; map: { fog: [number, number, number][] } } } };
    });
    return { tokens: r.value.view.tokens.length, fog: fogCount(r.value.view.map.fog) };
  };
  const open = await visibleTokens();
  expect(open.fog).toBe(0);

  await page.getByTestId('fog-manual').check();
  // The whole map dark by hand: the players still see their own characters, their list and whose turn it is.
  const pcs = EXAMPLES.vers().combatants.filter((c) => c.side === 'pc');
  await expect.poll(async () => (await visibleTokens()).tokens).toBe(pcs.length);
  await expect(players.getByTestId('player-roster-row')).toHaveCount(pcs.length);
  await expect(players.getByTestId('player-turn')).toContainText(`${pcs[0]!.name}'s turn`);
  // Reveal by brush: a drag across the middle of the map.
  await page.getByTestId('fog-reveal').click();
  const box = (await page.locator('canvas[data-layer="interactive"]').boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.5);
  await page.mouse.down();
  for (let i = 1; i <= 30; i++) await page.mouse.move(box.x + box.width * (0.1 + i * 0.027), box.y + box.height * 0.5);
  await page.mouse.up();
  const revealed = await visibleTokens();
  expect(revealed.fog).toBeLessThan(20 * 14);

  await page.getByTestId('fog-auto').check();
  // What the PCs see is revealed on top of what the brush revealed.
  await expect.poll(async () => (await visibleTokens()).fog).toBeLessThan(revealed.fog);
  expect((await visibleTokens()).tokens).toBeGreaterThanOrEqual(2);
  await players.bringToFront();
  await players.waitForTimeout(600);
  await screenshot(players, 'players-fog');
  expect(problems).toEqual([]);
});

// What a player needs from the TV without asking the GM (issue 21): whose turn it is and who is
// next, conditions in words, how the last attack went, names on the tokens when the GM wants them,
// a line that gives nothing away while someone unseen acts, full screen, and the end of the fight.
test('the players screen says whose turn, who is next, conditions, the last blow, and when the fight is over', async ({ page, context, problems }) => {
  const enc = EXAMPLES.yaugs();
  const lurker = enc.combatants.find((c) => c.hidden)!;
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await page.getByTestId('sample-yaugs').click();
  await page.getByTestId('start-combat').click();
  await page.getByTestId('tab-players').click();
  const [players] = await Promise.all([context.waitForEvent('page'), page.getByTestId('player-view').click()]);
  await players.setViewportSize({ width: 1280, height: 720 });
  const turn = players.getByTestId('player-turn');
  await expect(turn).toHaveText("Round 1 · Aldric's turn · then Wren, Bruiser, Sentry");
  await page.bringToFront();

  // A condition (with a GM note nobody else reads) shows in words on the players' list.
  await page.locator('.strip .chip', { hasText: 'Aldric' }).click();
  const panel = page.getByTestId('combatant-panel');
  await panel.getByTestId('condition-name').fill('prone');
  await panel.getByTestId('condition-add').click();
  const aldric = players.getByTestId('player-roster-row').filter({ hasText: 'Aldric' });
  await expect(aldric.getByTestId('player-conditions')).toHaveText('prone');
  // One with a duration says how long it lasts.
  await panel.getByTestId('condition-name').fill('stunned');
  await panel.getByTestId('condition-turns').fill('2');
  await panel.getByTestId('condition-add').click();
  await expect(aldric.getByTestId('player-conditions')).toHaveText('prone, stunned (2 turns left)');

  // Before the first roll the band says so, in the space the roll will take: the map keeps its place.
  const noRoll = players.getByTestId('player-no-roll');
  await expect(noRoll).toHaveText('No rolls yet');
  const mapBefore = await players.getByTestId('player-map').boundingBox();
  await screenshot(players, 'players-no-roll');

  // Turns with attacks until a blow lands on the banner, in words, with a space before each dot.
  const banner = players.getByTestId('player-banner');
  for (let i = 0; i < 8 && !(await banner.isVisible()); i++) {
    await page.getByRole('tab', { name: 'Attack' }).click();
    const names = (await page.locator('.strip .chip .name').allInnerTexts()).map((n) => n.trim());
    const current = (await page.locator('.strip li.now .name').innerText()).trim();
    await page.locator('.strip .chip').nth(names.findIndex((n) => n !== current && n !== lurker.name)).click();
    await page.getByRole('tab', { name: 'Attack' }).click();
    if (await page.getByTestId('attack').isEnabled()) await page.getByTestId('attack').click();
    if ((await page.locator('.strip li.now .name').innerText()).trim() === current) await endTurn(page);
  }
  await expect(banner).toHaveText(/attacks .+: (hit|miss|parried|blocked|hit, no harm done|the cover takes it)/);
  expect(await banner.innerText()).not.toMatch(/\S·/);
  await expect(noRoll).toHaveCount(0);
  expect(await players.getByTestId('player-map').boundingBox()).toEqual(mapBefore);
  // At 1280 px the whole roll line shows: nothing of it is cut off.
  const cut = await banner.locator('.text').evaluate((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1);
  expect(cut).toBe(false);

  // The hidden archer's turn reads as the line between rounds does: nothing says someone unseen acts.
  for (let i = 0; i < 8 && (await page.locator('.strip li.now .name').innerText()).trim() !== lurker.name; i++) await endTurn(page);
  await expect(page.locator('.strip li.now .name')).toHaveText(lurker.name);
  await expect(turn).toHaveText(/^Round \d+ · next up: round \d+$/);

  // Names on the tokens, from the GM's Players tab: the players' map changes.
  const before = await players.getByTestId('player-map').screenshot();
  await page.getByTestId('tab-players').click();
  await page.getByTestId('player-names').check();
  await expect.poll(async () => (await players.getByTestId('player-map').screenshot()).equals(before)).toBe(false);
  await page.getByTestId('player-names').uncheck();
  await expect.poll(async () => (await players.getByTestId('player-map').screenshot()).equals(before)).toBe(true);

  // Full screen by the button and by F.
  await players.bringToFront();
  await players.getByTestId('player-fullscreen').click();
  await expect.poll(() => players.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await expect(players.getByTestId('player-fullscreen')).toContainText('Leave full screen');
  await players.keyboard.press('f');
  await expect.poll(() => players.evaluate(() => document.fullscreenElement !== null)).toBe(false);
  await screenshot(players, 'players-turn-line');

  // The end of the fight.
  await page.bringToFront();
  await page.getByTestId('end-combat').click();
  await page.getByTestId('end-combat-confirm').click();
  await expect(players.getByTestId('player-over')).toHaveText('The fight is over');
  expect(problems).toEqual([]);
});

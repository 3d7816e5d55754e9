import { fogCount } from '../../shared/projection/fogRuns';
import { test, expect, screenshot, endTurn } from './fixtures';
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
  await page.getByTestId('tab-players').click();
  const [players] = await Promise.all([context.waitForEvent('page'), page.getByTestId('player-view').click()]);

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
  await expect.poll(async () => (await visibleTokens()).tokens).toBe(0);
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

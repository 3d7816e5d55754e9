// Two phones at the table on the players' listener (issue 28), beside the TV: one plays Aldric
// (then Wren, whose bow shot it types the die for), one the party.
// The GM turns the listener on from the Players tab; the phones join with the code, see their turn
// and pings, a reveal reaches the party's phone and never the PC's, a dropped phone comes back with
// the whole view, and nothing GM-only (the hidden lurker, notes, NPC numbers) reaches either.
// The listener is where HEXFRAY_LAN_PORT and HEXFRAY_LAN_HOST put it (5180 on every interface
// unless set); the test reads its address off the Players tab, as a GM would.
import type { Browser, Page } from '@playwright/test';
import { test, expect, screenshot, startFightFrom, endTurn, openPlayersCapturing } from './fixtures';
import { EXAMPLES, MORE_EXAMPLES } from '../../shared/sim/examples';
import { hexOnPage } from './boardPoints';

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
// Bo holds his phone on its side.
const ON_ITS_SIDE = { ...PHONE, viewport: { width: 740, height: 360 } };

/** A phone's page, with every server-sent message it receives collected from the network. */
async function phone(browser: Browser, url: string, name: string, device = PHONE): Promise<{ page: Page; received: string[]; errors: string[] }> {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  const received: string[] = [];
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    // A stream cut on purpose logs a network error; anything else is a fault.
    if (m.type() === 'error' && !/ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|net::ERR/.test(m.text())) errors.push(m.text());
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.eventSourceMessageReceived', (e) => received.push(e.data));
  page.on('response', async (r) => {
    if (r.url().endsWith('/events')) return;
    try {
      received.push(await r.text());
    } catch {
      // no body
    }
  });
  await page.goto(url);
  await expect(page.getByTestId('device-code')).not.toHaveValue('');
  await page.getByTestId('device-name').fill(name);
  await screenshot(page, `lan-phone-join-${name}`);
  await page.getByTestId('device-join-button').click();
  await expect(page.getByTestId('device-turn')).toBeVisible();
  return { page, received, errors };
}

/** Turns the players' listener on from the GM's Players tab; the address and join code the tab shows. */
async function listenerOn(page: Page): Promise<{ address: string; code: string }> {
  await page.getByTestId('tab-players').click();
  await page.getByTestId('lan-on').click();
  const address = (await page.getByTestId('lan-address').first().innerText()).trim();
  const code = (await page.getByTestId('lan-code').innerText()).trim();
  return { address, code };
}

/** The YAUGS sample started as `name`, the listener on, and a phone joined as `who`, seeing Aldric's turn. */
async function yaugsWithPhone(page: Page, browser: Browser, name: string, who: string): Promise<Awaited<ReturnType<typeof phone>>> {
  const enc = EXAMPLES.yaugs();
  enc.name = `${name} ${Date.now()}`;
  await startFightFrom(page, enc);
  const { address, code } = await listenerOn(page);
  const device = await phone(browser, `${address}#code=${code}`, who);
  await expect(device.page.getByTestId('device-turn')).toContainText('Aldric');
  return device;
}

/** The texts on the page's screen set in a font under 14 px. */
function smallText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()) && e.checkVisibility() && parseFloat(getComputedStyle(e).fontSize) < 14)
      .map((e) => `${e.textContent!.trim()} (${getComputedStyle(e).fontSize})`),
  );
}

test('two phones and the TV: turns, typed dice, pings, a reveal and a drop, and nothing GM-only', async ({ page, context, browser, problems }) => {
  // The YAUGS sample with the Bruiser beside Aldric, so the Bruiser's turn is a punch at a PC.
  const enc = EXAMPLES.yaugs();
  enc.name = 'Players at the table';
  enc.combatants.find((c) => c.id === 'bruiser')!.position = { q: 1, r: 6 };
  await startFightFrom(page, enc);
  await expect(page.locator('.strip li.now .name')).toHaveText('Aldric');
  const { address, code } = await listenerOn(page);
  await expect(page.getByTestId('lan-qr')).toBeVisible();
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  await screenshot(page, 'lan-players-tab-on');
  // The TV window, with everything it receives (its pushed stream too) kept for the leak check.
  const { players: tv, received: tvReceived } = await openPlayersCapturing(page, context);
  await page.bringToFront();

  // The QR code's address carries the code in its fragment: the phone finds it filled in.
  const ana = await phone(browser, `${address}#code=${code}`, 'Ana');
  const bo = await phone(browser, `${address}#code=${code}`, 'Bo', ON_ITS_SIDE);
  await expect(page.getByTestId('lan-device')).toHaveCount(2);

  // Ana plays Aldric, whose turn it is: the banner says so; Bo, the party, gets none.
  await ana.page.getByTestId('device-as').selectOption({ label: 'Aldric' });
  await expect(ana.page.getByTestId('device-your-turn')).toContainText('Your turn');
  await expect(ana.page.getByTestId('device-me')).toContainText('Aldric');
  await expect(ana.page.getByTestId('device-me-detail')).toBeVisible();
  // At 360 px all of it is on the screen at once, nothing to scroll to: the map, the banner, the
  // player's PC and the whole order; and no text is smaller than 14 px.
  for (const id of ['device-your-turn', 'device-map', 'device-me', 'device-roster']) await expect(ana.page.getByTestId(id)).toBeInViewport({ ratio: 1 });
  expect(await smallText(ana.page)).toEqual([]);
  await expect(bo.page.getByTestId('device-turn')).toContainText("Aldric's turn");
  await expect(bo.page.getByTestId('device-your-turn')).toHaveCount(0);
  // On its side the map runs down the left and the order beside it, both whole on the screen.
  for (const id of ['device-map', 'device-roster']) await expect(bo.page.getByTestId(id)).toBeInViewport({ ratio: 1 });
  const [boMap, boOrder] = [(await bo.page.getByTestId('device-map').boundingBox())!, (await bo.page.getByTestId('device-roster').boundingBox())!];
  expect(boMap.x + boMap.width).toBeLessThanOrEqual(boOrder.x);
  expect(await smallText(bo.page)).toEqual([]);
  await expect(page.getByTestId('lan-device-plays').first()).toContainText('Aldric');

  // Ana pings a hex: Bo's phone and the GM's tab show it, with her name.
  const box = (await ana.page.getByTestId('device-map').boundingBox())!;
  // A quick tap on a touch screen is looking around, not a ping.
  await ana.page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await ana.page.waitForTimeout(300);
  await expect(bo.page.getByTestId('device-pings')).toHaveCount(0);
  // Two fingers spreading apart zoom the map in, however long they stay down: a pinch is no ping.
  const touch = await ana.page.context().newCDPSession(ana.page);
  const unpinched = await ana.page.getByTestId('device-map').screenshot();
  const pingsSent: string[] = [];
  const sent = (r: { url(): string }) => void (r.url().endsWith('/ping') && pingsSent.push(r.url()));
  ana.page.on('request', sent);
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  const fingers = (spread: number) => [{ x: cx - spread, y: cy, id: 1 }, { x: cx + spread, y: cy, id: 2 }];
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
  for (let spread = 30; spread <= 100; spread += 10) {
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
    await ana.page.waitForTimeout(70);
  }
  // One finger lifts, then the other, as off a real screen (the last one up is a touch's release on a hex).
  await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [fingers(100)[1]!] });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  expect(await ana.page.getByTestId('device-map').screenshot()).not.toEqual(unpinched);
  // One finger dragged across pans it, however long it stays down: no ping either.
  const unpanned = await ana.page.getByTestId('device-map').screenshot();
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: cx, y: cy, id: 3 }] });
  for (let dx = 10; dx <= 80; dx += 10) {
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: cx - dx, y: cy + dx / 2, id: 3 }] });
    await ana.page.waitForTimeout(70);
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  expect(await ana.page.getByTestId('device-map').screenshot()).not.toEqual(unpanned);
  await ana.page.waitForTimeout(300);
  ana.page.off('request', sent);
  expect(pingsSent).toEqual([]);
  await expect(bo.page.getByTestId('device-pings')).toHaveCount(0);
  // A long press does.
  const at = [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }];
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at });
  await ana.page.waitForTimeout(600);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(bo.page.getByTestId('device-pings')).toContainText('Ana');
  await expect(page.getByTestId('lan-pings-now')).toContainText('Ana');
  await expect(tv.getByTestId('player-pings')).toContainText('Ana');
  await page.getByTestId('lan-panel').scrollIntoViewIfNeeded();
  await screenshot(page, 'lan-players-tab-devices');
  // The GM pings too.
  await page.getByTestId('lan-ping-tool').click();
  const gmMap = (await page.locator('.map-wrap .map').boundingBox())!;
  await page.mouse.click(gmMap.x + gmMap.width / 3, gmMap.y + gmMap.height / 3);
  await expect(ana.page.getByTestId('device-pings')).toContainText('GM');
  await screenshot(ana.page, 'lan-phone-pc');
  // A ping shows for a few seconds, then goes from every screen.
  await expect(ana.page.getByTestId('device-pings')).toHaveCount(0, { timeout: 6000 });
  await expect(tv.getByTestId('player-pings')).toHaveCount(0, { timeout: 1000 });

  // Wren's turn: Ana now plays Wren, who shoots the Bruiser. Her phone asks for Wren's dice; her
  // faces land in the GM's table dice field, the GM adds the Bruiser's, and only the GM's Attack uses them.
  await endTurn(page);
  await ana.page.getByTestId('device-as').selectOption({ label: 'Wren' });
  await expect(ana.page.getByTestId('device-your-turn')).toContainText('Your turn, Wren');
  await page.locator('.strip .chip', { hasText: 'Bruiser' }).click();
  await page.getByRole('tab', { name: 'Attack' }).click();
  await expect(ana.page.getByTestId('device-dice-ask')).toContainText('Bow: d100');
  await expect(ana.page.getByTestId('device-dice')).toBeInViewport({ ratio: 1 });
  await expect(ana.page.getByTestId('device-your-turn')).toBeInViewport({ ratio: 1 });
  await expect(bo.page.getByTestId('device-dice')).toHaveCount(0);
  await ana.page.getByTestId('device-dice-faces').fill('0');
  await ana.page.getByTestId('device-dice-send').click();
  await expect(ana.page.getByTestId('device-message')).toContainText('in order');
  // Wren's damage is hers to roll too; it is read after the Bruiser's Active Defence, so it lands after it.
  await expect(ana.page.getByTestId('device-dice-ask')).toContainText('then Damage (Longbow)');
  await ana.page.getByTestId('device-dice-faces').fill('7 3');
  await ana.page.getByTestId('device-dice-send').click();
  await expect(ana.page.getByTestId('device-message')).toContainText('Sent to the GM');
  await expect(page.getByTestId('typed-dice')).toHaveValue('7 ? 3');
  await expect(page.locator('.toast').last()).toContainText('Ana rolled 7 3 for Wren');
  // Nothing happened by itself: the log has no attack until the GM attacks.
  await expect(page.getByTestId('log')).not.toContainText('Bow');
  await page.getByTestId('typed-dice').fill('7 90 3');
  await page.getByTestId('attack').click();
  await expect(bo.page.getByTestId('device-turn')).toContainText("Wren's turn");
  await page.getByTestId('tab-players').click();

  // The GM reveals the Bruiser's numbers: the party's phone shows them, the PC's phone never.
  await page.getByTestId('players-panel').getByLabel('Bruiser').check();
  const boBruiser = bo.page.getByTestId('device-roster-row').filter({ hasText: 'Bruiser' });
  await expect(boBruiser.locator('.detail')).toHaveCount(1);
  await expect(ana.page.getByTestId('device-roster-row').filter({ hasText: 'Bruiser' }).locator('.detail')).toHaveCount(0);
  // The TV shows the party's view: the revealed numbers too.
  await expect(tv.getByTestId('player-roster-row').filter({ hasText: 'Bruiser' }).getByTestId('player-harm-detail')).toHaveCount(1);

  // Bo's phone and the TV lose the network; the turn moves on meanwhile; back online each shows the new turn within 2 s.
  await bo.page.context().setOffline(true);
  await expect(bo.page.getByTestId('device-reconnecting')).toBeVisible();
  // The TV shares the GM window's browser, so only its own page goes offline.
  const tvNet = await context.newCDPSession(tv);
  await tvNet.send('Network.enable');
  await tvNet.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await page.bringToFront();
  await endTurn(page);
  const now = (await page.locator('.strip li.now .name').innerText()).trim();
  expect(now).toBe('Bruiser');
  await page.waitForTimeout(500);
  await expect(tv.getByTestId('player-turn')).not.toContainText(`${now}'s turn`);
  await expect(tv.getByTestId('player-reconnecting')).toBeVisible();
  await bo.page.context().setOffline(false);
  await tvNet.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(bo.page.getByTestId('device-turn')).toContainText(`${now}'s turn`, { timeout: 2000 });
  await expect(tv.getByTestId('player-turn')).toContainText(`${now}'s turn`, { timeout: 2000 });
  await expect(tv.getByTestId('player-reconnecting')).toHaveCount(0);
  await expect(bo.page.getByTestId('device-reconnecting')).toHaveCount(0);
  await expect(ana.page.getByTestId('device-your-turn')).toHaveCount(0);
  await screenshot(bo.page, 'lan-phone-party');

  // The Bruiser punches Aldric, whom Ana plays again: Aldric's Active Defence and parry are his
  // player's to roll though the Bruiser's die comes first. Her faces land after it in the GM's
  // field; the GM types the Bruiser's die where the ? stands, and only then can attack.
  await ana.page.getByTestId('device-as').selectOption({ label: 'Aldric' });
  await page.locator('.strip .chip', { hasText: 'Aldric' }).click();
  await page.getByRole('tab', { name: 'Attack' }).click();
  await expect(ana.page.getByTestId('device-dice-ask')).toContainText('Active Defence: d100, then parry with Longsword: d100 (if the attack wins)');
  await expect(ana.page.getByTestId('device-dice-ask')).not.toContainText('Bruiser');
  await screenshot(ana.page, 'lan-phone-defence-ask');
  await ana.page.getByTestId('device-dice-faces').fill('45 30');
  await ana.page.getByTestId('device-dice-send').click();
  await expect(page.getByTestId('typed-dice')).toHaveValue('? 45 30');
  await expect(page.locator('.toast').last()).toContainText('Ana rolled 45 30 for Aldric');
  await expect(page.getByTestId('dice-error')).toContainText('Die 1 (Bruiser: Brawling) is still to type');
  await expect(page.getByTestId('attack')).toBeDisabled();
  await screenshot(page, 'lan-gm-defence-faces');
  await expect(page.getByTestId('log')).not.toContainText('Brawling');
  await page.getByTestId('typed-dice').fill('62 45 30 4');
  const blows = await page.getByTestId('log').locator('li').count();
  await page.getByTestId('attack').click();
  await expect.poll(() => page.getByTestId('log').locator('li').count()).toBeGreaterThan(blows);
  await expect(page.getByTestId('typed-dice')).toHaveValue('');
  await screenshot(page, 'lan-gm-after-punch');
  await screenshot(tv, 'lan-tv');
  await page.bringToFront();
  await page.getByTestId('tab-players').click();

  // The GM removes Bo's phone: it is told at once and cannot act.
  // Bo joined second.
  await expect(page.getByTestId('lan-device-name').nth(1)).toHaveValue('Bo');
  await page.getByTestId('lan-device').nth(1).getByTestId('lan-device-remove').click();
  await expect(bo.page.getByTestId('device-removed')).toBeVisible();
  await expect(page.getByTestId('lan-device')).toHaveCount(1);

  // Nothing GM-only reached either phone.
  for (const p of [ana, bo]) {
    const all = p.received.join('\n');
    expect(all.length).toBeGreaterThan(1000);
    const lurker = enc.combatants.find((c) => c.hidden)!;
    expect(all).not.toContain(lurker.name);
    expect(all).not.toContain(`"${lurker.id}"`);
    for (const c of enc.combatants) if (c.notes) expect(all).not.toContain(c.notes);
    if (enc.gmNotes) expect(all).not.toContain(enc.gmNotes);
    expect(p.errors).toEqual([]);
  }
  // Nor the TV, which got its view pushed like the phones.
  const tvAll = tvReceived.join('\n');
  expect(tvAll).toContain('"kind":"view"');
  const lurker = enc.combatants.find((c) => c.hidden)!;
  expect(tvAll).not.toContain(lurker.name);
  expect(tvAll).not.toContain(`"${lurker.id}"`);
  for (const c of enc.combatants) if (c.notes) expect(tvAll).not.toContain(c.notes);
  if (enc.gmNotes) expect(tvAll).not.toContain(enc.gmNotes);
  for (const field of ['"attributes"', '"skills"', '"weapons"', '"hitPoints"', '"gmNotes"', '"notes"', '"sheet"', '"seed"']) expect(tvAll).not.toContain(field);
  // The PC's phone never got an NPC's numbers, even revealed ones.
  const anaFrames = ana.received.filter((r) => r.startsWith('{"view":{')).map((r) => JSON.parse(r) as { view: { tokens: { side: string; harmDetail: string | null }[] } });
  expect(anaFrames.length).toBeGreaterThan(0);
  for (const f of anaFrames) for (const t of f.view.tokens) if (t.side !== 'pc') expect(t.harmDetail).toBeNull();

  // Turning it off disconnects Ana at once.
  await page.getByTestId('lan-off').click();
  await expect(ana.page.getByTestId('device-reconnecting')).toBeVisible();
  await expect(page.getByTestId('lan-on')).toBeVisible();
  expect(problems).toEqual([]);
});

test('after the GM window reloads, the Players tab shows the phones still joined; they and the TV follow the fight', async ({ page, context, browser, problems }) => {
  const ana = await yaugsWithPhone(page, browser, 'Reloaded table', 'Ana');
  const { players: tv } = await openPlayersCapturing(page, context);
  await expect(tv.getByTestId('player-turn')).toContainText('Aldric');
  await page.bringToFront();
  // The GM's window reloads mid-fight (a crash, F5): the fight comes back through recovery.
  await page.reload();
  await page.getByTestId('recover').click();
  await expect(page.locator('.strip li.now .name')).toHaveText('Aldric');
  await page.getByTestId('tab-players').click();
  // Main kept the listener on: the tab says so at once, with the phone joined, not "Off".
  await expect(page.getByTestId('lan-code')).toBeVisible();
  await expect(page.getByTestId('lan-device')).toHaveCount(1);
  // And the phone follows the turn without the GM turning anything on again.
  await endTurn(page);
  await expect(ana.page.getByTestId('device-turn')).toContainText('Wren');
  await expect(tv.getByTestId('player-turn')).toContainText('Wren');
  expect(ana.errors).toEqual([]);
  await page.getByTestId('lan-off').click();
  expect(problems).toEqual([]);
});

test("a phone shows what the GM shares with the players: the fire pot's template, and a PC's harm word once", async ({ page, browser, problems }) => {
  const sample = MORE_EXAMPLES.find((e) => e.slug === 'the-quarry-grenadier')!;
  const enc = { ...sample.encounter(), name: `Phone template ${Date.now()}` };
  for (const [id, q, r] of [['ilse', 6, 6], ['oskar', 6, 7]] as const) enc.combatants.find((c) => c.id === id)!.position = { q, r };
  await startFightFrom(page, enc);
  const { address, code } = await listenerOn(page);
  const ilse = await phone(browser, `${address}#code=${code}`, 'Ana');
  await ilse.page.getByTestId('device-as').selectOption({ label: 'Ilse' });
  // Unhurt, Ilse's own line says so once, not "unhurt Unhurt".
  const me = ilse.page.getByTestId('device-me');
  await expect(me).toContainText('Ilse');
  expect((await me.innerText()).match(/unhurt/gi)?.length ?? 0).toBeLessThanOrEqual(1);
  await page.bringToFront();

  const now = page.locator('.strip li.now .name');
  for (let i = 0; i < 8 && (await now.innerText()) !== 'Mags the Grenadier'; i++) await endTurn(page);
  await page.getByTestId('tab-attack').click();
  await page.getByTestId('weapon').selectOption('Fire pot');
  await page.getByTestId('share-area').check();
  const aim = await hexOnPage(page.locator('.map-wrap .map'), enc.map, { q: 7, r: 6 });
  const legend = ilse.page.getByTestId('player-area-legend');
  await page.mouse.move(aim.x, aim.y);
  await expect(page.getByTestId('area-target')).toHaveCount(2);
  await expect(legend).toHaveCount(0);
  // The click that fixes the aim shares it: the phone draws it with its key, as the TV does.
  await page.mouse.click(aim.x, aim.y);
  await expect(legend).toContainText('Where the attack Mags the Grenadier aims will land');
  await screenshot(ilse.page, 'lan-phone-area-shared');
  await page.getByTestId('share-area').uncheck();
  await expect(legend).toHaveCount(0);
  await page.getByTestId('tab-players').click();
  await page.getByTestId('lan-off').click();
  await expect(page.getByTestId('lan-on')).toBeVisible();
  expect(ilse.errors).toEqual([]);
  expect(problems).toEqual([]);
});

test('a phone shows the "where to stand" shading the GM shares on a PC\u2019s turn, with its key', async ({ page, browser, problems }) => {
  const bo = await yaugsWithPhone(page, browser, 'Phone shading', 'Bo');
  const legend = bo.page.getByTestId('player-shade-legend');
  await expect(legend).toHaveCount(0);
  await page.bringToFront();
  await page.getByTestId('share-best').check();
  // As on the TV: Aldric is too far to strike this turn, and the key says so.
  await expect(legend).toContainText('Aldric can reach the shaded hexes, but strike from none of them this turn');
  await screenshot(bo.page, 'lan-phone-shade-shared');
  await page.getByTestId('share-best').uncheck();
  await expect(legend).toHaveCount(0);
  await page.getByTestId('lan-off').click();
  await expect(page.getByTestId('lan-on')).toBeVisible();
  expect(bo.errors).toEqual([]);
  expect(problems).toEqual([]);
});

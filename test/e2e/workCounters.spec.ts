// How much work a turn start, a pan and a hover do on the table at its largest (200x200 VERS, 500
// tokens), counted rather than timed: static-layer paints, interactive paints, attack plans,
// players' projections (src-renderer/map/workCounters.ts) and DOM mutations in the side column and
// the turn strip. A
// regression that redraws the board when only tokens move, plans an attack twice per turn start or
// rewrites a hidden panel raises a count past its ceiling here, however fast or loaded the machine.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { hexOnPage } from './boardPoints';
import type { Hex } from '../../shared/hex';
import { tableEncounter } from '../bench/tableFight';
import { endTurnByKey, openSession, saveTableFight, settle } from './tableSessions';
import type { WorkCounters } from '../../src-renderer/map/workCounters';

type Work = WorkCounters & { sideMutations: number; stripMutations: number };

const encounter = tableEncounter();
/**
 * Label box tests at one turn start on the fitted table, at most: about 200 measured. Testing every
 * token in view, as before the grid of boxes, took 500 at a label's first angle alone.
 */
const LABEL_TESTS = 400;

/** Every counter and the side column's mutation records since the last call. */
async function work(page: Page): Promise<Work> {
  return page.evaluate(() => {
    const w = window as unknown as { __hexfrayCounters: WorkCounters; __sideMutations: number; __stripMutations: number; __last?: Work };
    const now: Work = { ...w.__hexfrayCounters, sideMutations: w.__sideMutations, stripMutations: w.__stripMutations };
    const last = w.__last;
    w.__last = now;
    return Object.fromEntries(Object.entries(now).map(([k, v]) => [k, v - (last?.[k as keyof Work] ?? 0)])) as Work;
  });
}

test('work counters: a turn start, a pan and a hover on the 200x200 table stay under their ceilings', async ({ page, context, problems }) => {
  test.setTimeout(240_000);
  const name = saveTableFight('Work counters', encounter);
  await page.goto('/?counters');
  await openSession(page, name);
  await page.evaluate(() => {
    const w = window as unknown as { __sideMutations: number; __stripMutations: number };
    w.__sideMutations = 0;
    w.__stripMutations = 0;
    const all = { subtree: true, childList: true, characterData: true, attributes: true };
    new MutationObserver((records) => (w.__sideMutations += records.length)).observe(document.querySelector('aside.side')!, all);
    new MutationObserver((records) => (w.__stripMutations += records.length)).observe(document.querySelector('.strip')!, all);
  });
  // The players' screen open, so every command publishes a projection.
  await page.getByTestId('tab-players').click();
  const [players] = await Promise.all([context.waitForEvent('page'), page.getByTestId('player-view').click()]);
  // Opened again with its counters, as the GM's button opened it.
  const address = new URL(players.url());
  address.searchParams.set('counters', '');
  await players.goto(address.href);
  await expect(players.getByTestId('player-turn')).toBeVisible({ timeout: 60_000 });
  const playersFits = () => players.evaluate(() => (window as unknown as { __hexfrayCounters: WorkCounters }).__hexfrayCounters.boardFits);
  await page.bringToFront();
  await page.getByTestId('tab-attack').click();
  const mapBox = page.locator('div.map[role="application"]');
  // Fitted again to the box as the strip of 500 chips left it, so hexOnPage holds.
  await mapBox.focus();
  await page.keyboard.press('0');
  await settle(page);
  const box = (await mapBox.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await settle(page);
  await work(page);

  // Turn starts: tokens and the side panel change, the board does not.
  const TURNS = 3;
  type Kept = { __weaponList: HTMLSelectElement | null; __weaponOptions: HTMLOptionElement[] };
  await page.evaluate(() => {
    const w = window as unknown as Kept;
    w.__weaponList = document.querySelector<HTMLSelectElement>('[data-testid="weapon"]');
    w.__weaponOptions = [...(w.__weaponList?.options ?? [])];
  });
  const fitsBefore = await playersFits();
  expect(fitsBefore, 'the players\' screen framed its board when it opened').toBeGreaterThan(0);
  const playersTurnBefore = await players.getByTestId('player-turn').innerText();
  for (let i = 0; i < TURNS; i++) await endTurnByKey(page);
  const turns = await work(page);
  // The players' screen shows the whole board: it follows the turns without framing the board again
  // (made anew at each view, its 40,000 hexes were most of the TV's work at a turn).
  await expect(players.getByTestId('player-turn')).not.toHaveText(playersTurnBefore);
  expect(await playersFits(), 'the players\' screen framing its board again over 3 turn starts').toBe(fitsBefore);
  // The weapon list and its options stay the same elements from actor to actor, relabelled (put in,
  // taken out or made anew, the browser's form tracking laid the whole page out again), and the
  // list still names the weapon in use.
  const kept = await page.evaluate(() => {
    const w = window as unknown as Kept;
    const list = document.querySelector<HTMLSelectElement>('[data-testid="weapon"]');
    return { list: !!list && list === w.__weaponList, options: [...(list?.options ?? [])].every((o, i) => i >= w.__weaponOptions.length || o === w.__weaponOptions[i]) };
  });
  expect(kept, 'the weapon list and its options kept over 3 turn starts').toEqual({ list: true, options: true });
  const list = await page.evaluate(() => { const s = document.querySelector<HTMLSelectElement>('[data-testid="weapon"]')!; return { value: s.value, first: s.options[0]?.value, options: s.options.length, hidden: s.hidden }; });
  expect(list.value, 'the weapon in use: the acting one\'s first').toBe(list.first);
  expect(list.hidden, 'the list shown for two weapons or more, else hidden').toBe(list.options < 2);
  expect(turns.staticPaints, 'a turn start repainted the static layer').toBe(0);
  // Nor is the static layer's cache copied onto its canvas again: the board did not change.
  expect(turns.layerCopies, 'layer copies over 3 turn starts').toBe(0);
  expect(turns.interactivePaints, 'interactive paints over 3 turn starts').toBeLessThanOrEqual(TURNS);
  // Of the 500 tokens on the fitted board, who acted and who acts (their rings) and the few touching
  // them are drawn again at each turn start; the rest keep their pixels (map/tokenLayer.ts).
  expect(turns.tokensDrawn, 'tokens drawn over 3 turn starts').toBeLessThanOrEqual(12 * TURNS);
  // The range rings' labels tried at 16 angles each against the token boxes near each try, not all
  // 500 in view.
  expect(turns.labelBoxTests, 'label box tests over 3 turn starts').toBeLessThanOrEqual(LABEL_TESTS * TURNS);
  expect(turns.projections, 'players\' projections over 3 turn starts').toBeLessThanOrEqual(TURNS);
  expect(turns.projections, 'the players\' screen followed the turns').toBeGreaterThan(0);
  // Nobody is targeted at these turn starts (the pointer rests on empty ground): nothing to plan.
  expect(turns.plans, 'attack plans over 3 turn starts with no target').toBe(0);
  // The strip's and the panel's few changed texts (about 5 records a turn), never a panel rebuilt.
  expect(turns.sideMutations, 'side column mutations over 3 turn starts').toBeLessThanOrEqual(8 * TURNS);
  // Of 500 tokens and 500 chips, only those of who acted and who acts are made again (their views
  // otherwise cost about 1.5 ms of every turn start's frame at this table).
  expect(turns.tokenViews, 'map token views made over 3 turn starts').toBeLessThanOrEqual(2 * TURNS);
  expect(turns.chipViews, 'strip chip views made over 3 turn starts').toBeLessThanOrEqual(2 * TURNS);
  // The long strip works out its window and scroll from what it measured once: a layout read in
  // a turn start's update forced the page's layout before the frame's own (twice a turn start).
  expect(turns.stripLayoutReads, 'turn strip layout reads over 3 turn starts').toBe(0);
  // The strip: two chips change (who acted, who acts), the counts beside them, and the chip or two
  // entering or leaving the rendered stretch around the view, about 10 records a turn. The "Next to act" list of 500 names loses one at every turn start: one record, but a
  // select lays out all its options again (about 5 ms a turn), so a closed list holds only the
  // current choice and fills when the GM opens it.
  expect(turns.stripMutations, 'turn strip mutations over 3 turn starts').toBeLessThanOrEqual(12 * TURNS);
  // The strip of 500 holds only the chips in view and a few either side, and still counts the rest.
  const inPage = await page.locator('.strip .chip').count();
  expect(inPage, 'chips of the 500 in the page').toBeLessThanOrEqual(40);
  await expect(page.locator('.strip li.now')).toBeInViewport();
  const counted = async () => {
    const side = async (id: string) => ((await page.getByTestId(id).count()) ? Number((await page.getByTestId(id).innerText()).replace(/\D/g, '')) : 0);
    const order = (await page.getByTestId('turn-order').boundingBox())!;
    const inView = await page.locator('.strip .chip').evaluateAll((els, o) => els.filter((e) => { const r = e.getBoundingClientRect(); return r.left >= o.x - 1 && r.right <= o.x + o.width + 1; }).length, order);
    return { left: await side('strip-more-left'), inView, right: await side('strip-more-right') };
  };
  await page.screenshot({ path: test.info().outputPath('strip-500.png') });
  const atTurn = await counted();
  expect(atTurn.inView, 'chips in view').toBeGreaterThanOrEqual(2);
  expect(atTurn.left + atTurn.inView + atTurn.right, 'chips hidden left, in view and hidden right').toBe(encounter.combatants.length);
  // Scrolled far on, the chips there are in the page and the counts still add up.
  await page.getByTestId('turn-order').evaluate((el) => { el.scrollLeft = el.scrollWidth / 2; });
  await settle(page);
  const far = await counted();
  expect(far.inView, 'chips drawn in view halfway along, not a gap').toBeGreaterThanOrEqual(2);
  expect(far.left, 'chips hidden left, halfway along').toBeGreaterThan(200);
  expect(far.left + far.inView + far.right).toBe(encounter.combatants.length);
  await page.getByTestId('turn-order').evaluate((el) => { el.scrollLeft = 0; });
  await settle(page);
  await work(page);
  const handOff = page.getByTestId('handoff');
  expect(await handOff.locator('option').count(), 'names held in the closed "Next to act" list').toBeLessThanOrEqual(2);
  await handOff.focus();
  const stillToAct = encounter.combatants.length - 1 - TURNS;
  await expect(handOff.locator('option'), 'the opened list names everyone still to act').toHaveCount(stillToAct + 1);
  await mapBox.focus();
  await expect(handOff.locator('option')).toHaveCount(1);
  await work(page);

  // Hover along 10 empty hexes next to each other: one interactive paint at most per hex, no plan,
  // and nothing in the side column changes.
  const taken = new Set(encounter.combatants.map((c) => `${c.position.q},${c.position.r}`));
  let start: Hex = { q: 60, r: 100 };
  while (Array.from({ length: 10 }, (_, i) => `${start.q + i},${start.r}`).some((k) => taken.has(k))) start = { q: start.q, r: start.r + 1 };
  for (let i = 0; i < 10; i++) {
    const p = await hexOnPage(mapBox, encounter.map, { q: start.q + i, r: start.r });
    await page.mouse.move(p.x, p.y);
    await settle(page);
  }
  // Moves within the last hex (its centre and a pixel around it): nothing to draw again.
  const last = await hexOnPage(mapBox, encounter.map, { q: start.q + 9, r: start.r });
  for (let i = 1; i <= 5; i++) await page.mouse.move(last.x + i * 0.2, last.y - i * 0.1);
  await settle(page);
  const hover = await work(page);
  expect(hover.staticPaints, 'a hover repainted the static layer').toBe(0);
  expect(hover.interactivePaints, 'interactive paints hovering 10 hexes').toBeLessThanOrEqual(10);
  expect(hover.interactivePaints, 'the hovered hexes were drawn').toBeGreaterThan(0);
  expect(hover.tokensDrawn, 'tokens drawn hovering empty hexes').toBe(0);
  expect(hover.plans, 'attack plans hovering empty hexes').toBe(0);
  expect(hover.sideMutations, 'side column mutations hovering empty hexes').toBe(0);

  // Hover an enemy: its preview is planned once.
  const actorName = await page.evaluate(() => document.querySelector('.strip li.now .name')?.textContent ?? '');
  const actor = encounter.combatants.find((c) => c.name === actorName)!;
  const enemy = encounter.combatants.filter((c) => c.side !== actor.side).at(-1)!;
  // The PCs stand in the top rows, which the fitted 200x200 board leaves above the box: the map's
  // Arrow Up shows 60 px more of the top.
  await mapBox.focus();
  await page.keyboard.press('ArrowUp');
  await settle(page);
  await work(page);
  const e = await hexOnPage(mapBox, encounter.map, enemy.position);
  // What the panel says when the pointermove arrives: the raw update before it (dispatched as the
  // input came, not at the next frame) has already brought the preview in.
  await page.evaluate(() => {
    const w = window as unknown as { __atMove: string | null };
    w.__atMove = null;
    window.addEventListener('pointermove', () => (w.__atMove ??= document.querySelector('[data-testid="attack-heading"]')?.textContent ?? ''), { capture: true, once: true });
  });
  await page.mouse.move(e.x, e.y + 60);
  await expect(page.getByTestId('target-panel').locator('h2')).toContainText(enemy.name);
  expect(await page.evaluate(() => (window as unknown as { __atMove: string | null }).__atMove), 'the preview before the frame\'s pointermove').toContain(enemy.name);
  await settle(page);
  const aim = await work(page);
  expect(aim.plans, 'attack plans for one hovered enemy').toBeLessThanOrEqual(1);
  expect(aim.staticPaints).toBe(0);
  expect(aim.projections, 'a hover published to the players').toBe(0);

  // A pan of 20 steps of 8 px: while the button is held the layers' caches are moved on screen as
  // they are (HexMap.svelte), so no layer is painted or copied; once it is released, each layer is
  // copied once onto its own canvas.
  await page.mouse.move(box.x + 20, box.y + box.height - 20);
  await settle(page);
  await work(page);
  await page.mouse.down({ button: 'middle' });
  for (let i = 1; i <= 20; i++) {
    await page.mouse.move(box.x + 20 + i * 8, box.y + box.height - 20 - i * 4);
    await settle(page);
  }
  const dragging = await work(page);
  expect(dragging.staticPaints, 'static-layer paints in a 160 px pan').toBe(0);
  expect(dragging.interactivePaints, 'interactive paints in a 160 px pan').toBeLessThanOrEqual(1);
  expect(dragging.layerCopies, 'layer copies over 20 frames of a pan').toBe(0);
  await page.mouse.up({ button: 'middle' });
  await settle(page);
  const released = await work(page);
  expect(released.layerCopies, 'layer copies once the pan ends').toBeLessThanOrEqual(2);
  expect(released.staticPaints + released.interactivePaints, 'paints once the pan ends').toBe(0);
  const pan = { ...dragging, layerCopies: dragging.layerCopies + released.layerCopies };
  expect(pan.plans, 'attack plans in a pan').toBe(0);
  // The players' screen shows the board, not the GM's view: a pan changes nothing it shows.
  expect(pan.projections, 'players\' projections in a pan').toBe(0);
  expect(pan.sideMutations, 'side column mutations in a pan').toBe(0);

  // A pan 800 px to the left and back runs past the caches' margin (half the map's width on each
  // side) each way: the caches are painted afresh a bounded number of times, never copied per frame.
  const from = { x: box.x + box.width / 2 + 400, y: box.y + box.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down({ button: 'middle' });
  for (let i = 1; i <= 40; i++) {
    await page.mouse.move(from.x - (i <= 20 ? i : 40 - i) * 40, from.y);
    await settle(page);
  }
  const beyond = await work(page);
  await page.mouse.up({ button: 'middle' });
  await settle(page);
  const passes = Math.ceil(1600 / (box.width / 2));
  expect(beyond.staticPaints, 'static-layer paints in a pan 800 px there and back').toBeGreaterThan(0);
  expect(beyond.staticPaints, 'static-layer paints in a pan 800 px there and back').toBeLessThanOrEqual(passes);
  // One more for the tokens: the hover before the pan drew them straight onto their canvas, not the cache.
  expect(beyond.interactivePaints, 'interactive paints in a pan 800 px there and back').toBeLessThanOrEqual(passes + 1);
  expect(beyond.layerCopies, 'layer copies over 40 frames of a pan').toBe(0);
  await work(page);

  // Ten wheel notches: the caches are shown scaled while the zoom moves, then painted crisply once.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await settle(page);
  await work(page);
  for (let i = 0; i < 10; i++) {
    await page.mouse.wheel(0, -40);
    await settle(page);
  }
  const zooming = await work(page);
  expect(zooming.staticPaints, 'static-layer paints while the wheel turns').toBe(0);
  expect(zooming.layerCopies, 'layer copies while the wheel turns').toBe(0);
  let settled = { staticPaints: 0, layerCopies: 0 };
  await expect.poll(async () => {
    const w = await work(page);
    settled = { staticPaints: settled.staticPaints + w.staticPaints, layerCopies: settled.layerCopies + w.layerCopies };
    return settled.staticPaints;
  }, { message: 'the zoom, once settled, painted crisply' }).toBeGreaterThan(0);
  expect(settled.staticPaints, 'static-layer paints once the zoom settles').toBe(1);
  expect(settled.layerCopies, 'layer copies once the zoom settles').toBeLessThanOrEqual(2);

  // A turn start with who acted or who acts in view (the fitted board, 60 px more of its top, where
  // the PCs stand): their tokens and those touching them are drawn again, not all 500 in view.
  await mapBox.focus();
  await page.keyboard.press('0');
  await page.keyboard.press('ArrowUp');
  await page.mouse.move(box.x + box.width - 20, box.y + box.height - 20);
  // The zoom settled and painted crisply: the turn start is drawn at rest, not into the caches.
  await work(page);
  await expect.poll(async () => (await work(page)).staticPaints, { message: 'the fitted board painted at rest' }).toBeGreaterThan(0);
  // The tokens drawn for the new view while the page idles (HexMap.svelte), before the turn start.
  await page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 1000 })));
  await work(page);
  await endTurnByKey(page);
  const seen = await work(page);
  expect(seen.tokensDrawn, 'tokens drawn at a turn start in view').toBeGreaterThan(0);
  expect(seen.tokensDrawn, 'tokens drawn at a turn start in view').toBeLessThanOrEqual(12);
  console.log(JSON.stringify({ turns, hover, aim, pan, beyond, zooming, settled, seen }));
  expect(problems).toEqual([]);
});

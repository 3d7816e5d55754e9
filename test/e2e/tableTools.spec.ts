// The table tools of issue 13 (deliverables 4 and 8), driven as a GM would: the measuring ruler
// with waypoints and its band, shared to the players' screen; a room of fog revealed with one click
// and tinted on the GM's map; a stand-in name the players see instead of the NPC's own.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { serializeFile } from '../../shared/files/serializeFile';
import type { Encounter } from '../../shared/model/schema';
import { encounterSchema } from '../../shared/systems/registry';
import { axialToOffset, hexDistance, offsetToAxial, type Hex } from '../../shared/hex';
import { versSettings } from '../../shared/rules/vers/settings';
import { yaugsSettings } from '../../shared/rules/yaugs/settings';
import { SAMPLE_SHEETS as VERS_SAMPLES } from '../../shared/rules/vers/samples';
import { YAUGS_SAMPLES } from '../../shared/rules/yaugs/samples';
import { roomHexes } from '../../src-renderer/map/fogAreas';
import { fogCount } from '../../shared/projection/fogRuns';
import { hexOnPage } from './boardPoints';

const library = () => process.env.HEXFRAY_E2E_LIBRARY!;
const at = (col: number, row: number) => offsetToAxial({ col, row }, 'pointy');
// A walled room in the top left (columns 1-7, rows 1-6) and open ground around it.
const walls = [
  ...[1, 2, 3, 4, 5, 6, 7].flatMap((col) => [at(col, 1), at(col, 6)]),
  ...[2, 3, 4, 5].flatMap((row) => [at(1, row), at(7, row)]),
].map((h) => ({ ...h, kind: 'wall' as const }));
const map = { width: 14, height: 10, orientation: 'pointy' as const, metersPerHex: 2, background: null, terrain: walls };

// Screenshots for looking at what was built go to a folder outside test-results/ when asked.
const shots = process.env.HEXFRAY_SHOTS;
const wide = !!process.env.HEXFRAY_SHOTS_WIDE;
test.use({ viewport: wide ? { width: 1920, height: 1080 } : { width: 1280, height: 720 } });
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: join(shots, `${name}-${wide ? '1920' : '1280'}.png`) });
}

function fighter(id: string, name: string, side: 'pc' | 'npc', col: number, row: number, sheet: object) {
  return { id, name, side, sheet: { ...sheet, name }, position: at(col, row), facing: null, hidden: false, notes: '', color: null };
}

function onDisk(enc: Encounter): void {
  const file = serializeFile('hexfray/encounter', enc as unknown as Record<string, unknown>);
  if (!file.ok) throw new Error(JSON.stringify(file.errors));
  writeFileSync(join(library(), 'encounters', `${enc.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.encounter.json`), file.text);
}

/**
 * A fight in the walled room, started: VERS with Mara (Agility 2) inside and a bandit outside, or
 * the same in YAUGS (where harm has numbers: hit points).
 */
async function startFight(page: Page, label: string, system: 'vers' | 'yaugs' = 'vers', opts: { prep?: () => Promise<void> } = {}): Promise<void> {
  const name = `E2E table tools ${label} ${Date.now()}`;
  const [pc, npc] = system === 'vers' ? [VERS_SAMPLES.mara, VERS_SAMPLES.mara] : [YAUGS_SAMPLES.swordsman, YAUGS_SAMPLES.brawler];
  onDisk(encounterSchema.parse({
    name, system, settings: system === 'vers' ? versSettings() : yaugsSettings(), gmNotes: '', map,
    combatants: [fighter('mara', 'Mara', 'pc', 3, 3, pc), fighter('bandit', 'Bandit', 'npc', 12, 8, npc)],
  }));
  await page.goto('/');
  const row = page.getByTestId('lib-encounters').locator('li', { hasText: name });
  await expect(row).toBeVisible({ timeout: 10_000 });
  await row.getByTestId('lib-open').click();
  if (opts.prep) await opts.prep();
  await page.getByTestId('start-combat').click();
  await expect(page.getByTestId('round')).toBeVisible();
}

/** A point on the map inside `target`, found by the hex readout under the pointer (the map's own column and row). */
async function pointAt(page: Page, target: Hex): Promise<{ x: number; y: number }> {
  const box = (await page.locator('canvas[data-layer="static"]').boundingBox())!;
  const want = axialToOffset(target, 'pointy');
  let x = box.x + box.width / 2;
  let y = box.y + box.height / 2;
  for (let i = 0; i < 300; i++) {
    await page.mouse.move(x, y);
    // The readout says the map's column and row (older builds: axial q, r).
    const text = await page.locator('.coord').innerText();
    const m = /Column (\d+), row (\d+)/.exec(text);
    const axial = text.split(',').map((n) => Number(n.trim())) as [number, number];
    const { col, row } = m ? { col: Number(m[1]) - 1, row: Number(m[2]) - 1 } : axialToOffset({ q: axial[0], r: axial[1] }, 'pointy');
    if (col === want.col && row === want.row) return { x, y };
    const dx = want.col - col;
    const dy = (want.row - row) * 0.866;
    const len = Math.hypot(dx, dy);
    x += (dx / len) * 6;
    y += (dy / len) * 6;
  }
  throw new Error(`hex ${target.q},${target.r} not found on the map`);
}

async function clickHex(page: Page, hex: Hex) {
  const p = await pointAt(page, hex);
  await page.mouse.click(p.x, p.y);
}

async function openPlayers(page: Page, context: BrowserContext): Promise<Page> {
  await page.getByTestId('tab-players').click();
  const [players] = await Promise.all([context.waitForEvent('page'), page.getByTestId('player-view').click()]);
  await expect(players.getByTestId('player-turn')).toBeVisible();
  await page.bringToFront();
  return players;
}

/** What the players' page holds now, read through its own channel. */
async function playersFeed(players: Page) {
  return players.evaluate(async () => {
    const token = document.querySelector<HTMLMetaElement>('meta[name="hexfray-token"]')!.content;
    const res = await fetch('./api/player.view', { method: 'POST', headers: { 'X-Hexfray-Token': token }, body: '[0]' });
    return (await res.json()) as { value: { view: { tokens: { name: string }[]; map: { fog: [number, number, number][] } }; screen: { ruler?: { points: Hex[]; label: string } | null } } };
  });
}

test('the ruler: two waypoints read hexes, metres and the VERS band for Mara; Esc clears it', async ({ page, problems }) => {
  await startFight(page, 'ruler');
  await page.getByTestId('ruler').click();
  await expect(page.getByTestId('ruler-readout')).toContainText('Click hexes');
  const [a, b, c] = [at(3, 3), at(5, 3), at(5, 5)];
  await clickHex(page, a); // Mara stands here: the band is hers
  await clickHex(page, b);
  await clickHex(page, c);
  await page.mouse.move(0, 0);
  const hexes = hexDistance(a, b) + hexDistance(b, c);
  await expect(page.getByTestId('ruler-hexes')).toHaveText(`${hexes} hexes`);
  await expect(page.getByTestId('ruler-metres')).toHaveText(`${hexes * 2} m`);
  // Agility 2: short up to 8 m, so 8 m is short and beyond is medium.
  await expect(page.getByTestId('ruler-band')).toContainText(hexes * 2 <= 8 ? 'short' : 'medium (-2) for Agility 2');
  await expect(page.getByTestId('ruler-band')).toContainText('Mara');
  // A waypoint on the bandit measures to it; pointing at it does not make it the target.
  await clickHex(page, at(12, 8));
  await expect(page.getByTestId('ruler-hexes')).not.toHaveText(`${hexes} hexes`);
  await expect(page.getByTestId('target-panel').locator('h2')).toHaveText('Mara');
  await shot(page, 'ruler-gm');
  // Measuring is view state: nothing entered the log.
  await expect(page.getByTestId('log')).not.toContainText('ruler');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('ruler-readout')).toContainText('Click hexes');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('ruler-readout')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the ruler shared to the players’ screen travels in its settings and is drawn there', async ({ page, context, problems }) => {
  await startFight(page, 'shared ruler');
  const players = await openPlayers(page, context);
  await page.getByTestId('ruler').click();
  await clickHex(page, at(3, 3));
  await clickHex(page, at(3, 8));
  await page.mouse.move(0, 0);
  expect((await playersFeed(players)).value.screen.ruler ?? null).toBeNull();
  await page.getByTestId('ruler-share').check();
  await expect.poll(async () => (await playersFeed(players)).value.screen.ruler?.label).toMatch(/^5 hexes · 10 m · medium/);
  await players.bringToFront();
  await players.waitForTimeout(600);
  await shot(players, 'ruler-players');
  await page.bringToFront();
  await page.getByTestId('ruler-share').uncheck();
  await expect.poll(async () => (await playersFeed(players)).value.screen.ruler ?? null).toBeNull();
  expect(problems).toEqual([]);
});

test('fog: one click reveals a room up to its walls, and the GM map tints what the players cannot see', async ({ page, context, problems }) => {
  await startFight(page, 'fog room');
  const players = await openPlayers(page, context);
  await page.getByTestId('fog-manual').check();
  await expect.poll(async () => fogCount((await playersFeed(players)).value.view.map.fog)).toBe(map.width * map.height);
  await page.getByTestId('fog-reveal').click();
  await page.getByTestId('fog-shape-room').check();
  await clickHex(page, at(4, 4));
  await page.mouse.move(0, 0);
  const room = roomHexes({ ...map, terrain: walls }, at(4, 4));
  // The 5 x 4 floor and the walls that touch it (a corner wall touching no floor hex stays dark).
  expect(room.length).toBeGreaterThanOrEqual(5 * 4 + 18);
  expect(room.length).toBeLessThanOrEqual(7 * 6);
  await expect.poll(async () => fogCount((await playersFeed(players)).value.view.map.fog)).toBe(map.width * map.height - room.length);
  // Mara, inside the room, is seen; the bandit outside is not.
  expect((await playersFeed(players)).value.view.tokens.map((t) => t.name)).toEqual(['Mara']);
  // The GM map tints the dark hexes: a hex far outside the room carries the tint, a room hex none.
  const pixel = async (hex: Hex) => {
    const p = await pointAt(page, hex);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(100);
    return page.locator('canvas[data-layer="interactive"]').evaluate((cv: HTMLCanvasElement, pt) => {
      const r = cv.getBoundingClientRect();
      const dpr = window.devicePixelRatio || 1;
      return [...cv.getContext('2d')!.getImageData(Math.round((pt.x - r.left) * dpr), Math.round((pt.y - r.top) * dpr), 1, 1).data];
    }, p);
  };
  const outside = await pixel(at(12, 1));
  expect(outside[3]).toBeGreaterThan(100);
  expect(outside[2]!).toBeGreaterThan(outside[0]!);
  // A wall of the room: revealed, and no reach or path is ever drawn on a wall.
  expect((await pixel(at(1, 4)))[3]).toBe(0);
  await shot(page, 'fog-gm');
  await players.bringToFront();
  await players.waitForTimeout(600);
  await shot(players, 'fog-players');
  expect(problems).toEqual([]);
});

test('a stand-in name: the players see "a bandit", with harm in words, and never the NPC’s name', async ({ page, context, problems }) => {
  await startFight(page, 'stand-in', 'yaugs');
  // Reveal the whole board to the players (fog off) and open their screen.
  const players = await openPlayers(page, context);
  await expect(players.getByTestId('player-roster')).toContainText('Bandit');
  await page.getByTestId('chip-Bandit').click();
  await expect(page.getByTestId('combatant-panel')).toBeVisible();
  await page.getByTestId('players-name-mode').selectOption('stand-in');
  await page.getByTestId('players-name-text').fill('a bandit');
  await page.getByTestId('players-name-text').press('Enter');
  await expect.poll(async () => (await playersFeed(players)).value.view.tokens.map((t) => t.name).sort()).toEqual(['Mara', 'a bandit']);
  const rows = players.getByTestId('player-roster-row');
  await expect(rows.filter({ hasText: 'a bandit' }).getByTestId('player-harm')).toHaveText('unhurt');
  await expect(players.getByTestId('player-roster')).not.toContainText('Bandit');
  // A PC's numbers always show; the bandit's only once the GM ticks it.
  await expect(rows.filter({ hasText: 'Mara' }).getByTestId('player-harm-detail')).toBeVisible();
  await expect(rows.filter({ hasText: 'a bandit' }).getByTestId('player-harm-detail')).toHaveCount(0);
  await page.getByTestId('tab-players').click();
  await page.getByTestId('players-panel').getByLabel('Bandit').check();
  await expect(rows.filter({ hasText: 'a bandit' }).getByTestId('player-harm-detail')).toBeVisible();
  // The banners sit above the map: the map's box starts below the turn line.
  const turn = (await players.getByTestId('player-turn').boundingBox())!;
  const mapBox = (await players.getByTestId('player-map').boundingBox())!;
  expect(mapBox.y).toBeGreaterThanOrEqual(turn.y + turn.height);
  await players.bringToFront();
  await players.waitForTimeout(600);
  await shot(players, 'stand-in-players');
  // Nothing: no name and no letters on its token.
  await page.bringToFront();
  await page.getByTestId('chip-Bandit').click();
  await page.getByTestId('players-name-mode').selectOption('nothing');
  await expect.poll(async () => (await playersFeed(players)).value.view.tokens.map((t) => t.name).sort()).toEqual(['', 'Mara']);
  await shot(page, 'stand-in-gm');
  expect(problems).toEqual([]);
});

test('a stand-in set in prep on the combatant editor is what the players see once the fight starts', async ({ page, context, problems }) => {
  await startFight(page, 'prep stand-in', 'yaugs', {
    prep: async () => {
      await page.getByTestId('roster').getByRole('button', { name: 'Bandit' }).click();
      await page.getByTestId('players-name-mode').selectOption('stand-in');
      await page.getByTestId('players-name-text').fill('a cutpurse');
      await page.getByTestId('players-name-text').press('Enter');
      await expect(page.getByTestId('players-name-text')).toHaveValue('a cutpurse');
      await shot(page, 'stand-in-prep');
    },
  });
  const players = await openPlayers(page, context);
  await expect(players.getByTestId('player-roster')).toContainText('a cutpurse');
  await expect(players.getByTestId('player-roster')).not.toContainText('Bandit');
  expect(problems).toEqual([]);
});

test('fog: a rectangle dragged corner to corner and a brush 3 hexes across', async ({ page, context, problems }) => {
  await startFight(page, 'fog rectangle');
  const players = await openPlayers(page, context);
  const total = map.width * map.height;
  const fog = async () => fogCount((await playersFeed(players)).value.view.map.fog);
  await page.getByTestId('fog-manual').check();
  await expect.poll(fog).toBe(total);
  await page.getByTestId('fog-reveal').click();
  await page.getByTestId('fog-shape-rectangle').check();
  const from = await pointAt(page, at(9, 1));
  const to = await pointAt(page, at(12, 3));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(from.x + ((to.x - from.x) * i) / 10, from.y + ((to.y - from.y) * i) / 10);
  await shot(page, 'fog-rectangle-dragging');
  await page.mouse.up();
  await expect.poll(fog).toBe(total - 4 * 3);
  await page.getByTestId('fog-shape-brush').check();
  await page.getByTestId('fog-size').selectOption('3');
  await clickHex(page, at(4, 8));
  await expect.poll(fog).toBe(total - 12 - 7);
  expect(problems).toEqual([]);
});

/** The labels the map drew (its data-labels: canvas text is otherwise unreadable here), in page coordinates, and the map's box. */
async function mapLabels(page: Page) {
  const map = page.locator('.map-wrap div.map[role="application"]');
  const box = (await map.boundingBox())!;
  const raw = await map.getAttribute('data-labels');
  const labels = (raw ? (JSON.parse(raw) as { text: string; x: number; y: number; w: number; h: number }[]) : []).map((l) => ({ ...l, x: l.x + box.x, y: l.y + box.y }));
  return { box, labels };
}

/** Every label wholly inside the map's box (so never under the side column) and off the table tools' bar. */
async function expectLabelsInside(page: Page, what: string) {
  const { box, labels } = await mapLabels(page);
  expect(labels.length, `${what}: labels drawn`).toBeGreaterThan(0);
  const tools = (await page.getByRole('toolbar', { name: 'Table tools' }).boundingBox())!;
  for (const l of labels) {
    const where = `${what}: "${l.text}" at ${l.x},${l.y} ${l.w}x${l.h} in the map ${box.x},${box.y} ${box.width}x${box.height}`;
    expect(l.x, where).toBeGreaterThanOrEqual(box.x);
    expect(l.y, where).toBeGreaterThanOrEqual(box.y);
    expect(l.x + l.w, where).toBeLessThanOrEqual(box.x + box.width);
    expect(l.y + l.h, where).toBeLessThanOrEqual(box.y + box.height);
    const overTools = l.x < tools.x + tools.width && tools.x < l.x + l.w && l.y < tools.y + tools.height && tools.y < l.y + l.h;
    expect(overTools, `${where} lies under the table tools`).toBe(false);
  }
  return labels;
}

test('Waylights at 1280x720: the rifle\u2019s range ring label stays inside the map, not cut by the side column', async ({ page, problems }) => {
  await page.goto('/');
  await page.getByTestId('sample-waylights').click();
  await page.getByTestId('start-combat').click();
  await expect(page.locator('.strip li.now .name')).toHaveText('Tamsin');
  // Tamsin's rifle reaches 20 hexes: its ring runs off the map and crosses it only at the top right.
  const labels = await expectLabelsInside(page, 'rings');
  expect(labels.map((l) => l.text)).toContain('range');
  await shot(page, 'ring-label-edge');
  expect(problems).toEqual([]);
});

test('VERS at 1280x720: the ruler\u2019s long reading stays inside the map by its right and top edges, and while the map pans under it', async ({ page, problems }) => {
  const name = `E2E ruler edge ${Date.now()}`;
  onDisk(encounterSchema.parse({
    name, system: 'vers', settings: versSettings(), gmNotes: '',
    map: { width: 30, height: 16, orientation: 'pointy', metersPerHex: 2, background: null, terrain: [] },
    combatants: [fighter('mara', 'Mara', 'pc', 27, 8, VERS_SAMPLES.mara), fighter('bandit', 'Bandit', 'npc', 2, 8, VERS_SAMPLES.mara)],
  }));
  await page.goto('/');
  await page.getByTestId('lib-encounters').locator('li', { hasText: name }).getByTestId('lib-open').click();
  await page.getByTestId('start-combat').click();
  await expect(page.getByTestId('round')).toBeVisible();
  await page.getByTestId('ruler').click();
  // From the bandit's hex (the margin past the board is no hex: a ruler neither starts nor ends there)
  // to the board's top right hex, beside the side column and under the tools' bar.
  const board = { width: 30, height: 16, orientation: 'pointy' as const, metersPerHex: 2, background: null, terrain: [] };
  const canvas = page.locator('canvas[data-layer="static"]');
  const start = await hexOnPage(canvas, board, offsetToAxial({ col: 2, row: 8 }));
  await page.mouse.click(start.x, start.y);
  const corner = await hexOnPage(canvas, board, offsetToAxial({ col: 29, row: 0 }));
  await page.mouse.move(corner.x, corner.y);
  await expect(page.getByTestId('ruler-band')).toContainText('for Agility 2');
  let labels = await expectLabelsInside(page, 'ruler at the corner');
  expect(labels.some((l) => /hexes · \d+ m · .* for Agility 2$/.test(l.text))).toBe(true);
  await shot(page, 'ruler-label-corner');
  // Pan with the map's arrow keys (the pointer stays, so does the ruler's end; the layer is shifted
  // as a cached image then): the end runs under the side column, then back past its start.
  await page.locator('.map-wrap div.map[role="application"]').focus();
  for (const [key, times] of [['ArrowLeft', 2], ['ArrowRight', 4]] as const) {
    for (let i = 0; i < times; i++) await page.keyboard.press(key);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    labels = await expectLabelsInside(page, `after ${times} x ${key}`);
    if (key === 'ArrowLeft') await shot(page, 'ruler-label-panned');
  }
  expect(labels.some((l) => l.text.endsWith('for Agility 2'))).toBe(true);
  expect(problems).toEqual([]);
});

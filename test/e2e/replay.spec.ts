import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { fittedLayout, hexOnPage } from './boardPoints';
import { test, expect, screenshot } from './fixtures';
import { parseFile } from '../../shared/files';
import { replay, Session, type SessionRecord } from '../../shared/engine/session';
import { serializeFile } from '../../shared/files/serializeFile';
import { EXAMPLES } from '../../shared/sim/examples';
import { buildBoard, movementCost } from '../../shared/model/board';
import type { BattleMap } from '../../shared/model/schema';
import { hexNeighbors, hexToPixel, type Hex, type Layout } from '../../shared/hex';
import { hexReadout } from '../../src-renderer/map/hexReadout';

/** The newest session file in the test library, replayed by the rules core (what the viewer must show). */
function latestSession() {
  const dir = join(process.env.HEXFRAY_E2E_LIBRARY!, 'sessions');
  const newest = readdirSync(dir).filter((f) => f.endsWith('.session.json')).map((f) => join(dir, f)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]!;
  const parsed = parseFile(newest, readFileSync(newest, 'utf8'), { expect: 'hexfray/session' });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return replay(parsed.value as unknown as SessionRecord, { verify: true });
}

/** Whether the token layer has anything drawn at a hex's centre. */
async function drawnAt(page: Page, mapBox: Locator, map: BattleMap, hex: Hex): Promise<boolean> {
  const b = (await mapBox.boundingBox())!;
  const p = hexToPixel(fittedLayout(map, b.width, b.height), hex);
  return mapBox.locator('canvas[data-layer="interactive"]').evaluate((c: HTMLCanvasElement, at) => {
    const dpr = window.devicePixelRatio || 1;
    return c.getContext('2d')!.getImageData(Math.round(at.x * dpr), Math.round(at.y * dpr), 1, 1).data[3]! > 0;
  }, p);
}

test('a saved fight replays step by step, turn by turn and round by round, with the map as it was', async ({ page, problems }) => {
  const encounter = EXAMPLES.vers();
  await page.goto('/');
  await page.getByTestId('sample-vers').click();
  await page.getByTestId('start-combat').click();
  const now = page.locator('.strip li.now');
  await expect(now).toHaveCount(1);
  const firstActorName = (await now.locator('.name').innerText()).trim();

  // Move the first actor one hex, by a click on a free neighbouring hex (checked by the hover readout).
  const mover = encounter.combatants.find((c) => c.name === firstActorName)!;
  const cost = movementCost(buildBoard(encounter), mover.id);
  const combatMap = page.locator('.map-wrap .map');
  const unit: Layout = { orientation: encounter.map.orientation, size: 1, origin: { x: 0, y: 0 } };
  const from = mover.position;
  // Prefer a neighbour level with the token, away from its harm bar and markers.
  const dest = hexNeighbors(from).filter((h) => cost(h) === 1).sort((a, b) => Math.abs(hexToPixel(unit, a).y - hexToPixel(unit, from).y) - Math.abs(hexToPixel(unit, b).y - hexToPixel(unit, from).y))[0]!;
  const target = await hexOnPage(combatMap, encounter.map, dest);
  await page.mouse.move(target.x, target.y);
  await expect(page.locator('.map-wrap .coord')).toHaveText(hexReadout(dest, encounter.map.orientation));
  await page.mouse.click(target.x, target.y);
  await expect(page.getByTestId('log')).toContainText(`${firstActorName} moves 1 hex`);

  // Six turns: all five combatants act, so the fight moves into round 2.
  for (let i = 0; i < 6; i++) {
    const before = `${await page.getByTestId('round').innerText()} ${await now.innerText()}`;
    await page.getByTestId('end-turn').click();
    await expect.poll(async () => `${await page.getByTestId('round').innerText()} ${await now.innerText()}`).not.toBe(before);
  }
  const savedRound = (await page.getByTestId('round').innerText()).replace(/\s+/g, ' ').trim();
  expect(savedRound).toBe('Round 2');
  await page.keyboard.press('Control+s');
  await expect(page.locator('.toast').last()).toContainText(/saved/i);

  // What the viewer must show, from the file itself.
  const { session, mismatch } = latestSession();
  expect(mismatch).toBeNull();
  const total = session.appliedCount;
  expect(total).toBe(8); // start, move, six end-turns
  const round2 = Array.from({ length: total + 1 }, (_, n) => n).find((n) => session.stateAt(n).round === 2)!;

  // Home, the Sessions tab, Replay.
  await page.locator('.brand').click();
  await page.getByTestId('lib-tab-sessions').click();
  await page.getByTestId('lib-sessions').locator('li', { hasText: encounter.name }).first().getByTestId('lib-replay').click();
  await expect(page.getByTestId('replay')).toBeVisible();
  await expect(page.getByTestId('undo')).toHaveCount(0);
  await expect(page.getByTestId('save')).toHaveCount(0);

  const stepText = page.getByTestId('replay-step');
  const where = page.getByTestId('replay-where');
  const round = page.getByTestId('replay-round');
  const log = page.getByTestId('log');
  const banner = page.getByTestId('replay-now');
  const replayMap = page.locator('[data-testid="replay"] .map');

  // Step 0: the encounter as prepared, nothing in the log.
  await expect(stepText).toHaveText(`Step 0 of ${total}`);
  await expect(where).toHaveText('Before the fight');
  await expect(log.locator('li')).toHaveCount(0);

  // Right arrow: the fight starts, with the first actor's turn.
  await page.keyboard.press('ArrowRight');
  await expect(stepText).toHaveText(`Step 1 of ${total}`);
  await expect(where).toHaveText(`Round 1 · ${firstActorName}'s turn`);
  await expect(round).toHaveText(/Round\s*1/);
  await expect(log).toContainText('Combat starts');
  await expect(log).not.toContainText('moves');
  // The map at step 1: the mover still stands where it started.
  await expect.poll(() => drawnAt(page, replayMap, encounter.map, from)).toBe(true);
  expect(await drawnAt(page, replayMap, encounter.map, dest)).toBe(false);

  // Next: the move, in the banner and on top of the log.
  await page.getByTestId('replay-next-step').click();
  await expect(stepText).toHaveText(`Step 2 of ${total}`);
  await expect(page.getByTestId('replay-step-events')).toContainText(`${firstActorName} moves 1 hex`);
  await expect(log.locator('li').first()).toContainText(`${firstActorName} moves 1 hex`);
  await screenshot(page, 'replay');

  // One more step (the turn ends, no path drawn): the token stands on its new hex, the old one is empty.
  await page.getByTestId('replay-next-step').click();
  await expect(stepText).toHaveText(`Step 3 of ${total}`);
  await expect(where).not.toContainText(firstActorName);
  await expect.poll(() => drawnAt(page, replayMap, encounter.map, dest)).toBe(true);
  expect(await drawnAt(page, replayMap, encounter.map, from)).toBe(false);

  // Previous step twice: back before the move, on the map and in the log.
  await page.getByTestId('replay-prev-step').click();
  await page.getByTestId('replay-prev-step').click();
  await expect(stepText).toHaveText(`Step 1 of ${total}`);
  await expect(log).not.toContainText('moves');
  await expect.poll(() => drawnAt(page, replayMap, encounter.map, dest)).toBe(false);

  // Next turn skips the move and lands on the second actor's turn.
  await page.getByTestId('replay-next-turn').click();
  await expect(stepText).toHaveText(`Step 3 of ${total}`);
  const second = session.stateAt(3).encounter.combatants.find((c) => c.id === session.stateAt(3).current)!.name;
  await expect(where).toHaveText(`Round 1 · ${second}'s turn`);

  // Next round: where round 2 begins; Page Up goes back to round 1's start.
  await page.getByTestId('replay-next-round').click();
  await expect(stepText).toHaveText(`Step ${round2} of ${total}`);
  await expect(round).toHaveText(/Round\s*2/);
  await expect(log.locator('li').first()).toContainText('Round 2');
  await page.keyboard.press('PageUp');
  await expect(stepText).toHaveText(`Step 1 of ${total}`);
  await page.keyboard.press('Shift+ArrowRight');
  await expect(stepText).toHaveText(`Step 3 of ${total}`);
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(stepText).toHaveText(`Step 1 of ${total}`);

  // The slider reaches any step.
  await page.getByTestId('replay-slider').fill('5');
  await expect(stepText).toHaveText(`Step 5 of ${total}`);

  // End: the fight as it was saved, the same round and the whole log.
  await page.keyboard.press('End');
  await expect(stepText).toHaveText(`Step ${total} of ${total}`);
  await expect(round).toHaveText(savedRound);
  const lastState = session.stateAt(total);
  const lastName = lastState.encounter.combatants.find((c) => c.id === lastState.current)!.name;
  await expect(where).toHaveText(`Round 2 · ${lastName}'s turn`);
  await expect(page.getByTestId('replay-next-step')).toBeDisabled();
  await expect(log.locator('li')).toHaveCount(session.events.filter((e) => e.kind !== 'turn-started').length);
  await expect(banner).toContainText('ends the turn');

  // Home: back to the start.
  await page.keyboard.press('Home');
  await expect(stepText).toHaveText(`Step 0 of ${total}`);
  await expect(page.getByTestId('replay-problem')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a session whose replay is refused part way shows where it stopped and keeps the steps before', async ({ page, problems }) => {
  // Three good commands, then one the rules refuse (an unknown mover), then one more.
  const good = new Session(EXAMPLES.vers(), 'stops-here', `Broken replay ${Date.now()}`);
  for (const cmd of [{ type: 'start-combat' }, { type: 'end-turn' }, { type: 'end-turn' }] as const) expect(good.apply(cmd).ok).toBe(true);
  const rec = good.toRecord();
  const bad = { command: { type: 'move' as const, id: 'nobody', path: [{ q: 5, r: 5 }] }, digest: '0123456789abcdef' };
  const record: SessionRecord = { ...rec, commands: [...rec.commands, bad, rec.commands[2]!] };
  const file = serializeFile('hexfray/session', record as unknown as Record<string, unknown>, 'broken.session.json');
  if (!file.ok) throw new Error(JSON.stringify(file.errors));

  await page.goto('/');
  await page.getByTestId('import-input').setInputFiles({ name: 'broken.session.json', mimeType: 'application/json', buffer: Buffer.from(file.text) });
  await page.getByTestId('lib-tab-sessions').click();
  await page.getByTestId('lib-sessions').locator('li', { hasText: record.name }).getByTestId('lib-replay').click();

  await expect(page.getByTestId('replay-problem')).toContainText('stopped at command 4 of 5, a move the rules refuse here');
  await expect(page.getByTestId('replay-problem')).toContainText('Showing the 3 commands before it');
  await expect(page.getByTestId('replay-step')).toHaveText('Step 0 of 3');
  await page.keyboard.press('End');
  await expect(page.getByTestId('replay-step')).toHaveText('Step 3 of 3');
  await expect(page.getByTestId('log')).toContainText('ends the turn');
  await screenshot(page, 'replay-stopped');
  expect(problems).toEqual([]);
});

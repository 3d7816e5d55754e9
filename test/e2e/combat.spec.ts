import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, screenshot, endTurn } from './fixtures';
import { parseFile, serializeFile } from '../../shared/files';
import { replay, Session, type SessionRecord } from '../../shared/engine/session';
import { EXAMPLES } from '../../shared/sim/examples';
import { LOG_PAGE } from '../../src-renderer/gm/combat/logPage';
import { attackPreview } from '../../shared/engine/attackPreview';
import { adapterFor } from '../../shared/systems/registry';

const library = () => process.env.HEXFRAY_E2E_LIBRARY!;

/** The newest session file in the test library, replayed to the state the UI shows. */
function latestSession() {
  const dir = join(library(), 'sessions');
  const newest = readdirSync(dir).filter((f) => f.endsWith('.session.json')).map((f) => join(dir, f)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]!;
  const parsed = parseFile(newest, readFileSync(newest, 'utf8'), { expect: 'hexfray/session' });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return replay(parsed.value as unknown as SessionRecord, { verify: true });
}

async function saveAndWait(page: Page) {
  await page.keyboard.press('Control+s');
  await expect(page.locator('.toast').last()).toContainText(/saved/i);
}

/** Checks that the preview on screen equals the rules core's preview for the same state. */
async function checkPreviewNumbers(page: Page) {
  const shownTotal = await page.getByTestId('preview-total').innerText();
  const shownOdds = await page.locator('[data-testid="target-panel"] [data-probability]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-probability'))));
  const header = await page.locator('[data-testid="target-panel"] h2').innerText();
  await saveAndWait(page);
  const { session, mismatch } = latestSession();
  expect(mismatch).toBeNull();
  const state = session.state;
  const actor = state.encounter.combatants.find((c) => c.id === state.current)!;
  const target = state.encounter.combatants.find((c) => c.id !== actor.id && header.includes(c.name))!;
  const adapter = adapterFor(state.encounter.system);
  const weapon = adapter.weapons(actor)[0]!.name;
  const p = attackPreview(state, { attacker: actor.id, defender: target.id, weapon, situational: [] })!;
  const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
  expect(shownTotal).toBe(signed(p.preview.total));
  // The chart folds outcomes under 0.5% into one row; compare the rest exactly, and the sum.
  const big = p.preview.outcomes.filter((o) => o.probability >= 0.005).map((o) => o.probability);
  expect(shownOdds.slice(0, big.length)).toEqual(big);
  expect(shownOdds.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
}

for (const system of ['yaugs', 'vers', 'waylights'] as const) {
  test(`${system}: prep from scratch, save, reload, two rounds with attacks, undo`, async ({ page, problems }) => {
    const name = `E2E ${system} ${Date.now()}`;
    await page.goto('/');
    await page.getByTestId('new-name').fill(name);
    await page.getByTestId(`new-system-${system}`).check();
    await page.getByTestId('create').click();

    // Two combatants from the system's sample characters, one on each side.
    const pcAdd = page.locator('[data-testid^="add-pc-"]').first();
    const npcAdd = page.locator('[data-testid^="add-npc-"]').first();
    await pcAdd.click();
    await npcAdd.click();
    await expect(page.getByTestId('roster').locator('li')).toHaveCount(2);
    // A wall, painted with the brush.
    await page.getByTestId('brush-wall').click();
    const map = page.locator('canvas[data-layer="static"]');
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.2, box.y + box.height * 0.2);
    await page.getByTestId('brush-select').click();
    await screenshot(page, `prep-${system}`);
    await saveAndWait(page);

    // Reload the page and open the encounter again from the library.
    await page.reload();
    await page.getByTestId('lib-encounters').locator('li', { hasText: name }).getByTestId('lib-open').click();
    await expect(page.getByTestId('roster').locator('li')).toHaveCount(2);
    await page.getByTestId('start-combat').click();
    await expect(page.getByTestId('round')).toContainText('1');

    let attacks = 0;
    let checked = false;
    for (let turn = 0; turn < 4; turn++) {
      // Target the other combatant from the turn strip, then look at the attack preview.
      const current = (await page.locator('.strip li.now .name').innerText()).trim();
      const chips = await page.locator('.strip .chip').allInnerTexts();
      const names = (await page.locator('.strip .chip .name').allInnerTexts()).map((n) => n.trim());
      // Someone the dice took out cannot be targeted: then the last one standing only ends turns.
      const other = names.findIndex((n, i) => n !== current && !/\bdown\b/.test(chips[i]!));
      if (other < 0) {
        await endTurn(page);
        continue;
      }
      await page.locator('.strip .chip').nth(other).click();
      await page.getByRole('tab', { name: 'Attack' }).click();
      await expect(page.getByTestId('target-panel')).toContainText('→');
      if (!checked) {
        await checkPreviewNumbers(page);
        checked = true;
      }
      const attack = page.getByTestId('attack');
      if (await attack.isEnabled()) {
        const before = await page.getByTestId('log').locator('li').count();
        await attack.click();
        await expect(page.getByTestId('log').locator('li')).not.toHaveCount(before);
        await expect(page.getByTestId('last-roll')).toBeVisible();
        attacks++;
      }
      await endTurn(page);
    }
    // Two rounds of two turns each; more when the dice took one side out early (the last one
    // standing then starts a new round with every turn).
    const round = Number((await page.getByTestId('round').innerText()).match(/\d+/)?.[0]);
    expect(round).toBeGreaterThanOrEqual(3);
    expect(attacks).toBeGreaterThan(0);
    await screenshot(page, `combat-${system}`);

    // Undo steps back through the log; redo returns to the same place.
    const logBefore = await page.getByTestId('log').innerText();
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('log').innerText()).not.toBe(logBefore);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => page.getByTestId('log').innerText()).toBe(logBefore);
    expect(problems).toEqual([]);
  });
}

test('a long fight\'s log draws its newest entries and brings back earlier ones on demand', async ({ page, problems }) => {
  const session = new Session(EXAMPLES.vers(), 'long-log', `Long log ${Date.now()}`);
  expect(session.apply({ type: 'start-combat' }).ok).toBe(true);
  for (let i = 0; i < 200; i++) expect(session.apply({ type: 'end-turn' }).ok).toBe(true);
  const record = session.toRecord();
  const shownEvents = session.events.filter((e) => e.kind !== 'turn-started');
  const file = serializeFile('hexfray/session', record as unknown as Record<string, unknown>, 'long.session.json');
  if (!file.ok) throw new Error(JSON.stringify(file.errors));
  await page.goto('/');
  await page.getByTestId('import-input').setInputFiles({ name: 'long.session.json', mimeType: 'application/json', buffer: Buffer.from(file.text) });
  await page.getByTestId('lib-tab-sessions').click();
  await page.getByTestId('lib-sessions').locator('li', { hasText: record.name }).getByTestId('lib-open').click();
  const entries = page.getByTestId('log').locator(':scope > li:not(.more)');
  // The newest page, newest first; the fight's first lines wait behind a button that says how many there are.
  await expect(entries).toHaveCount(LOG_PAGE);
  await expect(entries.first()).toContainText(shownEvents.at(-1)!.summary);
  const more = page.getByTestId('log-more');
  await expect(more).toHaveText(`Show ${Math.min(LOG_PAGE, shownEvents.length - LOG_PAGE)} earlier entries`);
  await expect(page.getByTestId('log')).toContainText(`(${shownEvents.length - LOG_PAGE} before these; the export has them all)`);
  await expect(page.getByTestId('log')).not.toContainText(shownEvents[0]!.summary);
  // Each press brings one page more, until the fight's first line.
  while (await more.count()) await more.click();
  await expect(entries).toHaveCount(shownEvents.length);
  await expect(entries.last()).toContainText(shownEvents[0]!.summary);
  await expect(more).toHaveCount(0);
  // A new command still lands on top.
  await endTurn(page);
  await expect(entries.first()).toContainText('ends the turn');
  expect(problems).toEqual([]);
});

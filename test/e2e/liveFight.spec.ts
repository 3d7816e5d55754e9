// Running a fight at 1280x720 as the tester did (issue 13): End combat always in reach and asked in
// the app's own dialog, the help opening at its top with a key for every fight action, a roll
// banner the GM can fold (and that stays folded), a turn strip that scrolls instead of running
// under End turn.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, screenshot } from './fixtures';
import { serializeFile } from '../../shared/files/serializeFile';
import { encounterSchema } from '../../shared/systems/registry';
import { offsetToAxial } from '../../shared/hex';
import { yaugsSettings } from '../../shared/rules/yaugs/settings';
import { YAUGS_SAMPLES } from '../../shared/rules/yaugs/samples';

const log = (page: Page) => page.getByTestId('log');
const strip = (page: Page) => page.getByLabel('Turn order');

async function startSample(page: Page, system: 'yaugs' | 'vers' | 'waylights') {
  await page.goto('/');
  await page.getByTestId(`sample-${system}`).click();
  await page.getByTestId('start-combat').click();
  await expect(page.getByTestId('round')).toContainText('1');
}

/** Takes a combatant out of the fight from its panel, as the GM would once it is down. */
async function takeOut(page: Page, name: string) {
  await page.locator('.strip .chip', { hasText: name }).click();
  await page.getByTestId('tab-combatant').click();
  await page.getByTestId('combatant-panel').getByRole('button', { name: 'Take out of the fight' }).click();
  await expect(page.getByTestId('combatant-panel').getByRole('button', { name: 'Back into the fight' })).toBeVisible();
}

test('End combat sits beside End turn, even with every NPC out, and asks in the app\u2019s dialog with the summary', async ({ page, problems }) => {
  // A native confirm() would be a dialog event: none may come.
  page.on('dialog', (d) => {
    problems.push(`native dialog: ${d.message()}`);
    void d.dismiss();
  });
  await startSample(page, 'yaugs');
  const end = strip(page).getByTestId('end-combat');
  await expect(end).toBeVisible();
  await expect(end).toBeEnabled();
  await expect(end).toHaveAttribute('title', 'End the combat, with a summary (Ctrl+Shift+E)');

  // Asked, then "keep fighting": nothing changes.
  await end.click();
  const dialog = page.getByTestId('end-combat-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toContainText('End "');
  await expect(page.getByTestId('end-combat-summary')).toHaveText('After 1 round: PCs and allies 2 of 2 standing, NPCs 3 of 3 standing.');
  await expect(page.getByTestId('end-combat-cancel')).toBeFocused();
  await screenshot(page, 'end-combat-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(log(page)).not.toContainText('Combat ends');

  // Every NPC out: nothing left to target, End combat still in reach; its key asks the same.
  for (const npc of ['Lurker', 'Bruiser', 'Sentry']) await takeOut(page, npc);
  await expect(end).toBeEnabled();
  await page.locator('.brand').focus();
  await page.keyboard.press('Control+Shift+E');
  await expect(page.getByTestId('end-combat-summary')).toHaveText('After 1 round: PCs and allies 2 of 2 standing, NPCs 0 of 3 standing.');
  await page.getByTestId('end-combat-confirm').click();
  await expect(log(page)).toContainText('Combat ends after 1 round');
  await expect(page.locator('.toast').last()).toContainText('Combat over after 1 round: PCs and allies 2 of 2 standing, NPCs 0 of 3 standing.');
  await expect(end).toBeDisabled();
  await expect(strip(page).getByTestId('end-turn')).toBeDisabled();
  expect(problems).toEqual([]);
});

test('the help opens at its top at 1280x720 and lists keys for grapple, break free, end combat, reinforcements and conditions', async ({ page, problems }) => {
  await startSample(page, 'vers');
  await page.keyboard.press('?');
  const help = page.getByTestId('help-overlay');
  await expect(help).toBeVisible();
  await expect(help.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeInViewport({ ratio: 1 });
  await expect(help.getByRole('heading', { name: 'Everywhere' })).toBeInViewport({ ratio: 1 });
  expect(await help.evaluate((d) => d.scrollTop)).toBe(0);
  const rows = await help.locator('dt').evaluateAll((dts) => dts.map((dt) => `${dt.textContent} = ${dt.nextElementSibling?.textContent}`));
  expect(rows).toEqual(expect.arrayContaining([
    'Ctrl+Shift+E = End the combat, with a summary',
    'Alt+G = Grapple the target (it must stand adjacent)',
    'Alt+B = Break the acting character free of its grapple',
    'J = Bring in reinforcements (Roster panel)',
    'Alt+C = Add a condition to the picked combatant',
  ]));
  await screenshot(page, 'help-1280');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  // J opens the reinforcements; Alt+C puts the caret in the condition field.
  await page.keyboard.press('j');
  await expect(page.getByTestId('tab-roster')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('roster-view-join')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Alt+c');
  await expect(page.getByTestId('tab-combatant')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('condition-name')).toBeFocused();
  await page.keyboard.type('stunned');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('condition-stunned')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the help lists the generic keys and only this fight\u2019s system\u2019s own keys', async ({ page, problems }) => {
  // Each system's own keys, as its help line ends: a fight of one system lists its own, never another's.
  const own = { yaugs: ['G = Target gives ground', 'F = Target forgoes', 'K = Strike back'], vers: ['R = Quick recovery'], waylights: [] as string[] };
  for (const system of ['yaugs', 'vers', 'waylights'] as const) {
    await startSample(page, system);
    await page.keyboard.press('?');
    const help = page.getByTestId('help-overlay');
    await expect(help).toBeVisible();
    const rows = await help.locator('dt').evaluateAll((dts) => dts.map((dt) => `${dt.textContent} = ${dt.nextElementSibling?.textContent}`));
    // The generic fight keys are there in every system.
    expect(rows).toEqual(expect.arrayContaining(['A = Attack the target', 'E = End the turn', 'Alt+G = Grapple the target (it must stand adjacent)', 'M = Measure with the ruler']));
    for (const [other, lines] of Object.entries(own)) {
      for (const line of lines) expect(rows.some((r) => r.startsWith(line)), `${system} fight, ${other} key "${line}"`).toBe(other === system);
    }
    expect(rows.filter((r) => / \((YAUGS|VERS|Waylights)\)$/.test(r) && !r.endsWith(`(${system === 'waylights' ? 'Waylights' : system.toUpperCase()})`))).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);
  }
  expect(problems).toEqual([]);
});

test('VERS: Alt+G rolls the grapple on the adjacent target and Alt+B asks where to break free to', async ({ page, problems }) => {
  await page.goto('/');
  await page.getByTestId('new-name').fill(`E2E grapple keys ${Date.now()}`);
  await page.getByTestId('new-system-vers').check();
  await page.getByTestId('create').click();
  await page.locator('[data-testid^="add-pc-"]').first().click();
  await page.locator('[data-testid^="add-npc-"]').first().click();
  await page.getByTestId('start-combat').click();
  const current = (await page.locator('.strip li.now .name').innerText()).trim();
  const names = (await page.locator('.strip .chip .name').allInnerTexts()).map((n) => n.trim());
  await page.locator('.strip .chip').nth(names.findIndex((n) => n !== current)).click();
  await page.getByRole('tab', { name: 'Attack' }).click();
  // The odds show first, with who rolls; the table's dice make it hold: a PC's grappling roll of
  // 1 1 1 hits, and an NPC's grapple hits when the PC's Dodge of 6 6 6 fails.
  await page.getByTestId('fight-actions').locator('summary').click();
  const odds = page.getByTestId('grapple-odds');
  await expect(odds).toContainText(/takes hold \d+%/);
  const pcDodges = (await odds.innerText()).includes('Dodge');
  await page.getByTestId('grapple-dice').fill(pcDodges ? '6 6 6' : '1 1 1');
  await page.locator('.brand').focus();
  await page.keyboard.press('Alt+g');
  await expect(log(page)).toContainText('grapples');
  await page.keyboard.press('Alt+b');
  await expect(page.getByTestId('hex-pick')).toContainText('Break free: click the hex');
  expect(problems).toEqual([]);
});

test('Alt+G on a target out of reach says why, in the engine\u2019s words, under the Attack button (from any tab)', async ({ page, problems }) => {
  await startSample(page, 'vers');
  const current = (await page.locator('.strip li.now .name').innerText()).trim();
  await page.locator('.strip .chip', { hasText: 'Bandit' }).first().click();
  await page.getByRole('tab', { name: 'Attack' }).click();
  await expect(page.getByTestId('fact-range')).not.toContainText(' 1 hex ');
  const refusal = page.getByTestId('refusal');
  await expect(refusal).toHaveCount(0);
  await page.locator('.brand').focus();
  await page.keyboard.press('Alt+g');
  await expect(refusal).toHaveText(/^Bandit is \d+ hexes away; a grapple needs the adjacent hex\.$/);
  // Where the GM reads the attack's own refusals: right under the Attack button, on screen.
  await expect(refusal).toBeInViewport({ ratio: 1 });
  const button = (await page.getByTestId('attack').boundingBox())!;
  const said = (await refusal.boundingBox())!;
  expect(said.y).toBeGreaterThanOrEqual(button.y + button.height);
  expect(said.y - (button.y + button.height)).toBeLessThan(60);
  await expect(log(page)).not.toContainText('grapples');
  // From another panel the key brings the attack panel up, with the reason.
  await page.getByTestId('tab-roster').click();
  await page.locator('.brand').focus();
  await page.keyboard.press('Alt+g');
  await expect(page.getByTestId('tab-attack')).toHaveAttribute('aria-selected', 'true');
  await expect(refusal).toBeInViewport({ ratio: 1 });
  await expect(page.locator('.strip li.now .name')).toHaveText(current);
  await screenshot(page, 'grapple-refused-1280');
  expect(problems).toEqual([]);
});

test('the roll banner folds to one line, keeps the attack panel\u2019s heading in view, and remembers the GM\u2019s choice', async ({ page, problems }) => {
  const attack = async () => {
    await startSample(page, 'waylights');
    await page.locator('.strip .chip', { hasText: 'Brother Aldous' }).click();
    await page.getByRole('tab', { name: 'Attack' }).click();
    await page.getByTestId('attack').click();
    await expect(banner).toBeVisible();
  };
  const banner = page.getByTestId('last-roll');
  const fold = page.getByTestId('last-roll-fold');
  const heading = page.getByTestId('target-panel').locator('h2');
  const below = async () => {
    const b = (await banner.boundingBox())!;
    return (await heading.boundingBox())!.y >= b.y + b.height;
  };
  await attack();
  // At 720 px high it starts folded: one line of small dice and the result, the whole text on hover.
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await expect(banner.locator('.lead')).toHaveCount(0);
  expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(40);
  await expect(banner).toHaveAttribute('title', /^Tamsin attacks Brother Aldous/);
  await expect(heading).toBeInViewport({ ratio: 1 });
  expect(await below()).toBe(true);
  // The Attack button stays on screen too.
  await expect(page.getByTestId('attack')).toBeInViewport({ ratio: 1 });
  await screenshot(page, 'roll-banner-folded');

  // Opened, it says the whole exchange; the panel's heading is still below it, in view.
  await fold.click();
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  await expect(banner.locator('.lead')).toBeVisible();
  await expect(heading).toBeInViewport({ ratio: 1 });
  expect(await below()).toBe(true);
  await screenshot(page, 'roll-banner-open');

  // A view preference: after a reload the next fight's banner opens as the GM left it.
  await page.reload();
  await attack();
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  await fold.click();
  await page.reload();
  await attack();
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  expect(problems).toEqual([]);
});

test('Waylights at 1280x720: "Tamsin \u2192 Brother Aldous" stays on one line, the long weapon name beside or under it', async ({ page, problems }) => {
  await startSample(page, 'waylights');
  await expect(page.locator('.strip li.now .name')).toHaveText('Tamsin');
  await page.locator('.strip .chip', { hasText: 'Brother Aldous' }).click();
  await page.getByRole('tab', { name: 'Attack' }).click();
  const heading = page.getByTestId('attack-heading');
  await expect(heading).toHaveText('Tamsin\u00a0\u2192 Brother Aldous');
  // The lines its text takes: one line box each (the old header squeezed it to three beside the weapon).
  const lines = await heading.evaluate((h) => {
    const r = document.createRange();
    r.selectNodeContents(h);
    return new Set([...r.getClientRects()].filter((x) => x.width > 0).map((x) => Math.round(x.top))).size;
  });
  expect(lines).toBe(1);
  // Nothing lost: the weapon and its "(ranged)" are still there, inside the panel, and the header takes two lines at most.
  const weapon = page.getByTestId('weapon');
  await expect(weapon.locator('option:checked')).toHaveText('Pneumatic rifle (ranged)');
  await expect(weapon).toBeInViewport({ ratio: 1 });
  const panel = (await page.getByTestId('target-panel').boundingBox())!;
  const w = (await weapon.boundingBox())!;
  expect(w.x + w.width).toBeLessThanOrEqual(panel.x + panel.width);
  const h = (await heading.boundingBox())!;
  const header = (await page.getByTestId('target-panel').locator('header').boundingBox())!;
  expect(header.height).toBeLessThanOrEqual(h.height + w.height + 8);
  await screenshot(page, 'waylights-heading-1280');
  expect(problems).toEqual([]);
});

test('a long turn order scrolls in its own box, says how many more, and never runs under End turn', async ({ page, problems }) => {
  await startSample(page, 'waylights');
  await page.keyboard.press('j');
  for (const name of ['Ilse the Duellist', 'Tamsin the Scout', 'Brother Aldous']) await page.getByTestId(`join-npc-${name}`).click();
  await expect(page.locator('.strip .chip')).toHaveCount(8);
  const order = page.getByTestId('turn-order');
  const endTurn = strip(page).getByTestId('end-turn');
  const endCombat = strip(page).getByTestId('end-combat');
  // The order's box stops before the buttons: no chip is drawn under them.
  const box = (await order.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual((await endCombat.boundingBox())!.x);
  expect(box.x + box.width).toBeLessThanOrEqual((await endTurn.boundingBox())!.x);
  await expect(page.getByTestId('strip-more-right')).toBeVisible();
  await expect(page.getByTestId('strip-more-right')).toHaveText(/\d+ ›/);
  await screenshot(page, 'turn-strip-long');
  // The acting chip is in view; the hint scrolls to the rest.
  await expect(page.locator('.strip li.now')).toBeInViewport();
  const more = page.getByTestId('strip-more-right');
  for (let i = 0; i < 5 && (await more.count()); i++) {
    await more.click();
    await page.waitForTimeout(400);
  }
  await expect(more).toHaveCount(0);
  await expect(page.getByTestId('strip-more-left')).toBeVisible();
  await expect(page.locator('.strip .chip').last()).toBeInViewport({ ratio: 1 });
  expect(problems).toEqual([]);
});

/** A YAUGS fight of Aldric against Bruiser where Bruiser has just defended critically: the Counter-Attack is on offer. */
async function counterOnOffer(page: Page, label: string) {
  const name = `E2E ${label} ${Date.now()}`;
  const at = (col: number, row: number) => offsetToAxial({ col, row }, 'pointy');
  const fighter = (id: string, n: string, side: 'pc' | 'npc', col: number, sheet: object) => ({ id, name: n, side, sheet: { ...sheet, name: n }, position: at(col, 4), facing: null, hidden: false, notes: '', color: null });
  const enc = encounterSchema.parse({
    name, system: 'yaugs', settings: yaugsSettings(), gmNotes: '',
    map: { width: 14, height: 10, orientation: 'pointy', metersPerHex: 2, background: null, terrain: [] },
    combatants: [fighter('aldric', 'Aldric', 'pc', 4, YAUGS_SAMPLES.swordsman), fighter('bruiser', 'Bruiser', 'npc', 5, YAUGS_SAMPLES.brawler)],
  });
  const file = serializeFile('hexfray/encounter', enc as unknown as Record<string, unknown>);
  if (!file.ok) throw new Error(JSON.stringify(file.errors));
  writeFileSync(join(process.env.HEXFRAY_E2E_LIBRARY!, 'encounters', `e2e-${label.replace(/\W+/g, '-')}-${Date.now()}.encounter.json`), file.text);
  await page.goto('/');
  await page.getByTestId('lib-encounters').locator('li', { hasText: name }).getByTestId('lib-open').click();
  await page.getByTestId('start-combat').click();
  await page.locator('.strip .chip', { hasText: 'Bruiser' }).click();
  await page.getByRole('tab', { name: 'Attack' }).click();
  // Aldric rolls 1, Bruiser a natural 100: Bruiser defends critically and may strike back.
  await page.getByTestId('typed-dice').fill('1 100');
  await page.getByTestId('attack').click();
  const prompt = page.getByTestId('counter-attack-offer');
  await expect(prompt).toContainText('Bruiser defended critically');
  return prompt;
}

test('YAUGS at 1280x720: with the Counter-Attack prompt up, the attack panel\u2019s heading and Attack button stay on screen', async ({ page, problems }) => {
  const prompt = await counterOnOffer(page, 'counter fits');
  expect((await prompt.boundingBox())!.height).toBeLessThanOrEqual(100);
  await expect(page.getByTestId('last-roll')).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('target-panel').locator('h2')).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('attack')).toBeInViewport({ ratio: 1 });
  await screenshot(page, 'yaugs-counter-attack-1280');
  expect(problems).toEqual([]);
});

test('YAUGS at 1280x720: with the Counter-Attack prompt up, what is said under the Attack button is read without scrolling', async ({ page, problems }) => {
  await counterOnOffer(page, 'counter refusal');
  const heading = page.getByTestId('target-panel').locator('h2');
  const attack = page.getByTestId('attack');
  // Dice that are no dice: the error under the field, whole, with the heading and the button still in view.
  await page.getByTestId('typed-dice').fill('x');
  const error = page.getByTestId('dice-error');
  await expect(error).toContainText('Typed dice are whole numbers');
  for (const seen of [error, attack, heading]) await expect(seen).toBeInViewport({ ratio: 1 });
  // A face no d100 shows: said as it is typed, the same.
  await page.getByTestId('typed-dice').fill('150');
  await expect(error).toContainText('Die 1 is 150, but a d100 shows 1 to 100.');
  for (const seen of [error, attack, heading]) await expect(seen).toBeInViewport({ ratio: 1 });
  // Faces the engine refuses (one where the attack reads at least two): its refusal under the button, the same.
  await page.getByTestId('typed-dice').fill('50');
  await attack.click();
  const refusal = page.getByTestId('attack-refusal');
  await expect(refusal).toBeVisible();
  for (const seen of [refusal, attack, heading]) await expect(seen).toBeInViewport({ ratio: 1 });
  // Nothing had to scroll for it: the panel is at its top.
  expect(await page.locator('.tabpanel').evaluate((e) => e.scrollTop)).toBe(0);
  await screenshot(page, 'yaugs-counter-refusal-1280');
  expect(problems).toEqual([]);
});

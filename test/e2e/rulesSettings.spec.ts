// The encounter's rules settings and free rolls, driven as a GM would (issue 12 deliverable 4,
// issue 13 item 9): a setting changed in prep is marked as not the default; one changed mid-fight
// is a logged command, and the attack after it carries a mark naming it; a free roll in each system
// shows its exact odds before and its result in the log after.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, screenshot } from './fixtures';
import { serializeFile } from '../../shared/files/serializeFile';
import type { Encounter } from '../../shared/model/schema';
import { encounterSchema } from '../../shared/systems/registry';
import { offsetToAxial } from '../../shared/hex';
import { yaugsSettings } from '../../shared/rules/yaugs/settings';
import { versSettings } from '../../shared/rules/vers/settings';
import { waylightsSettings } from '../../shared/rules/waylights/settings';
import { YAUGS_SAMPLES } from '../../shared/rules/yaugs/samples';
import { SAMPLE_SHEETS as VERS_SAMPLES } from '../../shared/rules/vers/samples';
import { SAMPLE_CHARACTERS as WAYLIGHTS_SAMPLES } from '../../shared/rules/waylights/samples';

const library = () => process.env.HEXFRAY_E2E_LIBRARY!;
const at = (col: number, row: number) => offsetToAxial({ col, row }, 'pointy');
const map = { width: 14, height: 10, orientation: 'pointy' as const, metersPerHex: 2, background: null, terrain: [] };

function fighter(id: string, name: string, side: 'pc' | 'npc', col: number, row: number, sheet: object) {
  return { id, name, side, sheet: { ...sheet, name }, position: at(col, row), facing: null, hidden: false, notes: '', color: null };
}

function onDisk(enc: Encounter): void {
  const file = serializeFile('hexfray/encounter', enc as unknown as Record<string, unknown>);
  if (!file.ok) throw new Error(JSON.stringify(file.errors));
  writeFileSync(join(library(), 'encounters', `${enc.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.encounter.json`), file.text);
}

function encounter(system: 'yaugs' | 'vers' | 'waylights', name: string): Encounter {
  const pair = {
    yaugs: [YAUGS_SAMPLES.swordsman, YAUGS_SAMPLES.brawler],
    vers: [VERS_SAMPLES.mara, VERS_SAMPLES.bandit],
    waylights: [WAYLIGHTS_SAMPLES.duellist, WAYLIGHTS_SAMPLES.villager],
  }[system];
  const settings = { yaugs: yaugsSettings(), vers: versSettings(), waylights: waylightsSettings() }[system];
  return encounterSchema.parse({
    name, system, settings, gmNotes: '', map,
    combatants: [fighter('kira', 'Kira', 'pc', 4, 4, pair[0]!), fighter('brute', 'Brute', 'npc', 5, 4, pair[1]!)],
  });
}

async function open(page: Page, enc: Encounter) {
  onDisk(enc);
  await page.goto('/');
  const row = page.getByTestId('lib-encounters').locator('li', { hasText: enc.name });
  await expect(row).toBeVisible({ timeout: 10_000 });
  await row.getByTestId('lib-open').click();
  await expect(page.getByTestId('roster').locator('li').first()).toBeVisible();
}

const log = (page: Page) => page.getByTestId('log');

test('prep: every VERS setting with its default; a change is marked as not the default, and Default puts it back', async ({ page }) => {
  await open(page, encounter('vers', `E2E settings prep ${Date.now()}`));
  await page.getByRole('tab', { name: 'Encounter' }).click();
  const form = page.getByTestId('rules-settings');
  await form.scrollIntoViewIfNeeded();
  await expect(form).toContainText('VERS');
  await expect(page.getByTestId('settings-changed-count')).toHaveText('all default');
  for (const key of ['tnBase', 'dramatic', 'multiAttackFirstFree', 'coverEquality', 'ndvAddsDoS', 'sameSideRoller']) {
    await expect(page.getByTestId(`setting-${key}`)).toContainText('default');
  }
  // Where coverEquality is chosen: only counterfactual gives the same odds whoever holds the dice.
  await expect(page.getByTestId('note-coverEquality')).toContainText('only counterfactual gives the same odds whoever holds the dice');
  await expect(page.getByTestId('nondefault-coverEquality')).toHaveCount(0);
  // The House defaults no setting changes are listed too, as in force.
  await page.getByTestId('house-fixed').locator('summary').click();
  await expect(page.getByTestId('house-fixed')).toContainText('Cover objects and shields have RV 0');
  await page.getByTestId('house-fixed').scrollIntoViewIfNeeded();
  await screenshot(page, 'settings-prep-vers-house');

  await page.getByTestId('set-coverEquality').selectOption('counterfactual');
  await expect(page.getByTestId('nondefault-coverEquality')).toBeVisible();
  await expect(page.getByTestId('settings-changed-count')).toHaveText('1 not default');
  // A value the system refuses is not taken, and the form says why.
  await page.getByTestId('set-tnBase').fill('99');
  await page.getByTestId('set-tnBase').press('Enter');
  await page.getByTestId('set-tnBase').blur();
  await expect(page.getByTestId('settings-error')).toContainText('TN base');
  await expect(page.getByTestId('set-tnBase')).toHaveValue('10');
  await page.getByTestId('setting-coverEquality').scrollIntoViewIfNeeded();
  await screenshot(page, 'settings-prep-vers');

  // Undo takes the change back, like every prep edit; redo and Default do the same by hand.
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('nondefault-coverEquality')).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(page.getByTestId('nondefault-coverEquality')).toBeVisible();
  await page.getByTestId('reset-coverEquality').click();
  await expect(page.getByTestId('nondefault-coverEquality')).toHaveCount(0);
  await expect(page.getByTestId('settings-changed-count')).toHaveText('all default');
});

test('mid-fight: a setting changed in the Rules tab is a logged command, and the attack after it is marked with the setting it used', async ({ page }) => {
  await open(page, encounter('vers', `E2E settings fight ${Date.now()}`));
  await page.getByTestId('start-combat').click();
  await expect(page.getByTestId('round')).toContainText('1');
  await page.getByTestId('tab-rules').click();
  await expect(page.getByTestId('settings-where')).toContainText('A fight is running');
  await page.getByTestId('settings-reason').fill('lenient table');
  await page.getByTestId('set-tnBase').fill('12');
  await page.getByTestId('set-tnBase').press('Enter');
  await expect(log(page)).toContainText('Settings changed from the next command on: tnBase 10 -> 12 (lenient table)');
  await expect(page.getByTestId('nondefault-tnBase')).toBeVisible();
  await screenshot(page, 'settings-rules-tab-vers');

  // The attack after the change: its log entry and the latest-roll banner carry the mark, and the
  // tooltip names the setting with its default.
  await page.locator('.strip .chip', { hasText: 'Brute' }).click();
  await page.getByRole('tab', { name: 'Attack' }).click();
  await expect(page.getByTestId('attack')).toBeEnabled();
  await page.getByTestId('attack').click();
  const attack = log(page).locator('li.attack').first();
  await expect(attack).toBeVisible();
  await expect(attack.getByTestId('nondefault-rules')).toHaveAttribute('title', /TN base 12 \(default 10\)/);
  await expect(page.getByTestId('last-roll-rules')).toHaveAttribute('title', /TN base 12 \(default 10\)/);
  await attack.locator('summary').click();
  await expect(attack.getByTestId('rules-used')).toContainText('TN base 12 (default 10)');
  await screenshot(page, 'settings-fight-vers');

  // Undo takes the attack back, then the change: the log line goes.
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(log(page)).not.toContainText('Settings changed');
  // Prep during the fight: its Encounter tab edits the running fight, says so, and logs the change.
  await page.getByTestId('mode-prep').click();
  await page.getByRole('tab', { name: 'Encounter' }).click();
  await expect(page.getByTestId('settings-where')).toContainText('A fight is running');
  await page.getByTestId('set-multiAttackFirstFree').uncheck();
  await page.getByTestId('mode-combat').click();
  await expect(log(page)).toContainText('multiAttackFirstFree on -> off');
});

test('free roll, YAUGS: a target of 60 shows the six bands of RULES.md 1.1, then the typed roll is logged for Kira', async ({ page }) => {
  await open(page, encounter('yaugs', `E2E free roll yaugs ${Date.now()}`));
  await page.getByTestId('start-combat').click();
  await page.getByTestId('tab-free-roll').click();
  const panel = page.getByTestId('free-roll-panel');
  await page.getByTestId('free-roll-who').selectOption({ label: 'Kira' });
  await page.getByTestId('free-roll-label').fill('Climb the wall');
  await page.getByTestId('free-roll-target').fill('60');
  // By hand from RULES.md 1.1 (T 60): 01-03, 04-57, 58-60, 61-64, 65-96, 97-100.
  const odds = panel.getByTestId('free-roll-odds');
  await expect(odds.locator('li')).toHaveCount(6);
  await expect(odds.locator('[data-outcome="critical-success"]')).toContainText('1-3');
  await expect(odds.locator('[data-outcome="marginal-failure"]')).toContainText('61-64');
  await expect(odds.locator('[data-outcome="marginal-failure"] [data-probability]')).toHaveAttribute('data-probability', '0.04');
  await expect(page.getByTestId('free-roll-chance')).toHaveText('success 60.0%');
  await page.getByTestId('free-roll-typed').fill('62');
  await screenshot(page, 'free-roll-yaugs-before');
  await panel.getByTestId('free-roll').click();
  await expect(log(page)).toContainText('Kira: Climb the wall: Marginal failure (rolled 62)');
  await expect(page.getByTestId('free-roll-result')).toContainText('Marginal failure');
  await screenshot(page, 'free-roll-yaugs-after');
});

test('free roll, VERS: the GM rolls against effTN 12; odds with DoS and DoF, then the result with its degrees in the log', async ({ page }) => {
  await open(page, encounter('vers', `E2E free roll vers ${Date.now()}`));
  await page.getByTestId('start-combat').click();
  await page.getByTestId('tab-free-roll').click();
  await page.getByTestId('free-roll-who').selectOption({ label: 'The GM' });
  await page.getByTestId('free-roll-label').fill('Spot the ambush');
  await page.getByTestId('free-roll-effTN').fill('12');
  // 3d6 at or under 12: 160 of 216 ways.
  await expect(page.getByTestId('free-roll-chance')).toHaveText(`success ${((160 / 216) * 100).toFixed(1)}%`);
  await expect(page.getByTestId('free-roll-odds')).toContainText('Success, 0 DoS');
  await expect(page.getByTestId('free-roll-odds')).toContainText('Failure, 1 DoF');
  // Two faces for a 3d6 roll are refused before anything is sent.
  await page.getByTestId('free-roll-typed').fill('3 4');
  await expect(page.getByTestId('free-roll-dice-error')).toContainText('type 3 faces, not 2');
  await expect(page.getByTestId('free-roll-panel').getByTestId('free-roll')).toBeDisabled();
  await page.getByTestId('free-roll-typed').fill('3 4 2');
  await page.getByTestId('free-roll-label').focus();
  // Ctrl+Enter rolls from the registry while typing.
  await page.keyboard.press('Control+Enter');
  // 3+4+2 = 9 against 12: 3 DoS.
  await expect(log(page)).toContainText('Spot the ambush: Success, 3 DoS (rolled 9)');
  await screenshot(page, 'free-roll-vers-after');
});

test('free roll, Waylights: 2 dice +1 each against 9; the odds by margin, then the logged result', async ({ page }) => {
  await open(page, encounter('waylights', `E2E free roll waylights ${Date.now()}`));
  await page.getByTestId('start-combat').click();
  await page.getByTestId('tab-free-roll').click();
  await page.getByTestId('free-roll-label').fill('Leap the gap');
  await page.getByTestId('free-roll-dice').fill('2');
  await page.getByTestId('free-roll-bonusPerDie').fill('1');
  await page.getByTestId('free-roll-against').fill('9');
  // 2d6 + 2 >= 9 when 2d6 >= 7: 21 of 36.
  await expect(page.getByTestId('free-roll-chance')).toHaveText(`success ${((21 / 36) * 100).toFixed(1)}%`);
  await expect(page.getByTestId('free-roll-odds')).toContainText('Success by 0');
  await expect(page.getByTestId('free-roll-odds')).toContainText('2d6');
  await screenshot(page, 'free-roll-waylights-before');
  await page.getByTestId('free-roll-panel').getByTestId('free-roll').click();
  await expect(log(page).locator('li.free-roll').first()).toContainText(/Leap the gap: (Success|Failure) by/);
  await expect(page.getByTestId('free-roll-result')).toBeVisible();
  await screenshot(page, 'free-roll-waylights-after');
});

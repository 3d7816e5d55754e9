// Waylights at the table (issue 21): the step aside switched on and off gives the defender back the
// split it had, and every change the app makes to a split is said on screen.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { saveAndReplaySession, test, expect } from './fixtures';
import { serializeFile } from '../../shared/files/serializeFile';
import { encounterSchema } from '../../shared/systems/registry';
import { offsetToAxial } from '../../shared/hex';
import { waylightsSettings } from '../../shared/rules/waylights/settings';
import { SAMPLE_CHARACTERS } from '../../shared/rules/waylights/samples';
import type { Encounter } from '../../shared/model/schema';

const at = (col: number, row: number) => offsetToAxial({ col, row }, 'pointy');
const map = { width: 14, height: 10, orientation: 'pointy' as const, metersPerHex: 2, background: null, terrain: [] };

function fighter(id: string, name: string, side: 'pc' | 'npc', col: number, row: number, sheet: object) {
  return { id, name, side, sheet: { ...sheet, name }, position: at(col, row), facing: null, hidden: false, notes: '', color: null };
}

/** Writes the encounter into the test library and opens it, as a GM's earlier prep would have. */
async function openOnDisk(page: Page, enc: Encounter): Promise<void> {
  const file = serializeFile('hexfray/encounter', enc as unknown as Record<string, unknown>);
  if (!file.ok) throw new Error(JSON.stringify(file.errors));
  writeFileSync(join(process.env.HEXFRAY_E2E_LIBRARY!, 'encounters', `${enc.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.encounter.json`), file.text);
  await page.goto('/');
  const row = page.getByTestId('lib-encounters').locator('li', { hasText: enc.name });
  await expect(row).toBeVisible({ timeout: 10_000 });
  await row.getByTestId('lib-open').click();
  await expect(page.getByTestId('roster').locator('li').first()).toBeVisible();
}

/** Saves the fight and replays the newest session die for die: its events. */
async function savedEvents(page: Page) {
  return (await saveAndReplaySession(page)).events;
}

const duel = (name: string) => encounterSchema.parse({
  name, system: 'waylights', settings: waylightsSettings(), gmNotes: '', map,
  combatants: [fighter('tamsin', 'Tamsin', 'pc', 2, 4, SAMPLE_CHARACTERS.scout), fighter('aldous', 'Aldous', 'npc', 8, 4, SAMPLE_CHARACTERS.zealot)],
});

test('Waylights: step aside switched back off returns the defender\u2019s split, and each change is said', async ({ page, problems }) => {
  await openOnDisk(page, duel(`E2E step back ${Date.now()}`));
  await page.getByTestId('start-combat').click();
  await page.locator('.strip .chip', { hasText: 'Aldous' }).click();
  await page.getByRole('tab', { name: 'Attack' }).click();
  await page.getByTestId('attack-dice').fill('3');
  await page.getByTestId('defence-dice').fill('3');
  const step = page.getByTestId('step-aside');
  const to = at(8, 3);
  await step.selectOption(`${to.q},${to.r}`);
  await expect(page.getByTestId('defence-dice')).toHaveValue('2');
  await expect(page.getByTestId('split-change')).toHaveText("The step's die comes out of Aldous's defence dice: 3 \u2192 2.");
  await step.selectOption('');
  await expect(page.getByTestId('defence-dice')).toHaveValue('3');
  await expect(page.getByTestId('split-change')).toHaveText("The step's die goes back to Aldous's defence dice: 2 \u2192 3.");
  // The attack resolves with the split the defender had: three defence dice, none countering.
  await page.getByTestId('attack').click();
  await expect(page.getByTestId('log')).toContainText('Tamsin');
  const attack = (await savedEvents(page)).filter((e) => e.kind === 'attack').at(-1)!;
  expect(attack.rolls.filter((r) => r.label.startsWith('Aldous')).map((r) => r.roll!.faces.length)).toEqual([3]);
  expect(problems).toEqual([]);
});

test('a refused attack shows its reason and no odds chart; one that can be made shows both', async ({ page, problems }) => {
  await openOnDisk(page, duel(`E2E refused odds ${Date.now()}`));
  await page.getByTestId('start-combat').click();
  await page.locator('.strip .chip', { hasText: 'Aldous' }).click();
  await page.getByRole('tab', { name: 'Attack' }).click();
  const panel = page.getByTestId('target-panel');
  // Tamsin's knife does not reach Aldous six hexes away: refused, so no distribution to read.
  await page.getByTestId('weapon').selectOption('Knife');
  await expect(panel.locator('.blocked').first()).toContainText('beyond the reach of Knife');
  await expect(panel.locator('.odds')).toHaveCount(0);
  await page.getByTestId('weapon').selectOption('Pneumatic rifle');
  await expect(panel.locator('.odds')).toHaveCount(1);
  expect(problems).toEqual([]);
});

// Reinforcements as the GM brings them in (issue 21, point 14): named as they join, and set down on
// open ground when the nearest free hex would be light cover.
import type { Page } from '@playwright/test';
import { test, expect, screenshot, startFightFrom } from './fixtures';
import { hexNeighbors, hexPlace, offsetToAxial, type Hex } from '../../shared/hex';
import { encounterSchema } from '../../shared/systems/registry';
import { yaugsSettings } from '../../shared/rules/yaugs/settings';
import { YAUGS_SAMPLES } from '../../shared/rules/yaugs/samples';

const at = (col: number, row: number) => offsetToAxial({ col, row }, 'pointy');
// The map's own column and row, as the roster's message words a hex.
const words = (h: Hex) => hexPlace(h, 'pointy');

function fighter(id: string, name: string, side: 'pc' | 'npc', position: Hex, sheet: { name: string }) {
  return { id, name, side, sheet: { ...sheet, name }, position, facing: null, hidden: false, notes: '', color: null };
}

// A bandit behind a hedge: light cover (it does not block sight) on five of the hexes around him,
// open ground on the sixth, the last one a search around him comes to.
const bandit = at(8, 5);
const around = hexNeighbors(bandit);
const hedge = around.slice(0, 5).map((h, i) => ({ ...h, kind: 'cover' as const, id: `hedge-${i}`, name: 'Hedge', value: 2, structure: 20, maxStructure: 20, blocksSight: false }));

async function startBehindTheHedge(page: Page) {
  const enc = encounterSchema.parse({
    name: `E2E hedge ${Date.now()}`, system: 'yaugs', settings: yaugsSettings(), gmNotes: '',
    map: { width: 14, height: 10, orientation: 'pointy', metersPerHex: 2, background: null, terrain: hedge },
    combatants: [fighter('aldric', 'Aldric', 'pc', at(2, 5), YAUGS_SAMPLES.swordsman), fighter('bandit', 'Bandit', 'npc', bandit, YAUGS_SAMPLES.brawler)],
  });
  await startFightFrom(page, enc);
  await page.getByTestId('tab-roster').click();
  await page.getByTestId('roster-view-join').click();
}

test('a reinforcement joins under the name the GM gives it, and the name field is clear for the next', async ({ page, problems }) => {
  await startBehindTheHedge(page);
  await page.getByTestId('join-name').fill('Captain Vey');
  await page.getByTestId('join-npc-Archer').click();
  await expect(page.getByTestId('roster-message')).toContainText(/^Captain Vey joins on column \d+, row \d+/);
  await expect(page.locator('.strip .chip .name', { hasText: 'Captain Vey' })).toBeVisible();
  await expect(page.getByTestId('log')).toContainText('Captain Vey joins the fight');
  await expect(page.getByTestId('join-name')).toHaveValue('');
  await screenshot(page, 'reinforcement-named');
  // Left empty, the sheet's name as before.
  await page.getByTestId('join-npc-Archer').click();
  await expect(page.getByTestId('roster-message')).toContainText(/^Archer joins on/);
  expect(problems).toEqual([]);
});

test('"nearest free hex" sets a reinforcement on open ground beside the picked one, not in the hedge', async ({ page, problems }) => {
  await startBehindTheHedge(page);
  await page.getByTestId('roster-view-order').click();
  await page.getByTestId('roster-order').getByRole('button', { name: /^\d+\. Bandit$/ }).click();
  await page.getByTestId('roster-view-join').click();
  await page.getByTestId('join-npc-Brawler').click();
  await expect(page.getByTestId('roster-message')).toHaveText(`Brawler joins on ${words(around[5]!)} (the nearest free hex to Bandit). It acts last in the order.`);
  expect(problems).toEqual([]);
});

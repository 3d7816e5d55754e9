// VERS grapples by a roll (RULES.md 2.3, issue 21 point 11), as a GM runs them: the odds before the
// roll like any attack's, the table's dice in the log, the partner in the shared hex clicked as the
// target, and breaking free into the hex the GM picks. Saved and replayed die for die.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, endTurn, saveAndReplay, screenshot } from './fixtures';
import { serializeFile } from '../../shared/files/serializeFile';
import { encounterSchema } from '../../shared/systems/registry';
import { offsetToAxial, type Hex } from '../../shared/hex';
import { versSettings } from '../../shared/rules/vers/settings';
import { SAMPLE_SHEETS } from '../../shared/rules/vers/samples';

const at = (col: number, row: number) => offsetToAxial({ col, row }, 'pointy');
const log = (page: Page) => page.getByTestId('log');

function fighter(id: string, name: string, side: 'pc' | 'npc', col: number, row: number, sheet: object) {
  return { id, name, side, sheet: { ...sheet, name }, position: at(col, row), facing: null, hidden: false, notes: '', color: null };
}

/** A point on the map inside `target`, found by the hex readout under the pointer (as rulesControls.spec does). */
async function pointAt(page: Page, target: Hex): Promise<{ x: number; y: number }> {
  const box = (await page.locator('canvas[data-layer="static"]').boundingBox())!;
  let x = box.x + box.width / 2;
  let y = box.y + box.height / 2;
  for (let i = 0; i < 200; i++) {
    await page.mouse.move(x, y);
    const m = /Column (\d+), row (\d+)/.exec(await page.locator('.coord').innerText());
    if (!m) throw new Error('no hex readout under the pointer');
    const { q, r } = offsetToAxial({ col: Number(m[1]) - 1, row: Number(m[2]) - 1 }, 'pointy');
    if (q === target.q && r === target.r) return { x, y };
    const dx = target.q - q + (target.r - r) / 2;
    const dy = (target.r - r) * 0.866;
    const len = Math.hypot(dx, dy);
    x += (dx / len) * 6;
    y += (dy / len) * 6;
  }
  throw new Error(`hex ${target.q},${target.r} not found on the map`);
}

test('VERS: a grapple and a break free are rolled with their odds shown first; the partner in the shared hex is a click away', async ({ page, problems }) => {
  const name = `E2E rolled grapple ${Date.now()}`;
  const enc = encounterSchema.parse({
    name, system: 'vers', settings: versSettings(), gmNotes: '',
    map: { width: 12, height: 8, orientation: 'pointy', metersPerHex: 2, background: null, terrain: [] },
    combatants: [fighter('mara', 'Mara', 'pc', 3, 3, SAMPLE_SHEETS.mara), fighter('bandit', 'Bandit', 'npc', 4, 3, SAMPLE_SHEETS.bandit)],
  });
  const file = serializeFile('hexfray/encounter', enc as unknown as Record<string, unknown>);
  if (!file.ok) throw new Error(JSON.stringify(file.errors));
  writeFileSync(join(process.env.HEXFRAY_E2E_LIBRARY!, 'encounters', `e2e-rolled-grapple-${Date.now()}.encounter.json`), file.text);
  await page.goto('/');
  const row = page.getByTestId('lib-encounters').locator('li', { hasText: name });
  await expect(row).toBeVisible({ timeout: 10_000 });
  await row.getByTestId('lib-open').click();
  await page.getByTestId('start-combat').click();
  await expect(page.locator('.strip li.now .name')).toHaveText('Mara');

  // Mara grapples the Bandit: her grappling roll, 3d6 under her TN, shown before she rolls.
  await page.locator('.strip .chip', { hasText: 'Bandit' }).click();
  await page.getByRole('tab', { name: 'Attack' }).click();
  await page.getByTestId('fight-actions').locator('summary').click();
  await expect(page.getByTestId('grapple')).toHaveText(/Grapple Bandit \(roll\)/);
  await expect(page.getByTestId('grapple-odds')).toHaveText(/^takes hold \d+% · fails \d+% \(3d6 under \d+, Mara: grappling\)$/);
  await page.getByTestId('grapple-dice').fill('2 2 3');
  await page.getByTestId('grapple').click();
  await expect(log(page)).toContainText('Mara grapples Bandit: both are grappling');
  await screenshot(page, 'vers-grapple-rolled');
  await endTurn(page);
  await expect(page.locator('.strip li.now .name')).toHaveText('Bandit');

  // Both stand on the Bandit's hex: a click there picks Mara, the acting Bandit's partner.
  const shared = await pointAt(page, at(4, 3));
  await page.mouse.click(shared.x, shared.y);
  await page.getByRole('tab', { name: 'Attack' }).click();
  await expect(page.getByTestId('target-panel').locator('h2')).toContainText('→ Mara');

  // The Bandit breaks free: an NPC never rolls, so Mara rolls Dodge against his static grappling attack; 6 6 6 fails it.
  await page.getByTestId('fight-actions').locator('summary').click();
  await expect(page.getByTestId('break-free-odds')).toHaveText(/^breaks free \d+% · fails \d+% \(3d6 under \d+, Mara: Dodge\)$/);
  await page.getByTestId('grapple-dice').fill('6 6 6');
  await page.getByTestId('break-free').click();
  await expect(page.getByTestId('hex-pick')).toContainText('Break free: click the hex Bandit steps into');
  const away = await pointAt(page, at(5, 3));
  await page.mouse.click(away.x, away.y);
  await expect(log(page)).toContainText('Bandit breaks free of Mara');
  const state = await saveAndReplay(page);
  expect(state.grapples).toEqual([]);
  expect(state.encounter.combatants.find((c) => c.id === 'bandit')!.position).toEqual(at(5, 3));
  expect(problems).toEqual([]);
});

// The 200x200 table (test/bench/tableFight.ts) as a saved fight in the browser tests' library, and
// the steps the table's tests take on it: open it, end turns by the keyboard, let frames settle.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Encounter } from '../../shared/model/schema';
import { tableEncounter, tableSession } from '../bench/tableFight';

/** Two animation frames: whatever a change scheduled has been drawn. */
export const settle = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** Saves the table's fight (no conditions) into the library under a name of its own, and returns that name. */
export function saveTableFight(title: string, encounter: Encounter = tableEncounter()): string {
  const dir = join(process.env.HEXFRAY_E2E_LIBRARY!, 'sessions');
  mkdirSync(dir, { recursive: true });
  const stamp = Date.now();
  const name = `${title} ${stamp}`;
  writeFileSync(join(dir, `${title.toLowerCase().replace(/\W+/g, '-')}-${stamp}.session.json`), tableSession(encounter, false).replace('Table bench without conditions', name));
  return name;
}

/** Opens the saved fight `name` from the start screen and waits for its turn strip (a 500-token table loads slowly). */
export async function openSession(page: Page, name: string): Promise<void> {
  await page.getByTestId('lib-tab-sessions').click();
  await page.getByTestId('lib-sessions').locator('li', { hasText: name }).getByTestId('lib-open').click();
  await page.locator('.strip li.now .name').waitFor({ timeout: 180_000 });
}

/** Ends the turn by its key (E) and waits until the strip names another actor and that is drawn. */
export async function endTurnByKey(page: Page): Promise<void> {
  const before = await page.evaluate(() => document.querySelector('.strip li.now .name')?.textContent ?? '');
  await page.keyboard.press('e');
  await page.waitForFunction((was) => document.querySelector('.strip li.now .name')?.textContent !== was, before, { timeout: 20_000 });
  await settle(page);
}

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, screenshot, endTurn } from './fixtures';
import { serializeFile } from '../../shared/files/serializeFile';
import { EXAMPLES } from '../../shared/sim/examples';

const library = () => process.env.HEXFRAY_E2E_LIBRARY!;
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const write = (path: string, value: unknown) => writeFileSync(path, JSON.stringify(value, null, 2) + '\n');

/** Writes an encounter file into the test library as another program would, and returns its path. */
function encounterOnDisk(name: string, extra: (file: Record<string, any>) => void = () => {}): string { // eslint-disable-line @typescript-eslint/no-explicit-any
  const file = serializeFile('hexfray/encounter', { ...EXAMPLES.yaugs(), name } as unknown as Record<string, unknown>);
  if (!file.ok) throw new Error(JSON.stringify(file.errors));
  const value = JSON.parse(file.text);
  extra(value);
  const path = join(library(), 'encounters', `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.encounter.json`);
  write(path, value);
  return path;
}

async function openFromLibrary(page: Page, name: string) {
  await page.goto('/');
  const row = page.getByTestId('lib-encounters').locator('li', { hasText: name });
  await expect(row).toBeVisible({ timeout: 10_000 });
  await row.getByTestId('lib-open').click();
  await expect(page.locator('.title')).toContainText(name);
}

async function rename(page: Page, name: string) {
  await page.getByRole('tab', { name: 'Encounter' }).click();
  await page.getByTestId('encounter-name').fill(name);
  await page.getByTestId('encounter-name').press('Tab');
  await expect(page.locator('.title')).toContainText(name);
}

// Files typed end to end: main validated the file once; the app keeps the value it sent, so fields
// this version does not know survive an open, an edit and a save.
test('fields Hexfray does not know survive opening, editing and saving in the app', async ({ page, problems }) => {
  const name = `Unknown fields ${Date.now()}`;
  const path = encounterOnDisk(name, (f) => {
    f.campaign = { arc: 'The drowned crown', session: 12 };
    f.combatants[0].figurine = 'aldric-28mm';
  });
  await openFromLibrary(page, name);
  await rename(page, `${name} (edited)`);
  await page.keyboard.press('Control+s');
  await expect(page.getByText(`Saved "${name} (edited)".`)).toBeVisible();

  const saved = read(path);
  expect(saved.name).toBe(`${name} (edited)`);
  expect(saved.campaign).toEqual({ arc: 'The drowned crown', session: 12 });
  expect(saved.combatants[0].figurine).toBe('aldric-28mm');
  expect(problems).toEqual([]);
});

// Saving over a file changed outside Hexfray asks first, in prep and in a fight, and each answer
// does what it says.
test('a save over a file changed outside Hexfray asks: overwrite, save as a new file, or load from disk', async ({ page, problems }) => {
  test.setTimeout(90_000);
  const name = `Conflict ${Date.now()}`;
  const path = encounterOnDisk(name);
  const outside = (notes: string, rename?: string) => {
    const f = read(path);
    f.gmNotes = notes;
    if (rename) f.name = rename;
    write(path, f);
  };
  const dialog = page.getByTestId('conflict');

  // Overwrite: the app's version replaces the outside edit.
  await openFromLibrary(page, name);
  await rename(page, `${name} A`);
  outside('edited in a text editor');
  await expect(page.locator('.toast', { hasText: 'The encounter file was changed outside Hexfray' })).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Control+s');
  await expect(dialog).toBeVisible();
  expect(read(path).name).toBe(name);
  await screenshot(page, 'conflict-prep');
  await page.getByTestId('conflict-overwrite').click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => read(path).name).toBe(`${name} A`);
  expect(read(path).gmNotes).not.toBe('edited in a text editor');

  // Save as a new file: both versions are kept, and the GM carries on in the new one.
  outside('second outside edit');
  await rename(page, `${name} B`);
  await page.keyboard.press('Control+s');
  await page.getByTestId('conflict-save-new').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.toast', { hasText: 'Saved as a new file' })).toBeVisible();
  expect(read(path)).toMatchObject({ name: `${name} A`, gmNotes: 'second outside edit' });
  const copies = readdirSync(join(library(), 'encounters')).filter((f) => f.endsWith('.json')).map((f) => read(join(library(), 'encounters', f))).filter((f) => f.name === `${name} B`);
  expect(copies).toHaveLength(1);

  // Load from disk: the unsaved edit is dropped and the file shows as it is now.
  await openFromLibrary(page, `${name} A`);
  await rename(page, `${name} C`);
  outside('third outside edit', `${name} from disk`);
  await page.keyboard.press('Control+s');
  await page.getByTestId('conflict-reload').click();
  await expect(page.locator('.title')).toContainText(`${name} from disk`);
  await expect(page.locator('.title .dirty')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Encounter' }).click();
  await expect(page.getByLabel('GM notes (never shown to players)')).toHaveValue('third outside edit');

  // In a fight: the session file changed outside is noticed on the combat screen, and a save asks too.
  await page.getByTestId('start-combat').click();
  await endTurn(page);
  await page.keyboard.press('Control+s');
  await expect(page.locator('.toast', { hasText: 'Session saved' })).toBeVisible();
  const sessions = join(library(), 'sessions');
  const sessionPath = join(sessions, readdirSync(sessions).filter((f) => f.endsWith('.json')).find((f) => read(join(sessions, f)).encounter?.name === `${name} from disk`)!);
  const onDisk = read(sessionPath);
  write(sessionPath, { ...onDisk, name: 'Renamed outside' });
  await expect(page.locator('.toast', { hasText: 'The session file was changed outside Hexfray' })).toBeVisible({ timeout: 15_000 });
  await endTurn(page);
  await page.keyboard.press('Control+s');
  await expect(dialog).toContainText('session');
  await screenshot(page, 'conflict-combat');

  // Load from disk there: the fight goes back to the file's one command; then overwrite another outside edit.
  await page.getByTestId('conflict-reload').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('log').locator('li', { hasText: 'ends the turn' })).toHaveCount(1);
  write(sessionPath, { ...read(sessionPath), name: 'Renamed outside again' });
  await expect.poll(() => page.locator('.toast', { hasText: 'The session file was changed outside Hexfray' }).count(), { timeout: 15_000 }).toBeGreaterThan(1);
  await endTurn(page);
  await page.keyboard.press('Control+s');
  await page.getByTestId('conflict-overwrite').click();
  await expect.poll(() => read(sessionPath).commands.length).toBe(onDisk.commands.length + 1);
  expect(problems).toEqual([]);
});

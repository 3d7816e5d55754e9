// The flow of a fight at the table: the target is the acting character's (it clears when the turn
// passes and on Esc), Tab steps through the enemies in sight, a new target brings a weapon that
// reaches it, a refused move says why where the token was dropped, and leaving a running fight asks.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { hexOnPage } from './boardPoints';
import { test, expect, screenshot, endTurn, startFightFrom, startYaugs } from './fixtures';
import { EXAMPLES } from '../../shared/sim/examples';

const heading = (page: Page) => page.getByTestId('target-panel').locator('h2');


test('the target clears on Esc and when the turn passes; Tab and Shift+Tab step through the enemies in sight', async ({ page, problems }) => {
  await startYaugs(page);
  await page.keyboard.press('Tab');
  await expect(heading(page)).toHaveText(/Aldric\s→ \S/);
  const first = await heading(page).innerText();
  await page.keyboard.press('Tab');
  await expect(heading(page)).not.toHaveText(first);
  await page.keyboard.press('Shift+Tab');
  await expect(heading(page)).toHaveText(first);
  // Never an ally: Wren is on Aldric's side.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    await expect(heading(page)).not.toContainText('Wren');
  }
  await screenshot(page, 'flow-tab-target');
  await page.keyboard.press('Escape');
  await expect(heading(page)).toHaveText('Aldric');
  await page.keyboard.press('Tab');
  await expect(heading(page)).toContainText('→');
  await endTurn(page);
  await expect(heading(page)).toHaveText('Wren');
  expect(problems).toEqual([]);
});

test('a new target brings a weapon that reaches it', async ({ page, problems }) => {
  await startYaugs(page);
  await endTurn(page);
  await expect(heading(page)).toHaveText('Wren');
  // Wren draws her dagger, then targets an enemy across the ford: the longbow comes back.
  await page.getByTestId('weapon').selectOption('Dagger');
  await expect(page.getByTestId('weapon')).toHaveValue('Dagger');
  await page.locator('.map-wrap .map').focus();
  await page.keyboard.press('Tab');
  await expect(heading(page)).toContainText('→');
  await expect(page.getByTestId('weapon')).toHaveValue('Longbow');
  await expect(page.getByTestId('refusal')).toHaveCount(0);
  await expect(page.getByTestId('odds-summary')).toBeVisible();
  expect(problems).toEqual([]);
});

test('table dice: a refusal shows under the Attack button, Enter attacks, and a damage die a miss did not need is said back, not refused', async ({ page, problems }) => {
  await startYaugs(page);
  await endTurn(page);
  await page.locator('.map-wrap .map').focus();
  await page.keyboard.press('Tab');
  await expect(heading(page)).toContainText('→');
  await expect(page.getByTestId('dice-order')).toContainText('Damage (Longbow)');
  const field = page.getByTestId('typed-dice');
  // One face where the attack reads at least two: refused, with the reason right under the button.
  await field.fill('50');
  await field.press('Enter');
  const refusal = page.getByTestId('attack-refusal');
  await expect(refusal).toContainText(/typed dice/i);
  const button = (await page.getByTestId('attack').boundingBox())!;
  const said = (await refusal.boundingBox())!;
  expect(said.y).toBeGreaterThan(button.y);
  expect(said.y + said.height).toBeLessThanOrEqual(720);
  await expect(page.getByTestId('refusal')).toHaveCount(0);
  // Every die the table rolled, damage too: Wren rolls 1 and the defender a natural 100, so the
  // attack fails and the damage die is not read. The attack goes through and says so.
  const attacks = page.getByTestId('log').locator('li', { hasText: 'Wren' });
  const before = await attacks.count();
  await field.fill('1 100 5');
  await expect(refusal).toHaveCount(0);
  await field.press('Enter');
  await expect(page.getByTestId('dice-unread')).toHaveText('The attack read 1 100; not needed this time: 5.');
  await expect(attacks).not.toHaveCount(before);
  await expect(field).toHaveValue('');
  await screenshot(page, 'flow-table-dice-unread');
  // A refusal's faces stay for a retry, but not into the next actor's turn.
  await field.fill('50');
  await field.press('Enter');
  await expect(refusal).toBeVisible();
  await endTurn(page);
  await page.locator('.map-wrap .map').focus();
  await page.keyboard.press('Tab');
  await expect(heading(page)).toContainText('→');
  await expect(field).toHaveValue('');
  await expect(page.getByTestId('dice-unread')).toHaveCount(0);
  await expect(refusal).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('YAUGS: two critical defences between the same pair offer one Counter-Attack prompt, and the screen keeps up', async ({ page, problems }) => {
  await startYaugs(page);
  await endTurn(page);
  await page.locator('.map-wrap .map').focus();
  await page.keyboard.press('Tab');
  await expect(heading(page)).toContainText('→');
  const field = page.getByTestId('typed-dice');
  const defended = page.getByTestId('log').locator('li', { hasText: 'critical (Wren fumbles)' });
  for (const n of [1, 2]) {
    await field.fill('1 100 5');
    await field.press('Enter');
    await expect(defended).toHaveCount(n);
  }
  await expect(page.getByTestId('counter-attack-offer')).toHaveCount(1);
  await expect(page.getByTestId('counter-attack-offer')).toContainText('may strike Wren once');
  expect(problems).toEqual([]);
});

test('a refused move says why where the token was dropped', async ({ page, problems }) => {
  const enc = EXAMPLES.yaugs();
  await startYaugs(page);
  const map = page.locator('.map-wrap .map');
  const aldric = enc.combatants.find((c) => c.id === 'aldric')!.position;
  const from = await hexOnPage(map, enc.map, aldric);
  const far = { q: aldric.q + 11, r: aldric.r - 3 };
  const to = await hexOnPage(map, enc.map, far);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++) await page.mouse.move(from.x + ((to.x - from.x) * i) / 20, from.y + ((to.y - from.y) * i) / 20);
  await page.mouse.up();
  const label = page.getByTestId('move-refused');
  await expect(label).toContainText(/Aldric can move \d+ more this turn; that path costs \d+/);
  const box = (await label.boundingBox())!;
  // By the drop point: just above it, centred on it.
  expect(Math.abs(box.x + box.width / 2 - to.x)).toBeLessThan(4);
  expect(box.y + box.height).toBeLessThan(to.y);
  expect(to.y - (box.y + box.height)).toBeLessThan(40);
  await screenshot(page, 'flow-refused-move');
  await expect(label).toHaveCount(0, { timeout: 8000 });
  // Faded from the map, it does not turn up in the attack panel instead.
  await expect(page.getByTestId('refusal')).toHaveCount(0);
  await expect(page.getByTestId('log')).not.toContainText('Aldric moves');
  expect(problems).toEqual([]);
});

test('a move refused on a hex names it by the map\u2019s column and row, as the readout under the pointer does', async ({ page, problems }) => {
  const enc = EXAMPLES.yaugs();
  await startYaugs(page);
  const map = page.locator('.map-wrap .map');
  const by = (id: string) => enc.combatants.find((c) => c.id === id)!.position;
  const from = await hexOnPage(map, enc.map, by('aldric'));
  const to = await hexOnPage(map, enc.map, by('wren'));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(from.x + ((to.x - from.x) * i) / 10, from.y + ((to.y - from.y) * i) / 10);
  const readout = await page.getByTestId('hex-readout').innerText();
  expect(readout).toBe('Column 3, row 9');
  await page.mouse.up();
  // The engine's words, with Wren's hex as the readout said it (it said "hex -2,8" before).
  await expect(page.getByTestId('move-refused')).toHaveText(`Aldric cannot move there: ${readout.toLowerCase()} is held by Wren.`);
  // Said once, by the drop point: the attack panel does not repeat it (nor once the label fades).
  await expect(page.getByTestId('refusal')).toHaveCount(0);
  // Wren stands by the map's left edge: the label is kept wholly on the map, not cut at the window's edge.
  const label = (await page.getByTestId('move-refused').boundingBox())!;
  const board = (await map.boundingBox())!;
  expect(label.x).toBeGreaterThanOrEqual(board.x);
  expect(label.x + label.width).toBeLessThanOrEqual(board.x + board.width);
  expect(label.y).toBeGreaterThanOrEqual(board.y);
  expect(label.y + label.height).toBeLessThan(to.y);
  await screenshot(page, 'flow-refused-hex');
  expect(problems).toEqual([]);
});

test('leaving a running fight asks first: keep it in the background, save it or abandon it', async ({ page, problems }) => {
  await startYaugs(page);
  const dialog = page.getByTestId('leave-fight');
  // Stay: nothing changes.
  await page.locator('.brand').click();
  await expect(dialog).toContainText('is still running (round 1)');
  await screenshot(page, 'flow-leave-fight');
  await page.getByTestId('leave-cancel').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.strip')).toBeVisible();
  // Background: the start screen, with the fight a click away.
  await page.locator('.brand').click();
  await page.getByTestId('leave-background').click();
  await expect(page.getByTestId('sample-vers')).toBeVisible();
  await page.getByTestId('mode-combat').click();
  await expect(page.locator('.strip li.now .name')).toHaveText('Aldric');
  // Opening another encounter while the fight runs asks too; kept, the start screen offers it back.
  await page.locator('.brand').click();
  await page.getByTestId('leave-background').click();
  await page.getByTestId('sample-vers').click();
  await expect(dialog).toContainText('open "');
  await page.getByTestId('leave-background').click();
  await expect(page.getByTestId('mode-combat')).toHaveCount(0);
  await page.locator('.brand').click();
  await expect(page.getByTestId('recovery')).toBeVisible();
  // Save: the session goes to the library, then the step goes on.
  await page.getByTestId('sample-yaugs').click();
  await page.getByTestId('start-combat').click();
  // The fight on screen first: a click on the logo before it shows leaves prep, not the fight.
  await expect(page.locator('.strip li.now .name')).toHaveText('Aldric');
  await page.locator('.brand').click();
  await page.getByTestId('leave-save').click();
  await expect(page.getByText(/Session saved/)).toBeVisible();
  await expect(page.getByTestId('mode-combat')).toHaveCount(0);
  // Abandon: gone, the Combat button with it.
  await page.getByTestId('sample-yaugs').click();
  await page.getByTestId('start-combat').click();
  await expect(page.locator('.strip li.now .name')).toHaveText('Aldric');
  await page.locator('.brand').click();
  await page.getByTestId('leave-abandon').click();
  await expect(page.getByText(/Abandoned the fight/)).toBeVisible();
  await expect(page.getByTestId('mode-combat')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('VERS quick-create: a character with two weapons and a shield', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await page.getByTestId('sample-vers').click();
  await page.getByTestId('new-character').click();
  const form = page.getByTestId('quick-create');
  await form.getByTestId('qc-name').fill('Reeve');
  await form.getByTestId('qc-add-weapon').click();
  await expect(form.getByTestId('qc-weapon-2')).toHaveValue('Bow');
  await expect(form.getByTestId('qc-weapon-2-ranged')).toBeChecked();
  // A third row, then taken away again.
  await form.getByTestId('qc-add-weapon').click();
  await form.getByTestId('qc-weapon-3').fill('Hatchet');
  await form.getByTestId('qc-weapon-3-remove').click();
  await expect(form.getByTestId('qc-weapon-3')).toHaveCount(0);
  await form.getByTestId('qc-shield').check();
  await form.getByTestId('qc-shield-name').fill('Kite shield');
  await form.getByTestId('qc-side-pc').click();
  await screenshot(page, 'flow-quick-create-weapons');
  await form.getByTestId('qc-add').click();
  await expect(page.getByTestId('roster')).toContainText('Reeve');
  // The fight offers both weapons to Reeve: saved and read back from the encounter file.
  await page.keyboard.press('Control+s');
  await expect(page.getByText(/Saved "/)).toBeVisible();
  const dir = join(process.env.HEXFRAY_E2E_LIBRARY!, 'encounters');
  const newest = readdirSync(dir).filter((f) => f.endsWith('.encounter.json')).map((f) => join(dir, f)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]!;
  const enc = JSON.parse(readFileSync(newest, 'utf8')) as { combatants: { sheet: { name: string; weapons: { name: string; ranged?: boolean }[]; shield?: { name: string } | null } }[] };
  const reeve = enc.combatants.find((c) => c.sheet.name === 'Reeve')!;
  expect(reeve.sheet.weapons.map((w) => w.name)).toEqual(['Sword', 'Bow']);
  expect(reeve.sheet.weapons[1]!.ranged).toBe(true);
  expect(reeve.sheet.shield?.name).toBe('Kite shield');
  expect(problems).toEqual([]);
});

test('YAUGS quick-create: a character with a sword, a shield and a dagger', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await page.getByTestId('sample-yaugs').click();
  await page.getByTestId('new-character').click();
  const form = page.getByTestId('quick-create');
  await form.getByTestId('qc-name').fill('Hild');
  await form.getByTestId('qc-add-weapon').click();
  await expect(form.getByTestId('qc-weapon-2')).toHaveValue('Shield');
  await expect(form.getByTestId('qc-weapon-2-shield')).toBeChecked();
  await form.getByTestId('qc-weapon-2-block-bonus').fill('20');
  await form.getByTestId('qc-add-weapon').click();
  await expect(form.getByTestId('qc-weapon-3')).toHaveValue('Dagger');
  // The kind of the first weapon changed and changed back keeps its damage type.
  await form.getByTestId('qc-mode').selectOption('ranged');
  await form.getByTestId('qc-mode').selectOption('melee');
  await expect(form.getByTestId('qc-damage-type')).toHaveValue('cutting');
  await screenshot(page, 'flow-quick-create-yaugs');
  await form.getByTestId('qc-side-pc').click();
  await form.getByTestId('qc-add').click();
  await expect(page.getByTestId('roster')).toContainText('Hild');
  await page.keyboard.press('Control+s');
  await expect(page.getByText(/Saved "/)).toBeVisible();
  const dir = join(process.env.HEXFRAY_E2E_LIBRARY!, 'encounters');
  const newest = readdirSync(dir).filter((f) => f.endsWith('.encounter.json')).map((f) => join(dir, f)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]!;
  const enc = JSON.parse(readFileSync(newest, 'utf8')) as { combatants: { sheet: { name: string; weapons: { name: string; blocks?: number; blockBonus?: number }[]; skills: { name: string }[] } }[] };
  const hild = enc.combatants.find((c) => c.sheet.name === 'Hild')!;
  expect(hild.sheet.weapons.map((w) => w.name)).toEqual(['Sword', 'Shield', 'Dagger']);
  expect(hild.sheet.weapons[1]).toMatchObject({ blocks: 2, blockBonus: 20 });
  expect(hild.sheet.skills.map((k) => k.name)).toEqual(['Sword', 'Shield', 'Dagger']);
  expect(problems).toEqual([]);
});

test('Waylights quick-create: a character with a sword and a bow', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await page.getByTestId('sample-waylights').click();
  await page.getByTestId('new-character').click();
  const form = page.getByTestId('quick-create');
  await form.getByTestId('qc-name').fill('Oda');
  await form.getByTestId('qc-add-weapon').click();
  await expect(form.getByTestId('qc-weapon-2')).toHaveValue('Bow');
  await expect(form.getByTestId('qc-weapon-2-range')).toHaveValue('12');
  await form.getByTestId('qc-side-pc').click();
  await form.getByTestId('qc-add').click();
  await expect(page.getByTestId('roster')).toContainText('Oda');
  await page.keyboard.press('Control+s');
  await expect(page.getByText(/Saved "/)).toBeVisible();
  const dir = join(process.env.HEXFRAY_E2E_LIBRARY!, 'encounters');
  const newest = readdirSync(dir).filter((f) => f.endsWith('.encounter.json')).map((f) => join(dir, f)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]!;
  const enc = JSON.parse(readFileSync(newest, 'utf8')) as { combatants: { sheet: { name: string; weapons: { name: string; kind: string }[] } }[] };
  expect(enc.combatants.find((c) => c.sheet.name === 'Oda')!.sheet.weapons.map((w) => `${w.name} ${w.kind}`)).toEqual(['Sword melee', 'Bow ranged']);
  expect(problems).toEqual([]);
});

for (const vp of [{ width: 1280, height: 720 }, { width: 1920, height: 1080 }]) {
  test(`at ${vp.width}x${vp.height} the side column holds the odds, the dice and Attack on one screen, and grows on a wide window`, async ({ page, problems }) => {
    const enc = structuredClone(EXAMPLES.yaugs());
    enc.name = `Side column ${vp.width} ${Date.now()}`;
    const [aldric, , bruiser] = enc.combatants;
    // Bruiser beside Aldric, who acts first: a target in reach, so the whole attack shows.
    bruiser!.position = { q: aldric!.position.q + 1, r: aldric!.position.r };
    await startFightFrom(page, enc, vp);
    await page.locator('.strip .chip', { hasText: 'Bruiser' }).click();
    await page.getByTestId('tab-attack').click();
    await expect(page.getByTestId('attack')).toBeEnabled();
    // The odds in one line, the table dice and Attack, and the log; a wide window has room for the whole breakdown too.
    for (const id of ['odds-summary', 'typed-dice', 'attack', 'log', ...(vp.width === 1920 ? ['preview-total'] : [])]) {
      await expect(page.getByTestId(id), `${id} is on screen`).toBeInViewport({ ratio: 1 });
    }
    const side = (await page.locator('.combat .side').boundingBox())!;
    const map = (await page.locator('.combat .map-wrap').boundingBox())!;
    expect(side.x + side.width).toBeLessThanOrEqual(vp.width + 0.5);
    // 26rem at 1280 (the map keeps the rest); a wide window gives the column about 30% of its width.
    if (vp.width === 1280) expect(Math.round(side.width)).toBe(416);
    else expect(side.width).toBeGreaterThan(540);
    expect(map.width).toBeGreaterThan(vp.width * 0.6);
    // The panels' tabs keep one row: a second would take its height from the panel.
    const tops = await page.locator('.combat .tabs [role="tab"]').evaluateAll((tabs) => tabs.map((t) => Math.round(t.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(problems).toEqual([]);
  });
}

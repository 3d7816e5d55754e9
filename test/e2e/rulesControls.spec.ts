// The controls of the revised rules (issue 12, deliverable 3), driven as a GM would: give ground and
// forgo attacks on a YAUGS defender, the Counter-Attack a critical defence offers, the Waylights
// step aside and surprise, the VERS shield in quick-create and the library, VERS quick recovery.
// Each action goes through the fight's commands, so the log shows it and undo takes it back.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, screenshot, endTurn, answerStartQuestion } from './fixtures';
import { serializeFile } from '../../shared/files/serializeFile';
import { parseFile } from '../../shared/files';
import { replay, type SessionRecord } from '../../shared/engine/session';
import type { Encounter } from '../../shared/model/schema';
import { encounterSchema } from '../../shared/systems/registry';
import { hexPlace, offsetToAxial, type Hex } from '../../shared/hex';
import { yaugsSettings } from '../../shared/rules/yaugs/settings';
import { versSettings } from '../../shared/rules/vers/settings';
import { waylightsSettings } from '../../shared/rules/waylights/settings';
import { YAUGS_SAMPLES } from '../../shared/rules/yaugs/samples';
import { SAMPLE_SHEETS as VERS_SAMPLES } from '../../shared/rules/vers/samples';
import { SAMPLE_CHARACTERS as WAYLIGHTS_SAMPLES } from '../../shared/rules/waylights/samples';

const library = () => process.env.HEXFRAY_E2E_LIBRARY!;
const at = (col: number, row: number) => offsetToAxial({ col, row }, 'pointy');
const map = { width: 14, height: 10, orientation: 'pointy' as const, metersPerHex: 2, background: null, terrain: [] };

function fighter(id: string, name: string, side: 'pc' | 'npc' | 'ally', col: number, row: number, sheet: object) {
  return { id, name, side, sheet: { ...sheet, name }, position: at(col, row), facing: null, hidden: false, notes: '', color: null };
}

/** Writes an encounter into the test library, as a GM's earlier prep would have. */
function onDisk(enc: Encounter): void {
  const file = serializeFile('hexfray/encounter', enc as unknown as Record<string, unknown>);
  if (!file.ok) throw new Error(JSON.stringify(file.errors));
  writeFileSync(join(library(), 'encounters', `${enc.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.encounter.json`), file.text);
}

async function open(page: Page, name: string) {
  await page.goto('/');
  const row = page.getByTestId('lib-encounters').locator('li', { hasText: name });
  await expect(row).toBeVisible({ timeout: 10_000 });
  await row.getByTestId('lib-open').click();
  await expect(page.getByTestId('roster').locator('li').first()).toBeVisible();
}

/** Picks `name` as the target from the turn strip and shows the attack panel. */
async function target(page: Page, name: string) {
  await page.locator('.strip .chip', { hasText: name }).click();
  await page.getByRole('tab', { name: 'Attack' }).click();
  await expect(page.getByTestId('target-panel').locator('h2')).toContainText(`→ ${name}`);
}

const log = (page: Page) => page.getByTestId('log');

/** Saves the fight and replays the newest session file with verification: the commands it holds and the first mismatch. */
async function savedReplay(page: Page) {
  await page.keyboard.press('Control+s');
  await expect(page.locator('.toast').last()).toContainText(/saved/i);
  const dir = join(library(), 'sessions');
  const newest = readdirSync(dir).filter((f) => f.endsWith('.session.json')).map((f) => join(dir, f)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]!;
  const parsed = parseFile(newest, readFileSync(newest, 'utf8'), { expect: 'hexfray/session' });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const record = parsed.value as unknown as SessionRecord;
  return { commands: record.commands.map((e) => e.command), mismatch: replay(record, { verify: true }).mismatch };
}

/**
 * A point on the map inside `target`, found as a GM's eye would: by the hex readout under the
 * pointer, walking towards the target in small steps (pointy-top: +q right, +r down and right).
 */
async function pointAt(page: Page, target: Hex): Promise<{ x: number; y: number }> {
  const box = (await page.locator('canvas[data-layer="static"]').boundingBox())!;
  let x = box.x + box.width / 2;
  let y = box.y + box.height / 2;
  for (let i = 0; i < 200; i++) {
    await page.mouse.move(x, y);
    // The readout says the map's own column and row: back to axial for the walk below.
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

test('YAUGS: the defender gives ground into a hex it picks and forgoes its attacks; both raise its OQ and undo', async ({ page }) => {
  const name = `E2E give ground ${Date.now()}`;
  onDisk(encounterSchema.parse({
    name, system: 'yaugs', settings: yaugsSettings(), gmNotes: '', map,
    combatants: [fighter('aldric', 'Aldric', 'pc', 4, 4, YAUGS_SAMPLES.swordsman), fighter('bruiser', 'Bruiser', 'npc', 5, 4, YAUGS_SAMPLES.brawler)],
  }));
  await open(page, name);
  await page.getByTestId('start-combat').click();
  await target(page, 'Bruiser');

  const oq = page.getByTestId('target-panel').getByTestId('oq-controls');
  await expect(oq).toContainText('OQ');
  await screenshot(page, 'yaugs-attack-panel');
  const base = Number(await oq.getByTestId('oq-value').innerText());

  await oq.getByTestId('forgo-attacks').click();
  await expect(log(page)).toContainText('Bruiser forgoes its attacks this round');
  await expect(oq.getByTestId('oq-value')).toHaveText(String(base + 1));
  await expect(oq.getByTestId('forgo-attacks')).toBeDisabled();

  // Give ground: the free hexes are offered in a list (and in blue on the map); table dice win the roll.
  await oq.getByTestId('give-ground').click();
  await expect(page.getByTestId('hex-pick')).toContainText('Give ground: click the hex Bruiser steps back into');
  const to = at(6, 4);
  await oq.getByTestId('give-ground-dice').fill('95 2');
  await screenshot(page, 'yaugs-give-ground-choose');
  await oq.getByTestId(`give-ground-to-${to.q}-${to.r}`).click();
  await expect(log(page)).toContainText(`Bruiser gives ground to ${hexPlace(to)}`);
  await expect(page.getByTestId('hex-pick')).toHaveCount(0);
  await expect(oq.getByTestId('oq-value')).toHaveText(String(base + 2));
  await expect(oq.getByTestId('give-ground')).toBeDisabled();
  await expect(oq).toContainText('gave ground +1');
  await screenshot(page, 'yaugs-give-ground-done');
  // Saved, the fight replays die for die with both raises in it.
  const saved = await savedReplay(page);
  expect(saved.mismatch).toBeNull();
  expect(saved.commands.flatMap((c) => (c.type === 'yaugs-raise-oq' ? [c.method] : []))).toEqual(['forgo-attacks', 'give-ground']);

  // Undo takes the step back: the give ground can be tried again.
  await page.keyboard.press('Control+z');
  await expect(oq.getByTestId('oq-value')).toHaveText(String(base + 1));
  await expect(oq.getByTestId('give-ground')).toBeEnabled();
  // The same raise by key (the registry's action): G opens the pick, and a click on a blue hex of
  // the map gives ground there.
  await page.getByTestId('target-panel').locator('h2').click();
  await page.keyboard.press('g');
  await expect(page.getByTestId('hex-pick')).toBeVisible();
  await oq.getByTestId('give-ground-dice').fill('95 2');
  const back = at(5, 3);
  const spot = await pointAt(page, back);
  await page.mouse.click(spot.x, spot.y);
  await expect(log(page)).toContainText(`Bruiser gives ground to ${hexPlace(back)}`);
  await expect(page.getByTestId('hex-pick')).toHaveCount(0);
});

test('YAUGS: the parry choice offers only what the rules allow, and says why when nothing is', async ({ page }) => {
  const name = `E2E parry ${Date.now()}`;
  onDisk(encounterSchema.parse({
    name, system: 'yaugs', settings: yaugsSettings(), gmNotes: '', map,
    combatants: [fighter('aldric', 'Aldric', 'pc', 4, 4, YAUGS_SAMPLES.swordsman), fighter('guard', 'Guard', 'npc', 5, 4, YAUGS_SAMPLES.guard)],
  }));
  await open(page, name);
  await page.getByTestId('start-combat').click();
  await target(page, 'Guard');
  // A cutting blow met actively: both the spear and the shield may parry or block it.
  const parry = page.getByTestId('parry-with');
  await expect(parry.locator('option')).toHaveText(['nothing', 'Spear', 'Round shield']);
  await expect(page.getByTestId('target-panel').locator('[data-outcome="parried"]')).toBeVisible();
  // Unaware of the blow, the guard meets it passively: no parry is offered, and the panel says why.
  await page.getByLabel('sees the attack').uncheck();
  await expect(parry).toHaveCount(0);
  await expect(page.getByTestId('parry-none')).toContainText('needs the attack met with Active Defence');
  await expect(page.getByTestId('target-panel').locator('[data-outcome="parried"]')).toHaveCount(0);
  await screenshot(page, 'yaugs-parry-none');
});

test('YAUGS: a critical defence offers the Counter-Attack, named, until the next turn begins; striking back is logged', async ({ page }) => {
  const name = `E2E counter ${Date.now()}`;
  onDisk(encounterSchema.parse({
    name, system: 'yaugs', settings: yaugsSettings(), gmNotes: '', map,
    combatants: [fighter('aldric', 'Aldric', 'pc', 4, 4, YAUGS_SAMPLES.swordsman), fighter('bruiser', 'Bruiser', 'npc', 5, 4, YAUGS_SAMPLES.brawler)],
  }));
  await open(page, name);
  await page.getByTestId('start-combat').click();
  const prompt = page.getByTestId('counter-attack-offer');

  // Aldric rolls 1, Bruiser a natural 100: Bruiser wins and criticals.
  await target(page, 'Bruiser');
  await page.getByTestId('typed-dice').fill('1 100');
  await page.getByTestId('attack').click();
  await expect(prompt).toContainText('Bruiser defended critically and may strike Aldric once');
  await screenshot(page, 'yaugs-counter-attack-offered');
  // Not taken: the offer lapses as the next turn begins.
  await endTurn(page);
  await expect(prompt).toHaveCount(0);

  // Bruiser's turn: Aldric meets it critically and strikes back from the prompt.
  await target(page, 'Aldric');
  await page.getByTestId('typed-dice').fill('1 100');
  await page.getByTestId('attack').click();
  await expect(prompt).toContainText('Aldric defended critically and may strike Bruiser once');
  // It only dodged, so it may strike with any of its weapons: the odds show before the GM decides.
  await expect(prompt).toContainText(/hit \d+%/);
  const before = await log(page).locator('li').count();
  // Struck back by key: K is the registry's Counter-Attack action, the prompt's button its face.
  await expect(prompt.getByTestId('counter-attack')).toBeEnabled();
  await page.keyboard.press('k');
  // Aldric's offer is used up (Bruiser may in turn defend critically, which offers Bruiser one).
  await expect(prompt.filter({ hasText: 'Aldric defended critically' })).toHaveCount(0);
  await expect(log(page).locator('li')).not.toHaveCount(before);
  await expect(log(page)).toContainText(/Counter-Attack/i);
  const saved = await savedReplay(page);
  expect(saved.mismatch).toBeNull();
  expect(saved.commands.some((c) => c.type === 'attack' && c.counterAttack === true)).toBe(true);
});

test('Waylights: the side that meant to surprise is chosen at the start and wins the Timing tie', async ({ page }) => {
  const name = `E2E surprise ${Date.now()}`;
  onDisk(encounterSchema.parse({
    name, system: 'waylights', settings: waylightsSettings(), gmNotes: '', map,
    combatants: [fighter('tamsin', 'Tamsin', 'pc', 2, 4, WAYLIGHTS_SAMPLES.scout), fighter('raider', 'Raider', 'npc', 8, 4, WAYLIGHTS_SAMPLES.scout)],
  }));
  await open(page, name);
  // Asked at Start combat, in a small dialog, so it cannot be missed (issue 21).
  await answerStartQuestion(page);
  await page.getByTestId('start-combat').click();
  const ask = page.getByTestId('start-question');
  await expect(ask).toBeVisible();
  await ask.getByTestId('start-surprise').selectOption({ label: 'The NPCs' });
  await screenshot(page, 'waylights-surprise-prep');
  await ask.getByTestId('start-confirm').click();
  await expect(log(page)).toContainText('the NPCs meant to surprise');
  // Both have Timing 4: without surprise the PCs would go first.
  await expect(page.locator('.strip li.now .name')).toHaveText('Raider');
});

test('Waylights: the defender steps aside from a ranged attack into the hex picked in the split', async ({ page }) => {
  const name = `E2E step aside ${Date.now()}`;
  onDisk(encounterSchema.parse({
    name, system: 'waylights', settings: waylightsSettings(), gmNotes: '', map,
    combatants: [fighter('tamsin', 'Tamsin', 'pc', 2, 4, WAYLIGHTS_SAMPLES.scout), fighter('aldous', 'Aldous', 'npc', 8, 4, WAYLIGHTS_SAMPLES.zealot)],
  }));
  await open(page, name);
  await page.getByTestId('start-combat').click();
  await target(page, 'Aldous');
  const step = page.getByTestId('step-aside');
  await expect(step).toBeVisible();
  const to = at(8, 3);
  await step.selectOption(`${to.q},${to.r}`);
  await expect(page.getByTestId('target-panel')).toContainText('1 to step aside');
  // Or on the map: the free hexes show in blue, and a click on one picks it.
  const other = at(8, 5);
  await page.getByTestId('step-aside-map').click();
  await expect(page.getByTestId('hex-pick')).toContainText('Step aside: click the hex Aldous steps into');
  await screenshot(page, 'waylights-step-aside-map');
  const spot = await pointAt(page, other);
  await page.mouse.click(spot.x, spot.y);
  await expect(page.getByTestId('hex-pick')).toHaveCount(0);
  await expect(step).toHaveValue(`${other.q},${other.r}`);
  await screenshot(page, 'waylights-step-aside');
  await page.getByTestId('attack').click();
  await expect(log(page)).toContainText(`Aldous steps aside to ${hexPlace(other)}`);
});

test('Waylights: the split offers the encounter\u2019s pool size where a sheet sets none', async ({ page }) => {
  const name = `E2E pool ${Date.now()}`;
  onDisk(encounterSchema.parse({
    name, system: 'waylights', settings: waylightsSettings({ poolSize: 5 }), gmNotes: '', map,
    combatants: [fighter('tamsin', 'Tamsin', 'pc', 2, 4, WAYLIGHTS_SAMPLES.scout), fighter('aldous', 'Aldous', 'npc', 3, 4, WAYLIGHTS_SAMPLES.zealot)],
  }));
  await open(page, name);
  await page.getByTestId('start-combat').click();
  await target(page, 'Aldous');
  await expect(page.getByTestId('attack-dice')).toHaveAttribute('max', '5');
  await expect(page.getByTestId('target-panel')).toContainText('Tamsin attack');
  await expect(page.getByTestId('target-panel').locator('fieldset')).toContainText('of 5');
});

test('VERS: a shield typed in quick-create stays on the sheet in prep and through the character library', async ({ page }) => {
  const name = `E2E shield ${Date.now()}`;
  await page.goto('/');
  await page.getByTestId('new-name').fill(name);
  await page.getByTestId('new-system-vers').check();
  await page.getByTestId('create').click();
  await page.getByTestId('new-character').click();
  const who = `Shieldmaiden ${Date.now() % 100000}`;
  await page.getByTestId('qc-name').fill(who);
  await page.getByTestId('qc-shield').check();
  await page.getByTestId('qc-shield-name').fill('Kite shield');
  await page.getByTestId('qc-shield-cover').fill('3');
  await page.getByTestId('qc-shield-structure').fill('12');
  await screenshot(page, 'vers-quick-create-shield');
  await page.getByTestId('qc-side-pc').click();
  await page.getByTestId('qc-add').click();
  await expect(page.getByTestId('roster')).toContainText(who);

  // The prep sheet shows the shield of the selected combatant.
  await page.getByTestId('new-character').click();
  const shield = page.getByTestId('sheet-shield');
  await expect(shield.getByTestId('edit-shield-name')).toHaveValue('Kite shield');
  await expect(shield.getByTestId('edit-shield-cover')).toHaveValue('3');
  await expect(shield.getByTestId('edit-shield-structure')).toHaveValue('12');

  // Saved to the library and added back: the copy holds the same shield.
  await page.getByTestId('save-character').click();
  const entry = page.getByTestId('library-characters').locator('li', { hasText: who });
  await expect(entry).toBeVisible();
  await entry.getByRole('button', { name: '+ NPC' }).click();
  await expect(page.getByTestId('roster').locator('li')).toHaveCount(2);
  await expect(shield.getByTestId('edit-shield-name')).toHaveValue('Kite shield');
  await expect(shield.getByTestId('edit-shield-structure')).toHaveValue('12');
  await screenshot(page, 'vers-prep-shield');
});

test('VERS: the acting character spends its turn on quick recovery, tending an ally, with table dice', async ({ page }) => {
  const name = `E2E quick recovery ${Date.now()}`;
  const grazed = { condition: 'grazed', lethal: false, note: '' };
  onDisk(encounterSchema.parse({
    name, system: 'vers', settings: versSettings(), gmNotes: '', map,
    combatants: [
      fighter('mara', 'Mara', 'pc', 3, 4, { ...VERS_SAMPLES.mara, shield: { name: 'Buckler', cover: 2, structure: 5 } }),
      fighter('tobin', 'Tobin', 'pc', 3, 5, { ...VERS_SAMPLES.tobin, injuries: [grazed, grazed] }),
      // Beside Mara, within her sword's reach.
      fighter('wolf', 'Wolf', 'npc', 4, 4, VERS_SAMPLES.wolf),
    ],
  }));
  await open(page, name);
  await page.getByTestId('start-combat').click();
  await expect(page.locator('.strip li.now .name')).toHaveText('Mara');
  await page.getByRole('tab', { name: 'Attack' }).click();
  const qr = page.getByTestId('quick-recovery-panel');
  await qr.getByTestId('quick-recovery-who').selectOption({ label: 'tend Tobin (2 Grazed)' });
  // 1 1 1: a Dramatic Success, whatever the First Aid target.
  await qr.getByTestId('quick-recovery-dice').fill('1 1 1');
  await screenshot(page, 'vers-quick-recovery');
  await qr.getByTestId('quick-recovery').click();
  await expect(log(page)).toContainText('Mara tends Tobin: quick recovery, First Aid succeeds');
  await expect(qr.getByTestId('quick-recovery')).toBeDisabled();
  // Nobody on the side is Grazed any more: the control shrinks to one line.
  await expect(qr).toContainText("no one on Mara's side is Grazed");
  // The turn is spent: the attack preview says so and offers no attack (issue 21, point 14).
  await page.locator('.strip .chip', { hasText: 'Wolf' }).click();
  await page.getByRole('tab', { name: 'Attack' }).click();
  await expect(page.getByTestId('target-panel').locator('.blocked').first()).toHaveText('Mara spent this turn on quick recovery.');
  await expect(page.getByTestId('attack')).toBeDisabled();
  await page.locator('.strip .chip', { hasText: 'Tobin' }).click();
  await expect(page.getByTestId('harm')).not.toContainText(/Grazed/i);
  // The shield Mara holds shows on her panel with the structure the fight has left of it.
  await page.locator('.strip .chip', { hasText: 'Mara' }).click();
  await expect(page.getByTestId('shield-status')).toContainText('Shield: Buckler, cover +2, structure 5 of 5');
});

// A whole fight at a real table, in each system at 1280x720, as the "done when" asks: an
// ambush (a hidden NPC revealed), reinforcements, a grapple (VERS), a condition with a duration, a
// reordered initiative, a delayed turn and a readied attack, the ruler and typed table dice, then
// four rounds played out with an attack in every turn that has one. Saved and replayed die for die.
import type { Page } from '@playwright/test';
import { test, expect, screenshot, endTurn, saveAndReplay, startFightFrom } from './fixtures';
import { EXAMPLES } from '../../shared/sim/examples';
import type { SystemId } from '../../shared/model/catalog';

const acting = async (page: Page) => (await page.locator('.strip li.now .name').innerText()).trim();
const log = (page: Page) => page.getByTestId('log');
const map = (page: Page) => page.locator('.map-wrap .map');

/** The system's sample with its last NPC hidden (the ambusher) and its first NPC beside the first PC. */
async function openAmbush(page: Page, system: SystemId): Promise<{ hidden: string; pc: string; npc: string }> {
  const enc = EXAMPLES[system]();
  enc.name = `${enc.name} (whole fight)`;
  const pc = enc.combatants.find((c) => c.side === 'pc')!;
  const npcs = enc.combatants.filter((c) => c.side === 'npc');
  npcs[0]!.position = { q: pc.position.q + 1, r: pc.position.r };
  npcs.at(-1)!.hidden = true;
  await startFightFrom(page, enc);
  return { hidden: npcs.at(-1)!.name, pc: pc.name, npc: npcs[0]!.name };
}

/** The acting character attacks the nearest enemy in sight when it has one in reach (typed faces when given). */
async function attackIfInReach(page: Page, faces?: string): Promise<boolean> {
  await page.getByTestId('tab-attack').click();
  await map(page).focus();
  // From no target, Tab picks the nearest enemy in sight.
  if (await page.getByTestId('target-panel').locator('h2').innerText().then((t) => t.includes('→'))) await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  const attack = page.getByTestId('attack');
  if (!(await attack.isVisible()) || !(await attack.isEnabled())) return false;
  if (faces) {
    const field = page.getByTestId('typed-dice');
    await field.fill(faces);
    // More faces than the attack can ever read are said at once: type as many as it reads at most.
    const error = page.getByTestId('dice-error');
    await expect(error).toContainText('dice at most');
    const most = Number(/this roll reads (\d+) dice at most/.exec(await error.innerText())![1]);
    await field.fill(faces.split(' ').slice(0, most).join(' '));
    await expect(error).toHaveCount(0);
  }
  const entries = await log(page).locator('li').count();
  await attack.click();
  await expect.poll(() => log(page).locator('li').count()).toBeGreaterThan(entries);
  return true;
}

for (const system of ['yaugs', 'vers', 'waylights'] as const) {
  test(`${system}: four rounds with an ambush, reinforcements, a condition, a new order, delay and ready, the ruler and table dice`, async ({ page, problems }) => {
    test.setTimeout(240_000);
    const { hidden, pc, npc } = await openAmbush(page, system);
    await expect(page.locator('.strip .chip', { hasText: hidden })).toHaveCount(1);

    // The ruler, across the map: hexes and metres; never logged.
    await map(page).focus();
    await page.keyboard.press('m');
    const box = (await map(page).boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.2, box.y + box.height * 0.5);
    await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.5);
    await expect(page.getByTestId('ruler-hexes')).toHaveText(/\d+ hexes/);
    await expect(page.getByTestId('ruler-metres')).toHaveText(/\d+ m/);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('ruler-readout')).toHaveCount(0);

    // A condition with a duration on the first PC.
    await page.locator('.strip .chip', { hasText: pc }).click();
    const panel = page.getByTestId('combatant-panel');
    await panel.getByTestId('condition-name').fill('prone');
    await panel.getByTestId('condition-turns').fill('1');
    await panel.getByTestId('condition-add').click();
    await expect(log(page)).toContainText(`${pc} is prone (1 turn left)`);

    // The first actor attacks with the faces the table rolled (all it may read: those a miss does not need are said back).
    if (system === 'vers' && (await acting(page)) === pc) {
      // VERS: grapple the wolf at the PC's side, and break free again.
      await page.locator('.strip .chip', { hasText: npc }).click();
      await page.getByTestId('tab-attack').click();
      // The PC rolls the grapple (RULES.md 2.3): the table's 1 1 1 is a Dramatic Success.
      await page.getByTestId('fight-actions').locator('summary').click();
      await page.getByTestId('grapple-dice').fill('1 1 1');
      await map(page).focus();
      await page.keyboard.press('Alt+g');
      await expect(log(page)).toContainText('grapples');
      await page.getByTestId('declare-break-free').click();
      await expect(log(page)).toContainText('breaks free');
    }
    expect(await attackIfInReach(page, Array(24).fill('3').join(' '))).toBe(true);
    await endTurn(page);

    // The second actor delays; the GM hands it the turn after the next one.
    const delayer = await acting(page);
    await page.getByTestId('delay').click();
    await expect(log(page)).toContainText(`${delayer} delays`);
    await page.getByTestId('handoff').selectOption({ label: delayer });
    await endTurn(page);
    expect(await acting(page)).toBe(delayer);

    // The ambusher is revealed, and reinforcements join (from the samples).
    await page.locator('.strip .chip', { hasText: hidden }).click();
    await panel.getByTestId('toggle-hidden').click();
    await expect(log(page)).toContainText(`${hidden} is revealed`);
    await map(page).focus();
    await page.keyboard.press('j');
    await page.locator('[data-testid^="join-npc-"]').first().click();
    await expect(log(page)).toContainText('joins the fight');

    // The initiative changes between turns: the order's last moves up (fixed order), or the GM
    // picks who goes next (VERS hands the turn on).
    await page.getByTestId('tab-roster').click();
    if (system === 'vers') {
      const options = await page.getByTestId('handoff').locator('option').allInnerTexts();
      await page.getByTestId('handoff').selectOption({ label: options.at(-1)! });
      await endTurn(page);
      expect(await acting(page)).toBe(options.at(-1));
    } else {
      await page.getByTestId('roster-view-order').click();
      const names = (await page.locator('.strip .chip .name').allInnerTexts()).map((n) => n.trim());
      await page.getByTestId(`earlier-${names.at(-1)!}`).click();
      await expect(log(page)).toContainText('Turn order:');
    }

    // Round 2 on: someone readies an attack; every turn attacks what it can reach; four rounds in all.
    let readied = false;
    for (let turns = 0; turns < 80; turns++) {
      const round = Number((await page.getByTestId('round').innerText()).replace(/\D/g, ''));
      if (round > 4) break;
      if (round === 2 && !readied && (await page.getByTestId('ready').isEnabled())) {
        const who = await acting(page);
        await map(page).focus();
        await page.keyboard.press('Alt+y');
        await page.getByTestId('ready-trigger').fill('when an enemy comes close');
        await page.getByTestId('ready-confirm').click();
        await expect(log(page)).toContainText(`${who} readies an attack: when an enemy comes close`);
        readied = true;
        continue;
      }
      await attackIfInReach(page);
      await endTurn(page);
    }
    expect(readied).toBe(true);
    await expect(page.getByTestId('round')).toContainText('5');
    await screenshot(page, `whole-fight-${system}`);
    const replayed = await saveAndReplay(page);
    expect(replayed.round).toBe(5);
    expect(problems).toEqual([]);
  });
}

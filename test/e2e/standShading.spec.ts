// The step-here advisor on the GM map: Q shades the acting combatant's reachable hexes by the best
// chance to harm, again by danger, again off; a shaded hex's numbers show in the legend.
import { expect, startYaugs, test } from './fixtures';
import { hexOnPage } from './boardPoints';
import { EXAMPLES } from '../../shared/sim/examples';

test('Q shades where to stand by the chance to harm, then by danger, with a hex\u2019s numbers on hover', async ({ page, problems }) => {
  // The shading is worked out on its own thread (beside the move's drawing); a page that cannot
  // start it (a wrong asset path, a CSP that refuses it) works it out itself, slower, and silently.
  const threads: string[] = [];
  page.on('worker', (w) => threads.push(w.url()));
  await startYaugs(page);
  const legend = page.getByTestId('shading-legend');
  await expect(legend).toHaveCount(0);
  await page.keyboard.press('q');
  await expect(legend).toContainText('Best chance to harm');
  // A map with no doors says nothing of them.
  await expect(page.getByTestId('shading-doors')).toHaveCount(0);

  // Aldric's own hex is one he can end on (cost 0): its numbers, in words.
  const enc = EXAMPLES.yaugs();
  const aldric = enc.combatants.find((c) => c.name === 'Aldric')!;
  const at = await hexOnPage(page.locator('canvas[data-layer="static"]'), enc.map, aldric.position);
  await page.mouse.move(at.x, at.y);
  const here = page.getByTestId('shading-here');
  await expect(here).toHaveText(/^(\d+% to harm .+ with .+|no attack from here)$/);
  expect(threads.filter((u) => u.includes('shadingWorker'))).toHaveLength(1);

  await page.keyboard.press('q');
  await expect(legend).toContainText('Danger');
  await page.mouse.move(at.x + 1, at.y);
  await expect(here).toHaveText(/^danger \d+%: .+ \d+%(, .+ \d+%)*$/);
  // The danger lists the enemies only: Aldric's ally Wren is not among them.
  await expect(here).not.toContainText('Wren');

  await page.keyboard.press('q');
  await expect(legend).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the GM shares "where to stand" with the players on a PC\u2019s turn only, never on an NPC\u2019s', async ({ page, context, problems }) => {
  await startYaugs(page);
  await page.getByTestId('tab-players').click();
  const [players] = await Promise.all([context.waitForEvent('page'), page.getByTestId('player-view').click()]);
  await expect(players.getByTestId('player-turn')).toContainText('Aldric');
  await page.bringToFront();
  const legend = players.getByTestId('player-shade-legend');
  await expect(legend).toHaveCount(0);
  await page.getByTestId('share-best').check();
  // Aldric is too far to strike this turn: the players see where he can go, and that he cannot strike.
  await expect(legend).toContainText('Aldric can reach the shaded hexes, but strike from none of them this turn');
  await players.screenshot({ path: 'test-results/players-shade.png' });
  // The NPC's turn: nothing shared, though the box stays ticked.
  for (let i = 0; i < 4; i++) {
    await page.getByTestId('end-turn').click();
    const who = (await page.locator('.strip li.now .name').innerText()).trim();
    if (who === 'Bruiser' || who === 'Lurker') break;
  }
  await expect(legend).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('an ally picked as the target: the legend says why, and nothing is shaded', async ({ page, problems }) => {
  await startYaugs(page);
  await page.keyboard.press('q');
  const here = page.getByTestId('shading-here');
  await expect(here).toHaveText('Hover a shaded hex for its numbers.');
  const enc = EXAMPLES.yaugs();
  const wren = enc.combatants.find((c) => c.name === 'Wren')!;
  const canvas = page.locator('canvas[data-layer="static"]');
  const at = await hexOnPage(canvas, enc.map, wren.position);
  await page.mouse.click(at.x, at.y);
  await expect(here).toHaveText('Wren is not an enemy of Aldric.');
  // The danger mode says the same for that target, and off clears it.
  await page.keyboard.press('q');
  await expect(here).toHaveText('Wren is not an enemy of Aldric.');
  await page.keyboard.press('q');
  await expect(page.getByTestId('shading-legend')).toHaveCount(0);
  expect(problems).toEqual([]);
});

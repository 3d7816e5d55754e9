// Doors and big bodies in the fight (issue 24, RULES.md 5.2, 5.4): a click on a door opens it (logged,
// undone by Undo), Alt+click locks it, and a 7-hex ogre is dragged by an outer hex, refused where
// its body would overlap a goblin.
import type { Page } from '@playwright/test';
import { endTurn, expect, screenshot, startFightFrom, test } from './fixtures';
import { hexOnPage } from './boardPoints';
import { MORE_EXAMPLES } from '../../shared/sim/examples';
import type { Hex } from '../../shared/hex';

const sample = (slug: string) => MORE_EXAMPLES.find((m) => m.slug === slug)!.encounter();

async function startSample(page: Page, slug: string) {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await screenshot(page, 'start-samples');
  await page.getByTestId(`sample-${slug}`).click();
  await page.getByTestId('start-combat').click();
  await expect(page.getByTestId('round')).toContainText('1');
}

test('The Farmhouse: a click on the closed front door opens it, Undo shuts it, Alt+click locks it', async ({ page, problems }) => {
  const enc = sample('the-farmhouse');
  const door = enc.map.edges!.find((e) => e.kind === 'door' && !e.door!.secret)!;
  await startSample(page, 'the-farmhouse');
  const map = page.getByRole('application');
  const pa = await hexOnPage(map, enc.map, door.a);
  const pb = await hexOnPage(map, enc.map, door.b);
  const onDoor = { x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2 };
  const log = page.getByTestId('log');

  // Nobody stands by it, so the GM opens it, free.
  await page.mouse.click(onDoor.x, onDoor.y);
  await expect(log).toContainText('The GM opens the door between');
  await screenshot(page, 'fight-door-open');
  await page.keyboard.press('Control+z');
  await expect(log).not.toContainText('The GM opens');

  // Alt+click: the GM locks it; a click near the hex's centre instead is the hex's (no door command).
  await page.keyboard.down('Alt');
  await page.mouse.click(onDoor.x, onDoor.y);
  await page.keyboard.up('Alt');
  await expect(log).toContainText('The GM locks the door between');
  // Locked, a plain click opens nothing: the GM unlocks it first, on purpose.
  await page.mouse.click(onDoor.x, onDoor.y);
  await expect(page.getByTestId('move-refused')).toContainText('The door is locked: Alt+click unlocks it');
  await expect(log).not.toContainText('unlocks and opens');
  expect(problems).toEqual([]);
});

test('The Farmhouse: the wolf by the locked back door is refused it, with the reason at the door', async ({ page, problems }) => {
  const enc = sample('the-farmhouse');
  const back = enc.map.edges!.find((e) => e.kind === 'door' && e.door!.secret)!;
  await startSample(page, 'the-farmhouse');
  for (let i = 0; i < enc.combatants.length && (await page.locator('.strip li.now .name').innerText()).trim() !== 'Grey Wolf'; i++) await endTurn(page);
  await expect(page.locator('.strip li.now .name')).toHaveText('Grey Wolf');
  const map = page.getByRole('application');
  // A click on the empty hex inside the back door moves the wolf there: the door is on its edge.
  const inside = await hexOnPage(map, enc.map, back.a);
  await page.mouse.click(inside.x, inside.y);
  await expect(page.getByTestId('log')).toContainText('Grey Wolf moves 1 hex');
  const pb = await hexOnPage(map, enc.map, back.b);
  await page.mouse.click((inside.x + pb.x) / 2, (inside.y + pb.y) / 2);
  await expect(page.getByTestId('move-refused')).toContainText("locking and unlocking are the GM's ruling");
  // The way past it is the GM's: Alt+click unlocks (a Shift+click would be refused: the door is locked).
  await expect(page.getByTestId('move-refused')).toContainText('Alt+click: the GM unlocks it.');
  await screenshot(page, 'fight-door-refused');
  // Held by its rim beside that door and dragged, the wolf moves: the press is the token's, not the door's.
  const away = await hexOnPage(map, enc.map, { q: 2 * back.a.q - back.b.q, r: 2 * back.a.r - back.b.r });
  const rim = { x: inside.x + (pb.x - inside.x) * 0.4, y: inside.y + (pb.y - inside.y) * 0.4 };
  await page.mouse.move(rim.x, rim.y);
  await page.mouse.down();
  await page.mouse.move(away.x, away.y, { steps: 6 });
  await page.mouse.up();
  await expect(page.getByTestId('log').getByText(/Grey Wolf moves 1 hex/)).toHaveCount(2);
  // A refusal at the map goes with the next change of the fight, not seconds later over another turn.
  await page.mouse.click((inside.x + pb.x) / 2, (inside.y + pb.y) / 2);
  await expect(page.getByTestId('move-refused')).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('move-refused')).toHaveCount(0, { timeout: 1000 });
  // Alt+click: the GM unlocks it. Shift+click: the GM opens it, free, though the wolf stands by it.
  const log = page.getByTestId('log');
  const onDoor = { x: (inside.x + pb.x) / 2, y: (inside.y + pb.y) / 2 };
  await page.keyboard.down('Alt');
  await page.mouse.click(onDoor.x, onDoor.y);
  await page.keyboard.up('Alt');
  await expect(log).toContainText('The GM unlocks the door');
  await page.keyboard.down('Shift');
  await page.mouse.click(onDoor.x, onDoor.y);
  await page.keyboard.up('Shift');
  await expect(log).toContainText('The GM opens the door');
  await expect(log).not.toContainText('Grey Wolf opens');
  expect(problems).toEqual([]);
});

test('The Ogre at the Mill: the 7-hex ogre is dragged by an outer hex; onto a goblin it is refused', async ({ page, problems }) => {
  const enc = sample('the-ogre-at-the-mill');
  const ogre = enc.combatants.find((c) => c.id === 'ogre')!;
  await startSample(page, 'the-ogre-at-the-mill');
  for (let i = 0; i < enc.combatants.length && (await page.locator('.strip li.now .name').innerText()).trim() !== 'Ogre'; i++) await endTurn(page);
  await expect(page.locator('.strip li.now .name')).toHaveText('Ogre');
  const map = page.getByRole('application');
  const drag = async (from: Hex, to: Hex) => {
    const a = await hexOnPage(map, enc.map, from);
    const b = await hexOnPage(map, enc.map, to);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
    await page.mouse.move(b.x, b.y, { steps: 4 });
  };
  const { q, r } = ogre.position;

  // Grabbed by its east hex and let go two hexes up: its body would take the goblin Snag's hex.
  await drag({ q: q + 1, r }, { q: q + 1, r: r - 2 });
  await page.mouse.up();
  await expect(page.getByTestId('move-refused')).toContainText("Ogre's body would cover it");
  await expect(page.getByTestId('log')).not.toContainText('Ogre moves');
  await screenshot(page, 'fight-ogre-refused');

  // Grabbed by its west hex and dragged two hexes west: the path shows while dragging, the whole body moves.
  await drag({ q: q - 1, r }, { q: q - 3, r });
  await screenshot(page, 'fight-ogre-drag');
  await page.mouse.up();
  await expect(page.getByTestId('log')).toContainText('Ogre moves 2 hexes');
  await screenshot(page, 'fight-ogre-moved');
  expect(problems).toEqual([]);
});

test('A 3-hex body turns in the fight from the Combatant panel, for 1 hex of movement, and undoes', async ({ page, problems }) => {
  // The Ogre at the Mill with the ogre cut to a 3-hex triangle (inside its 7 hexes, so free).
  const enc = sample('the-ogre-at-the-mill');
  const ogre = enc.combatants.find((c) => c.id === 'ogre')!;
  ogre.footprint = { size: 3, turn: 0 };
  await startFightFrom(page, { ...enc, name: `E2E triangle ${Date.now()}` });
  const now = page.locator('.strip li.now .name');
  for (let i = 0; i < enc.combatants.length && (await now.innerText()).trim() !== ogre.name; i++) await endTurn(page);
  await expect(now).toHaveText(ogre.name);
  await page.locator('.strip .chip', { hasText: ogre.name }).click();
  await page.getByTestId('tab-combatant').click();
  const log = page.getByTestId('log');
  await page.getByTestId('turn-body-left').click();
  await expect(log).toContainText(`${ogre.name} turns its body 60° left (cost 1)`);
  await page.getByTestId('turn-body-right').click();
  await expect(log).toContainText(`${ogre.name} turns its body 60° right (cost 1)`);
  await screenshot(page, 'fight-turn-body');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(log).not.toContainText('turns its body');
  // Turned until its movement is spent, the next turn is refused with the reason at the buttons.
  const refused = page.getByTestId('turn-body-refused');
  for (let i = 0; i < 12 && !(await refused.count()); i++) await page.getByTestId('turn-body-left').click();
  await expect(refused).toContainText(/^Cannot turn: /);
  await page.keyboard.press('Control+z');
  await expect(refused).toHaveCount(0);
  // Only the acting 3-hex body has the control.
  await endTurn(page);
  await expect(page.getByTestId('turn-body')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('The Farmhouse: the where-to-stand legend says shut doors count as walls, in both modes', async ({ page, problems }) => {
  await startSample(page, 'the-farmhouse');
  await page.getByRole('application').focus();
  await page.keyboard.press('q');
  const doors = page.getByTestId('shading-doors');
  await expect(page.getByTestId('shading-legend')).toContainText('Best chance to harm');
  await expect(doors).toHaveText('Shut doors count as walls: open one (1 hex) to see past it.');
  await page.keyboard.press('q');
  await expect(page.getByTestId('shading-legend')).toContainText('Danger');
  await expect(doors).toHaveText('Shut doors count as walls: an enemy may open one (1 hex) and come through.');
  await screenshot(page, 'fight-shading-doors');
  expect(problems).toEqual([]);
});

// The Farmhouse's corner, door and window in the fight (issue 24, RULES.md 5.4): the attack panel
// says which hex side decides an attack, and the map lights that side over the tokens. From
// beside the house's north-west corner Mara is refused by the wall between her and the Bandit;
// a step north she strikes him through the window (no cover); at the front door the closed door
// refuses her until she opens it (1 hex of her movement).
import { endTurn, expect, screenshot, test } from './fixtures';
import { hexOnPage } from './boardPoints';
import { MORE_EXAMPLES } from '../../shared/sim/examples';
import { at } from '../../shared/systems/exampleMap';
import type { Hex } from '../../shared/hex';

const enc = MORE_EXAMPLES.find((m) => m.slug === 'the-farmhouse')!.encounter();

test('The Farmhouse: a wall side, a window and a door between Mara and the Bandit, said in the panel', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await page.getByTestId('sample-the-farmhouse').click();
  await page.getByTestId('start-combat').click();
  await expect(page.getByTestId('round')).toContainText('1');
  const map = page.getByRole('application');
  const now = page.locator('.strip li.now .name');
  const log = page.getByTestId('log');
  const click = async (h: Hex) => {
    const p = await hexOnPage(map, enc.map, h);
    await page.mouse.click(p.x, p.y);
  };
  const turnOf = async (name: string) => {
    for (let i = 0; i < 8 && (await now.innerText()).trim() !== name; i++) await endTurn(page);
    await expect(now).toHaveText(name);
  };
  const moved = async (who: string, to: Hex) => {
    const before = await log.locator('li', { hasText: `${who} moves` }).count();
    await click(to);
    await expect.poll(() => log.locator('li', { hasText: `${who} moves` }).count()).toBe(before + 1);
  };

  // Mara walks up to the house (as in the recorded session); the Bandit steps into its corner hex.
  await turnOf('Mara');
  await moved('Mara', at(8, 5));
  await endTurn(page);
  await turnOf('Bandit');
  await moved('Bandit', at(10, 4));
  await turnOf('Mara');

  // Beside the corner: the side between her hex and his is a wall.
  await moved('Mara', at(9, 5));
  await click(at(10, 4));
  await expect(page.getByTestId('attack-blocked')).toHaveText('Mara cannot see Bandit: a wall stands between Mara and Bandit (the side between column 10, row 6 and column 11, row 5).');
  await expect(page.getByTestId('attack')).toBeDisabled();
  await screenshot(page, 'fight-edge-corner-wall');

  // One step north: the side between is the window, which blocks nothing and gives no cover.
  await moved('Mara', at(9, 4));
  await click(at(10, 4));
  await expect(page.getByTestId('fact-sight')).toHaveText('clear · through the window');
  await expect(page.getByTestId('fact-cover')).toHaveText('none');
  await expect(page.getByTestId('sight-note')).toHaveText('Through the window (the side between column 10, row 5 and column 11, row 5): a window blocks nothing and gives no cover.');
  await expect(page.getByTestId('attack')).toBeEnabled();
  await screenshot(page, 'fight-edge-window');

  // At the front door: the Bandit inside it, Mara outside; shut, it refuses her; a click on it, and she opens it.
  await endTurn(page);
  await turnOf('Bandit');
  await moved('Bandit', at(10, 6));
  await turnOf('Mara');
  await moved('Mara', at(9, 6));
  await click(at(10, 6));
  await expect(page.getByTestId('attack-blocked')).toContainText('a closed door stands between Mara and Bandit');
  const door = enc.map.edges!.find((e) => e.kind === 'door' && !e.door!.secret)!;
  const pa = await hexOnPage(map, enc.map, door.a);
  const pb = await hexOnPage(map, enc.map, door.b);
  await page.mouse.click((pa.x + pb.x) / 2, (pa.y + pb.y) / 2);
  await expect(log).toContainText('Mara opens the door between column 11, row 7 and column 10, row 7 (1 hex of movement)');
  await click(at(10, 6));
  await expect(page.getByTestId('sight-note')).toHaveText('Through the open door (the side between column 10, row 7 and column 11, row 7).');
  await expect(page.getByTestId('attack')).toBeEnabled();
  await screenshot(page, 'fight-edge-open-door');
  expect(problems).toEqual([]);
});

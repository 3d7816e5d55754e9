// Facing in the fight names its directions as the map shows them: on a flat-top map direction 0
// points south-east, so its button is ↘ and the log says "south-east", not "direction 0".
import { test, expect } from './fixtures';

test('on a flat-top map the facing buttons draw its own arrows, and a facing is logged in compass words', async ({ page, problems }) => {
  await page.goto('/');
  await page.getByTestId('sample-yaugs').click();
  await page.getByRole('tab', { name: 'Encounter' }).click();
  await page.getByTestId('map-orientation').selectOption('flat');
  await page.getByTestId('start-combat').click();
  await page.locator('.strip .chip', { hasText: 'Aldric' }).click();
  await page.getByTestId('tab-combatant').click();
  const panel = page.getByTestId('combatant-panel');
  // Directions 0..5 run anticlockwise from south-east on flat-top hexes.
  const arrows = ['↘', '↗', '↑', '↖', '↙', '↓'];
  const words = ['south-east', 'north-east', 'north', 'north-west', 'south-west', 'south'];
  for (const [i, word] of words.entries()) await expect(panel.getByRole('button', { name: `Face ${word}`, exact: true })).toHaveText(arrows[i]!);
  await panel.getByRole('button', { name: 'Face north', exact: true }).click();
  await expect(page.getByTestId('log')).toContainText('Aldric turns to face north');
  await expect(panel.getByRole('button', { name: 'Face north', exact: true })).toHaveClass(/active/);
  expect(problems).toEqual([]);
});

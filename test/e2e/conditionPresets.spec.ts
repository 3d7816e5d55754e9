// Conditions come with what they do (issue 21 point 13): each system's presets say, when the GM
// picks one and on the Combatant panel, what its rules make of it when attacked and on the holder's
// own turn; any other condition is labelled as the GM's to apply.
import { test, expect, startYaugs } from './fixtures';

test('YAUGS: stunned says it defends passively and what it does on its own turn; a condition of the GM\u2019s own is labelled so', async ({ page, problems }) => {
  await startYaugs(page);
  await page.locator('.strip .chip', { hasText: 'Aldric' }).click();
  await page.getByTestId('tab-combatant').click();
  const panel = page.getByTestId('combatant-panel');
  await panel.getByTestId('condition-name').fill('stunned');
  await expect(panel.getByTestId('condition-preview')).toContainText('stunned: When attacked it cannot move, so it meets the attack with Passive Defence, no d100');
  await panel.getByTestId('condition-add').click();
  await expect(panel.getByTestId('condition-effect-stunned')).toContainText('On its own turn: RULES.md gives stunned no effect on its own actions');
  // Aldric acts now: the reminder over the map says what stunned does in this, his own, turn.
  await expect(page.getByTestId('reminder-stunned')).toContainText('stunned on its own turn: RULES.md gives stunned no effect on its own actions; the GM decides');

  await panel.getByTestId('condition-name').fill('dazed');
  await expect(panel.getByTestId('condition-preview')).toHaveText('dazed: no rules effect: the GM applies it');
  await panel.getByTestId('condition-add').click();
  await expect(panel.getByTestId('condition-effect-dazed')).toHaveText('dazed: no rules effect: the GM applies it');
  await expect(page.getByTestId('reminder-dazed')).toContainText('no rules effect: the GM applies it');
  expect(problems).toEqual([]);
});

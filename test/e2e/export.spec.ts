import { readFileSync } from 'node:fs';
import { test, expect, screenshot, endTurn } from './fixtures';

// Exports from the log panel: the HTML opens in the browser with its map snapshots; the players'
// Markdown leaves out the hidden combatant and the GM's notes.
test('the log exports as HTML with its map snapshot, and as a players-safe Markdown', async ({ page, context, problems }) => {
  await page.goto('/');
  await page.getByTestId('sample-yaugs').click();
  await page.getByTestId('start-combat').click();
  for (let i = 0; i < 6; i++) {
    await endTurn(page);
  }

  const [html] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-html').click()]);
  const htmlText = readFileSync((await html.path())!, 'utf8');
  expect(htmlText).toContain('Round 1');
  expect(htmlText).toContain('Round 2');
  expect(htmlText.match(/<svg/g)?.length).toBe(1);
  // Only turns were ended: the map at the end of round 1 is said to be unchanged, not drawn again.
  expect(htmlText).toContain('<b>End of round 1</b>: nothing on the map has changed since \u201cStart of the fight\u201d.');
  expect(htmlText).not.toMatch(/<script/i);
  expect(htmlText).toContain('Lurker');

  // Open the export itself in the browser and look at it.
  const viewer = await context.newPage();
  await viewer.setContent(htmlText);
  await expect(viewer.locator('svg').first()).toBeVisible();
  await screenshot(viewer, 'export-html');
  await viewer.close();

  await page.getByTestId('export-players').check();
  const [md] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-md').click()]);
  const mdText = readFileSync((await md.path())!, 'utf8');
  expect(mdText).toContain('## Round 1');
  expect(mdText).not.toContain('Lurker');
  expect(mdText).not.toContain('The hidden archer waits');
  expect(problems).toEqual([]);
});

import { test, expect, screenshot } from './fixtures';

// Colour of a canvas pixel sample, counted by how close it is to the grid and board colours.
type PixelCensus = { width: number; height: number; total: number; line: number; board: number; background: number; lineRows: number; lineCols: number };

test('the GM window draws the hex grid of a new encounter on the map canvas', async ({ page, problems }) => {
  await page.goto('/');
  await expect(page.getByTestId('app-version')).toContainText('web host');
  await page.getByTestId('create').click();
  const canvas = page.locator('canvas[data-layer="static"]');
  await expect(canvas).toBeVisible();

  // Read the pixels back: a DOM node alone proves nothing about what was drawn.
  const census = await canvas.evaluate((el: HTMLCanvasElement): PixelCensus => {
    const ctx = el.getContext('2d')!;
    const { width, height } = el;
    const data = ctx.getImageData(0, 0, width, height).data;
    const near = (i: number, rgb: [number, number, number]) =>
      Math.abs(data[i]! - rgb[0]) + Math.abs(data[i + 1]! - rgb[1]) + Math.abs(data[i + 2]! - rgb[2]) < 24;
    // The map theme's grid, board and background colours (src-renderer/map/theme.ts).
    const LINE: [number, number, number] = [0x4d, 0x58, 0x66];
    const BOARD: [number, number, number] = [0x23, 0x2a, 0x33];
    const BG: [number, number, number] = [0x15, 0x18, 0x1d];
    let line = 0, board = 0, background = 0;
    const rows = new Set<number>(), cols = new Set<number>();
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        if (near(i, LINE)) { line++; rows.add(y); cols.add(x); }
        else if (near(i, BOARD)) board++;
        else if (near(i, BG)) background++;
      }
    }
    return { width, height, total: width * height, line, board, background, lineRows: rows.size, lineCols: cols.size };
  });

  // The board fills most of the canvas, grid lines are a real share of it, and they run across
  // the whole board in both directions (not one stray stroke).
  expect(census.board / census.total).toBeGreaterThan(0.3);
  expect(census.line / census.total).toBeGreaterThan(0.02);
  expect(census.line / census.total).toBeLessThan(0.3);
  expect(census.lineRows).toBeGreaterThan(census.height * 0.6);
  expect(census.lineCols).toBeGreaterThan(census.width * 0.6);

  await screenshot(page, 'gm-empty-grid');
  expect(problems).toEqual([]);
});

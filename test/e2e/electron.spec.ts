import { _electron as electron } from '@playwright/test';
import { createRequire } from 'node:module';
import { test, expect } from './fixtures';

const require = createRequire(import.meta.url);

function electronBinary(): string | null {
  try {
    return require('electron') as string;
  } catch {
    return null;
  }
}

const binary = electronBinary();

test('the Electron app opens the GM window with the grid and the version from main', async () => {
  if (!binary) {
    const why = 'Electron launch test SKIPPED: the Electron binary is not installed here (its download needs the network); `node node_modules/electron/install.js` enables it';
    console.log(why);
    test.skip(true, why);
  }
  const app = await electron.launch({ executablePath: binary!, args: ['.', '--no-sandbox'] });
  try {
    const win = await app.firstWindow();
    await expect(win.getByTestId('app-version')).toContainText('electron host');
    await expect(win.locator('canvas[data-layer="static"]')).toBeVisible();
    // Isolation as the page sees it: no Node, and the bridge offers only the contract's channels.
    const seen = await win.evaluate(() => ({
      require: typeof (globalThis as { require?: unknown }).require,
      process: typeof (globalThis as { process?: unknown }).process,
      bridge: Object.keys((window as unknown as { hexfray: object }).hexfray).sort(),
    }));
    expect(seen).toEqual({ require: 'undefined', process: 'undefined', bridge: ['app.version'] });
  } finally {
    await app.close();
  }
});

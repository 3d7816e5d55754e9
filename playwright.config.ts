import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.HEXFRAY_E2E_PORT ?? 5199);
// Browser tests save into a throwaway library, never the GM's own documents folder.
export const E2E_LIBRARY = process.env.HEXFRAY_E2E_LIBRARY ?? mkdtempSync(join(tmpdir(), 'hexfray-e2e-'));
process.env.HEXFRAY_E2E_LIBRARY = E2E_LIBRARY;

// Debian's chromium, not a downloaded browser: these machines cannot download one.
export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  retries: 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    viewport: { width: 1280, height: 720 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
      ],
    },
  },
  webServer: {
    // `npm test` builds before the browser tests; the server only serves out/.
    command: `node out/web/server.js --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    stdout: 'pipe',
    env: { HEXFRAY_LIBRARY: E2E_LIBRARY },
  },
});

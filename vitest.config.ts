import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const HOLDS = 'test/unit/faults/hostThread.test.ts';

// Kept apart from vite.config.ts: that one roots at src-renderer, where Vitest would find no tests.
// The renderer's tests are a project of their own: Svelte's compiler runs on its rune classes
// (`*.svelte.ts`), and packages resolve to their browser builds, so `$state`, `$derived` and
// `$effect` behave as in the app (the server build would compute a derived once and never again).
// The other tests keep Node's resolution.
export default defineConfig({
  test: {
    testTimeout: 20_000,
    projects: [
      {
        extends: false,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          exclude: ['test/unit/renderer/**', HOLDS],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      // The host thread's hold budgets (CPU time per hold) are measured with the rest of the suite
      // done: beside a dozen busy test workers, the garbage collector's helper threads starve and
      // its pauses land on the measured thread (a 20 MB bundle export's hold read 90-210 ms of CPU
      // there, 40-100 alone). `npm run test:unit` runs this project after the others.
      {
        extends: false,
        test: { name: 'holds', include: [HOLDS], environment: 'node', testTimeout: 20_000, execArgv: ['--expose-gc'] },
      },
      {
        extends: false,
        plugins: [svelte({ configFile: here('./svelte.config.js') })],
        resolve: { conditions: ['browser'] },
        test: {
          name: 'renderer',
          include: ['test/unit/renderer/**/*.test.ts'],
          setupFiles: ['test/unit/renderer/startUp.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
    ],
  },
});

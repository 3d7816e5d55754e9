import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

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
          exclude: ['test/unit/renderer/**'],
          environment: 'node',
          testTimeout: 20_000,
        },
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

import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: that one roots at src-renderer, where Vitest would find no tests.
export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});

import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('./src-renderer'),
  // Relative asset URLs: the same build loads from Electron's app scheme and from the web host.
  base: './',
  plugins: [svelte({ configFile: here('./svelte.config.js') })],
  build: {
    outDir: here('./out/renderer'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // Two pages: the GM window and the players' screen, each with only its own code.
    rollupOptions: { input: { index: here('./src-renderer/index.html'), player: here('./src-renderer/player.html') } },
  },
});

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
    // Three pages: the GM window, the players' screen and a player's own device, each with only its own code.
    rollupOptions: { input: { index: here('./src-renderer/index.html'), player: here('./src-renderer/player.html'), lan: here('./src-renderer/lan.html') } },
  },
});

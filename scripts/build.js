// Builds everything the hosts run into out/: the renderer (Vite), Electron main and the sandboxed
// preload (CommonJS bundles that only require electron), the web host and the CLI (ESM bundles).
import { build as viteBuild } from 'vite';
import { build as esbuild } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const quiet = process.argv.includes('--quiet');

const node = { bundle: true, platform: 'node', target: 'node20', sourcemap: true, logLevel: 'warning', absWorkingDir: root };

const started = Date.now();
await viteBuild({ configFile: `${root}vite.config.ts`, logLevel: quiet ? 'warn' : 'info' });
await Promise.all([
  esbuild({ ...node, entryPoints: ['src-main/electron/main.ts'], outfile: 'out/main/main.cjs', format: 'cjs', external: ['electron'] }),
  esbuild({ ...node, entryPoints: ['src-main/electron/preload.ts'], outfile: 'out/main/preload.cjs', format: 'cjs', external: ['electron'] }),
  esbuild({ ...node, entryPoints: ['src-main/electron/playerPreload.ts'], outfile: 'out/main/playerPreload.cjs', format: 'cjs', external: ['electron'] }),
  esbuild({ ...node, entryPoints: ['src-main/web/main.ts'], outfile: 'out/web/server.js', format: 'esm' }),
  esbuild({ ...node, entryPoints: ['src-main/cli/bin.ts'], outfile: 'out/cli/hexfray.js', format: 'esm' }),
  // Big files are parsed, serialized and exported on worker threads beside each host (src-main/host/offThread.ts).
  esbuild({ ...node, entryPoints: ['src-main/host/offThreadWorker.ts'], outfile: 'out/main/offThreadWorker.cjs', format: 'cjs' }),
  esbuild({ ...node, entryPoints: ['src-main/host/offThreadWorker.ts'], outfile: 'out/web/offThreadWorker.js', format: 'esm' }),
  // `hexfray simulate` starts this beside the CLI, one per core (src-main/cli/simulateParallel.ts).
  esbuild({ ...node, entryPoints: ['src-main/cli/simulateWorker.ts'], outfile: 'out/cli/simulateWorker.js', format: 'esm' }),
]);
console.log(`Hexfray: built into out/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);

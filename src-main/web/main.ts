// Entry point of `npm run web`: starts the web host on 127.0.0.1 and prints its URL.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readAppVersion } from '../appVersion';
import { homedir } from 'node:os';
import { existsSync } from 'node:fs';
import { startServices } from '../services';
import { PLAYER_CHANNELS } from '../../shared/ipc';
import { startWebHost } from './server';
import { FALLBACK_PORTS, startOnPreferredPort } from './preferredPort';
import { useWorkerDir } from '../host/offThread';

const here = dirname(fileURLToPath(import.meta.url));
// Big files and session exports are handled on worker threads started from the bundle beside this one.
useWorkerDir(here);
const portArg = process.argv.indexOf('--port');
const asked = portArg > 0 ? process.argv[portArg + 1] : process.env.HEXFRAY_PORT;
const port = Number(asked ?? 5178);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Hexfray: "${asked}" is not a port number (0-65535).`);
  process.exit(1);
}

// The web host has no Electron to ask for the documents folder: ~/Documents where it exists.
const documentsDir = existsSync(join(homedir(), 'Documents')) ? join(homedir(), 'Documents') : homedir();
// The players' screen is served from its own origin once the GM host is up; this is its address.
let playerUrl: string | null = null;
const services = await startServices({
  host: 'web',
  shell: { openPlayer: () => playerUrl },
  appVersion: readAppVersion(here),
  documentsDir,
  configDir: join(process.env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'hexfray'),
  argv: process.argv,
  env: process.env,
  rendererDir: join(here, '..', 'renderer'),
});
const options = { rendererDir: join(here, '..', 'renderer'), handlers: services.handlers, textHandlers: services.textHandlers, assets: services.assets.gm };

// The default port may be taken (a second copy, another app): then the next free one of a short
// fixed list, so a restart comes back to the same address and finds its recovery journal. A port
// the GM asked for is kept or refused, never silently changed.
startOnPreferredPort(options, port, asked !== undefined)
  .then(
  ({ host, moved }) => {
    if (moved) console.log(`Hexfray: port ${port} is in use, so this copy listens on another one; unsaved work of a fight is recovered at the address it was played at.`);
    console.log(`Hexfray web host: ${host.url}`);
    void startWebHost({ rendererDir: options.rendererDir, handlers: services.handlers, role: 'player', allowed: PLAYER_CHANNELS, assets: services.assets.players, stream: services.stream, port: 0 }).then((p) => {
      playerUrl = p.url;
    });
    console.log(`Library folder: ${services.library.root}`);
    const stop = () => {
      services.stop();
      void host.close().then(() => process.exit(0));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
  (err: NodeJS.ErrnoException) => {
    console.error(err.code === 'EADDRINUSE' ? `Hexfray: port ${port}${asked === undefined ? ` and the ${FALLBACK_PORTS} after it are` : ' is'} in use; set HEXFRAY_PORT or pass --port N.` : `Hexfray: ${err.message}`);
    process.exit(1);
  },
);

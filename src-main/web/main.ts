// Entry point of `npm run web`: starts the web host on 127.0.0.1 and prints its URL.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readAppVersion } from '../appVersion';
import { createHandlers } from '../handlers';
import { startWebHost } from './server';

const here = dirname(fileURLToPath(import.meta.url));
const portArg = process.argv.indexOf('--port');
const port = Number(portArg > 0 ? process.argv[portArg + 1] : (process.env.HEXFRAY_PORT ?? 5178));

startWebHost({
  rendererDir: join(here, '..', 'renderer'),
  handlers: createHandlers({ host: 'web', appVersion: readAppVersion(here) }),
  port: Number.isInteger(port) ? port : 5178,
}).then(
  (host) => {
    console.log(`Hexfray web host: ${host.url}`);
    const stop = () => void host.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
  (err: NodeJS.ErrnoException) => {
    console.error(err.code === 'EADDRINUSE' ? `Hexfray: port ${port} is in use; set HEXFRAY_PORT or pass --port N.` : `Hexfray: ${err.message}`);
    process.exit(1);
  },
);

// `npm start`: the Electron app where its binary is installed or can be fetched now; otherwise the
// web host, after one line saying why. The binary is fetched here, not at install, because its
// download fails offline and would roll back the whole `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

function electronBinary() {
  try {
    // The electron package's main export is the binary's path; it throws when the binary is missing.
    return require('electron');
  } catch {
    return null;
  }
}

function fetchElectron() {
  const installer = require.resolve('electron/install.js');
  const r = spawnSync(process.execPath, [installer], { cwd: root, stdio: 'ignore', timeout: 120_000 });
  return r.status === 0;
}

function run(cmd, args) {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
  child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
}

const build = spawnSync(process.execPath, ['scripts/build.js', '--quiet'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

let binary = electronBinary();
if (!binary && !process.env.HEXFRAY_WEB) {
  console.log('Hexfray: fetching the Electron binary (first start only)...');
  binary = fetchElectron() ? electronBinary() : null;
}
if (binary && !process.env.HEXFRAY_WEB) {
  run(binary, ['.', ...process.argv.slice(2)]);
} else {
  console.log(
    process.env.HEXFRAY_WEB
      ? 'Hexfray: HEXFRAY_WEB is set; starting the web host instead of Electron.'
      : 'Hexfray: the Electron binary is not installed and could not be downloaded (offline?); starting the web host instead - open the URL below in a browser.',
  );
  run(process.execPath, ['out/web/server.js', ...process.argv.slice(2)]);
}

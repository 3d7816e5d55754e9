// Electron main: one GM window on the built renderer, served from our own privileged scheme so
// the page never runs from file:// and every response carries the CSP.
import { app, BrowserWindow, ipcMain, net, protocol, session } from 'electron';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServices } from '../services';
import { resolveStatic } from '../staticFiles';
import { registerIpc } from './ipc';
import { APP_ORIGIN, APP_SCHEME, hardenSession, lockDownContents } from './security';
import { gmWindowOptions } from './windowOptions';

const rendererDir = join(__dirname, '..', 'renderer');
const preloadPath = join(__dirname, 'preload.cjs');

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

function serveRenderer(request: Request): Promise<Response> | Response {
  const file = resolveStatic(rendererDir, new URL(request.url).pathname);
  if (!file) return new Response('Not found', { status: 404 });
  return net.fetch(pathToFileURL(file).toString());
}

function openGmWindow(): BrowserWindow {
  const win = new BrowserWindow(gmWindowOptions(preloadPath));
  win.once('ready-to-show', () => win.show());
  void win.loadURL(`${APP_ORIGIN}/index.html`);
  return win;
}

app.on('web-contents-created', (_event, contents) => lockDownContents(contents));

void app.whenReady().then(async () => {
  hardenSession(session.defaultSession);
  protocol.handle(APP_SCHEME, serveRenderer);
  const services = await startServices({
    host: 'electron',
    appVersion: app.getVersion(),
    documentsDir: app.getPath('documents'),
    configDir: app.getPath('userData'),
    argv: process.argv,
    env: process.env,
  });
  app.on('will-quit', () => services.stop());
  registerIpc(ipcMain, services.handlers);
  openGmWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openGmWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

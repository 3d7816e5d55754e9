// Electron main: one GM window on the built renderer, served from our own privileged scheme so
// the page never runs from file:// and every response carries the CSP. Around it, the desktop
// shell: one running copy, the native menu, files handed over by the OS, the remembered window
// and the question before closing on unsaved work. Each part's logic lives in its own module;
// this file only wires them to Electron.
import { app, BrowserWindow, dialog, ipcMain, Menu, net, protocol, screen, session } from 'electron';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MENU_PUSH, OPEN_PUSH, type MenuCommand } from '../../shared/ipc/menu';
import { startServices, type Services } from '../services';
import { ASSET_PATH, type AssetServer } from '../assetRoute';
import { resolveStatic } from '../staticFiles';
import { CLOSE_BUTTONS, CLOSE_CANCEL_INDEX, CloseGuard, closeChoiceOf } from './closeGuard';
import { registerIpc } from './ipc';
import { menuTemplate, type MenuActions } from './menu';
import { filesFromArgv, filesFromInstanceData, libraryIdOf, openDialogFilters, openExternalFile, type InstanceData } from './openFiles';
import { RecentFiles, recentFile } from './recentFiles';
import { APP_ORIGIN, APP_SCHEME, hardenSession, lockDownContents } from './security';
import { openSecureWindow } from './windowOptions';
import { openPlayerWindow } from './playerWindow';
import { loadWindowState, saveWindowState, trackWindowState, windowStateFile, type Rect } from './windowState';

const rendererDir = join(__dirname, '..', 'renderer');
const preloadPath = join(__dirname, 'preload.cjs');
const playerPreloadPath = join(__dirname, 'playerPreload.cjs');

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

function serveRenderer(request: Request): Promise<Response> | Response {
  const file = resolveStatic(rendererDir, new URL(request.url).pathname);
  if (!file) return new Response('Not found', { status: 404 });
  return net.fetch(pathToFileURL(file).toString());
}

/** A library image for a window of our scheme, from its image route (see assetRoute.ts). */
async function serveAsset(request: Request, assets: AssetServer | undefined): Promise<Response> {
  if (!assets) return new Response('Not found', { status: 404 });
  const r = await assets(new URL(request.url).pathname);
  if (!r.ok) return new Response(r.message, { status: r.status });
  return new Response(r.bytes as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': r.type, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' } });
}

/** The GM window's files: the renderer, and the library's images at /asset/<name>. */
function serveGm(request: Request): Promise<Response> | Response {
  if (new URL(request.url).pathname.startsWith(ASSET_PATH)) return serveAsset(request, services?.assets.gm);
  return serveRenderer(request);
}

type GmWindow = { win: BrowserWindow; guard: CloseGuard; loaded: Promise<void> };

let services: Services | null = null;
let recent: RecentFiles | null = null;
let gm: GmWindow | null = null;
// A quit stopped by the unsaved-changes question resumes once the window has closed.
let quitting = false;
let quitInterrupted = false;
// Files the OS hands over before the library and the window are ready.
const pendingFiles: string[] = [];

function workAreas(): Rect[] {
  const primary = screen.getPrimaryDisplay();
  return [primary, ...screen.getAllDisplays().filter((d) => d.id !== primary.id)].map((d) => d.workArea);
}

function askToSave(win: BrowserWindow): number {
  return dialog.showMessageBoxSync(win, {
    type: 'warning',
    buttons: [...CLOSE_BUTTONS],
    defaultId: 0,
    cancelId: CLOSE_CANCEL_INDEX,
    noLink: true,
    message: 'Save your changes before closing?',
    detail: 'The encounter or session on screen has changes that are not saved to the library.',
  });
}

function openGmWindow(): GmWindow {
  const stateFile = windowStateFile(app.getPath('userData'));
  const state = loadWindowState(stateFile, workAreas());
  const bounds = { width: state.width, height: state.height, ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}) };
  const win = openSecureWindow(BrowserWindow, preloadPath, bounds, 'Hexfray');
  const guard = new CloseGuard({
    ask: () => closeChoiceOf(askToSave(win)),
    requestSave: () => win.webContents.send(MENU_PUSH, 'save' satisfies MenuCommand),
    close: () => win.close(),
    cancelled: () => {
      quitting = false;
      quitInterrupted = false;
    },
  });
  const loaded = new Promise<void>((resolve) => win.webContents.once('did-finish-load', () => resolve()));
  trackWindowState(win, (s) => void saveWindowState(stateFile, s).catch(() => undefined));
  win.on('close', (event) => {
    if (!guard.onClose()) return;
    event.preventDefault();
    if (quitting) quitInterrupted = true;
  });
  win.on('closed', () => {
    if (gm?.win === win) gm = null;
    if (quitting && quitInterrupted) app.quit();
  });
  win.once('ready-to-show', () => {
    if (state.maximized) win.maximize();
    if (state.fullscreen) win.setFullScreen(true);
    win.show();
  });
  void win.loadURL(`${APP_ORIGIN}/index.html`);
  return { win, guard, loaded };
}

function ensureGmWindow(): GmWindow {
  gm ??= openGmWindow();
  return gm;
}

function focusGmWindow(): void {
  const { win } = ensureGmWindow();
  if (win.isMinimized()) win.restore();
  win.focus();
}

function sendToGm(channel: string, value: string): void {
  const target = ensureGmWindow();
  void target.loaded.then(() => {
    if (!target.win.isDestroyed()) target.win.webContents.send(channel, value);
  });
}

function libraryPath(root: string, id: string): string {
  return join(root, ...id.split('/'));
}

/** Lists a file in Open Recent and in the OS's recent documents (Windows jump list, macOS Dock). */
function remember(id: string, name: string, source?: string): void {
  // Characters open from the prep roster, not as documents of their own.
  if (!services || !recent || id.startsWith('characters/')) return;
  recent.add(source ? { id, name, source } : { id, name });
  if (process.platform !== 'linux') app.addRecentDocument(libraryPath(services.library.root, id));
}

function showOpenError(file: string, message: string): void {
  const options = { type: 'error' as const, message: `Hexfray cannot open ${file}`, detail: message };
  void (gm ? dialog.showMessageBox(gm.win, options) : dialog.showMessageBox(options));
}

/** Brings files from the OS into the library and has the GM window open the last one that worked. */
async function openPaths(paths: readonly string[]): Promise<void> {
  if (!services) {
    pendingFiles.push(...paths);
    return;
  }
  let last: string | null = null;
  for (const p of paths) {
    const outcome = await openExternalFile(services.library, p, recent ?? undefined);
    if (!outcome.ok) {
      showOpenError(basename(p), outcome.message);
      continue;
    }
    remember(outcome.id, outcome.name, libraryIdOf(services.library.root, p) ? undefined : p);
    last = outcome.id;
  }
  if (last) sendToGm(OPEN_PUSH, last);
}

async function openRecent(id: string): Promise<void> {
  if (!services) return;
  const r = await services.library.open(id);
  if (!r.ok) {
    recent?.remove(id);
    return showOpenError(id.slice(id.indexOf('/') + 1), r.error.message);
  }
  sendToGm(OPEN_PUSH, id);
}

const menuActions: MenuActions = {
  command: (command) => sendToGm(MENU_PUSH, command),
  open: () => {
    const parent = ensureGmWindow().win;
    void dialog
      .showOpenDialog(parent, { title: 'Open', properties: ['openFile', 'multiSelections'], filters: openDialogFilters(process.platform) })
      .then((r) => (r.canceled ? undefined : openPaths(r.filePaths)));
  },
  openRecent: (id) => void openRecent(id),
  clearRecent: () => {
    recent?.clear();
    if (process.platform !== 'linux') app.clearRecentDocuments();
  },
  toggleFullScreen: () => {
    const { win } = ensureGmWindow();
    win.setFullScreen(!win.isFullScreen());
  },
  quit: () => app.quit(),
};

function buildMenu(): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(process.platform, menuActions, recent?.items ?? [])));
}

async function start(): Promise<void> {
  hardenSession(session.defaultSession);
  protocol.handle(APP_SCHEME, serveGm);
  recent = new RecentFiles(recentFile(app.getPath('userData')), buildMenu);
  services = await startServices({
    host: 'electron',
    appVersion: app.getVersion(),
    documentsDir: app.getPath('documents'),
    configDir: app.getPath('userData'),
    argv: process.argv,
    env: process.env,
    rendererDir,
    shell: {
      onDirty: (dirty) => {
        if (!gm) return;
        gm.guard.setDirty(dirty);
        // macOS shows unsaved work as a dot in the window's close button.
        if (process.platform === 'darwin' && !gm.win.isDestroyed()) gm.win.setDocumentEdited(dirty);
      },
      onOpened: (id, name) => remember(id, name),
      openPlayer: () => {
        // The GM window asks only once services are up; until then there is nothing to show.
        if (!services) return null;
        openPlayerWindow({ BrowserWindow, screen, session, serve: serveRenderer, serveAsset: (request) => serveAsset(request, services?.assets.players), preloadPath: playerPreloadPath, userData: app.getPath('userData'), stream: services.stream });
        return null;
      },
    },
  });
  const running = services;
  app.on('will-quit', () => running.stop());
  registerIpc(ipcMain, running.handlers);
  buildMenu();
  ensureGmWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) ensureGmWindow();
  });
  await openPaths(pendingFiles.splice(0));
}

// One running copy: a second launch (a double-clicked file while Hexfray is open) hands its files
// to this one and exits.
const ownFiles = filesFromArgv(process.argv, process.cwd());
if (!app.requestSingleInstanceLock({ files: ownFiles } satisfies InstanceData)) {
  app.quit();
} else {
  pendingFiles.push(...ownFiles);
  app.on('second-instance', (_event, argv, workingDirectory, data) => {
    // Before start has finished, the files wait and start opens the window.
    if (services) focusGmWindow();
    void openPaths(filesFromInstanceData(data) ?? filesFromArgv(argv, workingDirectory));
  });
  // macOS hands files over by event (a double-click, a drop on the Dock icon), possibly before ready.
  app.on('open-file', (event, path) => {
    event.preventDefault();
    void openPaths([path]);
  });
  app.on('before-quit', () => {
    quitting = true;
  });
  app.on('web-contents-created', (_event, contents) => lockDownContents(contents));
  void app.whenReady().then(start);
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}

// The players' window: on the display the GM used last time, else on a second display (a TV, a
// projector) in full screen, else beside the GM window. Its own preload offers only the players'
// channel, and main refuses it every other one (see ipc.ts). It runs on its own origin
// (hexfray://players) in its own in-memory session partition, so a bug in its page could not read
// the GM window's storage (the fight journal, prep drafts): that lives in another session.
import type { BrowserWindow as ElectronBrowserWindow, Screen, Session } from 'electron';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_SCHEME, PLAYER_ORIGIN, hardenSession, type HardenableSession } from './security';
import { ASSET_PATH } from '../assetRoute';
import { openSecureWindow, type BrowserWindowClass } from './windowOptions';
import { PLAYER_PUSH } from '../../shared/ipc/channels';
import type { PlayerStream } from '../player/playerStream';

/** The players' session partition: no "persist:" prefix, so it keeps nothing on disk. */
export const PLAYER_PARTITION = 'hexfray-players';

/** The page the players' window loads. */
export const PLAYER_URL = `${PLAYER_ORIGIN}/player.html`;

/** What the players' session needs: hardening and a protocol handler of its own (handlers are per session). */
export type PlayerSession = HardenableSession & { protocol: Pick<Session['protocol'], 'handle'> };

// What the players' page is made of, as paths after decoding: the page, its icon and its built
// assets. An allow-list, since the renderer's file resolver reaches index.html by many spellings.
const PLAYER_FILES = /^\/(?:player\.html|favicon\.svg|assets\/[A-Za-z0-9_-][A-Za-z0-9._-]*)$/;

/** What the players' session answers `url` with: a file of the players' page, a library image (main then checks it is the published background), or nothing. */
export function playerSessionServes(url: string): 'page' | 'image' | false {
  if (!url.startsWith(`${PLAYER_ORIGIN}/`)) return false;
  try {
    const path = new URL(url).pathname;
    if (path.startsWith(ASSET_PATH)) return 'image';
    return PLAYER_FILES.test(decodeURIComponent(path)) ? 'page' : false;
  } catch {
    return false;
  }
}

const prepared = new WeakSet<object>();

type Serve = (request: Request) => Response | Promise<Response>;

/** Hardens the players' session and serves it the renderer's files, its own page only, and its image route; once per session. */
export function preparePlayerSession(session: PlayerSession, serve: Serve, serveAsset: Serve = () => new Response('Not found', { status: 404 })): void {
  if (prepared.has(session)) return;
  hardenSession(session);
  session.protocol.handle(APP_SCHEME, (request) => {
    const what = playerSessionServes(request.url);
    return what === 'page' ? serve(request) : what === 'image' ? serveAsset(request) : new Response('Not found', { status: 404 });
  });
  prepared.add(session);
}

export type DisplayInfo = { id: number; bounds: { x: number; y: number; width: number; height: number } };

/** Which display the players' window goes to, and whether it fills it. */
export function pickPlayerDisplay(displays: readonly DisplayInfo[], primaryId: number, rememberedId: number | null): { display: DisplayInfo; fullScreen: boolean } | null {
  const remembered = rememberedId === null ? undefined : displays.find((d) => d.id === rememberedId);
  const other = displays.find((d) => d.id !== primaryId);
  const chosen = remembered ?? other ?? displays.find((d) => d.id === primaryId) ?? displays[0];
  if (!chosen) return null;
  // On the GM's own screen a full-screen window would hide the GM window: keep it windowed there.
  return { display: chosen, fullScreen: chosen.id !== primaryId };
}

/** The display id saved last time, or null (a missing or broken file counts as none). */
export function readRememberedDisplay(file: string): number | null {
  try {
    const v = (JSON.parse(readFileSync(file, 'utf8')) as { displayId?: unknown }).displayId;
    return typeof v === 'number' && Number.isInteger(v) ? v : null;
  } catch {
    return null;
  }
}

let current: ElectronBrowserWindow | null = null;

/** Opens the players' window, or brings it forward when it is already open. */
export function openPlayerWindow(deps: {
  BrowserWindow: BrowserWindowClass<ElectronBrowserWindow>;
  screen: Pick<Screen, 'getAllDisplays' | 'getPrimaryDisplay' | 'getDisplayMatching'>;
  /** Electron's session module: the players' partition is taken from it. */
  session: { fromPartition(partition: string): PlayerSession };
  /** Serves a renderer file for a request of our scheme (main's handler, reused by the players' session). */
  serve: Serve;
  /** Serves a library image to the players' window (main's route, which gives it only the published background). */
  serveAsset: Serve;
  preloadPath: string;
  userData: string;
  /** The players' view and pings, pushed to the window as main receives them (it asks for the current view as it loads). */
  stream: Pick<PlayerStream, 'subscribe'>;
}): void {
  if (current && !current.isDestroyed()) {
    current.show();
    current.focus();
    return;
  }
  const file = join(deps.userData, 'player-display.json');
  const pick = pickPlayerDisplay(deps.screen.getAllDisplays(), deps.screen.getPrimaryDisplay().id, readRememberedDisplay(file));
  const b = pick?.display.bounds ?? { x: 0, y: 0, width: 1280, height: 720 };
  preparePlayerSession(deps.session.fromPartition(PLAYER_PARTITION), deps.serve, deps.serveAsset);
  const bounds = { x: b.x + 40, y: b.y + 40, width: Math.min(1280, b.width - 80), height: Math.min(800, b.height - 80) };
  const win = openSecureWindow(deps.BrowserWindow, deps.preloadPath, bounds, 'Hexfray: players', PLAYER_PARTITION);
  win.setMenuBarVisibility(false);
  win.once('ready-to-show', () => {
    if (pick?.fullScreen) win.setFullScreen(true);
    win.show();
  });
  // Remember where the GM put it, for the next session.
  win.on('close', () => {
    try {
      writeFileSync(file, JSON.stringify({ displayId: deps.screen.getDisplayMatching(win.getBounds()).id }));
    } catch {
      // not remembering a display is no reason to stop closing
    }
  });
  const unsubscribe = deps.stream.subscribe((text) => {
    if (!win.isDestroyed()) win.webContents.send(PLAYER_PUSH, text);
  });
  win.on('closed', () => {
    unsubscribe();
    current = null;
  });
  void win.loadURL(PLAYER_URL);
  current = win;
}

// The players' window: on the display the GM used last time, else on a second display (a TV, a
// projector) in full screen, else beside the GM window. Its own preload offers only the players'
// channel, and main refuses it every other one (see ipc.ts).
import type { BrowserWindow as ElectronBrowserWindow, Screen } from 'electron';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openSecureWindow, type BrowserWindowClass } from './windowOptions';

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
  preloadPath: string;
  url: string;
  userData: string;
}): void {
  if (current && !current.isDestroyed()) {
    current.show();
    current.focus();
    return;
  }
  const file = join(deps.userData, 'player-display.json');
  const pick = pickPlayerDisplay(deps.screen.getAllDisplays(), deps.screen.getPrimaryDisplay().id, readRememberedDisplay(file));
  const b = pick?.display.bounds ?? { x: 0, y: 0, width: 1280, height: 720 };
  const win = openSecureWindow(deps.BrowserWindow, deps.preloadPath, { x: b.x + 40, y: b.y + 40, width: Math.min(1280, b.width - 80), height: Math.min(800, b.height - 80) }, 'Hexfray: players');
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
  win.on('closed', () => {
    current = null;
  });
  void win.loadURL(deps.url);
  current = win;
}

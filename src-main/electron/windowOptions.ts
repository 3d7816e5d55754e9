import type { BrowserWindowConstructorOptions } from 'electron';

export type WindowBounds = { x?: number; y?: number; width: number; height: number };

/** The smallest window the GM screens are laid out for. */
export const MIN_WINDOW_SIZE = { width: 960, height: 600 } as const;

/** The GM window's size on first start (cut down to the screen where that is smaller). */
export const DEFAULT_GM_SIZE = { width: 1440, height: 900 } as const;

/** The BrowserWindow class, passed in so tests can capture the options without Electron. */
export type BrowserWindowClass<W> = new (options: BrowserWindowConstructorOptions) => W;

/**
 * Creates every Hexfray window, so the security settings cannot drift between the GM window and
 * the players' window; a unit test pins each of them. The options are written out here, inside the
 * constructor call, so security audit tools (electronegativity) can read them.
 */
export function openSecureWindow<W>(BrowserWindow: BrowserWindowClass<W>, preloadPath: string, bounds: WindowBounds, title: string, partition?: string): W {
  return new BrowserWindow({
    ...bounds,
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    title,
    show: false,
    backgroundColor: '#1b1e24',
    autoHideMenuBar: false,
    webPreferences: {
      preload: preloadPath,
      // A window of its own session (the players') shares no storage, cache or cookies with the GM window's.
      ...(partition === undefined ? {} : { partition }),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      safeDialogs: true,
      // Middle-click would open links in new windows; nothing in Hexfray needs it.
      disableBlinkFeatures: 'Auxclick',
    },
  });
}

import type { Session, WebContents } from 'electron';
import { CSP_HEADER } from '../csp';

/** The scheme our renderer is served from; anything else is foreign. */
export const APP_SCHEME = 'hexfray';
/** The GM window's origin. */
export const APP_ORIGIN = `${APP_SCHEME}://app`;
/**
 * The players' window's origin: another origin than the GM's (and another session partition), so
 * nothing of the GM window's storage (the fight journal, prep drafts) is within its reach.
 */
export const PLAYER_ORIGIN = `${APP_SCHEME}://players`;

// Node's URL gives a custom scheme's origin as "null", so the origin is compared as a prefix.
function hasOrigin(url: string, origin: string): boolean {
  try {
    new URL(url);
  } catch {
    return false;
  }
  return url === origin || url.startsWith(`${origin}/`);
}

/** Whether a URL belongs to our own renderer (the GM's page or the players'). */
export function isAppUrl(url: string): boolean {
  return hasOrigin(url, APP_ORIGIN) || hasOrigin(url, PLAYER_ORIGIN);
}

/** Whether a URL is of the players' origin. */
export function isPlayerUrl(url: string): boolean {
  return hasOrigin(url, PLAYER_ORIGIN);
}

/** What hardenSession sets on a session. */
export type HardenableSession = Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'> & { webRequest: Pick<Session['webRequest'], 'onHeadersReceived'> };

/**
 * Denies every permission request but full screen (the players' screen's button; Escape always
 * leaves it) and adds the CSP header to every response of the session.
 */
export function hardenSession(session: HardenableSession): void {
  session.setPermissionRequestHandler((_wc, permission, callback) => callback(permission === 'fullscreen'));
  session.setPermissionCheckHandler((_wc, permission) => permission === 'fullscreen');
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CSP_HEADER] },
    });
  });
}

/** No navigation away from the app, no new windows, no webviews. */
export function lockDownContents(contents: WebContents): void {
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

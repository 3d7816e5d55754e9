import type { Session, WebContents } from 'electron';
import { CSP_HEADER } from '../csp';

/** The scheme our renderer is served from; anything else is foreign. */
export const APP_SCHEME = 'hexfray';
export const APP_ORIGIN = `${APP_SCHEME}://app`;

/** Whether a URL belongs to our own renderer. */
export function isAppUrl(url: string): boolean {
  try {
    return new URL(url).origin === APP_ORIGIN || url.startsWith(`${APP_ORIGIN}/`);
  } catch {
    return false;
  }
}

/** Denies every permission request and adds the CSP header to every response of the session. */
export function hardenSession(session: Session): void {
  session.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
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

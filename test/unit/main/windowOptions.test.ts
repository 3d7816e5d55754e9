import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { BrowserWindowConstructorOptions } from 'electron';
import { DEFAULT_GM_SIZE, openSecureWindow } from '../../../src-main/electron/windowOptions';

// A stand-in for Electron's BrowserWindow that keeps the options it was built with.
class FakeWindow {
  constructor(readonly options: BrowserWindowConstructorOptions) {}
}
const optionsOf = (preload: string, title: string) => openSecureWindow(FakeWindow, preload, { ...DEFAULT_GM_SIZE }, title).options;
import { CONTENT_SECURITY_POLICY, CSP_HEADER } from '../../../src-main/csp';

describe('window options', () => {
  for (const [name, opts] of [
    ['GM window', optionsOf('/app/preload.cjs', 'Hexfray')],
    ['players window', optionsOf('/app/preload.cjs', 'Hexfray: players')],
  ] as const) {
    it(`${name} keeps every security setting`, () => {
      const web = opts.webPreferences!;
      expect(web.contextIsolation).toBe(true);
      expect(web.sandbox).toBe(true);
      expect(web.nodeIntegration).toBe(false);
      expect(web.nodeIntegrationInWorker).toBe(false);
      expect(web.nodeIntegrationInSubFrames).toBe(false);
      expect(web.webSecurity).toBe(true);
      expect(web.allowRunningInsecureContent).toBe(false);
      expect(web.webviewTag).toBe(false);
      expect(web.disableBlinkFeatures).toContain('Auxclick');
      expect(web.preload).toBe('/app/preload.cjs');
    });
  }

  it('the GM window starts hidden until ready, so no white flash', () => {
    expect(optionsOf('/p', 'Hexfray').show).toBe(false);
  });
});

describe('content security policy', () => {
  it('forbids inline and remote scripts', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
  });

  it('the header is the page policy plus the framing ban (both literal strings for audit tools)', () => {
    expect(CSP_HEADER).toBe(`${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`);
  });

  it('is the same literal string in index.html and in main', () => {
    const html = readFileSync(new URL('../../../src-renderer/index.html', import.meta.url), 'utf8');
    const meta = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
    expect(meta?.[1]).toBe(CONTENT_SECURITY_POLICY);
  });
});

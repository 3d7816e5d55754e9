import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { gmWindowOptions, secureWindowOptions } from '../../../src-main/electron/windowOptions';
import { CONTENT_SECURITY_POLICY } from '../../../src-main/csp';

describe('window options', () => {
  for (const [name, opts] of [
    ['GM window', gmWindowOptions('/app/preload.cjs')],
    ['any window', secureWindowOptions('/app/preload.cjs', { width: 800, height: 600 }, 'Players')],
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
    expect(gmWindowOptions('/p').show).toBe(false);
  });
});

describe('content security policy', () => {
  it('forbids inline and remote scripts', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
  });

  it('is the same literal string in index.html and in main', () => {
    const html = readFileSync(new URL('../../../src-renderer/index.html', import.meta.url), 'utf8');
    const meta = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
    expect(meta?.[1]).toBe(CONTENT_SECURITY_POLICY);
  });
});

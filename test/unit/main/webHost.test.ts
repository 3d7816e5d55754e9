import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { startWebHost, type WebHost } from '../../../src-main/web/server';
import { testHandlers } from './handlersFixture';
import { PLAYER_CHANNELS } from '../../../shared/ipc';

// A raw HTTP request, so tests control every header (fetch would add or refuse some).
function raw(url: string, opts: { method?: string; headers?: Record<string, string>; body?: string; path?: string } = {}) {
  const u = new URL(url);
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, method: opts.method ?? 'GET', path: opts.path ?? u.pathname, headers: opts.headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

describe('web host', () => {
  let dir: string;
  let host: WebHost;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hexfray-web-'));
    mkdirSync(join(dir, 'renderer'));
    writeFileSync(join(dir, 'renderer', 'index.html'), '<head><meta name="hexfray-token" content=""></head>');
    writeFileSync(join(dir, 'secret.txt'), 'do not serve');
    host = await startWebHost({ rendererDir: join(dir, 'renderer'), handlers: testHandlers('web', '9.9.9').handlers, maxBody: 1024 });
  });
  afterAll(async () => {
    await host.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('listens on 127.0.0.1 only', () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect((host.server.address() as { address: string }).address).toBe('127.0.0.1');
  });

  it('writes the per-run token into the page and sends the CSP header', async () => {
    const res = await raw(host.url);
    expect(res.status).toBe(200);
    expect(res.body).toContain(`content="${host.token}"`);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('answers an API call that carries the token', async () => {
    const res = await raw(`${host.url}api/app.version`, { method: 'POST', headers: { 'x-hexfray-token': host.token }, body: '[]' });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ ok: true, value: { name: 'Hexfray', version: '9.9.9', host: 'web' } });
  });

  it('refuses API calls without the token, or with a wrong one, with 403', async () => {
    expect((await raw(`${host.url}api/app.version`, { method: 'POST', body: '[]' })).status).toBe(403);
    expect((await raw(`${host.url}api/app.version`, { method: 'POST', headers: { 'x-hexfray-token': 'x'.repeat(48) }, body: '[]' })).status).toBe(403);
  });

  it('refuses malformed payloads with a readable error', async () => {
    const headers = { 'x-hexfray-token': host.token };
    const notJson = await raw(`${host.url}api/app.version`, { method: 'POST', headers, body: '{oops' });
    expect(notJson.status).toBe(400);
    const badArgs = await raw(`${host.url}api/app.version`, { method: 'POST', headers, body: '{"a":1}' });
    expect(JSON.parse(badArgs.body)).toMatchObject({ ok: false });
    const unknown = await raw(`${host.url}api/library.readFile`, { method: 'POST', headers, body: '["/etc/passwd"]' });
    expect(JSON.parse(unknown.body)).toMatchObject({ ok: false, error: expect.stringContaining('unknown channel') });
    const huge = await raw(`${host.url}api/app.version`, { method: 'POST', headers, body: `[${'1,'.repeat(2000)}1]` });
    expect(huge.status).toBe(413);
  });

  it('never serves a file outside the renderer folder', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/%00index.html']) {
      const res = await raw(host.url, { path });
      expect(res.status, path).toBe(404);
      expect(res.body).not.toContain('do not serve');
    }
  });

  it('the players origin serves only its own page and only the players channel', async () => {
    writeFileSync(join(dir, 'renderer', 'player.html'), '<head><meta name="hexfray-token" content=""></head><p>players</p>');
    const { handlers } = testHandlers('web', '9.9.9');
    const players = await startWebHost({ rendererDir: join(dir, 'renderer'), handlers, role: 'player', allowed: PLAYER_CHANNELS });
    try {
      const page = await raw(players.url);
      expect(page.body).toContain('players');
      expect(page.body).toContain(`content="${players.token}"`);
      expect(players.token).not.toBe(host.token);
      expect((await raw(`${players.url}index.html`)).status).toBe(404);
      const headers = { 'x-hexfray-token': players.token };
      const view = await raw(`${players.url}api/player.view`, { method: 'POST', headers, body: '[0]' });
      expect(JSON.parse(view.body)).toMatchObject({ ok: true, value: { revision: 0, view: null } });
      for (const channel of ['library.list', 'library.open', 'player.publish', 'app.version']) {
        const r = await raw(`${players.url}api/${channel}`, { method: 'POST', headers, body: '[]' });
        expect(r.status, channel).toBe(404);
      }
      // The GM's token is worthless on the players' origin.
      expect((await raw(`${players.url}api/player.view`, { method: 'POST', headers: { 'x-hexfray-token': host.token }, body: '[0]' })).status).toBe(403);
    } finally {
      await players.close();
    }
  });

  it('player.publish refuses a view carrying anything beyond the players projection', async () => {
    const headers = { 'x-hexfray-token': host.token };
    const screen = { blackout: false, follow: 'board', focus: null, hexesAcross: null, hexMillimetres: null, diagonalInches: null };
    const view = {
      system: 'yaugs', phase: 'combat', round: 1, turn: 1, current: null, upNext: [],
      map: { width: 2, height: 2, orientation: 'pointy', metersPerHex: 2, background: null, terrain: [], edges: [], fog: [] },
      tokens: [{ id: 'a', name: 'A', side: 'npc', position: { q: 0, r: 0 }, facing: null, color: null, out: false, harm: 'unhurt', harmDetail: null, current: false, conditions: [], grappledWith: [], notes: 'SECRET' }],
      log: [], banner: null,
    };
    const r = await raw(`${host.url}api/player.publish`, { method: 'POST', headers, body: JSON.stringify([view, screen]) });
    expect(JSON.parse(r.body)).toMatchObject({ ok: false });
    const { notes: _n, ...clean } = view.tokens[0]!;
    const ok = await raw(`${host.url}api/player.publish`, { method: 'POST', headers, body: JSON.stringify([{ ...view, tokens: [clean] }, screen]) });
    expect(JSON.parse(ok.body)).toMatchObject({ ok: true });
  });

  it('refuses requests addressed to a foreign host name (DNS rebinding)', async () => {
    const res = await raw(host.url, { headers: { host: 'evil.example' } });
    expect(res.status).toBe(421);
  });

  describe.each(['gm', 'player'] as const)('the %s origin survives malformed requests', (role) => {
    it.each(['/api/%E0', '/api/%', '/api/%ff', '/api/%uD800', '/api/%E0%A4%A', '/%E0', '/%'])('%s gets an answer and the host keeps serving', async (path) => {
      const { handlers } = testHandlers('web', '9.9.9');
      writeFileSync(join(dir, 'renderer', 'player.html'), '<head><meta name="hexfray-token" content=""></head>');
      const h = role === 'gm' ? host : await startWebHost({ rendererDir: join(dir, 'renderer'), handlers, role, allowed: PLAYER_CHANNELS });
      try {
        for (const method of ['GET', 'POST']) {
          const res = await raw(h.url, { method, path, headers: { 'x-hexfray-token': h.token }, body: '[]' });
          expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
          expect(res.status, `${method} ${path}`).toBeLessThan(500);
        }
        const page = await raw(h.url);
        expect(page.status).toBe(200);
        const channel = role === 'gm' ? 'app.version' : 'player.view';
        const api = await raw(`${h.url}api/${channel}`, { method: 'POST', headers: { 'x-hexfray-token': h.token }, body: role === 'gm' ? '[]' : '[0]' });
        expect(JSON.parse(api.body)).toMatchObject({ ok: true });
      } finally {
        if (h !== host) await h.close();
      }
    });
  });
});

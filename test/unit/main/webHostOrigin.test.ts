// The web host's API refuses requests a browser marks as coming from another page, on both ports,
// even with the right token: the token is not the only guard against a page elsewhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLAYER_CHANNELS } from '../../../shared/ipc';
import { startWebHost, type WebHost } from '../../../src-main/web/server';
import { testHandlers } from './handlersFixture';

function post(host: WebHost, channel: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const u = new URL(host.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, method: 'POST', path: `/api/${channel}`, headers: { 'x-hexfray-token': host.token, ...headers } }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(channel === 'player.view' ? '[0]' : '[]');
  });
}

describe('cross-site API requests', () => {
  let dir: string;
  let gm: WebHost;
  let player: WebHost;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hexfray-origin-'));
    mkdirSync(join(dir, 'renderer'));
    writeFileSync(join(dir, 'renderer', 'index.html'), '<head><meta name="hexfray-token" content=""></head>');
    const { handlers } = testHandlers('web', '1.0.0');
    gm = await startWebHost({ rendererDir: join(dir, 'renderer'), handlers });
    player = await startWebHost({ rendererDir: join(dir, 'renderer'), handlers, role: 'player', allowed: PLAYER_CHANNELS });
  });
  afterAll(async () => {
    await gm.close();
    await player.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const cases = () => [
    { role: 'gm', host: gm, channel: 'library.trash', other: player },
    { role: 'player', host: player, channel: 'player.view', other: gm },
  ];

  it('a page of another site is refused with 403, on both ports, token or not', async () => {
    for (const { host, channel } of cases()) {
      const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }];
      for (const headers of crossSite) {
        const r = await post(host, channel, headers);
        expect(r.status, `${host.url} ${JSON.stringify(headers)}`).toBe(403);
        expect(r.body).toMatch(/^Forbidden: a cross-site request/);
      }
    }
  });

  it("the other port's page is another origin: refused too", async () => {
    for (const { host, channel, other } of cases()) {
      const r = await post(host, channel, { origin: other.url.replace(/\/$/, ''), 'sec-fetch-site': 'same-site' });
      expect(r.status).toBe(403);
    }
  });

  it('its own page is answered', async () => {
    for (const { host, channel } of cases()) {
      const own = host.url.replace(/\/$/, '');
      const r = await post(host, channel, { origin: own, 'sec-fetch-site': 'same-origin' });
      expect(r.status, r.body).toBe(200);
      expect(JSON.parse(r.body)).toMatchObject({ ok: true });
    }
  });
});

// The image route both hosts serve library images from: a checked name (never a path), the bytes
// as they are with their own type, the per-run token in the web host's address, and for the
// players' screen only the background of the view the GM published.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLAYER_CHANNELS } from '../../../shared/ipc';
import { CONTENT_SECURITY_POLICY, CSP_HEADER } from '../../../src-main/csp';
import { assetServer } from '../../../src-main/assetRoute';
import { saveAsset } from '../../../src-main/library/assets';
import { PlayerFeed } from '../../../src-main/player/playerFeed';
import { startWebHost, type WebHost } from '../../../src-main/web/server';
import { testHandlers } from './handlersFixture';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 3)]);

function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; type: string; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const req = request({ host: u.hostname, port: u.port, path: `${u.pathname}${u.search}`, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the image route', () => {
  let dir: string;
  let root: string;
  let gm: WebHost;
  let players: WebHost;
  let player: PlayerFeed;
  let name: string;
  let other: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hexfray-assets-'));
    mkdirSync(join(dir, 'renderer'));
    writeFileSync(join(dir, 'renderer', 'index.html'), '<head></head>');
    writeFileSync(join(dir, 'renderer', 'player.html'), '<head></head>');
    const t = testHandlers('web', '1.0.0');
    root = t.root;
    player = t.player;
    const a = await saveAsset(root, 'Ford map.png', PNG.toString('base64'));
    const b = await saveAsset(root, 'cellar.png', Buffer.concat([PNG, Buffer.from('other')]).toString('base64'));
    if (!a.ok || !b.ok) throw new Error('images not kept');
    name = a.name;
    other = b.name;
    gm = await startWebHost({ rendererDir: join(dir, 'renderer'), handlers: t.handlers, assets: assetServer(() => root) });
    const published = (n: string) => player.since(0).view?.map.background?.image === n;
    players = await startWebHost({ rendererDir: join(dir, 'renderer'), handlers: t.handlers, role: 'player', allowed: PLAYER_CHANNELS, assets: assetServer(() => root, published) });
  });
  afterAll(async () => {
    await gm.close();
    await players.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(root, { recursive: true, force: true });
  });

  const url = (host: WebHost, n: string, token = host.token) => `${host.url}asset/${encodeURIComponent(n)}?t=${token}`;

  it('serves a library image to the GM page, byte for byte, typed by its bytes', async () => {
    const r = await get(url(gm, name));
    expect(r.status).toBe(200);
    expect(r.type).toBe('image/png');
    expect(r.bytes.equals(PNG)).toBe(true);
  });

  it('refuses without the token, with a wrong one, and from another site', async () => {
    expect((await get(`${gm.url}asset/${name}`)).status).toBe(403);
    expect((await get(url(gm, name, 'x'.repeat(48)))).status).toBe(403);
    expect((await get(url(gm, name), { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    // The players' token does not open the GM's route.
    expect((await get(url(gm, name, players.token))).status).toBe(403);
  });

  it('takes only image names of the library, never a path', async () => {
    for (const bad of ['../secret.png', 'assets/ford-0123456789ab.png', 'ford.png', '..%2f..%2fetc%2fpasswd', 'ford-0123456789ab.svg']) {
      expect((await get(url(gm, bad))).status, bad).toBe(400);
    }
    expect((await get(`${gm.url}asset/%E0?t=${gm.token}`)).status).toBe(400);
    expect((await get(url(gm, 'gone-0123456789ab.png'))).status).toBe(404);
  });

  it('refuses an image that leads outside the library (a link)', async () => {
    const outside = join(dir, 'outside-0123456789ab.png');
    writeFileSync(outside, PNG);
    symlinkSync(outside, join(root, 'assets', 'linked-0123456789ab.png'));
    expect((await get(url(gm, 'linked-0123456789ab.png'))).status).toBe(400);
  });

  it('gives the players\u2019 screen the published background only', async () => {
    expect((await get(url(players, name))).status).toBe(403);
    player.publish({ map: { background: { image: name } } } as never, { names: false } as never);
    const r = await get(url(players, name));
    expect(r.status).toBe(200);
    expect(r.bytes.equals(PNG)).toBe(true);
    expect((await get(url(players, other))).status).toBe(403);
    expect((await get(url(players, name, gm.token))).status).toBe(403);
  });

  it('the pages\u2019 policy allows images from their own origin (and blobs), not data URLs', () => {
    for (const policy of [CONTENT_SECURITY_POLICY, CSP_HEADER]) expect(policy).toContain("img-src 'self' blob:;");
  });
});

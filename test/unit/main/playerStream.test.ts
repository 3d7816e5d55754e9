// The TV's push path: the view pushed once per publish to every subscriber, pings beside it, and
// the web host's event stream for the players' page (token-checked, bounded, whole view first).
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PlayerFeed } from '../../../src-main/player/playerFeed';
import { PlayerStream } from '../../../src-main/player/playerStream';
import { LanHost } from '../../../src-main/lan/lanHost';
import { MAX_STREAMS, startWebHost, type WebHost } from '../../../src-main/web/server';
import { PLAYER_CHANNELS } from '../../../shared/ipc';
import { isPlayerPush, type PlayerPush } from '../../../shared/ipc/playerPush';
import { DEFAULT_PLAYER_SCREEN, type PlayerViewPayload } from '../../../shared/ipc/playerView';
import { testHandlers } from './handlersFixture';

function view(round: number): PlayerViewPayload {
  return {
    system: 'yaugs', phase: 'combat', round, turn: 0, current: null, upNext: [],
    map: { width: 4, height: 4, orientation: 'pointy', metersPerHex: 1, background: null, terrain: [], edges: [], fog: [] },
    tokens: [{ id: 'wren', name: 'Wren', side: 'pc', position: { q: 1, r: 1 }, facing: null, color: null, out: false, harm: 'unhurt', harmDetail: null, current: true, conditions: [], grappledWith: [] }],
    log: [], banner: null,
  };
}

const parse = (text: string) => JSON.parse(text) as PlayerPush;

describe("the players' screen's push path", () => {
  it('gives every subscriber each publish once, as the whole view, and stops at the unsubscribe', () => {
    const feed = new PlayerFeed();
    const stream = new PlayerStream(feed, null);
    const a: string[] = [];
    const b: string[] = [];
    const offA = stream.subscribe((t) => a.push(t));
    stream.subscribe((t) => b.push(t));
    feed.publish(view(1), DEFAULT_PLAYER_SCREEN);
    feed.publish(view(2), { ...DEFAULT_PLAYER_SCREEN, follow: 'actor' });
    expect(a.map(parse)).toEqual([
      { kind: 'view', revision: 1, view: view(1), screen: DEFAULT_PLAYER_SCREEN, pings: [] },
      { kind: 'view', revision: 2, view: view(2), screen: { ...DEFAULT_PLAYER_SCREEN, follow: 'actor' }, pings: [] },
    ]);
    expect(b).toEqual(a);
    offA();
    feed.publish(null, DEFAULT_PLAYER_SCREEN);
    expect(a).toHaveLength(2);
    expect(b).toHaveLength(3);
    expect(parse(b[2]!)).toMatchObject({ kind: 'view', revision: 3, view: null });
    expect(b.every((t) => isPlayerPush(JSON.parse(t)))).toBe(true);
  });

  it('pushes each ping as it is made, and a later subscriber finds the live ones in the current view', () => {
    const feed = new PlayerFeed();
    let now = 1000;
    const lan = new LanHost({ feed, rendererDir: '/nonexistent', background: async () => null, now: () => now });
    const stream = new PlayerStream(feed, lan);
    const got: PlayerPush[] = [];
    stream.subscribe((t) => got.push(parse(t)));
    lan.ping({ q: 2, r: 3 });
    expect(got).toEqual([{ kind: 'ping', ping: { id: 1, at: { q: 2, r: 3 }, from: 'GM', ago: 0 } }]);
    now += 1500;
    expect(parse(stream.current())).toMatchObject({ kind: 'view', pings: [{ id: 1, from: 'GM', ago: 1500 }] });
    now += 4000;
    expect(parse(stream.current())).toMatchObject({ pings: [] });
  });

  it('builds nothing while no screen listens', () => {
    const feed = new PlayerFeed();
    const stream = new PlayerStream(feed, null);
    let built = 0;
    stream.current = () => `${++built}`;
    feed.publish(view(1), DEFAULT_PLAYER_SCREEN);
    expect(built).toBe(0);
    expect(stream.listening).toBe(0);
  });
});

/** An event stream opened on a web host: its status, the messages received, and the close. */
type Listener = { status: number; body: string; bytes: number; messages: PlayerPush[]; retry: number | null; req: ClientRequest; res: IncomingMessage | null; ended: boolean; waitFor(n: number): Promise<void> };

function listen(url: string, path: string, headers: Record<string, string> = {}): Promise<Listener> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const l: Listener = {
      status: 0, body: '', bytes: 0, messages: [], retry: null, ended: false, req: null as unknown as ClientRequest, res: null,
      waitFor: async (n) => {
        for (let i = 0; i < 400 && l.messages.length < n; i++) await new Promise((r) => setTimeout(r, 5));
        if (l.messages.length < n) throw new Error(`only ${l.messages.length} of ${n} messages came`);
      },
    };
    let buf = '';
    l.req = request({ host: u.hostname, port: u.port, path, headers }, (res) => {
      l.status = res.statusCode ?? 0;
      l.res = res;
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        buf += c;
        l.bytes += c.length;
        if (l.body.length < 100_000) l.body += c;
        let at;
        while ((at = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, at);
          buf = buf.slice(at + 2);
          const retry = /^retry: (\d+)$/m.exec(block)?.[1];
          if (retry) l.retry = Number(retry);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data !== undefined) l.messages.push(parse(data));
        }
      });
      res.on('close', () => (l.ended = true));
      if (l.status === 200) resolve(l);
      else res.on('end', () => resolve(l));
    });
    l.req.on('error', (e) => (l.ended ? undefined : reject(e)));
    l.req.end();
  });
}

describe("the web host's stream for the players' page", () => {
  const dir = mkdtempSync(join(tmpdir(), 'hexfray-stream-'));
  mkdirSync(join(dir, 'renderer'), { recursive: true });
  writeFileSync(join(dir, 'renderer', 'player.html'), '<head><meta name="hexfray-token" content=""></head>');
  writeFileSync(join(dir, 'renderer', 'index.html'), '<head><meta name="hexfray-token" content=""></head>');
  const hosts: WebHost[] = [];
  afterEach(async () => {
    for (const h of hosts.splice(0)) await h.close();
  });

  async function players() {
    const t = testHandlers('web', '1.0.0');
    const stream = new PlayerStream(t.player, null);
    const host = await startWebHost({ rendererDir: join(dir, 'renderer'), handlers: t.handlers, role: 'player', allowed: PLAYER_CHANNELS, stream });
    hosts.push(host);
    return { host, feed: t.player, stream };
  }

  it('opens with the whole current view, then pushes each publish once', async () => {
    const { host, feed } = await players();
    feed.publish(view(1), DEFAULT_PLAYER_SCREEN);
    const l = await listen(host.url, `/events?t=${host.token}`);
    expect(l.status).toBe(200);
    await l.waitFor(1);
    expect(l.retry).toBe(1000);
    expect(l.messages[0]).toMatchObject({ kind: 'view', revision: 1, view: { round: 1 } });
    feed.publish(view(2), DEFAULT_PLAYER_SCREEN);
    await l.waitFor(2);
    expect(l.messages[1]).toMatchObject({ kind: 'view', revision: 2, view: { round: 2 } });
    await new Promise((r) => setTimeout(r, 50));
    expect(l.messages).toHaveLength(2);
    l.req.destroy();
  });

  it('a stream that dropped comes back to the view published while it was away', async () => {
    const { host, feed, stream } = await players();
    const first = await listen(host.url, `/events?t=${host.token}`);
    await first.waitFor(1);
    expect(first.messages[0]).toMatchObject({ revision: 0, view: null });
    first.req.destroy();
    for (let i = 0; i < 100 && stream.listening > 0; i++) await new Promise((r) => setTimeout(r, 5));
    expect(stream.listening).toBe(0);
    feed.publish(view(3), DEFAULT_PLAYER_SCREEN);
    const again = await listen(host.url, `/events?t=${host.token}`);
    await again.waitFor(1);
    expect(again.messages[0]).toMatchObject({ kind: 'view', revision: 1, view: { round: 3 } });
    again.req.destroy();
  });

  it('refuses a missing or wrong token, a cross-site page and another method, and sends them nothing of the view', async () => {
    const { host, feed } = await players();
    feed.publish(view(1), DEFAULT_PLAYER_SCREEN);
    for (const [path, headers] of [
      ['/events', {}],
      [`/events?t=${'0'.repeat(host.token.length)}`, {}],
      [`/events?t=${host.token}x`, {}],
      [`/events?t=${host.token}`, { 'Sec-Fetch-Site': 'cross-site' }],
      [`/events?t=${host.token}`, { Origin: 'http://evil.example' }],
    ] as const) {
      const l = await listen(host.url, path, headers);
      expect(l.status, path).toBe(403);
      expect(l.body).not.toContain('Wren');
    }
    const post = await new Promise<number>((resolve) => {
      const u = new URL(host.url);
      request({ host: u.hostname, port: u.port, method: 'POST', path: `/events?t=${host.token}` }, (res) => resolve(res.statusCode ?? 0)).end();
    });
    expect(post).toBe(405);
  });

  it('a screen that stops reading gets the newest view when it reads again, not every one it missed', async () => {
    const { host, feed } = await players();
    const big = (round: number): PlayerViewPayload => ({ ...view(round), map: { ...view(round).map, width: 200, height: 200, terrain: Array.from({ length: 3000 }, (_, i) => ({ kind: 'wall' as const, q: i % 200, r: Math.floor(i / 200) })) } });
    const size = JSON.stringify(big(1)).length;
    const l = await listen(host.url, `/events?t=${host.token}`);
    await l.waitFor(1);
    l.res!.pause();
    const PUBLISHES = 400;
    for (let i = 1; i <= PUBLISHES; i++) {
      feed.publish(big(i), DEFAULT_PLAYER_SCREEN);
      // Let the socket fill as it would between a GM's commands.
      if (i % 20 === 0) await new Promise((r) => setImmediate(r));
    }
    l.res!.resume();
    for (let i = 0; i < 400 && (l.messages.at(-1) as { view?: { round: number } } | undefined)?.view?.round !== PUBLISHES; i++) await new Promise((r) => setTimeout(r, 10));
    expect(l.messages.at(-1)).toMatchObject({ kind: 'view', revision: PUBLISHES, view: { round: PUBLISHES } });
    // Far fewer than every view: what the socket held when it stalled, then the newest.
    expect(l.bytes).toBeLessThan((PUBLISHES * size) / 2);
    l.req.destroy();
  });

  it(`holds at most ${MAX_STREAMS} streams at once`, async () => {
    const { host, stream } = await players();
    const open = await Promise.all(Array.from({ length: MAX_STREAMS }, () => listen(host.url, `/events?t=${host.token}`)));
    expect(open.every((l) => l.status === 200)).toBe(true);
    const over = await listen(host.url, `/events?t=${host.token}`);
    expect(over.status).toBe(429);
    expect(stream.listening).toBe(MAX_STREAMS);
    for (const l of open) l.req.destroy();
  });

  it("is not a route of the GM's origin, and closing the host ends every stream", async () => {
    const t = testHandlers('web', '1.0.0');
    const gm = await startWebHost({ rendererDir: join(dir, 'renderer'), handlers: t.handlers });
    const refused = await listen(gm.url, `/events?t=${gm.token}`);
    expect(refused.status).toBe(404);
    await gm.close();
    const { host } = await players();
    const l = await listen(host.url, `/events?t=${host.token}`);
    await l.waitFor(1);
    await host.close();
    hosts.splice(0);
    for (let i = 0; i < 100 && !l.ended; i++) await new Promise((r) => setTimeout(r, 5));
    expect(l.ended).toBe(true);
  });
});

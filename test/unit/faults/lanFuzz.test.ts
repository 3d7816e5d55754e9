// The players' listener fuzzed as anyone on the network may: random paths, methods, headers and
// bodies, broken framing, slow clients and a flood of connections past its limit. Every request
// gets a short answer below 500 (or the socket closes), only the allow-listed routes ever answer
// 200, nothing of the GM's page or code is ever served, and the GM's host and a fight played
// meanwhile are unaffected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { connect, type Socket } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWebHost, type WebHost } from '../../../src-main/web/server';
import { testHandlers } from '../main/handlersFixture';
import { PlayerFeed } from '../../../src-main/player/playerFeed';
import { LanHost } from '../../../src-main/lan/lanHost';
import { LIMITS } from '../../../src-main/lan/lanServer';
import { Session } from '../../../shared/engine/session';
import { EXAMPLES } from '../../../shared/sim/examples';
import { playTurn } from '../../../shared/sim/autoplay';
import { fakeRenderer } from '../lan/lanFixture';

/** Sends raw bytes; the status code answered (0 when the socket closed without one) and the text. */
function raw(port: number, bytes: string | Buffer, opts: { end?: boolean; wait?: number } = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let got = '';
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(got)?.[1] ?? 0), text: got });
    };
    socket.on('data', (c) => {
      got += c.toString('latin1');
      // One answer is enough (a kept-alive socket would otherwise wait for the next request).
      if (/\r\n\r\n/.test(got) && /content-length: (\d+)/i.test(got)) {
        const len = Number(/content-length: (\d+)/i.exec(got)![1]);
        if (got.length - got.indexOf('\r\n\r\n') - 4 >= len) done();
      }
    });
    socket.on('end', done);
    socket.on('error', done);
    socket.on('close', done);
    socket.setTimeout(opts.wait ?? 3000, done);
    socket.write(bytes);
    if (opts.end) socket.end();
  });
}

const METHODS = ['GET', 'POST', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'CONNECT', 'PROPFIND', 'get', 'G\u00e9T', 'X'.repeat(40)];
const PATH_PARTS = ['', '/', 'assets', 'api', 'library.list', '..', '%2e%2e', '%2f', '%00', '%', '%E0', 'index.html', 'player.html', 'lan.html', 'lan-1.js', 'chunk-1.js', 'index-gm.js', 'lan-1.js.map', 'events', 'join', 'ping', 'dice', 'as', 'me', 'background', '?x=1', '#', '\u00e9', '*', ';', '\\', '//'];
const ALLOWED_200 = new Set(['/', '/assets/lan-1.js', '/assets/chunk-1.js', '/assets/lan-1.css', '/favicon.svg', '/me']);

describe('the players\' listener under fuzzing', () => {
  let gm: WebHost;
  let lan: LanHost;
  let port: number;
  beforeAll(async () => {
    const { handlers } = testHandlers('web', '1.0.0');
    const dir = mkdtempSync(join(tmpdir(), 'hexfray-gm-'));
    writeFileSync(join(dir, 'index.html'), '<head><meta name="hexfray-token" content=""></head>');
    gm = await startWebHost({ rendererDir: dir, handlers });
    lan = new LanHost({ feed: new PlayerFeed(), rendererDir: fakeRenderer(), background: async () => null, host: '127.0.0.1', port: 0, limits: { headersMs: 600, bodyMs: 600 } });
    const s = await lan.start();
    port = Number(new URL(s.url!).port);
  });
  afterAll(async () => {
    await lan.stop();
    await gm.close();
  });

  const gmAnswers = async () => {
    const u = new URL(gm.url);
    const r = await raw(Number(u.port), `POST /api/app.version HTTP/1.1\r\nHost: ${u.host}\r\nX-Hexfray-Token: ${gm.token}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n[]`);
    return r.status;
  };

  it('answers random requests below 500, 200 only on its own routes, never the GM\'s files', async () => {
    const request = fc.record({
      method: fc.constantFrom(...METHODS),
      path: fc.array(fc.constantFrom(...PATH_PARTS), { maxLength: 5 }).map((p) => `/${p.join('/')}`.replace(/^\/\//, '/')),
      headers: fc.array(fc.tuple(fc.constantFrom('Cookie', 'Origin', 'Content-Type', 'Content-Length', 'Transfer-Encoding', 'Sec-Fetch-Site', 'X-Forwarded-For', 'Range', 'Expect'), fc.string({ maxLength: 40 }).map((v) => v.replace(/[\r\n]/g, ''))), { maxLength: 4 }),
      body: fc.oneof(fc.constant(''), fc.json({ maxDepth: 3 }), fc.string({ maxLength: 300 })),
    });
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const headers = r.headers.filter(([k]) => k !== 'Content-Length' && k !== 'Transfer-Encoding').map(([k, v]) => `${k}: ${v}\r\n`).join('');
        const text = `${r.method} ${r.path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${headers}Content-Length: ${Buffer.byteLength(r.body)}\r\nConnection: close\r\n\r\n${r.body}`;
        const a = await raw(port, text);
        expect(a.status, text.slice(0, 120)).toBeLessThan(500);
        if (a.status === 200) expect(ALLOWED_200.has(r.path.split('?')[0]!) && ['GET', 'HEAD'].includes(r.method), r.path).toBe(true);
        expect(a.text).not.toMatch(/GM (PAGE|CODE)|TV PAGE/);
      }),
      { numRuns: 300 },
    );
    expect(await gmAnswers()).toBe(200);
  });

  it('refuses broken framing, big headers and bodies with a short answer, and serves on', async () => {
    const h = `Host: 127.0.0.1:${port}\r\n`;
    const cases: [string, number[]][] = [
      [`POST /join HTTP/1.1\r\n${h}Content-Length: 100000\r\n\r\n{`, [413]],
      [`POST /join HTTP/1.1\r\n${h}Transfer-Encoding: chunked\r\n\r\nzz\r\nnot hex\r\n`, [400, 0]],
      [`POST /join HTTP/1.1\r\n${h}Content-Length: 5\r\nContent-Length: 7\r\n\r\n{}`, [400, 0]],
      [`GET / HTTP/1.1\r\n${h}Bad Header Line\r\n\r\n`, [400, 0]],
      [`GET / HTTP/1.1\r\n${h}X-Big: ${'a'.repeat(LIMITS.headerBytes + 10)}\r\n\r\n`, [431, 400, 0]],
      [`GET /${'a'.repeat(600)} HTTP/1.1\r\n${h}\r\n`, [414]],
      ['NOT-HTTP AT ALL\r\n\r\n', [400, 0]],
      ['\u0000\u0001\u0002\r\n\r\n', [400, 0]],
      [`GET / HTTP/9.9\r\n${h}\r\n`, [400, 505, 0]],
      [`POST /join HTTP/1.1\r\n${h}Content-Type: application/json\r\nContent-Length: ${4096}\r\n\r\n${'['.repeat(4096)}`, [413]],
    ];
    for (const [req, allowed] of cases) {
      const a = await raw(port, req, { end: true });
      expect(allowed, JSON.stringify(req.slice(0, 60))).toContain(a.status);
    }
    expect((await raw(port, `GET / HTTP/1.1\r\n${h}Connection: close\r\n\r\n`)).status).toBe(200);
  });

  it('cuts off a client too slow to send its headers or its body', async () => {
    const t0 = Date.now();
    const slowHeaders = await raw(port, `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: `, { wait: 5000 });
    expect(Date.now() - t0).toBeLessThan(3000);
    expect([408, 0]).toContain(slowHeaders.status);
    const t1 = Date.now();
    const slowBody = await raw(port, `POST /join HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: 50\r\n\r\n{"co`, { wait: 5000 });
    expect(Date.now() - t1).toBeLessThan(3000);
    expect([408, 0]).toContain(slowBody.status);
  });

  it('holds a flood of connections to its limit while the GM\'s host and a fight go on', async () => {
    // A listener of its own with the shipped header timeout stretched: the sockets it accepts wait
    // idle while the other 1,400 open, and the 600 ms one above cut them all off on a machine
    // slow to open them (CI: 0 answered), which told nothing about the limit.
    const flood = new LanHost({ feed: new PlayerFeed(), rendererDir: fakeRenderer(), background: async () => null, host: '127.0.0.1', port: 0, limits: { headersMs: 30_000, bodyMs: 30_000 } });
    const started = await flood.start();
    const port = Number(new URL(started.url!).port);
    const code = started.code!;
    const sockets: Socket[] = [];
    const closedEarly = { n: 0 };
    const opened = Array.from({ length: 1500 }, () => new Promise<void>((resolve) => {
      const s = connect(port, '127.0.0.1');
      sockets.push(s);
      s.on('connect', () => resolve());
      s.on('close', () => {
        closedEarly.n++;
        resolve();
      });
      s.on('error', () => resolve());
    }));
    await Promise.all(opened);
    await new Promise((r) => setTimeout(r, 300));
    // Past the limit the listener drops the newcomers: of all those still open, at most the limit are ever served.
    const open = sockets.filter((s) => !s.destroyed);
    const served = await Promise.all(open.map((s) => new Promise<boolean>((resolve) => {
      let got = '';
      s.on('data', (c) => {
        got += c.toString('latin1');
        if (got.startsWith('HTTP/1.1 200')) resolve(true);
      });
      s.on('close', () => resolve(got.startsWith('HTTP/1.1 200')));
      s.setTimeout(2500, () => resolve(got.startsWith('HTTP/1.1 200')));
      s.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    })));
    const answered = served.filter(Boolean).length;
    expect(closedEarly.n).toBeGreaterThan(1000);
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThanOrEqual(LIMITS.connections);
    // Meanwhile the GM's host answers and a fight plays on as ever. The bound only tells an answer
    // from a host stalled until the flood goes (its speed is the benches' to measure): at 1 s it
    // failed on a shared machine while other test files ran.
    const t0 = Date.now();
    expect(await gmAnswers()).toBe(200);
    expect(Date.now() - t0).toBeLessThan(5000);
    const session = new Session(EXAMPLES.yaugs(), 'flood');
    session.apply({ type: 'start-combat' });
    for (let i = 0; i < 10; i++) playTurn(session.state, (c) => (session.apply(c).ok ? session.state : null));
    expect(session.state.round).toBeGreaterThan(1);
    for (const s of sockets) s.destroy();
    await new Promise((r) => setTimeout(r, 200));
    // Once they go, a device joins as ever.
    const body = JSON.stringify({ code, name: 'Ana' });
    const joined = await raw(port, `POST /join HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`);
    expect(joined.status).toBe(200);
    await flood.stop();
  });
});

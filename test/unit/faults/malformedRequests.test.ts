// Malformed URLs, headers and bodies against both of the web host's ports (the GM's and the
// players'), sent over raw sockets so nothing is tidied on the way: every one gets an answer that
// is not a server error (or the connection closed), and both ports keep serving afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLAYER_CHANNELS } from '../../../shared/ipc';
import { startWebHost, type WebHost } from '../../../src-main/web/server';
import { testHandlers } from '../main/handlersFixture';

/** Sends raw bytes and returns the status line's code (0 when the host closed without answering). */
function rawHttp(host: WebHost, bytes: string | Buffer, endAfter = false): Promise<number> {
  const u = new URL(host.url);
  return new Promise((resolve) => {
    const socket = connect(Number(u.port), u.hostname);
    let got = '';
    const done = () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(got)?.[1] ?? 0));
    socket.on('data', (c) => (got += c.toString('latin1')));
    socket.on('end', done);
    socket.on('error', done);
    socket.on('close', done);
    socket.setTimeout(3000, () => socket.destroy());
    socket.write(bytes);
    if (endAfter) socket.end();
  });
}

function post(host: WebHost, path: string, body: string | Buffer, extra = ''): string | Buffer {
  const head = `POST ${path} HTTP/1.1\r\nHost: ${new URL(host.url).host}\r\nX-Hexfray-Token: ${host.token}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}Connection: close\r\n\r\n`;
  return typeof body === 'string' ? head + body : Buffer.concat([Buffer.from(head), body]);
}

function get(host: WebHost, path: string, extra = ''): string {
  return `GET ${path} HTTP/1.1\r\nHost: ${new URL(host.url).host}\r\n${extra}Connection: close\r\n\r\n`;
}

const URLS = ['/api/%E0', '/api/%', '/api/%ff', '/api/%uD800', '/api/%E0%A4%A', '/api/%00', '/api/..%2f..%2fetc%2fpasswd', '/api/', '/api', `/api/${'a'.repeat(8000)}`, '//api/app.version', '/api/app.version?x=%', '/%E0', '/%', '/..%2f..%2fsecret', '/\u00e9', '*'];
const BODIES: (string | Buffer)[] = [
  '{oops',
  '[',
  '['.repeat(100_000),
  '{"__proto__":{"polluted":true}}',
  '[{"__proto__":{"polluted":true}}]',
  'null',
  '42',
  '"text"',
  '{}',
  '[1e400]',
  Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x89, 0x50, 0x4e, 0x47]),
  '\u0000\u0000',
  `[${'"x",'.repeat(50_000)}"x"]`,
];

describe('malformed requests against both ports', () => {
  let dir: string;
  const hosts: { role: string; host: WebHost; channel: string }[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hexfray-malformed-'));
    mkdirSync(join(dir, 'renderer'));
    writeFileSync(join(dir, 'renderer', 'index.html'), '<head><meta name="hexfray-token" content=""></head>');
    writeFileSync(join(dir, 'renderer', 'player.html'), '<head><meta name="hexfray-token" content=""></head>');
    const { handlers } = testHandlers('web', '1.0.0');
    hosts.push({ role: 'gm', host: await startWebHost({ rendererDir: join(dir, 'renderer'), handlers, maxBody: 512 * 1024 }), channel: 'library.list' });
    hosts.push({ role: 'player', host: await startWebHost({ rendererDir: join(dir, 'renderer'), handlers, role: 'player', allowed: PLAYER_CHANNELS, maxBody: 512 * 1024 }), channel: 'player.view' });
  });
  afterAll(async () => {
    for (const h of hosts) await h.host.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const stillServing = async (host: WebHost, channel: string) => rawHttp(host, post(host, `/api/${channel}`, channel === 'player.view' ? '[0]' : '["encounters"]'));

  it('URLs: every one answered below 500, both ports serving after each', async () => {
    for (const { role, host, channel } of hosts) {
      for (const url of URLS) {
        for (const req of [get(host, url), post(host, url, '[]')]) {
          const status = await rawHttp(host, req);
          expect(status, `${role} ${url}`).not.toBeGreaterThanOrEqual(500);
        }
        expect(await stillServing(host, channel), `${role} after ${url.slice(0, 40)}`).toBe(200);
      }
    }
  });

  it('bodies: every one refused or answered with a readable failure, never a server error', async () => {
    for (const { role, host, channel } of hosts) {
      for (const body of BODIES) {
        const status = await rawHttp(host, post(host, `/api/${channel}`, body));
        const shown = String(body).slice(0, 30);
        expect([200, 400, 413], `${role} ${shown}`).toContain(status);
        expect(await stillServing(host, channel), `${role} after ${shown}`).toBe(200);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
  });

  it('broken framing: a body shorter than announced, garbage chunks, a bad header; both ports live after', async () => {
    for (const { role, host, channel } of hosts) {
      const h = new URL(host.url).host;
      const framings = [
        `POST /api/${channel} HTTP/1.1\r\nHost: ${h}\r\nX-Hexfray-Token: ${host.token}\r\nContent-Length: 100\r\n\r\n[`,
        `POST /api/${channel} HTTP/1.1\r\nHost: ${h}\r\nX-Hexfray-Token: ${host.token}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nnot hex\r\n`,
        `POST /api/${channel} HTTP/1.1\r\nHost: ${h}\r\nContent-Length: 5\r\nContent-Length: 7\r\n\r\n[0]`,
        `GET / HTTP/1.1\r\nHost: ${h}\r\nBad Header Line\r\n\r\n`,
        `GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n`,
        'NOT-HTTP AT ALL\r\n\r\n',
        '\u0000\u0001\u0002',
      ];
      for (const f of framings) {
        // Ending the socket stands for a client that gives up: a request left incomplete must not hang the host.
        const status = await rawHttp(host, f, true);
        expect(status, `${role} ${JSON.stringify(f.slice(0, 40))}`).not.toBeGreaterThanOrEqual(500);
      }
      expect(await stillServing(host, channel), role).toBe(200);
    }
  });
});

describe('an oversized body', () => {
  it('is refused with 413 before it is parsed, and the host serves on', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexfray-huge-'));
    mkdirSync(join(dir, 'renderer'));
    writeFileSync(join(dir, 'renderer', 'index.html'), '<head><meta name="hexfray-token" content=""></head>');
    const host = await startWebHost({ rendererDir: join(dir, 'renderer'), handlers: testHandlers('web', '1.0.0').handlers });
    try {
      // A 40 MB "session" of a million commands, as the issue sent: more than any real request.
      const body = Buffer.alloc(40 * 1024 * 1024, 0x20);
      body.write('[{"commands":[');
      expect(await rawHttp(host, post(host, '/api/session.export', body))).toBe(413);
      expect(await rawHttp(host, post(host, '/api/app.version', '[]'))).toBe(200);
    } finally {
      await host.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

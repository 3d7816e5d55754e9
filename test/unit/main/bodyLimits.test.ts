// Each channel's request body is limited to what its arguments can hold: the players' port takes a
// few KB, the GM's small channels too, and the channels that carry a file or an image the size of
// that file or image. A body over its channel's limit is refused with 413 by its Content-Length
// before a byte of it is read, or as soon as the bytes streaming in pass the limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLAYER_CHANNELS } from '../../../shared/ipc';
import { BODY_LIMITS, SMALL_BODY } from '../../../src-main/web/bodyLimits';
import { startWebHost, type WebHost } from '../../../src-main/web/server';
import { testHandlers } from './handlersFixture';
import { longSession } from './longSession';

/** Writes `head`, then `body` unless null, and resolves with the status code (0 when closed unanswered). */
function exchange(host: WebHost, head: string, body: string | null): Promise<number> {
  const u = new URL(host.url);
  return new Promise((resolve) => {
    const socket = connect(Number(u.port), u.hostname);
    let got = '';
    const done = () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(got)?.[1] ?? 0));
    socket.on('data', (c) => {
      got += c.toString('latin1');
      if (/\r\n\r\n/.test(got)) socket.destroy();
    });
    socket.on('close', done);
    socket.on('error', done);
    socket.setTimeout(30_000, () => socket.destroy());
    socket.write(head);
    if (body !== null) socket.write(body);
  });
}

function head(host: WebHost, channel: string, length: number | 'chunked'): string {
  const framing = length === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`;
  return `POST /api/${channel} HTTP/1.1\r\nHost: ${new URL(host.url).host}\r\nX-Hexfray-Token: ${host.token}\r\n${framing}\r\n\r\n`;
}

describe('body limits per channel', () => {
  let dir: string;
  let root: string;
  let gm: WebHost;
  let players: WebHost;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hexfray-limits-'));
    mkdirSync(join(dir, 'renderer'));
    writeFileSync(join(dir, 'renderer', 'index.html'), '<head></head>');
    writeFileSync(join(dir, 'renderer', 'player.html'), '<head></head>');
    const t = testHandlers('web', '1.0.0');
    root = t.root;
    gm = await startWebHost({ rendererDir: join(dir, 'renderer'), handlers: t.handlers });
    players = await startWebHost({ rendererDir: join(dir, 'renderer'), handlers: t.handlers, role: 'player', allowed: PLAYER_CHANNELS });
  });
  afterAll(async () => {
    await gm.close();
    await players.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(root, { recursive: true, force: true });
  });

  it('the players\u2019 port takes a few KB: a 30 MiB body announced is refused before it is sent, one streamed is cut off', async () => {
    expect(SMALL_BODY).toBeLessThanOrEqual(8 * 1024);
    for (const channel of PLAYER_CHANNELS) {
      expect(BODY_LIMITS[channel]).toBe(SMALL_BODY);
      // Only the head is written: the 413 can only come from the Content-Length.
      expect(await exchange(players, head(players, channel, 30 * 1024 * 1024), null), channel).toBe(413);
      const bomb = `[${'['.repeat(5000)}`;
      expect(await exchange(players, head(players, channel, 'chunked'), `${bomb.length.toString(16)}\r\n${bomb}\r\n`), channel).toBe(413);
    }
    expect(await exchange(players, head(players, 'player.view', 3), '[0]')).toBe(200);
  });

  it('the GM\u2019s small channels take a few KB; a session the size of a capped file is still saved', async () => {
    expect(await exchange(gm, head(gm, 'library.open', 64 * 1024), null)).toBe(413);
    expect(await exchange(gm, head(gm, 'library.list', 'chunked'), `${(SMALL_BODY + 1).toString(16)}\r\n${' '.repeat(SMALL_BODY + 1)}\r\n`)).toBe(413);
    // A name made only of escaped characters is still far below the small limit.
    const rename = JSON.stringify(['encounters/x.encounter.json', '\u0001'.repeat(120)]);
    expect(await exchange(gm, head(gm, 'library.rename', Buffer.byteLength(rename)), rename)).toBe(200);
    const save = JSON.stringify(['sessions', longSession(25_000), {}]);
    expect(save.length).toBeGreaterThan(SMALL_BODY * 100);
    expect(await exchange(gm, head(gm, 'library.save', Buffer.byteLength(save)), save)).toBe(200);
    expect(await exchange(gm, head(gm, 'library.save', BODY_LIMITS['library.save'] + 1), null)).toBe(413);
  }, 60_000);
});

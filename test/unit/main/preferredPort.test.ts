// When the web host's default port is taken it moves to the next free one of a short fixed list,
// not a random port: the browser keeps the crash-recovery journal per address, so a restart must
// come back to an address it used before. A port the GM asked for is kept or refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FALLBACK_PORTS, startOnPreferredPort } from '../../../src-main/web/preferredPort';
import { testHandlers } from './handlersFixture';

function occupy(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(port, '127.0.0.1', () => resolve(s));
  });
}

/** A run of `n` free ports, each held by a plain server (a stand-in for another copy or app). */
async function heldRun(n: number): Promise<{ base: number; held: Server[] }> {
  for (;;) {
    const base = 20000 + Math.floor(Math.random() * 30000);
    const held: Server[] = [];
    try {
      for (let i = 0; i < n; i++) held.push(await occupy(base + i));
      return { base, held };
    } catch {
      for (const s of held) s.close();
    }
  }
}

describe('the web host on a taken port', () => {
  let dir: string;
  let options: { rendererDir: string; handlers: ReturnType<typeof testHandlers>['handlers'] };
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'hexfray-port-'));
    mkdirSync(join(dir, 'renderer'));
    writeFileSync(join(dir, 'renderer', 'index.html'), '<head></head>');
    options = { rendererDir: join(dir, 'renderer'), handlers: testHandlers('web', '1.0.0').handlers };
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('moves to the first free port after the default, the same one every time', async () => {
    const { base, held } = await heldRun(2);
    try {
      for (let start = 0; start < 2; start++) {
        const { host, moved } = await startOnPreferredPort(options, base, false);
        expect(moved).toBe(true);
        expect(host.url).toBe(`http://127.0.0.1:${base + 2}/`);
        await host.close();
      }
    } finally {
      for (const s of held) s.close();
    }
  });

  it('keeps a port the GM asked for, or refuses', async () => {
    const { base, held } = await heldRun(1);
    try {
      await expect(startOnPreferredPort(options, base, true)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      for (const s of held) s.close();
    }
  });

  it(`gives up after the ${FALLBACK_PORTS} ports after the default`, async () => {
    const { base, held } = await heldRun(FALLBACK_PORTS + 1);
    try {
      await expect(startOnPreferredPort(options, base, false)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      for (const s of held) s.close();
    }
  });
});

// The host's thread during the biggest export a session may ask for (25,000 commands): the GM's
// other requests are answered all along. The figures are printed, not asserted: the machines are
// shared, so only "answered while the export ran" is a property; the milliseconds are a measurement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWebHost, type WebHost } from '../../../src-main/web/server';
import { testHandlers } from '../main/handlersFixture';
import { longSession } from '../main/longSession';

describe('a 25,000-command export through the web host', () => {
  let dir: string;
  let root: string;
  let host: WebHost;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hexfray-bigexport-'));
    mkdirSync(join(dir, 'renderer'));
    writeFileSync(join(dir, 'renderer', 'index.html'), '<head></head>');
    const t = testHandlers('web', '1.0.0');
    root = t.root;
    host = await startWebHost({ rendererDir: join(dir, 'renderer'), handlers: t.handlers });
  });
  afterAll(async () => {
    await host.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(root, { recursive: true, force: true });
  });

  const call = (channel: string, body: string) => fetch(`${host.url}api/${channel}`, { method: 'POST', headers: { 'x-hexfray-token': host.token }, body });

  it('leaves the host answering other requests while it renders', async () => {
    const body = JSON.stringify([longSession(25_000), 'md', { players: false }]);
    await call('app.version', '[]');
    const stalls = monitorEventLoopDelay({ resolution: 5 });
    stalls.enable();
    let done = false;
    let answered = 0;
    let longest = 0;
    const exported = call('session.export', body).then(async (r) => {
      done = true;
      return (await r.json()) as { ok: boolean; value: { ok: boolean } };
    });
    while (!done) {
      const t = performance.now();
      const r = await call('app.version', '[]');
      if (r.status === 200 && !done) answered++;
      longest = Math.max(longest, performance.now() - t);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    stalls.disable();
    const reply = await exported;
    console.log(`host during a 25,000-command export: ${answered} other requests answered meanwhile, longest wait ${longest.toFixed(0)} ms, longest event-loop stall ${(stalls.max / 1e6).toFixed(0)} ms`);
    expect(reply).toMatchObject({ ok: true, value: { ok: true } });
    expect(answered).toBeGreaterThan(5);
  }, 60_000);
});

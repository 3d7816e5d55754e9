// The host's thread while big files move: every operation on a file at a limit (a session at the
// 25,000-command cap, one over it, a 2,000-combatant encounter, a 20 MB image, the largest body a
// channel takes, a 30 MiB JSON bomb to each port) runs through the web host as the GM window calls
// it, while a probe timer measures the longest the thread was held (threadHold.ts). The figures
// print per kind of operation, with the bodies refused per port. The assertion is the 100 ms
// budget on the CPU time the thread spent in one hold, which other processes on a shared machine
// do not inflate as they do the wall time (printed beside it); before the work moved off the
// thread, a capped session's save held it 130 ms and its HTML export 1,550 ms of CPU.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mapHexes } from '../../../shared/hex';
import { PLAYER_CHANNELS } from '../../../shared/ipc';
import { Library } from '../../../src-main/library';
import { assetServer } from '../../../src-main/assetRoute';
import { startWebHost, type WebHost } from '../../../src-main/web/server';
import { testHandlers } from '../main/handlersFixture';
import { longSession } from '../main/longSession';
import { HoldTable, worstHold } from './threadHold';

const EXAMPLES = new URL('../../../build/examples/', import.meta.url).pathname;
const BUDGET_MS = 100;

/** The ambush encounter with `n` copies of its first combatant, on a map big enough to hold them. */
function crowdedEncounter(n: number): Record<string, unknown> {
  const { format: _f, version: _v, ...enc } = JSON.parse(readFileSync(`${EXAMPLES}ambush-at-the-ford.encounter.json`, 'utf8')) as Record<string, unknown>;
  const side = Math.ceil(Math.sqrt(n)) + 1;
  const map = { ...(enc.map as { orientation: 'pointy' | 'flat' }), width: side, height: side, terrain: [] };
  const hexes = mapHexes(side, side, map.orientation);
  const first = (enc.combatants as Record<string, unknown>[])[0]!;
  const combatants = Array.from({ length: n }, (_, i) => ({ ...first, id: `c${i}`, name: `Fighter ${i}`, position: hexes[i] }));
  return { ...enc, name: 'Crowd', map, combatants };
}

/** A PNG of `bytes` bytes: the signature, then filler (the host checks only the first bytes). */
function bigPng(bytes: number): Buffer {
  const b = Buffer.alloc(bytes, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b);
  return b;
}

describe('the host thread while big files move', () => {
  let dir: string;
  let root: string;
  let gm: WebHost;
  let players: WebHost;
  let player: ReturnType<typeof testHandlers>['player'];
  const holds = new HoldTable();
  const checks: { what: string; cpuMs: number; ceiling: number }[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hexfray-holds-'));
    mkdirSync(join(dir, 'renderer'));
    writeFileSync(join(dir, 'renderer', 'index.html'), '<head></head>');
    writeFileSync(join(dir, 'renderer', 'player.html'), '<head></head>');
    const t = testHandlers('web', '1.0.0');
    root = t.root;
    player = t.player;
    // As web/main.ts starts them: big bodies answered from their text, images by address.
    gm = await startWebHost({ rendererDir: join(dir, 'renderer'), handlers: t.handlers, textHandlers: t.textHandlers, assets: assetServer(() => root) });
    const published = (name: string) => player.since(0).view?.map.background?.image === name;
    players = await startWebHost({ rendererDir: join(dir, 'renderer'), handlers: t.handlers, role: 'player', allowed: PLAYER_CHANNELS, assets: assetServer(() => root, published) });
  });
  afterAll(async () => {
    holds.print('worst hold of the host thread per operation (budget 100 ms):');
    await gm.close();
    await players.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(root, { recursive: true, force: true });
  });

  /**
   * Posts a body already turned into bytes and collects the answer's bytes, parsing nothing until
   * the answer is whole: the client shares this thread, so it must add nothing to what is measured.
   */
  const post = (host: WebHost, channel: string, body: Buffer): Promise<{ status: number; bytes: Buffer }> =>
    new Promise((resolve, reject) => {
      const u = new URL(host.url);
      const req = request({ host: u.hostname, port: u.port, path: `/api/${channel}`, method: 'POST', headers: { 'x-hexfray-token': host.token, 'content-length': body.length } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  /** Gets an address of `host`, collecting the answer's bytes unread. */
  const fetchBytes = (host: WebHost, path: string): Promise<{ status: number; bytes: Buffer }> =>
    new Promise((resolve, reject) => {
      const u = new URL(host.url);
      request({ host: u.hostname, port: u.port, path }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
        .on('error', reject)
        .end();
    });
  /** Calls a GM channel, noting the worst hold under `kind`; returns the host API's value. */
  // `again`: a call that may be repeated with no change to the library (an import of the same
  // bytes, an export) is, when its hold is over the ceiling, and its best of three counts: a
  // collection or a descheduling lands on one run, while work moved back onto the thread (a
  // capped save 130 ms, an export 1,550 ms before it moved) is over the ceiling every time.
  const timed = async (kind: string, what: string, channel: string, args: unknown, ceiling = BUDGET_MS, again = false) => {
    const body = Buffer.from(JSON.stringify(args));
    let { result, hold } = await worstHold(() => post(gm, channel, body));
    for (let run = 1; again && run < 3 && hold.cpuMs >= ceiling; run++) {
      const next = await worstHold(() => post(gm, channel, body));
      if (next.hold.cpuMs < hold.cpuMs) ({ result, hold } = next);
    }
    holds.note(kind, what, hold);
    checks.push({ what: `${kind}: ${what}`, cpuMs: hold.cpuMs, ceiling });
    expect(result.status, `${channel} answered`).toBe(200);
    return (JSON.parse(result.bytes.toString('utf8')) as { value: Record<string, unknown> }).value;
  };

  it('session at the cap: save, open, duplicate, list, import, export', async () => {
    const session = longSession(25_000);
    const saved = await timed('save', '25,000-command session', 'library.save', ['sessions', session, {}]);
    expect(saved).toMatchObject({ ok: true });
    const id = saved.id as string;
    expect(await timed('open', '25,000-command session', 'library.open', [id])).toMatchObject({ ok: true, value: { commands: { length: 25_000 } } });
    expect(await timed('duplicate', '25,000-command session', 'library.duplicate', [id])).toMatchObject({ ok: true });
    const text = (await timed('export', '25,000-command session as its file', 'library.exportText', [id])).text as string;
    expect(await timed('import', '25,000-command session', 'library.importText', ['marathon.session.json', text])).toMatchObject({ ok: true });
    // A library seen for the first time reads every file: three sessions at the cap.
    const fresh = new Library(root);
    const listed = await worstHold(() => fresh.list('sessions'));
    holds.note('list', 'three 25,000-command sessions, unread', listed.hold);
    checks.push({ what: 'list: three 25,000-command sessions, unread', cpuMs: listed.hold.cpuMs, ceiling: BUDGET_MS });
    expect(listed.result).toMatchObject({ ok: true, entries: { length: 3 } });
    for (const format of ['md', 'html'] as const) {
      const r = await timed('export', `25,000-command session as ${format}`, 'session.export', [session, format, { players: false }]);
      expect(r).toMatchObject({ ok: true, fileName: expect.stringMatching(new RegExp(`\\.${format}$`)) });
    }
  }, 120_000);

  it('a session of many small values (as the 19 MB one found): save and open', async () => {
    // Well inside the size limit once written (about 4 times the body), yet over a million values to copy.
    const session = { ...longSession(25_000), tally: Array.from({ length: 600_000 }, (_, i) => [i % 10, 1]) };
    const saved = await timed('save', '25,000 commands and 1.2 million small values', 'library.save', ['sessions', session, {}]);
    expect(saved).toMatchObject({ ok: true });
    expect(await timed('open', '25,000 commands and 1.2 million small values', 'library.open', [saved.id])).toMatchObject({ ok: true, value: { tally: { length: 600_000 } } });
  }, 120_000);

  it('a session over the cap, dropped into the library: refused on open and listed as such', async () => {
    const text = JSON.stringify({ format: 'hexfray/session', version: 1, ...longSession(100_000) }, null, 2);
    writeFileSync(join(root, 'sessions', 'marathon.session.json'), text);
    const opened = await timed('open', '100,000-command session (refused)', 'library.open', ['sessions/marathon.session.json']);
    expect(opened).toMatchObject({ ok: false, error: { message: expect.stringContaining('at most 25,000 commands (this one has 100,000') } });
    const listed = await timed('list', 'sessions, one over the cap', 'library.list', ['sessions']);
    expect((listed.entries as { fileName: string; ok: boolean }[]).find((e) => e.fileName === 'marathon.session.json')).toMatchObject({ ok: false });
  }, 60_000);

  it('a 2,000-combatant encounter: save and open', async () => {
    const saved = await timed('save', '2,000-combatant encounter', 'library.save', ['encounters', crowdedEncounter(2000), {}]);
    expect(saved).toMatchObject({ ok: true });
    expect(await timed('open', '2,000-combatant encounter', 'library.open', [saved.id])).toMatchObject({ ok: true, value: { combatants: { length: 2000 } } });
  }, 60_000);

  it('a 20 MB map image: import and read, the players\u2019 background among them', async () => {
    const base64 = bigPng(20 * 1024 * 1024 - 64).toString('base64');
    const imported = await timed('big body', '28 MB image import (the largest body a channel takes)', 'asset.import', ['map.png', base64], BUDGET_MS, true);
    expect(imported).toMatchObject({ ok: true });
    const name = imported.name as string;
    const read = await worstHold(() => fetchBytes(gm, `/asset/${name}?t=${gm.token}`));
    holds.note('image read', '20 MB image by address, GM window', read.hold);
    checks.push({ what: 'image read: 20 MB image, GM window', cpuMs: read.hold.cpuMs, ceiling: BUDGET_MS });
    expect(read.result.status).toBe(200);
    expect(read.result.bytes.length).toBe(20 * 1024 * 1024 - 64);
    // The players' screen loads the background the GM published, and only that.
    player.publish({ map: { background: { image: name } } } as never, { names: false } as never);
    const shown = await worstHold(() => fetchBytes(players, `/asset/${name}?t=${players.token}`));
    holds.note('image read', "20 MB image by address, players' screen", shown.hold);
    checks.push({ what: "image read: 20 MB image, players' screen", cpuMs: shown.hold.cpuMs, ceiling: BUDGET_MS });
    expect(shown.result.status).toBe(200);

    // A bundle of an encounter with that image: made, then imported into the library it came from.
    const enc = await timed('save', 'encounter with the 20 MB image', 'library.save', ['encounters', { ...crowdedEncounter(2), map: { ...(crowdedEncounter(2).map as object), background: { image: name, scale: 1, offsetX: 0, offsetY: 0, opacity: 1 } } }, {}]);
    // Its reply's 27 MB of JSON are made into bytes on the file thread and sent on unread: received
    // and wrapped here, they held the thread 70-110 ms; packed here, 1,550 ms.
    const bundle = await timed('bundle out', 'export of an encounter with a 20 MB image', 'library.exportBundle', [enc.id], BUDGET_MS, true);
    expect(bundle).toMatchObject({ ok: true });
    const imported2 = await timed('bundle in', 'import of an encounter with a 20 MB image', 'library.importBundle', ['crowd.hexfray-bundle', bundle.base64, 'rename']);
    expect(imported2).toMatchObject({ ok: true, name: 'Crowd (2)' });
  }, 120_000);

  it('bodies over their channel’s limit: refused on both ports, with the thread free meanwhile', async () => {
    // A JSON bomb: 30 MiB of small numbers, sent whole, to every channel of each port.
    const bomb = Buffer.from(`[${'1,'.repeat(15 * 1024 * 1024)}1]`);
    const refused = { gm: 0, players: 0 };
    const sent = { gm: 0, players: 0 };
    for (const [port, host, channels] of [['players', players, PLAYER_CHANNELS], ['gm', gm, ['library.open', 'library.save', 'session.export', 'asset.import']]] as const) {
      for (const channel of channels) {
        const { result, hold } = await worstHold(() => post(host, channel, bomb));
        holds.note('refused', `30 MiB JSON bomb to ${port} ${channel}`, hold);
        checks.push({ what: `refused: 30 MiB JSON bomb to ${port} ${channel}`, cpuMs: hold.cpuMs, ceiling: BUDGET_MS });
        sent[port]++;
        if (result.status === 413) refused[port]++;
      }
    }
    console.log(`bodies refused per port (30 MiB bomb): GM ${refused.gm} of ${sent.gm}, players ${refused.players} of ${sent.players}`);
    expect(refused).toEqual(sent);
  }, 60_000);

  it('every hold stays under the ceiling', () => {
    expect(holds.entries().map(([kind]) => kind).sort()).toEqual(['big body', 'bundle in', 'bundle out', 'duplicate', 'export', 'image read', 'import', 'list', 'open', 'refused', 'save']);
    for (const c of checks) expect(c.cpuMs, c.what).toBeLessThan(c.ceiling);
  });
});

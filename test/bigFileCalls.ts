// Every operation on a file at a limit, run through the web host as the GM window calls it: a
// session at the 25,000-command cap, one over it, a 2,000-combatant encounter, a 20 MB image and a
// bundle holding it, and a 30 MiB JSON bomb to each port. Shared by the fault test, which checks
// the answers and which of the host's threads did the heavy work, and the host bench, which times
// how long each call held the host's thread (npm run bench -- host).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strict as assert } from 'node:assert';
import { mapHexes } from '../shared/hex';
import { PLAYER_CHANNELS } from '../shared/ipc';
import { Library } from '../src-main/library';
import { assetServer } from '../src-main/assetRoute';
import { startWebHost, type WebHost } from '../src-main/web/server';
import { testHandlers } from './unit/main/handlersFixture';
import { longSession } from './unit/main/longSession';

// From the working folder, the project's root for Vitest and the benches alike (a bench runs as a bundle in out/bench/).
const EXAMPLES = join(process.cwd(), 'build', 'examples', '/');

/**
 * Runs one call and returns its result: the test notes which threads worked meanwhile, the bench
 * how long the host's thread was held. `again`: the call changes nothing when repeated (an import
 * of the same bytes, an export), so a bench may run it more than once.
 */
export type Observe = <T>(kind: string, what: string, call: () => Promise<T>, again?: boolean) => Promise<T>;

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

type Answer = { status: number; bytes: Buffer };

/**
 * Posts a body already turned into bytes and collects the answer's bytes, parsing nothing until
 * the answer is whole: the client shares the host's thread, so it must add nothing to what is measured.
 */
function post(host: WebHost, channel: string, body: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
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
}

/** Gets an address of `host`, collecting the answer's bytes unread. */
function fetchBytes(host: WebHost, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
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
}

/** A GM host and a players' host over one fresh library, as web/main.ts starts them. */
export class BigFileHosts {
  private constructor(
    private readonly dir: string,
    readonly root: string,
    readonly gm: WebHost,
    readonly players: WebHost,
    readonly player: ReturnType<typeof testHandlers>['player'],
  ) {}

  static async start(): Promise<BigFileHosts> {
    const dir = mkdtempSync(join(tmpdir(), 'hexfray-holds-'));
    mkdirSync(join(dir, 'renderer'));
    writeFileSync(join(dir, 'renderer', 'index.html'), '<head></head>');
    writeFileSync(join(dir, 'renderer', 'player.html'), '<head></head>');
    const t = testHandlers('web', '1.0.0');
    // Big bodies answered from their text, images by address.
    const gm = await startWebHost({ rendererDir: join(dir, 'renderer'), handlers: t.handlers, textHandlers: t.textHandlers, assets: assetServer(() => t.root) });
    const published = (name: string) => t.player.since(0).view?.map.background?.image === name;
    const players = await startWebHost({ rendererDir: join(dir, 'renderer'), handlers: t.handlers, role: 'player', allowed: PLAYER_CHANNELS, assets: assetServer(() => t.root, published) });
    return new BigFileHosts(dir, t.root, gm, players, t.player);
  }

  async close(): Promise<void> {
    await this.gm.close();
    await this.players.close();
    rmSync(this.dir, { recursive: true, force: true });
    rmSync(this.root, { recursive: true, force: true });
  }

  /** Calls a GM channel through `observe`; returns the host API's value once it answered 200. */
  private async call(observe: Observe, kind: string, what: string, channel: string, args: unknown, again = false): Promise<Record<string, unknown>> {
    const body = Buffer.from(JSON.stringify(args));
    const answer = await observe(kind, what, () => post(this.gm, channel, body), again);
    assert.equal(answer.status, 200, `${channel} answered ${answer.status}`);
    return (JSON.parse(answer.bytes.toString('utf8')) as { value: Record<string, unknown> }).value;
  }

  /** A session at the cap: save, open, duplicate, export and import its file, list three unread, export as md and html. */
  async sessionAtTheCap(observe: Observe): Promise<void> {
    const session = longSession(25_000);
    const saved = await this.call(observe, 'save', '25,000-command session', 'library.save', ['sessions', session, {}]);
    assert.equal(saved.ok, true, 'the session saved');
    const id = saved.id as string;
    const opened = await this.call(observe, 'open', '25,000-command session', 'library.open', [id]);
    assert.equal(((opened.value as { commands: unknown[] }).commands).length, 25_000, 'the opened session holds every command');
    assert.equal((await this.call(observe, 'duplicate', '25,000-command session', 'library.duplicate', [id])).ok, true, 'the session duplicated');
    const text = (await this.call(observe, 'export', '25,000-command session as its file', 'library.exportText', [id])).text as string;
    assert.equal((await this.call(observe, 'import', '25,000-command session', 'library.importText', ['marathon.session.json', text])).ok, true, 'the session imported');
    // A library seen for the first time reads every file: three sessions at the cap.
    const listed = await observe('list', 'three 25,000-command sessions, unread', () => new Library(this.root).list('sessions'));
    assert.ok(listed.ok && listed.entries.length === 3, 'the list names the three sessions');
    for (const format of ['md', 'html'] as const) {
      const r = await this.call(observe, 'export', `25,000-command session as ${format}`, 'session.export', [session, format, { players: false }], true);
      assert.ok(r.ok === true && String(r.fileName).endsWith(`.${format}`), `the session exported as ${format}`);
    }
  }

  /** A session of many small values (as the 19 MB one found): save and open. */
  async manySmallValues(observe: Observe): Promise<void> {
    // Well inside the size limit once written (about 4 times the body), yet over a million values to copy.
    const session = { ...longSession(25_000), tally: Array.from({ length: 600_000 }, (_, i) => [i % 10, 1]) };
    const saved = await this.call(observe, 'save', '25,000 commands and 1.2 million small values', 'library.save', ['sessions', session, {}]);
    assert.equal(saved.ok, true, 'the session saved');
    const opened = await this.call(observe, 'open', '25,000 commands and 1.2 million small values', 'library.open', [saved.id]);
    assert.equal((opened.value as { tally: unknown[] }).tally.length, 600_000, 'the opened session holds every value');
  }

  /** A session over the cap, dropped into the library: its open refused with the reason, and listed as broken. */
  async overTheCap(observe: Observe): Promise<{ message: string; listedOk: boolean | undefined }> {
    const text = JSON.stringify({ format: 'hexfray/session', version: 1, ...longSession(100_000) }, null, 2);
    writeFileSync(join(this.root, 'sessions', 'marathon.session.json'), text);
    const opened = await this.call(observe, 'open', '100,000-command session (refused)', 'library.open', ['sessions/marathon.session.json']);
    const listed = await this.call(observe, 'list', 'sessions, one over the cap', 'library.list', ['sessions']);
    const entry = (listed.entries as { fileName: string; ok: boolean }[]).find((e) => e.fileName === 'marathon.session.json');
    return { message: opened.ok === false ? (opened.error as { message: string }).message : '(it opened)', listedOk: entry?.ok };
  }

  /** A 2,000-combatant encounter: save and open. */
  async crowd(observe: Observe): Promise<number> {
    const saved = await this.call(observe, 'save', '2,000-combatant encounter', 'library.save', ['encounters', crowdedEncounter(2000), {}]);
    assert.equal(saved.ok, true, 'the encounter saved');
    const opened = await this.call(observe, 'open', '2,000-combatant encounter', 'library.open', [saved.id]);
    return (opened.value as { combatants: unknown[] }).combatants.length;
  }

  /**
   * A 20 MB map image: imported, read by address on both ports (the players' once published), and
   * an encounter showing it bundled and imported into the library it came from. Returns what a GM sees.
   */
  async bigImage(observe: Observe): Promise<{ gmBytes: number; playersStatus: number; importedName: unknown }> {
    const base64 = bigPng(20 * 1024 * 1024 - 64).toString('base64');
    const imported = await this.call(observe, 'big body', '28 MB image import (the largest body a channel takes)', 'asset.import', ['map.png', base64], true);
    assert.equal(imported.ok, true, 'the image imported');
    const name = imported.name as string;
    const read = await observe('image read', '20 MB image by address, GM window', () => fetchBytes(this.gm, `/asset/${name}?t=${this.gm.token}`));
    // The players' screen loads the background the GM published, and only that.
    this.player.publish({ map: { background: { image: name } } } as never, { names: false } as never);
    const shown = await observe('image read', "20 MB image by address, players' screen", () => fetchBytes(this.players, `/asset/${name}?t=${this.players.token}`));
    const map = { ...(crowdedEncounter(2).map as object), background: { image: name, scale: 1, offsetX: 0, offsetY: 0, opacity: 1 } };
    const enc = await this.call(observe, 'save', 'encounter with the 20 MB image', 'library.save', ['encounters', { ...crowdedEncounter(2), map }, {}]);
    const bundle = await this.call(observe, 'bundle out', 'export of an encounter with a 20 MB image', 'library.exportBundle', [enc.id], true);
    assert.equal(bundle.ok, true, 'the bundle was made');
    const back = await this.call(observe, 'bundle in', 'import of an encounter with a 20 MB image', 'library.importBundle', ['crowd.hexfray-bundle', bundle.base64, 'rename']);
    assert.equal(read.status, 200, 'the GM window read the image');
    return { gmBytes: read.bytes.length, playersStatus: shown.status, importedName: back.ok === true ? back.name : back.error };
  }

  /** A JSON bomb (30 MiB of small numbers, sent whole) to every players' channel and four GM ones; how many were refused per port. */
  async bombs(observe: Observe): Promise<{ refused: Record<'gm' | 'players', number>; sent: Record<'gm' | 'players', number> }> {
    const bomb = Buffer.from(`[${'1,'.repeat(15 * 1024 * 1024)}1]`);
    const refused = { gm: 0, players: 0 };
    const sent = { gm: 0, players: 0 };
    for (const [port, host, channels] of [['players', this.players, PLAYER_CHANNELS], ['gm', this.gm, ['library.open', 'library.save', 'session.export', 'asset.import']]] as const) {
      for (const channel of channels) {
        const answer = await observe('refused', `30 MiB JSON bomb to ${port} ${channel}`, () => post(host, channel, bomb));
        sent[port]++;
        if (answer.status === 413) refused[port]++;
      }
    }
    return { refused, sent };
  }
}

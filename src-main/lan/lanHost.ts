// The players' table on the local network, as main holds it: the listener (on or off), the join
// code, the devices and whom each plays, the views they get, their pings and the faces they typed.
// The GM's window drives it through the lan.* channels; devices reach it only through lanServer.
import { networkInterfaces } from 'node:os';
import { create as createQr } from 'qrcode/lib/core/qrcode.js';
import { asRequestSchema, diceRequestSchema, joinRequestSchema, pingRequestSchema, type LanPublish, type LanStatus, type Ping, type TypedRoll } from '../../shared/ipc/lan';
import { PING_MS } from '../../shared/ipc/playerPush';
import { viewForPc } from '../../shared/projection/deviceView';
import type { PlayerFeed } from '../player/playerFeed';
import { DeviceRegistry } from './devices';
import { AttemptLimiter, RateLimit, codeMatches, newJoinCode } from './joinCode';
import { startLanServer, type LanRoutes, type LanServer, type Limits } from './lanServer';

/** Typed rolls kept waiting for the GM at most (the oldest go first). */
const MAX_ROLLS = 16;
const MAX_PINGS = 32;

export type LanHostOptions = {
  feed: PlayerFeed;
  rendererDir: string;
  /** The published background image's bytes and type (the players' image route's answer), or null. */
  background: () => Promise<{ type: string; bytes: Uint8Array } | null>;
  /** Where to listen: every interface and 5180 unless set (HEXFRAY_LAN_HOST, HEXFRAY_LAN_PORT). */
  host?: string;
  port?: number;
  now?: () => number;
  /** Tighter bounds, for the tests of slow clients. */
  limits?: Partial<Limits>;
};

const firstIssue = (e: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) => {
  const i = e.issues[0];
  return i ? `${i.path.length ? `${i.path.map(String).join('.')}: ` : ''}${i.message}` : 'bad request';
};

/** This machine's addresses on the local network (IPv4, not loopback). */
function lanAddresses(): string[] {
  const out: string[] = [];
  for (const list of Object.values(networkInterfaces())) for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) out.push(a.address);
  return out;
}

export class LanHost {
  private server: LanServer | null = null;
  private code: string | null = null;
  private readonly devices = new DeviceRegistry();
  private readonly attempts: AttemptLimiter;
  private readonly pingRate: RateLimit;
  private readonly diceRate: RateLimit;
  private pcViews: LanPublish['views'] = {};
  // The party's revision the PCs' devices may share (asParty), or null: a later party view (one with NPC numbers revealed) is never theirs.
  private asPartyAt: number | null = null;
  private asks: LanPublish['asks'] = [];
  private pings: { id: number; at: { q: number; r: number }; from: string; time: number }[] = [];
  private rolls: { id: number; device: string; from: string; pc: string; faces: number[]; time: number }[] = [];
  private nextId = 1;
  private revision = 0;
  private pingsOn = true;
  private error: string | null = null;
  private urls: string[] = [];
  private qr: LanStatus['qr'] = null;
  // The party's frame body is the same for every party device: built once per publish.
  private partyJson: { revision: number; text: string } | null = null;
  private readonly now: () => number;
  private readonly pingListeners = new Set<(ping: Ping) => void>();

  constructor(private readonly opts: LanHostOptions) {
    this.now = opts.now ?? Date.now;
    this.attempts = new AttemptLimiter(this.now);
    this.pingRate = new RateLimit(3, 5000, this.now);
    this.diceRate = new RateLimit(5, 10_000, this.now);
    opts.feed.onPublish(() => this.pushAll('party'));
  }

  get on(): boolean {
    return this.server !== null;
  }

  /** Turns the listener on with a new join code; no device of an earlier session is kept. */
  async start(): Promise<LanStatus> {
    if (this.server) return this.status();
    const host = this.opts.host ?? '0.0.0.0';
    const port = this.opts.port ?? 5180;
    try {
      this.server = await startLanServer({ rendererDir: this.opts.rendererDir, host, port, routes: this.routes, ...(this.opts.limits ? { limits: this.opts.limits } : {}) });
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      this.error = code === 'EADDRINUSE' ? `Port ${port} is in use: set HEXFRAY_LAN_PORT to another and restart Hexfray.` : `The players' listener could not start: ${(e as Error).message}`;
      return this.status();
    }
    this.error = null;
    this.code = newJoinCode();
    this.devices.clear();
    this.attempts.clear();
    this.rolls = [];
    this.pings = [];
    const names = host === '0.0.0.0' ? lanAddresses() : [host];
    this.urls = (names.length ? names : ['127.0.0.1']).map((a) => `http://${a}:${this.server!.port}/`);
    const first = `${this.urls[0]!}#code=${this.code}`;
    const q = createQr(first, { errorCorrectionLevel: 'M' });
    this.qr = { size: q.modules.size, bits: Array.from(q.modules.data, (b) => (b ? '1' : '0')).join('') };
    return this.status();
  }

  /** Turns it off: every connection closes at once, and every device is forgotten. */
  async stop(): Promise<LanStatus> {
    const s = this.server;
    this.server = null;
    this.code = null;
    this.devices.clear();
    this.pcViews = {};
    this.qr = null;
    this.urls = [];
    if (s) await s.close();
    return this.status();
  }

  status(): LanStatus {
    const t = this.now();
    const live = this.server?.connected() ?? new Set<string>();
    return {
      on: this.on,
      url: this.on && this.code ? `${this.urls[0]!}#code=${this.code}` : null,
      addresses: this.urls,
      code: this.code,
      qr: this.qr,
      pingsOn: this.pingsOn,
      devices: this.devices.list().map((d) => ({ id: d.id, name: d.name, pc: d.pc, connected: live.has(d.id), address: d.address.slice(0, 64) })),
      pings: this.livePings(),
      rolls: this.rolls.map((r): TypedRoll => ({ id: r.id, device: r.device, from: r.from, pc: r.pc, faces: r.faces, ago: t - r.time })),
      error: this.error,
    };
  }

  /** Pings still showing, for the GM's map and the TV. */
  livePings(): Ping[] {
    const t = this.now();
    this.pings = this.pings.filter((p) => t - p.time < PING_MS);
    return this.pings.map((p) => ({ id: p.id, at: p.at, from: p.from, ago: t - p.time }));
  }

  /** Renames or removes a device; a removed one is refused from this moment and its streams close. */
  device(id: string, change: { name: string } | { remove: true }): LanStatus {
    const d = this.devices.byId(id);
    if (!d) return this.status();
    if ('remove' in change) {
      this.devices.remove(id);
      this.rolls = this.rolls.filter((r) => r.device !== id);
      this.server?.drop(id);
    } else {
      d.name = change.name;
      this.server?.pushFrames([id]);
    }
    return this.status();
  }

  /** The PCs' own views and the rolls asked, from the GM's window. */
  publish(p: LanPublish): { devices: number } {
    this.pcViews = p.views;
    this.asPartyAt = p.asParty ? this.opts.feed.since(0).revision : null;
    this.asks = p.asks;
    this.pushAll('pc');
    return { devices: this.devices.list().length };
  }

  /** Calls `listener` with every ping as it is made (the TV's stream); returns the unsubscribe. */
  onPing(listener: (ping: Ping) => void): () => void {
    this.pingListeners.add(listener);
    return () => void this.pingListeners.delete(listener);
  }

  /** A ping from the GM (always allowed) or a device, to every screen. */
  ping(at: { q: number; r: number }, from = 'GM'): void {
    const p = { id: this.nextId++, at: { q: at.q, r: at.r }, from, time: this.now() };
    this.pings = [...this.pings.slice(-(MAX_PINGS - 1)), p];
    const shown: Ping = { id: p.id, at: p.at, from, ago: 0 };
    this.server?.push(null, JSON.stringify(shown), 'ping');
    for (const l of this.pingListeners) l(shown);
  }

  configure(c: { pingsOn: boolean }): LanStatus {
    this.pingsOn = c.pingsOn;
    this.pushAll('all');
    return this.status();
  }

  /** The GM used or dropped typed faces. */
  dropRoll(id: number): LanStatus {
    this.rolls = this.rolls.filter((r) => r.id !== id);
    return this.status();
  }

  private pushAll(which: 'party' | 'pc' | 'all'): void {
    if (!this.server) return;
    this.revision++;
    const ids = this.devices.list().filter((d) => which === 'all' || (which === 'pc') === (d.pc !== null)).map((d) => d.id);
    this.server.pushFrames(ids);
  }

  private frameOf(id: string): string {
    const d = this.devices.byId(id);
    const feed = this.opts.feed.since(0);
    if (!d) return '{}';
    const me = JSON.stringify({ id: d.id, name: d.name, pc: d.pc });
    const tail = `"screen":${JSON.stringify(feed.screen)},"me":${me},"pingsOn":${this.pingsOn},"revision":${this.revision}`;
    if (d.pc === null) {
      if (this.partyJson?.revision !== feed.revision) this.partyJson = { revision: feed.revision, text: JSON.stringify(feed.view) };
      return `{"view":${this.partyJson.text},"ask":null,${tail}}`;
    }
    // A PC's device gets only the view projected for that PC; until the GM's window sends it, none.
    const own = this.asPartyAt !== null ? (this.asPartyAt === feed.revision ? feed.view : null) : Object.hasOwn(this.pcViews, d.pc) ? this.pcViews[d.pc]! : null;
    const ask = this.asks.find((a) => a.pc === d.pc) ?? null;
    return `{"view":${JSON.stringify(own ? viewForPc(own, d.pc) : null)},"ask":${JSON.stringify(ask)},${tail}}`;
  }

  private readonly routes: LanRoutes = {
    join: (body, address) => {
      if (!this.code) return { ok: false, status: 403, message: 'The GM has not opened the table' };
      if (!this.attempts.allowed(address)) return { ok: false, status: 429, message: 'Too many wrong codes: wait a minute' };
      const r = joinRequestSchema.safeParse(body);
      if (!r.success) return { ok: false, status: 400, message: firstIssue(r.error) };
      if (!codeMatches(r.data.code, this.code)) {
        this.attempts.failed(address);
        return { ok: false, status: 403, message: 'Wrong join code' };
      }
      const joined = this.devices.join(r.data.name, address);
      if (!joined) return { ok: false, status: 503, message: 'The table is full' };
      return { ok: true, secret: joined.secret };
    },
    deviceOf: (secret) => this.devices.bySecretOf(secret)?.id ?? null,
    act: (id, action, body) => {
      const d = this.devices.byId(id);
      if (!d) return { status: 403, message: 'Removed by the GM' };
      if (action === 'as') {
        const r = asRequestSchema.safeParse(body);
        if (!r.success) return { status: 400, message: firstIssue(r.error) };
        // Only a PC the players can see on the board: an id from anywhere else is refused.
        const pcs = this.opts.feed.since(0).view?.tokens.filter((t) => t.side === 'pc').map((t) => t.id) ?? [];
        if (r.data.pc !== null && !pcs.includes(r.data.pc)) return { status: 400, message: 'No such PC on the board' };
        d.pc = r.data.pc;
        this.server?.pushFrames([id]);
        return null;
      }
      if (action === 'ping') {
        if (!this.pingsOn) return { status: 403, message: 'The GM turned pings off' };
        const r = pingRequestSchema.safeParse(body);
        if (!r.success) return { status: 400, message: firstIssue(r.error) };
        if (!this.pingRate.take(id)) return { status: 429, message: 'Too many pings: wait a moment' };
        this.ping(r.data.at, d.name);
        return null;
      }
      const r = diceRequestSchema.safeParse(body);
      if (!r.success) return { status: 400, message: firstIssue(r.error) };
      const asked = d.pc ? this.asks.find((a) => a.pc === d.pc) : undefined;
      if (!asked) return { status: 409, message: 'No roll is asked of your PC now' };
      const dies = asked.dies;
      if (r.data.faces.length !== dies.length || r.data.faces.some((f, i) => f > dies[i]!)) return { status: 400, message: `Expected ${dies.length} faces: ${dies.map((d) => `d${d}`).join(' ')}` };
      if (!this.diceRate.take(id)) return { status: 429, message: 'Too many rolls: wait a moment' };
      this.rolls = [...this.rolls.filter((x) => x.device !== id).slice(-(MAX_ROLLS - 1)), { id: this.nextId++, device: id, from: d.name, pc: asked.pc, faces: r.data.faces, time: this.now() }];
      return null;
    },
    frame: (id) => this.frameOf(id),
    background: () => this.opts.background(),
  };
}

// The players' own devices at the table's largest (issue 28): 8 devices on the players' listener
// over loopback, 4 as the party and 4 each playing a PC (who sees its own, then shares the party's fog), a 200 x 200 map with 500
// tokens and fog by sight. Each command the GM makes: the GM window projects the party's view and
// each joined PC's own, main checks them (the IPC schemas) and the listener pushes every device its
// frame. Target: the update reaches all 8 devices in under 50 ms at p95, counted from the GM
// window's publish; the listener's own share (main's receipt to the last device) is shown too, and
// the TV's: the players' page on the web host's event stream, pushed from the same publish.
import { request } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playerViewSchema, DEFAULT_PLAYER_SCREEN } from '../../shared/ipc/playerView';
import { lanPublishSchema } from '../../shared/ipc/lan';
import { Session } from '../../shared/engine/session';
import { partySight } from '../../shared/projection/partySight';
import { playerView, stepsOf } from '../../shared/projection/playerView';
import { pcViews } from '../../shared/projection/deviceView';
import { LanHost } from '../../src-main/lan/lanHost';
import { PlayerStream } from '../../src-main/player/playerStream';
import { startWebHost } from '../../src-main/web/server';
import { PLAYER_CHANNELS } from '../../shared/ipc';
import { testHandlers } from '../unit/main/handlersFixture';
import { budget } from './measure';
import { SIGHT_RADIUS, SIZE, TOKENS, bigMap } from './playersTable';
import { sseBlocks } from '../sseBlocks';

const PARTY_DEVICES = 4;
const PC_DEVICES = 4;


const renderer = mkdtempSync(join(tmpdir(), 'hexfray-bench-lan-'));
writeFileSync(join(renderer, 'lan.html'), '<html></html>');
const { player: feed, handlers } = testHandlers('web', 'bench');
const lan = new LanHost({ feed, rendererDir: renderer, background: async () => null, host: '127.0.0.1', port: 0 });
const tvHost = await startWebHost({ rendererDir: renderer, handlers, role: 'player', allowed: PLAYER_CHANNELS, stream: new PlayerStream(feed, lan) });
const status = await lan.start();
const port = Number(new URL(status.url!).port);

function post(path: string, body: unknown, cookie?: string): Promise<{ status: number; cookie: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: 'POST', path, headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cookie: String(res.headers['set-cookie'] ?? '').split(';')[0]! }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** A device's stream: the revision of the last whole frame it received (read off the frame's tail, as a phone would after parsing it). */
type Device = { last: number; bytes: number };
function listen(cookie: string): Device {
  const d: Device = { last: -1, bytes: 0 };
  const req = request({ host: '127.0.0.1', port, path: '/events', headers: { Cookie: cookie } }, (res) => {
    sseBlocks(res, (block) => {
      const m = /"revision":(\d+)\}$/.exec(block);
      if (m) {
        d.last = Number(m[1]);
        d.bytes = block.length;
      }
    });
  });
  req.end();
  return d;
}

/** The TV's stream on the web host: the feed's revision it last received whole, and when. */
const tv = { last: -1, at: 0, bytes: 0 };
{
  const u = new URL(tvHost.url);
  request({ host: u.hostname, port: u.port, path: `/events?t=${tvHost.token}` }, (res) => {
    sseBlocks(res, (block) => {
      const m = /^data: \{"kind":"view","revision":(\d+),/m.exec(block);
      if (m) {
        tv.last = Number(m[1]);
        tv.at = performance.now();
        tv.bytes = block.length;
      }
    });
  }).end();
}

const session = new Session(bigMap('Devices bench'), 'devices-bench');
session.apply({ type: 'start-combat' });
let seen = partySight(session.state, SIGHT_RADIUS, []);
const playing = ['c0', 'c1', 'c2', 'c3'];
feed.publish(playerView(session.state, stepsOf(session), { revealed: [], lit: seen, logSteps: 40 }), DEFAULT_PLAYER_SCREEN);
const devices: Device[] = [];
for (let i = 0; i < PARTY_DEVICES + PC_DEVICES; i++) {
  const j = await post('/join', { code: status.code, name: `Player ${i}` });
  if (i >= PARTY_DEVICES) await post('/as', { pc: playing[i - PARTY_DEVICES] }, j.cookie);
  devices.push(listen(j.cookie));
}
await new Promise((r) => setTimeout(r, 300));

let parts = { gm: 0, own: 0, check: 0, listener: 0 };
let ownSightOn = true;
/** One publish as at the table; resolves when every device and the TV hold it: [from the GM's publish, from main's receipt, main's receipt to the TV]. */
async function publishOnce(): Promise<[number, number, number]> {
  const before = devices.map((d) => d.last);
  const tvBefore = tv.last;
  const t0 = performance.now();
  // As the GM's window keeps it (playerScreen.publish): the same list until sight adds a hex.
  const next = partySight(session.state, SIGHT_RADIUS, seen);
  if (next.length !== seen.length) seen = next;
  const steps = stepsOf(session);
  const party = playerView(session.state, steps, { revealed: [], lit: seen, logSteps: 40 });
  const tOwn = performance.now();
  // With own sight each PC's view is its own; without (nothing revealed) they share the party's.
  const own = ownSightOn ? pcViews(session.state, steps, playing, { lit: seen, ownSightRadius: SIGHT_RADIUS, logSteps: 40 }) : {};
  parts.own += performance.now() - tOwn;
  const partyWire = JSON.stringify(party);
  const ownWire = JSON.stringify({ asParty: !ownSightOn, views: own, asks: [] });
  const t1 = performance.now();
  // Main: parse and check what the GM window sent (as the IPC dispatch does), then hand it on.
  const partyChecked = playerViewSchema.parse(JSON.parse(partyWire));
  const ownChecked = lanPublishSchema.parse(JSON.parse(ownWire));
  const t2 = performance.now();
  feed.publish(partyChecked, DEFAULT_PLAYER_SCREEN);
  lan.publish(ownChecked);
  let t3 = 0;
  await new Promise<void>((resolve) => {
    const check = () => {
      if (!t3 && devices.every((d, i) => d.last > before[i]!)) t3 = performance.now();
      if (t3 && tv.last > tvBefore) resolve();
      else setImmediate(check);
    };
    check();
  });
  parts.gm += t1 - t0;
  parts.check += t2 - t1;
  parts.listener += t3 - t2;
  return [t3 - t0, t3 - t2, tv.at - t2];
}

const RUNS = 40;
const p95 = (xs: number[]) => xs[Math.ceil(xs.length * 0.95) - 1]!;
for (const mode of ['each PC sees its own', 'PCs share the party\'s fog'] as const) {
  ownSightOn = mode === 'each PC sees its own';
  parts = { gm: 0, own: 0, check: 0, listener: 0 };
  console.log(`Players' devices: ${PARTY_DEVICES} party + ${PC_DEVICES} PC devices on loopback (${mode}); ${SIZE} x ${SIZE} map, ${TOKENS} tokens, fog by sight (radius ${SIGHT_RADIUS})`);
  await publishOnce();
  const whole: number[] = [];
  const listener: number[] = [];
  const toTv: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    session.apply({ type: 'end-turn' });
    const [a, b, c] = await publishOnce();
    whole.push(a);
    listener.push(b);
    toTv.push(c);
  }
  whole.sort((a, b) => a - b);
  listener.sort((a, b) => a - b);
  toTv.sort((a, b) => a - b);
  budget(`update reaching all ${devices.length} devices from the GM's publish (p95 of ${RUNS})`, p95(whole), 'ms', 50);
  budget(`the listener's share, main's receipt to the last device (p95 of ${RUNS})`, p95(listener), 'ms', 50);
  budget(`the TV's share, main's receipt to the TV over the web host's stream (p95 of ${RUNS})`, p95(toTv), 'ms', 50);
  const per = (x: number) => (x / (RUNS + 1)).toFixed(2);
  console.log(`    (per update: GM window's projections ${per(parts.gm)} ms (the PCs' own ${per(parts.own)}), main's checks ${per(parts.check)} ms, listener to all devices ${per(parts.listener)} ms; medians ${whole[RUNS >> 1]!.toFixed(1)} / ${listener[RUNS >> 1]!.toFixed(1)} ms)`);
  console.log(`    (frame sizes: TV ${(tv.bytes / 1024).toFixed(0)} KiB, party ${(devices[0]!.bytes / 1024).toFixed(0)} KiB, each PC's ${devices.slice(PARTY_DEVICES).map((d) => (d.bytes / 1024).toFixed(0)).join(', ')} KiB)`);
}
await lan.stop();
await tvHost.close();
process.exit(0);

// The players' listener as devices on the network meet it: off by default, only its own routes,
// joining by code (limited per address), live frames for whom each device plays, removal refused
// at once, and turning it off closing every connection.
import { afterEach, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { request } from 'node:http';
import { PlayerFeed } from '../../../src-main/player/playerFeed';
import { LanHost } from '../../../src-main/lan/lanHost';
import { DEFAULT_PLAYER_SCREEN, type PlayerViewPayload } from '../../../shared/ipc/playerView';
import { ask, fakeRenderer, joinDevice, startLan, stream } from './lanFixture';

const hosts: LanHost[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.stop();
});

async function started() {
  const s = await startLan();
  hosts.push(s.lan);
  return s;
}

function view(tokens: { id: string; side: 'pc' | 'npc'; harmDetail: string | null }[] = []): PlayerViewPayload {
  return {
    system: 'yaugs', phase: 'combat', round: 1, turn: 0, current: null, upNext: [],
    map: { width: 4, height: 4, orientation: 'pointy', metersPerHex: 1, background: null, terrain: [], edges: [], fog: [] },
    tokens: tokens.map((t, i) => ({ id: t.id, name: t.id, side: t.side, position: { q: i, r: 0 }, facing: null, color: null, out: false, harm: 'unhurt', harmDetail: t.harmDetail, current: false, conditions: [], grappledWith: [] })),
    log: [], banner: null,
  };
}

describe('the players\' listener', () => {
  it('is off until the GM turns it on, and says so', () => {
    const lan = new LanHost({ feed: new PlayerFeed(), rendererDir: fakeRenderer(), background: async () => null, host: '127.0.0.1', port: 0 });
    const s = lan.status();
    expect(s.on).toBe(false);
    expect(s.url).toBeNull();
    expect(s.code).toBeNull();
  });

  it('gives an address with the code and a QR code of it when on; a new code each time', async () => {
    const { lan, code } = await started();
    const s = lan.status();
    expect(s.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/#code=${code}$`));
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(s.qr!.bits.length).toBe(s.qr!.size * s.qr!.size);
    await lan.stop();
    const again = await lan.start();
    expect(again.code).not.toBe(code);
  });

  it('serves the devices\' page and only what it loads', async () => {
    const { port } = await started();
    expect((await ask(port, 'GET', '/')).body).toContain('lan-1.js');
    for (const p of ['/assets/lan-1.js', '/assets/chunk-1.js', '/assets/lan-1.css', '/favicon.svg']) expect((await ask(port, 'GET', p)).status, p).toBe(200);
    for (const p of ['/index.html', '/player.html', '/lan.html', '/assets/index-gm.js', '/assets/lan-1.js.map', '/api/library.list', '/../index.html', '/assets/../index.html', '/%2e%2e/index.html', '/assets/%2e%2e%2findex.html']) {
      const r = await ask(port, 'GET', p);
      expect(r.status, p).toBe(404);
      expect(r.body).not.toMatch(/GM (PAGE|CODE)/);
    }
    expect((await ask(port, 'POST', '/api/library.list', { body: '[]' })).status).toBe(404);
    expect((await ask(port, 'DELETE', '/')).status).toBe(405);
  });

  it('refuses a name that is not an address (DNS rebinding)', async () => {
    const { port } = await started();
    expect((await ask(port, 'GET', '/', { headers: { Host: 'evil.example:80' } })).status).toBe(421);
  });

  it('refuses a wrong code, and every code after five wrong ones from one address', async () => {
    const { port, code } = await started();
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    for (let i = 0; i < 5; i++) expect((await ask(port, 'POST', '/join', { body: JSON.stringify({ code: wrong, name: 'Mallory' }) })).status).toBe(403);
    const r = await ask(port, 'POST', '/join', { body: JSON.stringify({ code, name: 'Mallory' }) });
    expect(r.status).toBe(429);
    expect(r.headers['set-cookie']).toBeUndefined();
  });

  it('takes the code in any case and with spaces, and refuses a bad name by what it expects', async () => {
    const { port, code } = await started();
    expect((await ask(port, 'POST', '/join', { body: JSON.stringify({ code: ` ${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`, name: 'Ana' }) })).status).toBe(200);
    const bad = await ask(port, 'POST', '/join', { body: JSON.stringify({ code, name: '' }) });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('name');
  });

  it('pushes the party\'s view to a joined device, and the whole view again after a drop', async () => {
    const { port, code, feed } = await started();
    const d = await joinDevice(port, code, 'Ana');
    await d.waitFor(() => d.frames.length === 1);
    expect(d.frames[0]!.view).toBeNull();
    feed.publish(view([{ id: 'pc1', side: 'pc', harmDetail: 'HP 9/10' }]), DEFAULT_PLAYER_SCREEN);
    await d.waitFor(() => d.frames.length === 2);
    expect(d.frames[1]!.view!.tokens[0]!.harmDetail).toBe('HP 9/10');
    d.close();
    const again = await stream(port, d.cookie);
    await again.waitFor(() => again.frames.length === 1);
    expect(again.frames[0]!.view!.tokens).toHaveLength(1);
    again.close();
  });

  it('sends a device playing a PC only that PC\'s own view, with no one else\'s numbers', async () => {
    const { port, code, feed, lan } = await started();
    feed.publish(view([{ id: 'pc1', side: 'pc', harmDetail: 'HP 9/10' }, { id: 'npc1', side: 'npc', harmDetail: 'HP 3/8' }]), DEFAULT_PLAYER_SCREEN);
    const d = await joinDevice(port, code, 'Ana');
    expect((await ask(port, 'POST', '/as', { cookie: d.cookie, body: JSON.stringify({ pc: 'npc1' }) })).status).toBe(400);
    expect((await ask(port, 'POST', '/as', { cookie: d.cookie, body: JSON.stringify({ pc: 'pc1' }) })).status).toBe(200);
    await d.waitFor(() => d.frames.at(-1)?.me.pc === 'pc1');
    // Until the GM's window sends the PC's own view, the device sees none rather than the party's.
    expect(d.frames.at(-1)!.view).toBeNull();
    lan.publish({ asParty: false, views: { pc1: view([{ id: 'pc1', side: 'pc', harmDetail: 'HP 9/10' }, { id: 'npc1', side: 'npc', harmDetail: 'HP 3/8' }]) }, asks: [] });
    await d.waitFor(() => d.frames.at(-1)!.view !== null);
    const tokens = d.frames.at(-1)!.view!.tokens;
    expect(tokens.find((t) => t.id === 'pc1')!.harmDetail).toBe('HP 9/10');
    expect(tokens.find((t) => t.id === 'npc1')!.harmDetail).toBeNull();
    expect(lan.status().devices[0]).toMatchObject({ name: 'Ana', pc: 'pc1', connected: true });
    d.close();
  });

  it('asks each PC\'s device its own roll, and takes faces only for the roll asked of that PC', async () => {
    const { port, code, feed, lan } = await started();
    feed.publish(view([{ id: 'pc1', side: 'pc', harmDetail: null }, { id: 'pc2', side: 'pc', harmDetail: null }]), DEFAULT_PLAYER_SCREEN);
    const [a, b] = [await joinDevice(port, code, 'Ana'), await joinDevice(port, code, 'Ben')];
    await ask(port, 'POST', '/as', { cookie: a.cookie, body: JSON.stringify({ pc: 'pc1' }) });
    await ask(port, 'POST', '/as', { cookie: b.cookie, body: JSON.stringify({ pc: 'pc2' }) });
    // A PC attacks a PC: the attacker's die and the defender's defence, each on its own phone.
    lan.publish({ asParty: true, views: {}, asks: [{ pc: 'pc1', text: 'Sword: d100', dies: [100] }, { pc: 'pc2', text: 'Active Defence: d100', dies: [100] }] });
    await a.waitFor(() => a.frames.at(-1)?.ask?.text === 'Sword: d100');
    await b.waitFor(() => b.frames.at(-1)?.ask?.text === 'Active Defence: d100');
    expect((await ask(port, 'POST', '/dice', { cookie: b.cookie, body: JSON.stringify({ faces: [45] }) })).status).toBe(200);
    expect(lan.status().rolls.map((r) => [r.from, r.pc, r.faces])).toEqual([['Ben', 'pc2', [45]]]);
    lan.publish({ asParty: true, views: {}, asks: [{ pc: 'pc1', text: 'Sword: d100', dies: [100] }] });
    await b.waitFor(() => b.frames.at(-1)?.ask === null);
    expect((await ask(port, 'POST', '/dice', { cookie: b.cookie, body: JSON.stringify({ faces: [45] }) })).status).toBe(409);
    a.close();
    b.close();
  });

  it('a phone that stops reading gets the newest frame when it reads again, not every one it missed', async () => {
    const { port, code, feed } = await started();
    const big = (round: number): PlayerViewPayload => ({ ...view(), round, map: { ...view().map, width: 200, height: 200, terrain: Array.from({ length: 3000 }, (_, i) => ({ kind: 'wall' as const, q: i % 200, r: Math.floor(i / 200) })) } });
    const size = JSON.stringify(big(1)).length;
    const d = await joinDevice(port, code, 'Ana');
    d.close();
    let bytes = 0;
    let last = '';
    let buf = '';
    const res = await new Promise<import('node:http').IncomingMessage>((resolve) => request({ host: '127.0.0.1', port, path: '/events', headers: { Cookie: d.cookie } }, resolve).end());
    res.setEncoding('utf8');
    res.on('data', (c: string) => {
      bytes += c.length;
      buf += c;
      let at;
      while ((at = buf.indexOf('\n\n')) >= 0) {
        last = buf.slice(0, at);
        buf = buf.slice(at + 2);
      }
    });
    res.pause();
    const PUBLISHES = 400;
    for (let i = 1; i <= PUBLISHES; i++) {
      feed.publish(big(i), DEFAULT_PLAYER_SCREEN);
      if (i % 20 === 0) await new Promise((r) => setImmediate(r));
    }
    res.resume();
    const round = () => /"round":(\d+)/.exec(last)?.[1];
    for (let i = 0; i < 400 && round() !== String(PUBLISHES); i++) await new Promise((r) => setTimeout(r, 10));
    expect(round()).toBe(String(PUBLISHES));
    expect(bytes).toBeLessThan((PUBLISHES * size) / 2);
    res.destroy();
  });

  it('lets PCs share the party\'s view when the GM says so, but never a party view published after', async () => {
    const { port, code, feed, lan } = await started();
    feed.publish(view([{ id: 'pc1', side: 'pc', harmDetail: 'HP 9/10' }, { id: 'pc2', side: 'pc', harmDetail: 'HP 5/10' }]), DEFAULT_PLAYER_SCREEN);
    const d = await joinDevice(port, code, 'Ana');
    await ask(port, 'POST', '/as', { cookie: d.cookie, body: JSON.stringify({ pc: 'pc1' }) });
    lan.publish({ asParty: true, views: {}, asks: [] });
    await d.waitFor(() => d.frames.at(-1)?.view !== null && d.frames.at(-1)?.me.pc === 'pc1');
    expect(d.frames.at(-1)!.view!.tokens.map((t) => t.harmDetail)).toEqual(['HP 9/10', null]);
    // A party view with an NPC's numbers revealed goes out before the PCs' own: a PC's phone that opens now waits for its own.
    feed.publish(view([{ id: 'pc1', side: 'pc', harmDetail: 'HP 9/10' }, { id: 'npc1', side: 'npc', harmDetail: 'HP 3/8' }]), DEFAULT_PLAYER_SCREEN);
    d.close();
    const again = await stream(port, d.cookie);
    await again.waitFor(() => again.frames.length === 1);
    expect(again.frames[0]!.view).toBeNull();
    again.close();
  });

  it('refuses a device the GM removed at once: its stream ends and its next request is refused', async () => {
    const { port, code, lan } = await started();
    const d = await joinDevice(port, code, 'Ana');
    const id = lan.status().devices[0]!.id;
    lan.device(id, { name: 'Ana (tablet)' });
    await d.waitFor(() => d.frames.at(-1)?.me.name === 'Ana (tablet)');
    lan.device(id, { remove: true });
    await d.waitFor(() => d.ended);
    expect(d.gone).toBe(true);
    expect((await ask(port, 'GET', '/me', { cookie: d.cookie })).body).toBe('null');
    expect((await ask(port, 'GET', '/events', { cookie: d.cookie })).status).toBe(403);
    expect((await ask(port, 'POST', '/ping', { cookie: d.cookie, body: JSON.stringify({ at: { q: 0, r: 0 } }) })).status).toBe(403);
    expect(lan.status().devices).toHaveLength(0);
  });

  it('shows a ping on every device and to the GM, bounded in rate, and not when the GM turned pings off', async () => {
    const { port, code, lan } = await started();
    const a = await joinDevice(port, code, 'Ana');
    const b = await joinDevice(port, code, 'Bo');
    expect((await ask(port, 'POST', '/ping', { cookie: a.cookie, body: JSON.stringify({ at: { q: 2, r: 1 } }) })).status).toBe(200);
    await b.waitFor(() => b.pings.length === 1);
    expect(b.pings[0]).toMatchObject({ at: { q: 2, r: 1 }, from: 'Ana' });
    expect(lan.status().pings.map((p) => p.from)).toEqual(['Ana']);
    for (let i = 0; i < 2; i++) await ask(port, 'POST', '/ping', { cookie: a.cookie, body: JSON.stringify({ at: { q: 2, r: 1 } }) });
    expect((await ask(port, 'POST', '/ping', { cookie: a.cookie, body: JSON.stringify({ at: { q: 2, r: 1 } }) })).status).toBe(429);
    lan.configure({ pingsOn: false });
    expect((await ask(port, 'POST', '/ping', { cookie: b.cookie, body: JSON.stringify({ at: { q: 0, r: 0 } }) })).status).toBe(403);
    expect((await ask(port, 'POST', '/ping', { cookie: b.cookie, body: JSON.stringify({ at: { q: 'x' } }) })).status).toBe(403);
    lan.configure({ pingsOn: true });
    expect((await ask(port, 'POST', '/ping', { cookie: b.cookie, body: JSON.stringify({ at: { q: 0, r: 0 }, extra: 1 }) })).status).toBe(400);
    a.close();
    b.close();
  });

  it('closes every connection at once when turned off, and then nothing listens', async () => {
    const { port, code, lan } = await started();
    const devices = await Promise.all(['A', 'B', 'C'].map((n) => joinDevice(port, code, n)));
    // A client in the middle of sending its headers is cut off too.
    const half = connect(port, '127.0.0.1');
    const halfClosed = new Promise<void>((r) => half.on('close', () => r()));
    half.write('GET / HTTP/1.1\r\nHost: 127');
    await new Promise((r) => setTimeout(r, 50));
    const t0 = Date.now();
    await lan.stop();
    await Promise.all(devices.map((d) => d.waitFor(() => d.ended, 500)));
    await halfClosed;
    expect(Date.now() - t0).toBeLessThan(500);
    await expect(ask(port, 'GET', '/')).rejects.toThrow();
  });
});

// The GM's side of the players' devices, against the real handlers and listener: turning it on,
// publishing the views of the PCs devices play (their own sight when asked), the roll asked, and
// pings; the dice a device types reach the GM's list and leave it once used.
import { afterEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../../shared/ipc';
import type { HostApi } from '../../../shared/ipc/contract';
import { createHandlers } from '../../../src-main/handlers';
import { PlayerFeed } from '../../../src-main/player/playerFeed';
import { LanHost } from '../../../src-main/lan/lanHost';
import { Library } from '../../../src-main/library';
import { ChangeFeed } from '../../../src-main/libraryChanges';
import { LanTable } from '../../../src-renderer/state/lanTable.svelte';
import { Session } from '../../../shared/engine/session';
import { EXAMPLES } from '../../../shared/sim/examples';
import { playerView, stepsOf } from '../../../shared/projection/playerView';
import { partySight } from '../../../shared/projection/partySight';
import { DEFAULT_PLAYER_SCREEN } from '../../../shared/ipc/playerView';
import { fogCount } from '../../../shared/projection/fogRuns';
import { ask, fakeRenderer, joinDevice } from '../lan/lanFixture';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tables: LanTable[] = [];
const hosts: LanHost[] = [];
afterEach(async () => {
  for (const t of tables.splice(0)) t.dispose();
  for (const h of hosts.splice(0)) await h.stop();
});

function setup() {
  const feed = new PlayerFeed();
  const lan = new LanHost({ feed, rendererDir: fakeRenderer(), background: async () => null, host: '127.0.0.1', port: 0 });
  hosts.push(lan);
  const root = mkdtempSync(join(tmpdir(), 'hexfray-lib-'));
  const handlers = createHandlers({ host: 'web', appVersion: '1', library: new Library(root), changes: new ChangeFeed(), player: feed, lan });
  // The renderer's host, as the web host carries it: every call through the contract's checks.
  const host = new Proxy({}, { get: (_t, channel: string) => (...args: unknown[]) => dispatch(handlers, channel, JSON.parse(JSON.stringify(args))) }) as HostApi;
  const table = new LanTable(host);
  tables.push(table);
  return { feed, table };
}

describe('the GM\'s players\' devices', () => {
  it('turns on with an address and code, and off again', async () => {
    const { table } = setup();
    expect(table.on).toBe(false);
    await table.turnOn();
    expect(table.on).toBe(true);
    expect(table.status!.code).toMatch(/^[A-Z2-9]{6}$/);
    await table.turnOff();
    expect(table.on).toBe(false);
    expect(table.status!.url).toBeNull();
  });

  it('publishes the view of each PC a device plays, by that PC\'s own sight when asked', async () => {
    const { feed, table } = setup();
    let republished = 0;
    table.republish = () => republished++;
    await table.turnOn();
    const s = new Session({ ...EXAMPLES.yaugs(), map: { ...EXAMPLES.yaugs().map, width: 60, height: 40 } }, 'lan-table');
    s.apply({ type: 'start-combat' });
    const lit = partySight(s.state, 24, []);
    feed.publish(playerView(s.state, stepsOf(s), { revealed: [], lit }), DEFAULT_PLAYER_SCREEN);
    const { port, code } = { port: Number(new URL(table.status!.url!).port), code: table.status!.code! };
    const d = await joinDevice(port, code, 'Ana');
    expect((await ask(port, 'POST', '/as', { cookie: d.cookie, body: JSON.stringify({ pc: 'wren' }) })).status).toBe(200);
    const before = republished;
    await table.refresh();
    expect(table.pcs).toEqual(['wren']);
    // A PC newly played: its view goes out at once.
    expect(republished).toBe(before + 1);
    await table.publish(s.state, stepsOf(s), lit, 24, []);
    await d.waitFor(() => d.frames.at(-1)?.view !== null);
    const party = fogCount(d.frames.at(-1)!.view!.map.fog);
    table.ownSight = true;
    await table.publish(s.state, stepsOf(s), lit, 24, []);
    await d.waitFor(() => fogCount(d.frames.at(-1)!.view!.map.fog) !== party);
    expect(fogCount(d.frames.at(-1)!.view!.map.fog)).toBeGreaterThan(party);
    // The roll asked of Wren reaches the device; Wren's faces reach the GM's list, and leave it once used.
    table.setShares([{ ask: { pc: 'wren', text: 'Bow: d100', dies: [100] }, at: [0] }]);
    expect(republished).toBe(before + 2);
    await table.publish(s.state, stepsOf(s), lit, 24, []);
    await d.waitFor(() => d.frames.at(-1)?.ask?.text === 'Bow: d100');
    expect((await ask(port, 'POST', '/dice', { cookie: d.cookie, body: JSON.stringify({ faces: [101] }) })).status).toBe(400);
    expect((await ask(port, 'POST', '/dice', { cookie: d.cookie, body: JSON.stringify({ faces: [42] }) })).status).toBe(200);
    await table.refresh();
    expect(table.rolls.map((r) => [r.from, r.pc, r.faces])).toEqual([['Ana', 'wren', [42]]]);
    await table.dropRoll(table.rolls[0]!.id);
    expect(table.rolls).toEqual([]);
    // The GM's ping reaches the device, and the GM's tool turns itself off.
    table.pingTool = true;
    await table.pingAt({ q: 3, r: 2 });
    expect(table.pingTool).toBe(false);
    await d.waitFor(() => d.pings.length === 1);
    expect(d.pings[0]).toMatchObject({ from: 'GM', at: { q: 3, r: 2 } });
    d.close();
  });
});

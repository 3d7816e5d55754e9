// The players' devices and the TV under Electron, wired as src-main/electron/main.ts wires them,
// with Electron faked only at its edge (ipcMain, the players' BrowserWindow and its session): the
// GM window turns the listener on from the Players tab over IPC, a phone joins and loads its page,
// the players' window opened by 'player.open' gets every publish and every ping pushed on its own
// channel, a PC's phone gets the view the GM window projected for it, and the players' window may
// not touch the listener. No Electron binary runs here, so this is what checks the desktop path.
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserWindowConstructorOptions, IpcMain } from 'electron';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServices, type Services } from '../../../src-main/services';
import { registerIpc } from '../../../src-main/electron/ipc';
import { PLAYER_URL, openPlayerWindow } from '../../../src-main/electron/playerWindow';
import { APP_ORIGIN } from '../../../src-main/electron/security';
import { ipcName, type Channel } from '../../../shared/ipc';
import { PLAYER_PUSH } from '../../../shared/ipc/channels';
import { DEFAULT_PLAYER_SCREEN } from '../../../shared/ipc/playerView';
import { Session } from '../../../shared/engine/session';
import { EXAMPLES } from '../../../shared/sim/examples';
import { playerView, stepsOf } from '../../../shared/projection/playerView';
import { partySight } from '../../../shared/projection/partySight';
import { pcViews } from '../../../shared/projection/deviceView';
import { fogCount } from '../../../shared/projection/fogRuns';
import { ask, fakeRenderer, joinDevice, type TestDevice } from '../lan/lanFixture';

/** The players' BrowserWindow: what it was sent, and a close as the GM's. */
class FakeWindow {
  static last: FakeWindow | null = null;
  readonly sent: [string, string][] = [];
  private readonly on_: Record<string, () => void> = {};
  private destroyed = false;
  readonly webContents = { send: (channel: string, text: string) => this.sent.push([channel, text]) };
  constructor(readonly options: BrowserWindowConstructorOptions) {
    FakeWindow.last = this;
  }
  setMenuBarVisibility() {}
  once() {}
  on(event: string, f: () => void) {
    this.on_[event] = f;
  }
  isDestroyed() {
    return this.destroyed;
  }
  show() {}
  focus() {}
  getBounds() {
    return { x: 0, y: 0, width: 1, height: 1 };
  }
  loadURL() {
    return Promise.resolve();
  }
  close() {
    this.on_['close']?.();
    this.destroyed = true;
    this.on_['closed']?.();
  }
  pushes(): { kind: string; [k: string]: unknown }[] {
    return this.sent.filter(([c]) => c === PLAYER_PUSH).map(([, t]) => JSON.parse(t) as { kind: string });
  }
}

const session = {
  setPermissionRequestHandler: () => undefined,
  setPermissionCheckHandler: () => undefined,
  webRequest: { onHeadersReceived: () => undefined },
  protocol: { handle: () => undefined },
};

const running: Services[] = [];
const devices: TestDevice[] = [];
afterEach(async () => {
  for (const d of devices.splice(0)) d.close();
  FakeWindow.last?.close();
  for (const s of running.splice(0)) {
    await s.lan?.stop();
    s.stop();
  }
});

/** Main as Electron starts it: the services with the renderer folder, every channel on a fake ipcMain, and the players' window hook. */
async function electronMain() {
  const dir = mkdtempSync(join(tmpdir(), 'hexfray-electron-lan-'));
  let services: Services | null = null;
  services = await startServices({
    host: 'electron',
    appVersion: '1.0.0',
    documentsDir: dir,
    configDir: dir,
    argv: [],
    // Loopback and a free port here; a GM's machine listens on every interface at 5180.
    env: { HEXFRAY_LAN_HOST: '127.0.0.1', HEXFRAY_LAN_PORT: '0', HEXFRAY_LIBRARY: join(dir, 'library') },
    rendererDir: fakeRenderer(),
    shell: {
      openPlayer: () => {
        if (!services) return null;
        const display = { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 } };
        openPlayerWindow({
          BrowserWindow: FakeWindow as never,
          screen: { getAllDisplays: () => [display], getPrimaryDisplay: () => display, getDisplayMatching: () => display } as never,
          session: { fromPartition: () => session as never },
          serve: () => new Response('page'),
          serveAsset: () => new Response('image'),
          preloadPath: '/app/playerPreload.cjs',
          userData: dir,
          stream: services.stream,
        });
        return null;
      },
    },
  });
  running.push(services);
  const ipc = new Map<string, (event: unknown, args: unknown) => unknown>();
  registerIpc({ handle: (name: string, f: (event: unknown, args: unknown) => unknown) => ipc.set(name, f) } as unknown as IpcMain, services.handlers);
  const from = (url: string) => async (channel: Channel, ...args: unknown[]) =>
    (await ipc.get(ipcName(channel))!({ senderFrame: { url, parent: null } }, JSON.parse(JSON.stringify(args)))) as { ok: boolean; value?: never; error?: string };
  return { services, gm: from(`${APP_ORIGIN}/index.html`), players: from(PLAYER_URL) };
}

describe("Electron's players' listener and players' window", () => {
  it('start from the Players tab, serve the devices\' page, and push the view and pings to the players\' window', async () => {
    const { gm, players } = await electronMain();
    // The players' window may not open the table to the network, nor read who joined.
    for (const channel of ['lan.start', 'lan.status', 'lan.publish'] as const) {
      expect(await players(channel, ...(channel === 'lan.publish' ? [{ asParty: true, views: {}, asks: [] }] : []))).toMatchObject({ ok: false, error: expect.stringContaining('may not use') });
    }
    const on = await gm('lan.start');
    expect(on.ok).toBe(true);
    const status = on.value as unknown as { on: boolean; url: string; code: string };
    expect(status.on).toBe(true);
    expect(status.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/#code=${status.code}$`));
    const port = Number(new URL(status.url).port);
    // The phone's page from the built renderer; the GM's page is not the listener's to give.
    const page = await ask(port, 'GET', '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('lan-1.js');
    expect((await ask(port, 'GET', '/index.html')).status).not.toBe(200);

    // The GM opens the players' window (the TV) from the same tab.
    expect(await gm('player.open')).toEqual({ ok: true, value: { url: null } });
    const tv = FakeWindow.last!;
    expect(tv.options.webPreferences?.preload).toBe('/app/playerPreload.cjs');

    const fight = new Session(EXAMPLES.vers(), 'electron-lan');
    fight.apply({ type: 'start-combat' });
    const seen = partySight(fight.state, 24, []);
    const view = playerView(fight.state, stepsOf(fight), { revealed: [], lit: seen, logSteps: 40 });
    const party = await joinDevice(port, status.code, 'Ana');
    devices.push(party);
    expect((await gm('player.publish', view, DEFAULT_PLAYER_SCREEN)).ok).toBe(true);
    // The TV's push and the party phone's frame carry the same published view.
    const pushed = tv.pushes().filter((m) => m.kind === 'view');
    expect(pushed.at(-1)).toMatchObject({ kind: 'view', view: { round: view.round, tokens: view.tokens } });
    await party.waitFor(() => party.frames.some((f) => f.view?.round === view.round));

    // A ping from the phone reaches the TV's window at once, and the GM's status.
    expect((await ask(port, 'POST', '/ping', { cookie: party.cookie, body: JSON.stringify({ at: { q: 2, r: 3 } }) })).status).toBe(200);
    expect(tv.pushes().at(-1)).toMatchObject({ kind: 'ping', ping: { from: 'Ana', at: { q: 2, r: 3 } } });
    const pinged = await gm('lan.status');
    expect((pinged.value as unknown as { pings: { from: string }[] }).pings.map((p) => p.from)).toEqual(['Ana']);

    // A phone playing a PC gets the view the GM window projected for that PC alone, over IPC.
    const pc = fight.state.encounter.combatants.find((c) => c.side === 'pc')!.id;
    const mine = await joinDevice(port, status.code, 'Bo');
    devices.push(mine);
    expect((await ask(port, 'POST', '/as', { cookie: mine.cookie, body: JSON.stringify({ pc }) })).status).toBe(200);
    const own = pcViews(fight.state, stepsOf(fight), [pc], { lit: seen, ownSightRadius: 24, logSteps: 40 });
    expect((await gm('lan.publish', { asParty: false, views: own, asks: [] })).ok).toBe(true);
    await mine.waitFor(() => mine.frames.some((f) => f.view !== null && fogCount(f.view.map.fog) === fogCount(own[pc]!.map.fog)));
    expect(fogCount(own[pc]!.map.fog)).toBeGreaterThan(fogCount(view.map.fog));

    // Off from the tab: the phones' streams end; the TV's window stays, still pushed to.
    expect(((await gm('lan.stop')).value as unknown as { on: boolean }).on).toBe(false);
    await party.waitFor(() => party.ended);
    await mine.waitFor(() => mine.ended);
    const before = tv.pushes().length;
    expect((await gm('player.publish', view, DEFAULT_PLAYER_SCREEN)).ok).toBe(true);
    expect(tv.pushes()).toHaveLength(before + 1);
    // Closed, it is pushed nothing more.
    tv.close();
    expect((await gm('player.publish', view, DEFAULT_PLAYER_SCREEN)).ok).toBe(true);
    expect(tv.pushes()).toHaveLength(before + 1);
  });

  it("starts on the port HEXFRAY_LAN_PORT names, and says so plainly when it is taken", async () => {
    const first = await electronMain();
    const taken = Number(new URL(((await first.gm('lan.start')).value as unknown as { url: string }).url).port);
    const dir = mkdtempSync(join(tmpdir(), 'hexfray-electron-lan-'));
    const second = await startServices({ host: 'electron', appVersion: '1', documentsDir: dir, configDir: dir, argv: [], env: { HEXFRAY_LAN_HOST: '127.0.0.1', HEXFRAY_LAN_PORT: String(taken), HEXFRAY_LIBRARY: join(dir, 'library') }, rendererDir: fakeRenderer() });
    running.push(second);
    const s = await second.lan!.start();
    expect(s.on).toBe(false);
    expect(s.error).toBe(`Port ${taken} is in use: set HEXFRAY_LAN_PORT to another and restart Hexfray.`);
  });
});

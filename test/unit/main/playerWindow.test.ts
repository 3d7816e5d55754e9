import { describe, expect, it } from 'vitest';
import type { BrowserWindowConstructorOptions } from 'electron';
import { channelAllowed, isTrustedSender } from '../../../src-main/electron/ipc';
import { PLAYER_PARTITION, PLAYER_URL, openPlayerWindow, pickPlayerDisplay } from '../../../src-main/electron/playerWindow';
import { APP_ORIGIN, PLAYER_ORIGIN } from '../../../src-main/electron/security';
import { openSecureWindow } from '../../../src-main/electron/windowOptions';
import { CHANNELS, PLAYER_CHANNELS } from '../../../shared/ipc';
import { PLAYER_PUSH } from '../../../shared/ipc/channels';
import { PlayerFeed } from '../../../src-main/player/playerFeed';
import { PlayerStream } from '../../../src-main/player/playerStream';
import { DEFAULT_PLAYER_SCREEN } from '../../../shared/ipc/playerView';

describe("the players' window may use only its own channel", () => {
  it.each(CHANNELS)('%s', (channel) => {
    expect(channelAllowed('hexfray://app/player.html', channel)).toBe((PLAYER_CHANNELS as readonly string[]).includes(channel));
    expect(channelAllowed('hexfray://app/index.html', channel)).toBe(true);
  });

  it('a URL that cannot be read gets nothing', () => {
    expect(channelAllowed('not a url', 'library.list')).toBe(false);
  });
});

describe("where the players' window opens", () => {
  const primary = { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 } };
  const tv = { id: 7, bounds: { x: 1920, y: 0, width: 3840, height: 2160 } };
  const projector = { id: 9, bounds: { x: -1280, y: 0, width: 1280, height: 800 } };

  it('on a second display, full screen', () => {
    expect(pickPlayerDisplay([primary, tv], 1, null)).toEqual({ display: tv, fullScreen: true });
  });

  it('on the display the GM used last time, when it is still connected', () => {
    expect(pickPlayerDisplay([primary, tv, projector], 1, 9)).toEqual({ display: projector, fullScreen: true });
    expect(pickPlayerDisplay([primary, tv], 1, 9)).toEqual({ display: tv, fullScreen: true });
  });

  it("windowed on the GM's only screen, so it never hides the GM window", () => {
    expect(pickPlayerDisplay([primary], 1, null)).toEqual({ display: primary, fullScreen: false });
  });
});

// Electron mocked at its edge: a BrowserWindow that keeps its options and the URL it loads, and a
// session module whose partitions record their hardening and protocol handler.
class FakePlayerWindow {
  static last: FakePlayerWindow | null = null;
  static all: FakePlayerWindow[] = [];
  loaded = '';
  destroyed = false;
  readonly sent: [string, unknown][] = [];
  readonly handlers = new Map<string, () => void>();
  readonly webContents = { send: (channel: string, value: unknown) => this.sent.push([channel, value]) };
  constructor(readonly options: BrowserWindowConstructorOptions) {
    FakePlayerWindow.last = this;
    FakePlayerWindow.all.push(this);
  }
  setMenuBarVisibility() {}
  once() {}
  on(event: string, handler: () => void) {
    this.handlers.set(event, handler);
  }
  /** What Electron does as the GM closes the window. */
  close() {
    this.handlers.get('close')?.();
    this.destroyed = true;
    this.handlers.get('closed')?.();
  }
  isDestroyed() {
    return this.destroyed;
  }
  loadURL(url: string) {
    this.loaded = url;
    return Promise.resolve();
  }
}

function fakeSessions() {
  const made = new Map<string, { partition: string; denies: boolean; grants: string[]; handler: ((r: Request) => Response | Promise<Response>) | null }>();
  return {
    made,
    module: {
      fromPartition(partition: string) {
        const s = made.get(partition) ?? { partition, denies: false, grants: [] as string[], handler: null };
        made.set(partition, s);
        return {
          setPermissionRequestHandler: (h: (wc: unknown, p: string, cb: (ok: boolean) => void) => void) => {
            h(null, 'media', (ok) => (s.denies = !ok));
            for (const p of ['fullscreen', 'media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) h(null, p, (ok) => ok && s.grants.push(p));
          },
          setPermissionCheckHandler: () => undefined,
          webRequest: { onHeadersReceived: () => undefined },
          protocol: { handle: (_scheme: string, h: (r: Request) => Response | Promise<Response>) => (s.handler = h) },
        } as never;
      },
    },
  };
}

function openFakePlayerWindow(stream: Pick<PlayerStream, 'subscribe'> = new PlayerStream(new PlayerFeed(), null)) {
  // Each test opens a fresh window: the one before is closed as the GM would.
  for (const w of FakePlayerWindow.all) if (!w.destroyed) w.close();
  const sessions = fakeSessions();
  const display = { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 } };
  openPlayerWindow({
    BrowserWindow: FakePlayerWindow as never,
    screen: { getAllDisplays: () => [display], getPrimaryDisplay: () => display, getDisplayMatching: () => display } as never,
    session: sessions.module,
    serve: (r) => new Response(`served ${new URL(r.url).pathname}`),
    serveAsset: (r) => new Response(`image route ${new URL(r.url).pathname}`),
    preloadPath: '/app/playerPreload.cjs',
    userData: '/nonexistent',
    stream,
  });
  return { win: FakePlayerWindow.last!, sessions };
}

describe("main pushes the players' view to the players' window", () => {
  it('sends each publish once on its own push channel, and nothing once the window is closed', () => {
    const feed = new PlayerFeed();
    const stream = new PlayerStream(feed, null);
    const { win } = openFakePlayerWindow(stream);
    feed.publish(null, { ...DEFAULT_PLAYER_SCREEN, blackout: true });
    expect(win.sent).toHaveLength(1);
    const [channel, text] = win.sent[0]!;
    expect(channel).toBe(PLAYER_PUSH);
    expect(JSON.parse(text as string)).toMatchObject({ kind: 'view', revision: 1, view: null, screen: { blackout: true } });
    win.close();
    feed.publish(null, DEFAULT_PLAYER_SCREEN);
    expect(win.sent).toHaveLength(1);
    expect(stream.listening).toBe(0);
  });
});

describe("the players' window has its own origin and session", () => {
  it('opens in its own partition, not the default session the GM window uses', () => {
    const { win, sessions } = openFakePlayerWindow();
    expect(win.options.webPreferences?.partition).toBe(PLAYER_PARTITION);
    expect(PLAYER_PARTITION.startsWith('persist:')).toBe(false);
    expect([...sessions.made.keys()]).toEqual([PLAYER_PARTITION]);
    const gmWindow = openSecureWindow(FakePlayerWindow, '/app/preload.cjs', { width: 1, height: 1 }, 'Hexfray');
    expect(gmWindow.options.webPreferences).not.toHaveProperty('partition');
  });

  it('loads the players page from the players origin, which is not the GM origin', () => {
    const { win } = openFakePlayerWindow();
    expect(win.loaded).toBe(PLAYER_URL);
    expect(win.loaded.startsWith(`${APP_ORIGIN}/`)).toBe(false);
    expect(win.options.webPreferences?.preload).toBe('/app/playerPreload.cjs');
    expect(win.options.webPreferences?.sandbox).toBe(true);
  });

  it('its session denies permissions and serves only the players page, never the GM page or the GM origin', async () => {
    const { sessions } = openFakePlayerWindow();
    const s = sessions.made.get(PLAYER_PARTITION)!;
    expect(s.denies).toBe(true);
    // Full screen alone is granted: the players' screen has a button for it, and Escape always leaves it.
    expect(s.grants).toEqual(['fullscreen']);
    const ask = async (url: string) => {
      const r = await s.handler!(new Request(url));
      return `${r.status} ${await r.text()}`;
    };
    expect(await ask(`${PLAYER_ORIGIN}/player.html`)).toBe('200 served /player.html');
    expect(await ask(`${PLAYER_ORIGIN}/assets/player.js`)).toBe('200 served /assets/player.js');
    expect(await ask(`${PLAYER_ORIGIN}/index.html`)).toMatch(/^404/);
    expect(await ask(`${APP_ORIGIN}/index.html`)).toMatch(/^404/);
    // Images go to main's image route, which checks the name against the published background.
    expect(await ask(`${PLAYER_ORIGIN}/asset/ford-0123456789ab.png`)).toBe('200 image route /asset/ford-0123456789ab.png');
    expect(await ask(`${PLAYER_ORIGIN}/asset/..%2findex.html`)).toBe('200 image route /asset/..%2findex.html');
  });

  // Each of these reaches the GM page through the renderer's file resolver (the root, an escaped letter, a doubled slash, a dot segment).
  it.each(['/', '', '/%69ndex.html', '//index.html', '/./index.html', '/assets/%2e%2e/index.html', '/assets/..%2findex.html', '/player.html/../index.html', '/favicon.svg/..'])(
    "the players' session refuses %j, which would serve the GM page",
    async (path) => {
      const { sessions } = openFakePlayerWindow();
      const r = await sessions.made.get(PLAYER_PARTITION)!.handler!(new Request(`${PLAYER_ORIGIN}${path}`));
      expect(r.status).toBe(404);
    },
  );

  it('whatever page the players origin shows, it gets only the players channels', () => {
    for (const channel of CHANNELS) {
      const allowed = (PLAYER_CHANNELS as readonly string[]).includes(channel);
      expect(channelAllowed(`${PLAYER_ORIGIN}/player.html`, channel)).toBe(allowed);
      expect(channelAllowed(`${PLAYER_ORIGIN}/index.html`, channel)).toBe(allowed);
    }
    expect(isTrustedSender({ senderFrame: { url: PLAYER_URL, parent: null } } as never)).toBe(true);
  });
});

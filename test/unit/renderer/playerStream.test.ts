// The players' screen's link to main, on both hosts, with the browser mocked at its edge (window,
// document's token, EventSource): the web host's stream by its token, only valid pushes passed on,
// a refused stream opened again, and the network's coming and going; Electron's push and one ask.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenPlayers, type StreamState } from '../../../src-renderer/host/playerStream';
import type { PlayerPush } from '../../../shared/ipc/playerPush';
import { DEFAULT_PLAYER_SCREEN } from '../../../shared/ipc/playerView';

class FakeSource {
  static CLOSED = 2;
  static made: FakeSource[] = [];
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSource.made.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = FakeSource.CLOSED;
  }
}

const windowEvents = new Map<string, () => void>();
const viewMessage: PlayerPush = { kind: 'view', revision: 2, view: null, screen: DEFAULT_PLAYER_SCREEN, pings: [] };

function listen() {
  const got: PlayerPush[] = [];
  const states: StreamState[] = [];
  const stop = listenPlayers({ push: (m) => got.push(m), state: (s) => states.push(s) });
  return { got, states, stop };
}

describe("the players' screen's stream on the web host", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSource.made = [];
    windowEvents.clear();
    vi.stubGlobal('EventSource', FakeSource);
    vi.stubGlobal('document', { querySelector: () => ({ content: 'tok en' }) });
    vi.stubGlobal('window', { addEventListener: (name: string, l: () => void) => windowEvents.set(name, l), removeEventListener: (name: string) => windowEvents.delete(name) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens the stream with the page token and passes on only the pushes that have their shape', () => {
    const { got, states, stop } = listen();
    const s = FakeSource.made[0]!;
    expect(s.url).toBe('./events?t=tok%20en');
    s.onopen!();
    s.onmessage!({ data: JSON.stringify(viewMessage) });
    s.onmessage!({ data: '{broken' });
    s.onmessage!({ data: JSON.stringify({ kind: 'library', entries: [] }) });
    s.onmessage!({ data: JSON.stringify({ kind: 'ping', ping: { id: 1, at: { q: 1, r: 2 }, from: 'Ana', ago: 0 } }) });
    expect(got.map((m) => m.kind)).toEqual(['view', 'ping']);
    expect(states).toEqual([{ live: true }]);
    stop();
    expect(s.closed).toBe(true);
    expect(windowEvents.size).toBe(0);
  });

  it('a refused stream is opened again by itself, less often each time; a dropped one is left to the browser', () => {
    const { states, stop } = listen();
    const first = FakeSource.made[0]!;
    // Dropped: the browser reconnects (readyState stays CONNECTING), nothing is opened here.
    first.onerror!();
    vi.advanceTimersByTime(10_000);
    expect(FakeSource.made).toHaveLength(1);
    expect(states.at(-1)).toEqual({ live: false, error: null });
    first.readyState = FakeSource.CLOSED;
    first.onerror!();
    vi.advanceTimersByTime(999);
    expect(FakeSource.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSource.made).toHaveLength(2);
    const second = FakeSource.made[1]!;
    second.readyState = FakeSource.CLOSED;
    second.onerror!();
    vi.advanceTimersByTime(1999);
    expect(FakeSource.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSource.made).toHaveLength(3);
    stop();
  });

  it('closes the stream when the network goes and opens a new one when it is back', () => {
    const { states, stop } = listen();
    windowEvents.get('offline')!();
    expect(FakeSource.made[0]!.closed).toBe(true);
    expect(states.at(-1)).toEqual({ live: false, error: null });
    windowEvents.get('online')!();
    expect(FakeSource.made).toHaveLength(2);
    expect(FakeSource.made[1]!.closed).toBe(false);
    stop();
  });
});

describe("the players' window under Electron", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('listens to main first, then asks once for the whole current view', async () => {
    const order: string[] = [];
    let pushed: ((m: PlayerPush) => void) | null = null;
    const bridge = {
      onPlayers: (cb: (m: PlayerPush) => void) => {
        order.push('subscribe');
        pushed = cb;
        return () => order.push('unsubscribe');
      },
      'player.view': async (since: unknown) => {
        order.push(`ask ${String(since)}`);
        return { ok: true, value: { revision: 4, view: null, screen: DEFAULT_PLAYER_SCREEN, pings: [] } };
      },
    };
    vi.stubGlobal('window', { hexfray: bridge });
    const { got, states, stop } = listen();
    await vi.waitFor(() => expect(got).toHaveLength(1));
    expect(order).toEqual(['subscribe', 'ask 0']);
    expect(got[0]).toEqual({ kind: 'view', revision: 4, view: null, screen: DEFAULT_PLAYER_SCREEN, pings: [] });
    expect(states).toEqual([{ live: true }]);
    pushed!(viewMessage);
    expect(got).toHaveLength(2);
    stop();
    expect(order.at(-1)).toBe('unsubscribe');
  });
});

// The players' window's preload against a mocked 'electron' (only at its edge): it offers the
// players' one channel and onPlayers, and lets through only pushes that have the shape of one.
import { describe, expect, it, vi } from 'vitest';
import { PLAYER_CHANNELS } from '../../../shared/ipc/channels';
import { PLAYER_PUSH } from '../../../shared/ipc/channels';
import { DEFAULT_PLAYER_SCREEN } from '../../../shared/ipc/playerView';

const exposed = new Map<string, unknown>();
const pushListeners = new Map<string, (event: unknown, value: unknown) => void>();

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
  ipcRenderer: { invoke: async () => ({ ok: true, value: null }), on: (name: string, l: (event: unknown, value: unknown) => void) => pushListeners.set(name, l) },
}));

type Bridge = Record<string, unknown> & { onPlayers(cb: unknown): () => void };

describe("the players' preload", () => {
  it('exposes the players channel and onPlayers only, frozen', async () => {
    await import('../../../src-main/electron/playerPreload');
    const api = exposed.get('hexfray') as Bridge;
    expect(Object.keys(api).sort()).toEqual([...PLAYER_CHANNELS, 'onPlayers'].sort());
    expect(Object.isFrozen(api)).toBe(true);
  });

  it('hands the page each valid push, parsed, and drops anything else', async () => {
    await import('../../../src-main/electron/playerPreload');
    const api = exposed.get('hexfray') as Bridge;
    const got: unknown[][] = [];
    const off = api.onPlayers((...args: unknown[]) => got.push(args));
    const push = (value: unknown) => pushListeners.get(PLAYER_PUSH)!({ sender: 'main' }, value);
    const viewMessage = { kind: 'view', revision: 3, view: null, screen: DEFAULT_PLAYER_SCREEN, pings: [] };
    const pingMessage = { kind: 'ping', ping: { id: 1, at: { q: 0, r: 2 }, from: 'Ann', ago: 0 } };
    push(JSON.stringify(viewMessage));
    push('{not json');
    push(viewMessage);
    push(JSON.stringify({ kind: 'view', revision: -1, view: null, screen: {}, pings: [] }));
    push(JSON.stringify({ kind: 'ping', ping: { id: 2, at: { q: 'x', r: 0 }, from: 'Ann', ago: 0 } }));
    push(JSON.stringify({ kind: 'library', entries: [] }));
    push(JSON.stringify(pingMessage));
    expect(got).toEqual([[viewMessage], [pingMessage]]);
    off();
    push(JSON.stringify(pingMessage));
    expect(got).toHaveLength(2);
    expect(api.onPlayers('not a function')()).toBeUndefined();
  });
});

// The preload run against a mocked 'electron': what it puts on window.hexfray, and how it filters
// what main pushes. Electron is mocked only at its edge (contextBridge and ipcRenderer).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS, ipcName } from '../../../shared/ipc/channels';
import { MENU_PUSH, OPEN_PUSH } from '../../../shared/ipc/menu';

const exposed = new Map<string, unknown>();
const pushListeners = new Map<string, (event: unknown, value: unknown) => void>();
const invoke = vi.fn(async (..._args: unknown[]) => ({ ok: true, value: null }));

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
  ipcRenderer: {
    invoke: (...args: unknown[]) => invoke(...args),
    on: (name: string, l: (event: unknown, value: unknown) => void) => pushListeners.set(name, l),
  },
}));

type Bridge = Record<string, (...args: unknown[]) => unknown> & {
  onMenu(cb: unknown): () => void;
  onOpen(cb: unknown): () => void;
};

async function loadPreload(): Promise<Bridge> {
  exposed.clear();
  pushListeners.clear();
  vi.resetModules();
  await import('../../../src-main/electron/preload');
  return exposed.get('hexfray') as Bridge;
}

const push = (name: string, value: unknown) => pushListeners.get(name)!({ sender: 'main' }, value);

describe('preload', () => {
  beforeEach(() => invoke.mockClear());

  it('exposes one method per channel plus onMenu and onOpen, nothing else, frozen', async () => {
    const api = await loadPreload();
    expect([...exposed.keys()]).toEqual(['hexfray']);
    expect(Object.keys(api).sort()).toEqual([...CHANNELS, 'onMenu', 'onOpen'].sort());
    expect(Object.isFrozen(api)).toBe(true);
    expect(Object.values(api).every((v) => typeof v === 'function')).toBe(true);
  });

  it('sends a channel call as its namespaced IPC name with the arguments as one list', async () => {
    const api = await loadPreload();
    await api['app.setDirty']!(true);
    expect(invoke).toHaveBeenCalledWith(ipcName('app.setDirty'), [true]);
  });

  it('passes only valid menu commands to the page, and only the value', async () => {
    const api = await loadPreload();
    const got: unknown[][] = [];
    const off = api.onMenu((...args: unknown[]) => got.push(args));
    push(MENU_PUSH, 'save');
    push(MENU_PUSH, 'rm -rf');
    push(MENU_PUSH, { command: 'save' });
    push(MENU_PUSH, 'undo');
    expect(got).toEqual([['save'], ['undo']]);
    off();
    push(MENU_PUSH, 'redo');
    expect(got).toHaveLength(2);
  });

  it('drops menu commands sent before the page listens (they would run out of context)', async () => {
    const api = await loadPreload();
    push(MENU_PUSH, 'save');
    const got: unknown[] = [];
    api.onMenu((c: unknown) => got.push(c));
    expect(got).toEqual([]);
  });

  it('keeps open requests that arrive before the page listens, and checks each', async () => {
    const api = await loadPreload();
    push(OPEN_PUSH, 'encounters/ford.encounter.json');
    push(OPEN_PUSH, '/etc/passwd');
    const got: unknown[] = [];
    api.onOpen((id: unknown) => got.push(id));
    push(OPEN_PUSH, 'sessions/ridge.session.json');
    expect(got).toEqual(['encounters/ford.encounter.json', 'sessions/ridge.session.json']);
  });

  it('ignores a subscription that is not a function', async () => {
    const api = await loadPreload();
    expect(() => api.onMenu('not a function')()).not.toThrow();
  });
});

// The sandboxed preload: it exposes one intent method per channel of the host API, plus two
// subscriptions to what main pushes (menu commands, files to open), and nothing else (never
// ipcRenderer itself). It is bundled into one CommonJS file that only requires electron.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { CHANNELS, ipcName } from '../../shared/ipc/channels';
import { MENU_PUSH, OPEN_PUSH, isMenuCommand, isOpenRequest, type MenuCommand } from '../../shared/ipc/menu';

const api: Record<string, unknown> = {};
for (const channel of CHANNELS) {
  api[channel] = (...args: unknown[]) => ipcRenderer.invoke(ipcName(channel), args);
}

/**
 * Subscribes the page to one push channel. Only messages that pass `valid` reach the page, and
 * only the value (never the IPC event). Messages that arrive before the page subscribes (a file
 * given on the command line, opened while the app starts) wait, up to a few, for the first
 * subscriber when `keepEarly` is set.
 */
function pushChannel<T>(name: string, valid: (v: unknown) => v is T, keepEarly: boolean) {
  const listeners = new Set<(value: T) => void>();
  const early: T[] = [];
  ipcRenderer.on(name, (_event: IpcRendererEvent, value: unknown) => {
    if (!valid(value)) return;
    if (listeners.size === 0) {
      if (keepEarly && early.length < 10) early.push(value);
      return;
    }
    for (const l of listeners) l(value);
  });
  return (callback: unknown): (() => void) => {
    if (typeof callback !== 'function') return () => {};
    const listener = (value: T) => void (callback as (v: T) => unknown)(value);
    listeners.add(listener);
    for (const v of early.splice(0)) listener(v);
    return () => void listeners.delete(listener);
  };
}

api.onMenu = pushChannel<MenuCommand>(MENU_PUSH, isMenuCommand, false);
api.onOpen = pushChannel<string>(OPEN_PUSH, isOpenRequest, true);

contextBridge.exposeInMainWorld('hexfray', Object.freeze(api));

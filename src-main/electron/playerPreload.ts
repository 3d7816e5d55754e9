// The players' window's preload: the one channel that window may call, and the one push it
// receives (the players' view and pings, from main), nothing else.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { PLAYER_CHANNELS, PLAYER_PUSH, ipcName } from '../../shared/ipc/channels';
import { isPlayerPush, type PlayerPush } from '../../shared/ipc/playerPush';

const api: Record<string, unknown> = {};
for (const channel of PLAYER_CHANNELS) {
  api[channel] = (...args: unknown[]) => ipcRenderer.invoke(ipcName(channel), args);
}

// Main sends each message as JSON text, serialised once for every screen; it reaches the page
// parsed, only when it has the shape of a push, and never with the IPC event.
const listeners = new Set<(message: PlayerPush) => void>();
ipcRenderer.on(PLAYER_PUSH, (_event: IpcRendererEvent, text: unknown) => {
  if (typeof text !== 'string') return;
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return;
  }
  if (!isPlayerPush(message)) return;
  for (const l of listeners) l(message);
});

api.onPlayers = (callback: unknown): (() => void) => {
  if (typeof callback !== 'function') return () => {};
  const listener = (message: PlayerPush) => void (callback as (m: PlayerPush) => unknown)(message);
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

contextBridge.exposeInMainWorld('hexfray', Object.freeze(api));

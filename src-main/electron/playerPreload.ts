// The players' window's preload: the one channel that window may call, nothing else.
import { contextBridge, ipcRenderer } from 'electron';
import { PLAYER_CHANNELS, ipcName } from '../../shared/ipc/channels';

const api: Record<string, unknown> = {};
for (const channel of PLAYER_CHANNELS) {
  api[channel] = (...args: unknown[]) => ipcRenderer.invoke(ipcName(channel), args);
}
contextBridge.exposeInMainWorld('hexfray', Object.freeze(api));

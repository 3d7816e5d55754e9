// The sandboxed preload: it exposes one intent method per channel of the host API and nothing
// else (never ipcRenderer itself). It is bundled into one CommonJS file that only requires electron.
import { contextBridge, ipcRenderer } from 'electron';
import { CHANNELS, ipcName } from '../../shared/ipc/channels';

const api: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
for (const channel of CHANNELS) {
  api[channel] = (...args: unknown[]) => ipcRenderer.invoke(ipcName(channel), args);
}
contextBridge.exposeInMainWorld('hexfray', Object.freeze(api));

import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { CHANNELS, dispatch, ipcName, type Handlers } from '../../shared/ipc';
import { isAppUrl } from './security';

/** Whether an IPC message comes from our own page's top frame (not an iframe, not a foreign page). */
export function isTrustedSender(event: Pick<IpcMainInvokeEvent, 'senderFrame'>): boolean {
  const frame = event.senderFrame;
  return frame !== null && frame.parent === null && isAppUrl(frame.url);
}

/** Registers one validated handler per channel of the contract. */
export function registerIpc(ipcMain: IpcMain, handlers: Handlers): void {
  for (const channel of CHANNELS) {
    ipcMain.handle(ipcName(channel), (event, args: unknown) => {
      if (!isTrustedSender(event)) return { ok: false, error: 'refused: the request did not come from the Hexfray window' };
      return dispatch(handlers, channel, args);
    });
  }
}

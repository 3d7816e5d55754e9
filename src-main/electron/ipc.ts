import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { CHANNELS, PLAYER_CHANNELS, dispatch, ipcName, type Channel, type Handlers } from '../../shared/ipc';
import { isAppUrl, isPlayerUrl } from './security';

/** Whether an IPC message comes from our own page's top frame (not an iframe, not a foreign page). */
export function isTrustedSender(event: Pick<IpcMainInvokeEvent, 'senderFrame'>): boolean {
  const frame = event.senderFrame;
  return frame !== null && frame.parent === null && isAppUrl(frame.url);
}

/** Whether the page at `url` may use `channel`: anything of the players' origin, or a players' page, only the players' channels. */
export function channelAllowed(url: string, channel: Channel): boolean {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return false;
  }
  const players = isPlayerUrl(url) || path === '/player.html';
  return players ? (PLAYER_CHANNELS as readonly string[]).includes(channel) : true;
}

/** Registers one validated handler per channel of the contract. */
export function registerIpc(ipcMain: IpcMain, handlers: Handlers): void {
  for (const channel of CHANNELS) {
    ipcMain.handle(ipcName(channel), (event, args: unknown) => {
      if (!isTrustedSender(event)) return { ok: false, error: 'refused: the request did not come from the Hexfray window' };
      if (!channelAllowed(event.senderFrame!.url, channel)) return { ok: false, error: `refused: the players' screen may not use ${channel}` };
      return dispatch(handlers, channel, args);
    });
  }
}

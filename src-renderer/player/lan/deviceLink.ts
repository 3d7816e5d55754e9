// A device's link to the players' listener: join with the code, pick whom it plays, ping, type
// dice, and the live view as server-sent events. A dropped stream comes back by itself (the
// server asks for a retry after a second) and its first event is the whole current view.
import type { DeviceFrame, Ping } from '../../../shared/ipc/lan';
import { keepStreamOpen } from '../../host/liveStream';

export type LinkState = 'connecting' | 'live' | 'reconnecting' | 'removed';

/** A request's refusal as a sentence, or null when taken. */
async function post(path: string, body: unknown): Promise<string | null> {
  try {
    const res = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
    return res.ok ? null : (await res.text()) || `refused (${res.status})`;
  } catch {
    return 'cannot reach the GM\'s table';
  }
}

export const join = (code: string, name: string) => post('./join', { code, name });
export const playAs = (pc: string | null) => post('./as', { pc });
export const ping = (at: { q: number; r: number }) => post('./ping', { at });
export const typeDice = (faces: number[]) => post('./dice', { faces });

/** Whether this device has joined (its cookie is known): its frame, or null. */
export async function whoAmI(): Promise<DeviceFrame | null | 'unreachable'> {
  try {
    const res = await fetch('./me', { credentials: 'same-origin' });
    return res.ok ? ((await res.json()) as DeviceFrame | null) : null;
  } catch {
    return 'unreachable';
  }
}

/** Opens the live stream; returns the close. */
export function listen(on: { frame(f: DeviceFrame): void; ping(p: Ping): void; state(s: LinkState): void }): () => void {
  return keepStreamOpen((keeper) => {
    const source = new EventSource('./events');
    source.onopen = () => on.state('live');
    source.onmessage = (e: MessageEvent<string>) => on.frame(JSON.parse(e.data) as DeviceFrame);
    source.addEventListener('ping', (e) => on.ping(JSON.parse((e as MessageEvent<string>).data) as Ping));
    source.addEventListener('gone', () => {
      keeper.stop();
      on.state('removed');
    });
    source.onerror = () => {
      if (keeper.stopped) return;
      on.state('reconnecting');
      // A refused stream (a restarted listener, a removed device) is not retried by the browser: ask who we are, then open again.
      if (source.readyState === EventSource.CLOSED) {
        keeper.retryIn(1000, async () => {
          const me = await whoAmI();
          if (keeper.stopped) return false;
          if (me === null) {
            keeper.stop();
            on.state('removed');
            return false;
          }
          return true;
        });
      }
    };
    return source;
  }, () => on.state('reconnecting'));
}

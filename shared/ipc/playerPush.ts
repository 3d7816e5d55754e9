// The message pushed to the players' screen (the TV or projector): the whole current view on every
// publish (and as the first message of every stream), and each ping as it is made; and its guard, a
// plain shape check with no schema library, small enough for any receiving end to carry. The view
// inside was validated by the strict players' schema when the GM's window published it.
import type { Ping } from './lan';
import type { PlayerScreen, PlayerViewPayload } from './playerView';

/** How long a ping shows on every screen, in milliseconds. */
export const PING_MS = 4000;

export type PlayerPush =
  | { kind: 'view'; revision: number; view: PlayerViewPayload | null; screen: PlayerScreen; pings: Ping[] }
  | { kind: 'ping'; ping: Ping };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** Whether a value has the shape of a ping (an id, a hex, a short name, an age). */
export function isPing(v: unknown): v is Ping {
  return isObject(v) && isInt(v.id) && isObject(v.at) && isInt(v.at.q) && isInt(v.at.r) && typeof v.from === 'string' && v.from.length <= 40 && typeof v.ago === 'number' && v.ago >= 0;
}

/** Whether a value has the shape of a players' push message; anything else is dropped before the page sees it. */
export function isPlayerPush(v: unknown): v is PlayerPush {
  if (!isObject(v)) return false;
  if (v.kind === 'ping') return isPing(v.ping);
  if (v.kind !== 'view') return false;
  return isInt(v.revision) && v.revision >= 0 && (v.view === null || isObject(v.view)) && isObject(v.screen) && Array.isArray(v.pings) && v.pings.length <= 64 && v.pings.every(isPing);
}

// The renderer's one way to reach main. Under Electron the preload has put intent methods on
// `window.hexfray`; in the web host the same channels are POSTed to /api/<channel> with the
// per-run token the server wrote into the page.
import { CHANNELS, type Channel } from '../../shared/ipc/channels';
import type { HostApi, Reply } from '../../shared/ipc/contract';
import type { ShellBridge } from '../../shared/ipc/menu';
import type { PlayerPush } from '../../shared/ipc/playerPush';
import { plain } from './plain.svelte';

declare global {
  interface Window {
    // Absent in the web host; the players' window's preload has its channel and onPlayers, not the menu's subscriptions.
    hexfray?: Record<Channel, (...args: unknown[]) => Promise<Reply<unknown>>> & Partial<ShellBridge> & { onPlayers?: (callback: (message: PlayerPush) => void) => () => void };
  }
}

/** The per-run token the web host wrote into this page. */
export function webToken(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="hexfray-token"]')?.content ?? '';
}

async function postChannel(channel: Channel, args: unknown[]): Promise<Reply<unknown>> {
  try {
    const res = await fetch(`./api/${channel}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Hexfray-Token': webToken() },
      body: JSON.stringify(args),
    });
    if (!res.ok) return { ok: false, error: `host refused ${channel}: ${res.status} ${await res.text()}` };
    return (await res.json()) as Reply<unknown>;
  } catch (e) {
    return { ok: false, error: `cannot reach the Hexfray host: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/** The host API for this window: Electron's preload bridge when present, else the web host. */
export function createHost(): HostApi {
  const bridge = window.hexfray;
  // Electron's IPC clones its arguments, which a reactive proxy cannot survive: plain data only.
  // JSON reads a proxy as the data it holds, so the web host's request needs no copy first (on the
  // 200 x 200 table the copy was 0.4 ms of every publish to the players' screen).
  const call = (channel: Channel) => (bridge ? (...args: unknown[]) => bridge[channel](...plain(args)) : (...args: unknown[]) => postChannel(channel, args));
  const api = Object.fromEntries(CHANNELS.map((channel) => [channel, call(channel)])) as Record<Channel, (...args: unknown[]) => Promise<Reply<unknown>>>;
  // Main validates every call and reply against the contract, which is what gives the methods their types.
  return api as HostApi;
}

/**
 * Where this window loads the library image `name` from: the host's image route beside the page
 * (Electron's scheme, or the web host, which asks for its per-run token in the address since an
 * <img> sends no headers). Main checks the name and serves nothing but library images.
 */
export function assetUrl(name: string): string {
  const path = `./asset/${encodeURIComponent(name)}`;
  return window.hexfray ? path : `${path}?t=${encodeURIComponent(webToken())}`;
}

/** Which host this window runs under. */
export function hostKind(): 'electron' | 'web' {
  return window.hexfray ? 'electron' : 'web';
}

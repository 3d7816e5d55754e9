// The players' screen's push path, the same for both hosts: each subscriber (the Electron players'
// window, a web host's event stream) gets the whole current view once per publish, and each ping
// as it is made. Every message is serialised once, however many screens listen.
import type { Ping } from '../../shared/ipc/lan';
import type { PlayerPush } from '../../shared/ipc/playerPush';
import type { PlayerFeed } from './playerFeed';

/** Where pings come from (the players' listener): those still showing, and each new one. */
export type PingSource = { livePings(): Ping[]; onPing(listener: (ping: Ping) => void): () => void };

export class PlayerStream {
  private readonly subscribers = new Set<(text: string) => void>();

  constructor(
    private readonly feed: PlayerFeed,
    private readonly pings: PingSource | null,
  ) {
    feed.onPublish(() => this.send(() => this.current()));
    pings?.onPing((ping) => this.send(() => JSON.stringify({ kind: 'ping', ping } satisfies PlayerPush)));
  }

  /** The whole current view, with the pings still showing, as one message's JSON. */
  current(): string {
    const f = this.feed.since(0);
    return JSON.stringify({ kind: 'view', revision: f.revision, view: f.view, screen: f.screen, pings: this.pings?.livePings() ?? [] } satisfies PlayerPush);
  }

  /** Calls `send` with every message from now on; returns the unsubscribe. */
  subscribe(send: (text: string) => void): () => void {
    const own = (text: string) => send(text);
    this.subscribers.add(own);
    return () => void this.subscribers.delete(own);
  }

  /** Screens listening now. */
  get listening(): number {
    return this.subscribers.size;
  }

  private send(text: () => string): void {
    // A 200x200 view is megabytes of JSON: not built for nobody.
    if (this.subscribers.size === 0) return;
    const message = text();
    for (const s of [...this.subscribers]) s(message);
  }
}

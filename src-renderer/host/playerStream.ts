// The players' screen's link to main: the view pushed on every publish and every ping, on both
// hosts. Under Electron main sends to this window through its preload, and the page asks once for
// the current view as it opens; in the web host it is a server-sent events stream whose first event
// is the whole current view, so a dropped stream shows the table again within 2 s of coming back.
import { isPlayerPush, type PlayerPush } from '../../shared/ipc/playerPush';
import { createHost, webToken } from './client';
import { keepStreamOpen } from './liveStream';

export type StreamState = { live: true } | { live: false; error: string | null };

/** Listens for the players' view; returns the stop. */
export function listenPlayers(on: { push(message: PlayerPush): void; state(state: StreamState): void }): () => void {
  const bridge = window.hexfray;
  if (bridge) {
    const off = bridge.onPlayers?.((m) => on.push(m)) ?? (() => {});
    // Subscribed first, then asked: a publish in between is not lost, and the page keeps the newer revision.
    void createHost()['player.view'](0).then((r) => {
      if (!r.ok) return on.state({ live: false, error: r.error });
      on.state({ live: true });
      on.push({ kind: 'view', revision: r.value.revision, view: r.value.view, screen: r.value.screen, pings: r.value.pings ?? [] });
    });
    return off;
  }
  let refused = 0;
  return keepStreamOpen((keeper) => {
    const source = new EventSource(`./events?t=${encodeURIComponent(webToken())}`);
    source.onopen = () => {
      refused = 0;
      on.state({ live: true });
    };
    source.onmessage = (e: MessageEvent<string>) => {
      let m: unknown;
      try {
        m = JSON.parse(e.data);
      } catch {
        return;
      }
      if (isPlayerPush(m)) on.push(m);
    };
    source.onerror = () => {
      if (keeper.stopped) return;
      on.state({ live: false, error: null });
      // A dropped stream is retried by the browser a second later (the host asks so); a refused one
      // (the host restarting, too many screens) is not: open it again ourselves, less often each time.
      if (source.readyState === EventSource.CLOSED) keeper.retryIn(Math.min(5000, 1000 * 2 ** refused++));
    };
    return source;
  }, () => on.state({ live: false, error: null }));
}

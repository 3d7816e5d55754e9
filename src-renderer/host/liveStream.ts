// A server-sent events stream kept open for a screen that must not go stale: the TV's view from
// the GM's host, a device's from the players' listener. What each listens to is its own; what they
// share is here: a retry timer, a stop, and a stream dropped when the machine says the network went
// (a phone that sleeps, a laptop off the wifi) and opened again the moment it is back, rather than
// waiting out the browser's own retry.

/** What a stream's `connect` may ask of its keeper. */
export type StreamKeeper = {
  /** Opens the stream again after `ms`; with `first`, only if it resolves true. */
  retryIn(ms: number, first?: () => Promise<boolean>): void;
  /** Closes the stream for good (the far end said it will not serve this screen again). */
  stop(): void;
  readonly stopped: boolean;
};

/**
 * Keeps the stream `connect` opens (and wires) open: `down` is told when the network goes.
 * Returns the stop.
 */
export function keepStreamOpen(connect: (keeper: StreamKeeper) => EventSource, down: () => void): () => void {
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const open = () => {
    source = connect(keeper);
  };
  const keeper: StreamKeeper = {
    retryIn(ms, first) {
      if (retry) clearTimeout(retry);
      retry = setTimeout(() => {
        retry = null;
        if (!first) {
          if (!stopped) open();
          return;
        }
        void first().then((go) => {
          if (go && !stopped) open();
        });
      }, ms);
    },
    stop() {
      stopped = true;
      source?.close();
    },
    get stopped() {
      return stopped;
    },
  };
  const offline = () => {
    source?.close();
    down();
  };
  const online = () => {
    if (stopped) return;
    source?.close();
    if (retry) clearTimeout(retry);
    open();
  };
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  open();
  return () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
    source?.close();
  };
}

// Which port the web host listens on when its default is taken. The browser keeps the app's
// crash-recovery journal per address (origin), so a host that came back on a random port would
// find none of it: the fallbacks are a short fixed list after the default, the same on every start.
import { startWebHost, type WebHost, type WebHostOptions } from './server';

/** How many ports after the default are tried, in order, before giving up. */
export const FALLBACK_PORTS = 9;

/**
 * Starts the host on `port`, or when it is taken and the GM did not ask for it (`asked` false), on
 * the first free one of the next FALLBACK_PORTS. A port the GM asked for is kept or refused.
 */
export async function startOnPreferredPort(options: Omit<WebHostOptions, 'port'>, port: number, asked: boolean): Promise<{ host: WebHost; moved: boolean }> {
  const last = asked || port === 0 ? port : Math.min(65535, port + FALLBACK_PORTS);
  for (let p = port; ; p++) {
    try {
      return { host: await startWebHost({ ...options, port: p }), moved: p !== port };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE' || p >= last) throw e;
    }
  }
}

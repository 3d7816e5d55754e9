// The main-process services both hosts share: the library folder (located by flag, environment,
// setting or default), its change feed, and the handlers of every IPC channel.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Handlers } from '../shared/ipc';
import { createHandlers, type HostKind, type ShellHooks } from './handlers';
import { Library, libraryFlagFromArgv, resolveLibraryRoot } from './library';
import { ChangeFeed } from './libraryChanges';
import { ASSET_PATH, assetServer, type AssetServer } from './assetRoute';
import { createTextHandlers, type TextHandlers } from './textHandlers';
import { PlayerFeed } from './player/playerFeed';
import { PlayerStream } from './player/playerStream';
import { LanHost } from './lan/lanHost';

/** Each window's image route: the GM's serves any library image, the players' only the published background. */
export type AssetRoutes = { gm: AssetServer; players: AssetServer };

/** `stream` pushes the players' view to the TV (Electron's players' window, the web host's players' page). */
export type Services = { handlers: Handlers; textHandlers: TextHandlers; library: Library; player: PlayerFeed; stream: PlayerStream; lan: LanHost | null; assets: AssetRoutes; stop(): void };

/** The library folder saved in the app's settings file, if any (a broken file counts as none). */
export function librarySetting(settingsFile: string): string | undefined {
  try {
    const data = JSON.parse(readFileSync(settingsFile, 'utf8')) as { libraryRoot?: unknown };
    return typeof data.libraryRoot === 'string' ? data.libraryRoot : undefined;
  } catch {
    return undefined;
  }
}

/** Creates the library and the handlers, and starts watching the folder for outside changes. */
export async function startServices(opts: { host: HostKind; appVersion: string; documentsDir: string; configDir: string; argv: readonly string[]; env: NodeJS.ProcessEnv; shell?: ShellHooks; rendererDir?: string }): Promise<Services> {
  const root = resolveLibraryRoot({
    flag: libraryFlagFromArgv(opts.argv),
    env: opts.env,
    setting: librarySetting(join(opts.configDir, 'settings.json')),
    documentsDir: opts.documentsDir,
  });
  const library = new Library(root);
  const changes = new ChangeFeed();
  const player = new PlayerFeed();
  const stopWatching = await library.watch((c) => changes.push(c));
  const lan = opts.rendererDir ? lanHostOf(opts.rendererDir, player, library, opts.env) : null;
  return {
    library,
    player,
    stream: new PlayerStream(player, lan),
    lan,
    assets: {
      gm: assetServer(() => library.root),
      // The published background, and the art of the tokens the published view names (never a hidden combatant's).
      players: assetServer(() => library.root, (name) => {
        const view = player.since(0).view;
        return view?.map.background?.image === name || view?.tokens.some((t) => t.portrait === name) === true;
      }),
    },
    textHandlers: createTextHandlers({ library, ...(opts.shell ? { shell: opts.shell } : {}) }),
    handlers: createHandlers({ host: opts.host, appVersion: opts.appVersion, library, changes, player, ...(opts.shell ? { shell: opts.shell } : {}), ...(lan ? { lan } : {}) }),
    stop: () => {
      if (typeof stopWatching === 'function') stopWatching();
      void lan?.stop();
    },
  };
}

/** The players' listener (off until the GM turns it on), where HEXFRAY_LAN_HOST and HEXFRAY_LAN_PORT say, if they do. */
function lanHostOf(rendererDir: string, player: PlayerFeed, library: Library, env: NodeJS.ProcessEnv): LanHost {
  const port = env.HEXFRAY_LAN_PORT === undefined ? undefined : Number(env.HEXFRAY_LAN_PORT);
  return new LanHost({
    feed: player,
    rendererDir,
    ...(env.HEXFRAY_LAN_HOST ? { host: env.HEXFRAY_LAN_HOST } : {}),
    ...(port !== undefined && Number.isInteger(port) && port >= 0 && port < 65536 ? { port } : {}),
    // Only the image of the view the GM published, as the TV's page gets it.
    background: async () => {
      const name = player.since(0).view?.map.background?.image;
      if (!name) return null;
      const r = await assetServer(() => library.root, (n) => n === name)(`${ASSET_PATH}${encodeURIComponent(name)}`);
      return r.ok ? { type: r.type, bytes: r.bytes } : null;
    },
  });
}

import { basename } from 'node:path';
import type { Handlers } from '../shared/ipc';
import type { Library, LibraryEntry } from './library';
import type { ChangeFeed } from './libraryChanges';
import type { PlayerFeed } from './player/playerFeed';
import type { LanHost } from './lan/lanHost';
import type { LanStatus } from '../shared/ipc/lan';
import { exportSession } from './host/sessionExport';
import { importBundle, makeBundleBase64 } from './library/bundle';
import { listAssets } from './library/assets';
import { exportThread, fileThread } from './host/offThread';

export type HostKind = 'electron' | 'web';

/** What the desktop shell learns from the renderer: its unsaved state and the files it opens. */
export type ShellHooks = {
  /** The GM window reported unsaved changes (true) or none (false). */
  onDirty?: (dirty: boolean) => void;
  /** A library file was opened, for the recent-files list. */
  onOpened?: (id: string, name: string) => void;
  /** Opens the players' screen; returns the address to open in a browser, or null when main opened a window. */
  openPlayer?: () => Promise<string | null> | string | null;
};

/** What the handlers need from their host; each host fills it in (the web host has no shell hooks). */
export type HandlerDeps = { host: HostKind; appVersion: string; library: Library; changes: ChangeFeed; player: PlayerFeed; shell?: ShellHooks; lan?: LanHost };

// Where no players' listener is built (the CLI's tests): always off, and says why.
const NO_LAN: LanStatus = { on: false, url: null, addresses: [], code: null, qr: null, pingsOn: false, devices: [], pings: [], rolls: [], error: 'This host has no players\' listener.' };

// Listing entries cross to the renderer as plain data (no class instances, no paths).
const plain = (e: LibraryEntry) => JSON.parse(JSON.stringify(e)) as LibraryEntry;

/** The main-process implementation of every channel of the host API, shared by both hosts. */
export function createHandlers(deps: HandlerDeps): Handlers {
  const { library } = deps;
  return {
    'app.version': () => ({ name: 'Hexfray', version: deps.appVersion, host: deps.host }),
    'app.setDirty': (dirty) => {
      deps.shell?.onDirty?.(dirty);
      return null;
    },
    'library.info': () => ({ root: library.root }),
    'library.list': async (kind) => {
      const r = await library.list(kind);
      return r.ok ? { ok: true as const, entries: r.entries.map(plain) } : r;
    },
    'library.open': async (id) => {
      const r = await library.open(id);
      if (!r.ok) return r;
      deps.shell?.onOpened?.(r.id, r.entry.name);
      // The contract's result keeps the fields it names: the entry (with its stat figures) stays here.
      return r;
    },
    'library.save': async (kind, value, opts) => {
      const r = await library.save(kind, value, opts);
      return r.ok ? { ...r, entry: plain(r.entry) } : r;
    },
    'library.rename': async (id, name) => {
      const r = await library.rename(id, name);
      return r.ok ? { ...r, entry: plain(r.entry) } : r;
    },
    'library.duplicate': async (id) => {
      const r = await library.duplicate(id);
      return r.ok ? { ...r, entry: plain(r.entry) } : r;
    },
    'library.delete': (id) => library.delete(id),
    'library.trash': () => library.listTrash(),
    'library.restore': (trashId) => library.restore(trashId),
    // The renderer sends the text of a file the GM picked; only its base name is kept.
    'library.importText': async (fileName, text) => {
      const r = await library.importText(basename(fileName), text);
      return r.ok ? { ...r, entry: plain(r.entry) } : r;
    },
    'library.exportText': (id) => library.exportText(id),
    'library.exportBundle': (id) => makeBundleBase64(library, id),
    // The base64 is decoded on the file thread with the unzip and the checks.
    'library.importBundle': (fileName, base64, taken) => importBundle(library, basename(fileName), base64, taken),
    'library.changes': (since) => deps.changes.since(since),
    'session.export': async (record, format, opts) => exportSession(await library.exportsFolderInside(), record, format, opts.players, exportThread, library.root),
    // A map image is decoded, hashed and kept off the host's thread: 20 MB cost it over 100 ms.
    'asset.import': (fileName, base64) => fileThread.run({ kind: 'saveImage', root: library.root, fileName: basename(fileName), base64 }),
    'asset.list': () => listAssets(library.root),
    'player.publish': (view, screen) => ({ revision: deps.player.publish(view, screen) }),
    'player.open': async () => ({ url: (await deps.shell?.openPlayer?.()) ?? null }),
    // The TV sees the devices' pings too, beside the view it polls.
    'player.view': (since) => ({ ...deps.player.since(since), pings: deps.lan?.livePings() ?? [] }),
    'lan.start': () => deps.lan?.start() ?? NO_LAN,
    'lan.stop': () => deps.lan?.stop() ?? NO_LAN,
    'lan.status': () => deps.lan?.status() ?? NO_LAN,
    'lan.device': (id, change) => deps.lan?.device(id, change) ?? NO_LAN,
    'lan.publish': (p) => deps.lan?.publish(p) ?? { devices: 0 },
    'lan.ping': (at) => {
      deps.lan?.ping(at);
      return null;
    },
    'lan.configure': (c) => deps.lan?.configure(c) ?? NO_LAN,
    'lan.dropRoll': (id) => deps.lan?.dropRoll(id) ?? NO_LAN,
  };
}

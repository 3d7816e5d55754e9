// The channel names alone, with no validators, so the sandboxed preload can bundle this list
// without pulling in the schema library.

/** Every channel of the host API. Main registers exactly these; the preload exposes exactly these. */
export const CHANNELS = [
  'app.version',
  'app.setDirty',
  'library.info',
  'library.list',
  'library.open',
  'library.save',
  'library.rename',
  'library.duplicate',
  'library.delete',
  'library.trash',
  'library.restore',
  'library.importText',
  'library.exportText',
  'library.exportBundle',
  'library.importBundle',
  'library.changes',
  'session.export',
  'asset.import',
  'asset.list',
  'player.publish',
  'player.open',
  'player.view',
  'lan.start',
  'lan.stop',
  'lan.status',
  'lan.device',
  'lan.publish',
  'lan.ping',
  'lan.configure',
  'lan.dropRoll',
] as const;

export type Channel = (typeof CHANNELS)[number];

/**
 * The only channels a players' screen may call: it never reaches the GM's files or state (its one
 * image, the published background, it loads from the host's image route).
 */
export const PLAYER_CHANNELS = ['player.view'] as const satisfies readonly Channel[];

/** Whether a string names a channel of the host API. */
export function isChannel(name: unknown): name is Channel {
  return typeof name === 'string' && (CHANNELS as readonly string[]).includes(name);
}

/** The Electron IPC channel main pushes the players' view and pings on (shared/ipc/playerPush.ts). */
export const PLAYER_PUSH = 'hexfray-push:players';

/** The Electron IPC channel that carries a host API channel (namespaced so nothing else collides). */
export function ipcName(channel: Channel): string {
  return `hexfray:${channel}`;
}

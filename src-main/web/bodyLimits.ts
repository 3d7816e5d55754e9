// How large a request body each channel of the web host may send: what its arguments can hold at
// most, and no more, so a body no real call needs is refused before a byte of it is parsed (a
// 30 MiB body of small numbers held the host's thread for a second while it was parsed, then refused).
import { MAX_FILE_BYTES } from '../../shared/files';
import type { Channel } from '../../shared/ipc';

const KIB = 1024;
const MIB = 1024 * KIB;

/** Ids, names, numbers and flags: 4 KiB holds any of them even with every character escaped. */
export const SMALL_BODY = 4 * KIB;

// Room for a channel's small arguments (the kind, the options, the file name) beside its big one.
const ENVELOPE = 4 * KIB;

/** The largest body, in bytes, a request of each channel may have. */
export const BODY_LIMITS: { readonly [C in Channel]: number } = {
  'app.version': SMALL_BODY,
  'app.setDirty': SMALL_BODY,
  'library.info': SMALL_BODY,
  'library.list': SMALL_BODY,
  'library.open': SMALL_BODY,
  // A body is never longer than the file it becomes (the file is the same JSON, indented).
  'library.save': MAX_FILE_BYTES + ENVELOPE,
  'library.rename': SMALL_BODY,
  'library.duplicate': SMALL_BODY,
  'library.delete': SMALL_BODY,
  'library.trash': SMALL_BODY,
  'library.restore': SMALL_BODY,
  // A file's text as one JSON string: its quotes and line ends are escaped, which can double it.
  'library.importText': 2 * MAX_FILE_BYTES + ENVELOPE,
  'library.exportText': SMALL_BODY,
  'library.exportBundle': SMALL_BODY,
  // The contract's 30 MiB of base64 (a bundle of about 22 MiB: one encounter and its images).
  'library.importBundle': 30 * MIB + ENVELOPE,
  'library.changes': SMALL_BODY,
  'session.export': MAX_FILE_BYTES + ENVELOPE,
  // The contract's 28 MiB of base64 (a 20 MiB image).
  'asset.import': 28 * MIB + ENVELOPE,
  'asset.list': SMALL_BODY,
  // The players' projection: a 200x200 map's terrain and fog, 2,000 tokens and the last 500 entries fit in a few MB.
  'player.publish': 8 * MIB,
  'player.open': SMALL_BODY,
  'player.view': SMALL_BODY,
  'lan.start': SMALL_BODY,
  'lan.stop': SMALL_BODY,
  'lan.status': SMALL_BODY,
  'lan.device': SMALL_BODY,
  // Up to 16 PCs' own views, each as big as the party's.
  'lan.publish': 16 * 8 * MIB,
  'lan.ping': SMALL_BODY,
  'lan.configure': SMALL_BODY,
  'lan.dropRoll': SMALL_BODY,
};

/** The limit for a channel named in a request (one that is not a channel gets the small one, and is refused by name later). */
export function bodyLimitOf(channel: string): number {
  return Object.hasOwn(BODY_LIMITS, channel) ? BODY_LIMITS[channel as Channel] : SMALL_BODY;
}

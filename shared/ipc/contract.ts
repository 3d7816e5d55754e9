import { z } from 'zod';
import { FORMAT_NAMES, type FormatName } from '../files/format';
import type { BodyOf, FileBody } from '../files/registry';
import type { Channel } from './channels';
import { LIBRARY_KINDS } from './fileKinds';
import { playerScreenSchema, playerViewSchema } from './playerView';
import { deviceNameSchema, lanPublishSchema, lanStatusSchema, pingSchema } from './lan';

// The IPC contract: for each channel, the arguments it takes and the result it gives, as run-time
// validators. Main validates every payload against these before a handler sees it, whichever host
// carried it (Electron IPC or the web host's HTTP). The renderer names files only by opaque library
// ids; paths never cross this boundary. A file's body crosses typed as its format's body but is
// checked here only for being an object: main validates it once, by the format's schema, in the
// library (on save before anything is written, on open as it is read).

const kind = z.enum(LIBRARY_KINDS, { error: 'kind is "encounters", "characters" or "sessions"' });
const format = z.enum(FORMAT_NAMES);
/** An opaque library id: '<kind>/<file name>'; main checks it again against the folder. */
const id = z.string().min(3).max(260);
const name = z.string().trim().min(1).max(120);

const fileError = z.object({ file: z.string(), path: z.string(), expected: z.string(), line: z.number().optional(), column: z.number().optional() });
const libraryError = z.object({ code: z.string(), message: z.string(), errors: z.array(fileError).readonly().optional() });
const failure = z.object({ ok: z.literal(false), error: libraryError });

const entry = z.union([
  z.object({
    ok: z.literal(true), id: z.string(), kind, fileName: z.string(), modified: z.number(), size: z.number(),
    format, name: z.string(), system: z.string().optional(), combatants: z.number().optional(), migratedFrom: z.number().optional(),
  }),
  z.object({ ok: z.literal(false), id: z.string(), kind, fileName: z.string(), modified: z.number(), size: z.number(), error: libraryError }),
]);

const isObject = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A file's body typed as format `F` holds it; the library validated it (or will, before writing it). */
const body = <T>() => z.custom<T>(isObject, { error: 'a file body (an object)' });

/** The opaque signature of a file's bytes as main read or wrote them (a SHA-256 in hex); the renderer only hands it back. */
const signature = z.string().regex(/^[0-9a-f]{64}$/, { error: 'a signature from library.open or library.save (64 hex digits)' });

// Every write of a file answers with the signature of what is now on disk: the `expected` of its next save.
/** A file opened: its format, and its body typed as that format's. */
const opened = <F extends FormatName>(f: F) =>
  z.object({ ok: z.literal(true), id: z.string(), format: z.literal(f), value: body<BodyOf[F]>(), signature, migratedFrom: z.number().optional() });

const saved = z.union([z.object({ ok: z.literal(true), id: z.string(), entry, signature, notice: z.string().optional() }), failure]);

export const contract = {
  'app.version': {
    args: z.tuple([]),
    result: z.object({ name: z.string(), version: z.string(), host: z.enum(['electron', 'web']) }),
  },
  /** The GM window has unsaved changes (true) or not; the desktop host asks before closing on unsaved work. */
  'app.setDirty': { args: z.tuple([z.boolean()]), result: z.null() },
  /** Where the library is, as the GM should read it (a path, shown, never sent back). */
  'library.info': { args: z.tuple([]), result: z.object({ root: z.string() }) },
  'library.list': { args: z.tuple([kind]), result: z.union([z.object({ ok: z.literal(true), entries: z.array(entry).readonly() }), failure]) },
  'library.open': {
    args: z.tuple([id]),
    result: z.union([
      opened('hexfray/encounter'),
      opened('hexfray/character'),
      opened('hexfray/session'),
      failure,
    ]),
  },
  /**
   * Saves over `id`, or as a new file. With `expected` (the signature open or the last save gave),
   * a file changed outside Hexfray since is not overwritten: the reply is a failure with code
   * 'conflict' and nothing is written; the GM reloads, saves as new, or saves again without it.
   */
  'library.save': {
    // The value is validated in main by the format's schema before anything is written.
    args: z.tuple([kind, body<FileBody>(), z.object({ id: id.optional(), name: name.optional(), expected: signature.optional() }).strict()]),
    result: saved,
  },
  'library.rename': { args: z.tuple([id, name]), result: saved },
  'library.duplicate': { args: z.tuple([id]), result: saved },
  'library.delete': { args: z.tuple([id]), result: z.union([z.object({ ok: z.literal(true), trashId: z.string() }), failure]) },
  'library.trash': {
    args: z.tuple([]),
    result: z.union([
      z.object({ ok: z.literal(true), items: z.array(z.object({ trashId: z.string(), kind, fileName: z.string(), name: z.string(), deletedAt: z.number() })).readonly() }),
      failure,
    ]),
  },
  'library.restore': { args: z.tuple([z.string().max(80)]), result: z.union([z.object({ ok: z.literal(true), id: z.string(), notice: z.string().optional() }), failure]) },
  /** A file the GM picked in the browser or window: its base name and text; main validates it. */
  'library.importText': {
    args: z.tuple([z.string().min(1).max(200), z.string().max(20 * 1024 * 1024)]),
    result: z.union([z.object({ ok: z.literal(true), id: z.string(), kind, entry }), failure]),
  },
  /** The text of a library file for the renderer to hand to the GM as a download. */
  'library.exportText': { args: z.tuple([id]), result: z.union([z.object({ ok: z.literal(true), fileName: z.string(), text: z.string() }), failure]) },
  /** An encounter with every image it uses, as one bundle file (base64) for the renderer to hand to the GM as a download. */
  'library.exportBundle': { args: z.tuple([id]), result: z.union([z.object({ ok: z.literal(true), fileName: z.string(), base64: z.string() }), failure]) },
  /**
   * A bundle the GM picked (its name and bytes as base64): its images and encounter into the library.
   * Without `taken`, an encounter name already in the library answers `name-taken` so the GM is asked.
   */
  'library.importBundle': {
    args: z.tuple([z.string().min(1).max(200), z.string().max(30 * 1024 * 1024), z.enum(['rename', 'skip', 'replace']).optional()]),
    result: z.union([
      z.object({ ok: z.literal(true), id: z.string().nullable(), name: z.string(), assetsAdded: z.number().int() }),
      z.object({ ok: z.literal(false), error: z.object({ code: z.literal('name-taken'), message: z.string(), name: z.string() }) }),
      failure,
    ]),
  },
  /** Changes made outside the app since change number `since`. */
  'library.changes': {
    args: z.tuple([z.number().int().min(0)]),
    result: z.object({ seq: z.number().int(), changes: z.array(z.object({ kind, ids: z.array(z.string()).readonly() })).readonly() }),
  },
  /**
   * The session log as Markdown, HTML or JSON; `players` leaves out everything GM-only. Main checks
   * the session, writes the file into the library's exports/ folder and returns it for a download.
   */
  'session.export': {
    args: z.tuple([body<BodyOf['hexfray/session']>(), z.enum(['md', 'html', 'json']), z.strictObject({ players: z.boolean() })]),
    result: z.union([z.object({ ok: z.literal(true), fileName: z.string(), text: z.string() }), failure]),
  },
  /** A map background image the GM picked: its base name and bytes as base64; main checks it is an image. */
  'asset.import': {
    args: z.tuple([z.string().min(1).max(200), z.string().max(28 * 1024 * 1024)]),
    result: z.union([z.object({ ok: z.literal(true), name: z.string() }), failure]),
  },
  /** The library's images, newest first (at most 500), for the GM to give a token art the library already keeps. */
  'asset.list': {
    args: z.tuple([]),
    result: z.union([z.object({ ok: z.literal(true), assets: z.array(z.object({ name: z.string(), bytes: z.number().int().min(0), modified: z.number() })).max(500) }), failure]),
  },
  /** The GM window sends the players' projection; main keeps the latest for the players' screen. */
  'player.publish': { args: z.tuple([playerViewSchema.nullable(), playerScreenSchema]), result: z.object({ revision: z.number().int() }) },
  /** Opens the players' screen: Electron opens its window (url null); the web host gives its address. */
  'player.open': { args: z.tuple([]), result: z.object({ url: z.string().nullable() }) },
  /** The view when its revision is newer than `since`: Electron's players' window asks once as it opens (main pushes the rest, shared/ipc/playerPush). */
  'player.view': {
    args: z.tuple([z.number().int().min(0)]),
    result: z.object({ revision: z.number().int(), view: playerViewSchema.nullable(), screen: playerScreenSchema, pings: z.array(pingSchema).max(64).optional() }),
  },
  /** Turns on the players' listener on the local network (src-main/lan/), with a new join code. */
  'lan.start': { args: z.tuple([]), result: lanStatusSchema },
  /** Turns it off: every device's connection closes at once. */
  'lan.stop': { args: z.tuple([]), result: lanStatusSchema },
  /** The listener, its devices, their pings and typed rolls, as the Players tab shows them. */
  'lan.status': { args: z.tuple([]), result: lanStatusSchema },
  /** Renames a device, or removes it (its connection closes and it is refused from then on). */
  'lan.device': {
    args: z.tuple([z.string().min(1).max(64), z.union([z.strictObject({ name: deviceNameSchema }), z.strictObject({ remove: z.literal(true) })])]),
    result: lanStatusSchema,
  },
  /** Each joined PC's own view and the roll asked of a PC, published beside the party's view. */
  'lan.publish': { args: z.tuple([lanPublishSchema]), result: z.object({ devices: z.number().int() }) },
  /** The GM pings a hex on every screen. */
  'lan.ping': { args: z.tuple([z.strictObject({ q: z.number().int(), r: z.number().int() })]), result: z.null() },
  /** Whether the devices may ping. */
  'lan.configure': { args: z.tuple([z.strictObject({ pingsOn: z.boolean() })]), result: lanStatusSchema },
  /** The GM used or dropped the faces a device typed. */
  'lan.dropRoll': { args: z.tuple([z.number().int()]), result: lanStatusSchema },
} as const satisfies Record<Channel, { args: z.ZodType<unknown[]>; result: z.ZodType }>;

export type Args<C extends Channel> = z.infer<(typeof contract)[C]['args']>;
export type Result<C extends Channel> = z.infer<(typeof contract)[C]['result']>;

/** What a host call returns: a value, or an error a GM can read (never a thrown exception). */
export type Reply<T> = { ok: true; value: T } | { ok: false; error: string };

/** The host API as the renderer sees it: one async method per channel. */
export type HostApi = { [C in Channel]: (...args: Args<C>) => Promise<Reply<Result<C>>> };

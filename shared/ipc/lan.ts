// What crosses to and from the players' devices on the local network (src-main/lan/), and what the
// GM's window learns of them. Everything a device sends is parsed by these strict schemas, bounded
// in size, before main looks at it; nothing a device sends is ever applied without the GM.
import { z } from 'zod';
import { playerScreenSchema, playerViewSchema } from './playerView';

const hex = z.strictObject({ q: z.number().int().min(-1000).max(1000), r: z.number().int().min(-1000).max(1000) });

/** A device's name as its player typed it: one short line. */
export const deviceNameSchema = z.string().trim().min(1, { error: 'a name of 1 to 30 characters' }).max(30, { error: 'a name of 1 to 30 characters' }).regex(/^[^\p{C}]*$/u, { error: 'a name without control characters' });

/** A device asks to join: the session's join code and the player's name. */
export const joinRequestSchema = z.strictObject({ code: z.string().max(32), name: deviceNameSchema });

/** A joined device picks whom it plays: the party (null) or one PC by id. */
export const asRequestSchema = z.strictObject({ pc: z.string().min(1).max(64).nullable() });

/** A device pings a hex of the map. */
export const pingRequestSchema = z.strictObject({ at: hex });

/** A device types the faces it rolled at the table, for the roll the GM asked of its PC. */
export const diceRequestSchema = z.strictObject({ faces: z.array(z.number().int().min(1).max(100)).min(1).max(20) });

/** A ping on the map, as every screen draws it for a few seconds. */
export const pingSchema = z.strictObject({ id: z.number().int(), at: hex, from: z.string().max(40), ago: z.number().min(0) });
export type Ping = z.infer<typeof pingSchema>;

/** The roll the GM's window asks of a PC's player: what to roll, in words, and each die's sides in the order the faces are read. */
export const rollAskSchema = z.strictObject({ pc: z.string().min(1).max(64), text: z.string().min(1).max(200), dies: z.array(z.number().int().min(2).max(100)).min(1).max(20) });
export type RollAsk = z.infer<typeof rollAskSchema>;

/** Faces a device typed, waiting in the GM's window for the GM to use or drop. */
export const typedRollSchema = z.strictObject({ id: z.number().int(), device: z.string().max(64), from: z.string().max(40), pc: z.string().max(64), faces: z.array(z.number().int()).max(20), ago: z.number().min(0) });
export type TypedRoll = z.infer<typeof typedRollSchema>;

/** A device as the GM sees it in the Players tab. */
export const deviceSchema = z.strictObject({ id: z.string().max(64), name: z.string().max(40), pc: z.string().max(64).nullable(), connected: z.boolean(), address: z.string().max(64) });
export type LanDevice = z.infer<typeof deviceSchema>;

/** The listener as the GM's window shows it. */
export const lanStatusSchema = z.strictObject({
  on: z.boolean(),
  /** The address to open on a device, with the join code in its fragment (never sent to the server by a browser). */
  url: z.string().max(200).nullable(),
  /** Every address of this machine on the local network, for a device on another of them. */
  addresses: z.array(z.string().max(200)).max(16),
  code: z.string().max(16).nullable(),
  /** The QR code of `url`: its side in modules and one character a module ('1' dark). */
  qr: z.strictObject({ size: z.number().int().min(1).max(200), bits: z.string().max(40000) }).nullable(),
  pingsOn: z.boolean(),
  devices: z.array(deviceSchema).max(64),
  pings: z.array(pingSchema).max(64),
  rolls: z.array(typedRollSchema).max(64),
  error: z.string().max(300).nullable(),
});
export type LanStatus = z.infer<typeof lanStatusSchema>;

/**
 * What the GM's window publishes beside the party's view: the view of each PC a device plays,
 * projected for that PC (its sight when each PC sees its own, no NPC's numbers), and the rolls asked.
 */
export const lanPublishSchema = z.strictObject({
  /** Every PC's view is the party's as just published (nothing revealed, no own sight): `views` is then empty, and nothing is sent twice. */
  asParty: z.boolean(),
  views: z.record(z.string().max(64), playerViewSchema).refine((r) => Object.keys(r).length <= 16, { error: 'at most 16 PCs views' }),
  /** The rolls asked now, one per PC whose dice they are (a YAUGS PC attacking a PC asks both players). */
  asks: z.array(rollAskSchema).max(8).refine((a) => new Set(a.map((x) => x.pc)).size === a.length, { error: 'one roll asked per PC' }),
});
export type LanPublish = z.infer<typeof lanPublishSchema>;

/** What a device receives on every change (its server-sent events): the view for whom it plays, the screen settings, and itself. */
export const deviceFrameSchema = z.strictObject({
  revision: z.number().int(),
  view: playerViewSchema.nullable(),
  screen: playerScreenSchema,
  me: z.strictObject({ id: z.string(), name: z.string(), pc: z.string().nullable() }),
  /** The roll the GM asks of this device's PC, if any. */
  ask: rollAskSchema.nullable(),
  pingsOn: z.boolean(),
});
export type DeviceFrame = z.infer<typeof deviceFrameSchema>;

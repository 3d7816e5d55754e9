// The one payload that crosses to the players' screen, validated strictly in main: an unknown key
// (a sheet, a note) makes the whole payload fail, so a bug in the projection cannot leak GM data.
import { z } from 'zod';
import type { SystemId } from '../model/catalog';
import { SYSTEM_IDS } from '../systems/registry';

const hex = z.strictObject({ q: z.number().int(), r: z.number().int() });
const harm = z.enum(['unhurt', 'grazed', 'wounded', 'badly hurt', 'down']);
const kind = z.string().max(40);
const named = z.strictObject({ id: z.string().max(64), name: z.string().max(60) });

const terrain = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('wall'), q: z.number().int(), r: z.number().int() }),
  z.strictObject({ kind: z.literal('difficult'), q: z.number().int(), r: z.number().int(), cost: z.number() }),
  z.strictObject({
    kind: z.literal('cover'), q: z.number().int(), r: z.number().int(), name: z.string().max(60), value: z.number(),
    blocksSight: z.boolean(), condition: z.enum(['intact', 'damaged']),
  }),
]);

const roll = z.strictObject({
  faces: z.array(z.strictObject({ sides: z.number().int(), value: z.number().int() })).max(100).readonly(),
  detail: z
    .strictObject({
      label: z.string().max(200),
      modifiers: z.array(z.strictObject({ source: z.string().max(200), value: z.number() })).max(50).readonly(),
      total: z.number(),
      against: z.number().nullable(),
      outcome: z.string().max(100),
    })
    .nullable(),
});

const entry = z.strictObject({
  round: z.number().int(), turn: z.number().int(), kind, text: z.string().max(500),
  changes: z.array(z.string().max(200)).max(50).readonly(), rolls: z.array(roll).max(20).readonly(),
});

export const playerViewSchema = z.strictObject({
  system: z.enum(SYSTEM_IDS as readonly SystemId[] as [SystemId, ...SystemId[]]),
  phase: z.enum(['prep', 'combat', 'ended']),
  round: z.number().int(),
  turn: z.number().int(),
  current: named.nullable(),
  upNext: z.array(named).max(2000).readonly(),
  map: z.strictObject({
    width: z.number().int().min(1).max(200),
    height: z.number().int().min(1).max(200),
    orientation: z.enum(['pointy', 'flat']),
    metersPerHex: z.number(),
    background: z.strictObject({ image: z.string().max(200), scale: z.number(), offsetX: z.number(), offsetY: z.number(), opacity: z.number() }).nullable(),
    terrain: z.array(terrain).max(40000).readonly(),
    edges: z.array(z.strictObject({ a: hex, b: hex, kind: z.enum(['wall', 'door', 'window', 'low-wall']), open: z.boolean().optional() })).max(100000).readonly(),
    // Runs of dark hexes along a row: [row, first column, last column] (shared/projection/fogRuns.ts).
    fog: z.array(z.tuple([z.number().int().min(0).max(1000), z.number().int().min(0).max(1000), z.number().int().min(0).max(1000)]).readonly()).max(40000).readonly(),
  }),
  tokens: z.array(z.strictObject({
    id: z.string().max(64), name: z.string().max(60), side: z.enum(['pc', 'npc', 'ally']), position: hex,
    body: z.array(hex).min(3).max(19).readonly().optional(),
    facing: z.number().int().min(0).max(5).nullable(), color: z.string().max(16).nullable(), out: z.boolean(),
    harm, harmDetail: z.string().max(200).nullable(), current: z.boolean(),
    // A condition's name (at most 40 characters) and "(100 turns left)".
    conditions: z.array(z.string().max(60)).max(20).readonly(),
    grappledWith: z.array(z.string().max(60)).max(20).readonly(),
    // A library asset name; main serves the players' window only images a published token names.
    portrait: z.string().max(200).optional(),
  })).max(2000).readonly(),
  log: z.array(entry).max(500).readonly(),
  banner: entry.nullable(),
});

/** How the players' screen shows the view: blackout, and what the camera follows. */
export const playerScreenSchema = z.strictObject({
  blackout: z.boolean(),
  follow: z.enum(['board', 'actor', 'gm']),
  /** The hex at the centre when following the GM's camera. */
  focus: hex.nullable(),
  /** How many hexes fit across the screen when following (the GM's zoom), or null to fit the board. */
  hexesAcross: z.number().min(1).max(400).nullable(),
  /** Millimetres a hex should measure on the players' screen, when calibrated; null to fit. */
  hexMillimetres: z.number().min(5).max(200).nullable(),
  /** The players' screen's diagonal in inches, as the GM measured it; with hexMillimetres it sets the scale. */
  diagonalInches: z.number().min(5).max(300).nullable(),
  /** Whether the tokens carry their names on the players' map (absent: initials only). */
  names: z.boolean().optional(),
  /** The GM's measuring ruler, when the GM shares it: its hexes in order and what it reads. */
  ruler: z.strictObject({ points: z.array(hex).min(2).max(32).readonly(), label: z.string().max(160) }).nullable().optional(),
  /** The hexes of the area attack the GM aimed, when the GM shares it: the template only, never its targets or their odds. */
  area: z.array(hex).max(5000).readonly().nullable().optional(),
  /** The acting PC's best chance to harm from each hex it can reach, when the GM shares it (never the danger). */
  shade: z.array(z.strictObject({ hex, value: z.number().min(0).max(1) })).max(40000).readonly().nullable().optional(),
});

export type PlayerScreen = z.infer<typeof playerScreenSchema>;
/** A players' view as it crosses the boundary (the same shape as shared/projection/playerView's PlayerView). */
export type PlayerViewPayload = z.infer<typeof playerViewSchema>;

/** The screen settings before the GM changes any. */
export const DEFAULT_PLAYER_SCREEN: PlayerScreen = { blackout: false, follow: 'board', focus: null, hexesAcross: null, hexMillimetres: null, diagonalInches: null };

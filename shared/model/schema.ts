// The encounter as a GM prepares it and as `*.encounter.json` stores it: the map, the combatants
// with their system's sheets, the system's settings and the GM's notes. Validation messages are
// written for the GM; the file layer adds the file name and field path.
//
// Generic over the system: this file holds the parts every system shares and the builders that
// shared/systems/schemaSet.ts feeds with the schemas of each system in the registry's list (the
// registry exports the encounter schema). The types come from the catalog (./catalog), which each
// system's folder fills in.
import { z } from 'zod';
import { isOnMap } from '../hex/offset';
import { FOOTPRINT_SIZES } from '../hex/footprint';
import { bodyField, checkBodies, checkEdges, inWallMessage, mapWords } from './placement';
import { isAssetName } from './assetName';
import type { AnyPart, Flat, PartOf, SystemId } from './catalog';

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` });

const id = z
  .string({ error: 'An id must be text' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'An id is 1-64 letters, digits, "-" or "_"' });

/** Axial hex coordinates; maps are at most 200 x 200 hexes, so coordinates stay small. */
export const hexSchema = z.object({ q: whole('q', -1000, 1000), r: whole('r', -1000, 1000) });

/** One hex of terrain. Hexes not listed are open ground. */
export const terrainCellSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ q: whole('q', -1000, 1000), r: whole('r', -1000, 1000), kind: z.literal('wall') }),
    z.object({
      q: whole('q', -1000, 1000),
      r: whole('r', -1000, 1000),
      kind: z.literal('difficult'),
      /** Movement it costs to enter this hex (open ground costs 1). */
      cost: whole('Difficult ground cost', 2, 10),
    }),
    z.object({
      q: whole('q', -1000, 1000),
      r: whole('r', -1000, 1000),
      kind: z.literal('cover'),
      id,
      name: z.string({ error: 'A cover object needs a name' }).trim().min(1, { error: 'A cover object needs a name' }).max(60),
      /** VERS scale 0-10: what it adds to the covered character's defence. */
      value: whole('Cover value', 0, 10),
      structure: whole('Structure points', 0, 10000),
      maxStructure: whole('Maximum structure points', 1, 10000),
      blocksSight: z.boolean({ error: 'Say whether the cover blocks sight (true or false)' }),
    }),
  ],
  { error: 'Terrain is "wall", "difficult" or "cover"' },
);

const doorState = z.enum(['open', 'closed', 'locked'], { error: 'A door is "open", "closed" or "locked"' });

/**
 * One hex side holding a wall, a door, a window or a low wall (RULES.md 5.4): `a` and `b` are the
 * two adjacent hexes, in either order; only a door has a state, only a low wall cover and structure.
 */
export const edgeSchema = z.object({
  a: hexSchema,
  b: hexSchema,
  kind: z.enum(['wall', 'door', 'window', 'low-wall'], { error: 'An edge is a "wall", a "door", a "window" or a "low-wall"' }),
  door: z
    .object({
      state: doorState,
      /** Drawn as a wall on the players' screen while it is not open. */
      secret: z.boolean({ error: 'Say whether the door is secret (true or false)' }),
    })
    .optional(),
  /** A low wall's cover value, VERS scale 0-10, as a cover hex's. */
  cover: whole('Cover value', 0, 10).optional(),
  structure: whole('Structure points', 0, 10000).optional(),
});

export const mapSchema = z.object({
  width: whole('Map width', 1, 200),
  height: whole('Map height', 1, 200),
  orientation: z.enum(['pointy', 'flat'], { error: 'Hex orientation is "pointy" or "flat"' }),
  metersPerHex: z.number({ error: 'Metres per hex must be a number' }).positive({ error: 'Metres per hex must be more than 0' }).max(1000),
  background: z
    .object({
      /** A library asset name, never a path. */
      image: z.string().max(200),
      scale: z.number().positive().max(100),
      offsetX: z.number().min(-100000).max(100000),
      offsetY: z.number().min(-100000).max(100000),
      opacity: z.number().min(0).max(1),
    })
    .nullable(),
  terrain: z.array(terrainCellSchema).max(40000),
  /** Walls, doors, windows and low walls on hex sides (RULES.md 5.4); absent: none. */
  edges: z.array(edgeSchema).max(100000).optional(),
});

/** RULES.md 5.2: how many hexes a body covers and, for 3, how its triangle is turned; absent, 1 hex. */
export const footprintSchema = z.object({
  size: z.literal(FOOTPRINT_SIZES, { error: 'A footprint covers 1, 3, 7 or 19 hexes' }),
  /** The 3-hex triangle: the anchor and its neighbours in directions turn and turn + 1. */
  turn: whole('Footprint turn', 0, 5).optional(),
});

/** What an image field expects, with what it found (shortened). */
function assetNameMessage(found: string): string {
  const shown = found.length > 60 ? `${found.slice(0, 60)}...` : found;
  return `the name of an image in the library's assets, such as "forest-0123456789ab.png": lower-case letters, digits and dashes, a 12-digit hex code and .png, .jpg or .webp, no folder (found ${JSON.stringify(shown)})`;
}

const facing = z.union([whole('Facing', 0, 5), z.null()]);

/** A picture named by its library asset name (never a path): token art, as a field or a command gives it. */
export const assetImageSchema = z.string().max(200).refine(isAssetName, { error: (i) => assetNameMessage(String(i.input)) });

/** Token art: a library asset name (never a path); absent, the side's colour and initials. A combatant's and a library character's. */
export const portraitSchema = assetImageSchema.optional();

/** A combatant (a token on the map) with `sheet` as its system's sheet schema. */
export function combatantSchema<S extends z.ZodType>(sheet: S) {
  return z.object({
    id,
    name: z.string({ error: 'A combatant needs a name' }).trim().min(1, { error: 'A combatant needs a name' }).max(60),
    side: z.enum(['pc', 'npc', 'ally'], { error: 'Side is "pc", "npc" or "ally"' }),
    sheet,
    position: hexSchema,
    /** The hexes its body covers, anchored at `position`; absent: 1 hex. */
    footprint: footprintSchema.optional(),
    /** One of the six hex directions, or null when facing is not used. */
    facing,
    /** Hidden from the players' screen. */
    hidden: z.boolean(),
    /**
     * What the players' screen calls it: absent, its name; a text, that instead ("a bandit");
     * null, nothing at all (its token shows no letters).
     */
    playersName: z.string().trim().min(1).max(60).nullable().optional(),
    notes: z.string().max(20000),
    /** A CSS colour for the token, or null for the side's colour. */
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'A token colour is #rrggbb' }).nullable(),
    /** The token's art (portraitSchema). */
    portrait: portraitSchema,
  });
}

const common = {
  name: z.string({ error: 'The encounter needs a name' }).trim().min(1, { error: 'The encounter needs a name' }).max(120),
  map: mapSchema,
  gmNotes: z.string().max(200000),
};

/** One system's encounter: the common fields, the system's id, its settings and its combatants. */
export function encounterVariantSchema<Id extends string, St extends z.ZodType, C extends z.ZodType>(system: Id, settings: St, combatant: C) {
  return z.object({ ...common, system: z.literal(system), settings, combatants: z.array(combatant).max(2000) });
}

/** The words for a list of choices as a GM reads them: '"a"', '"a" or "b"', '"a", "b" or "c"'. */
export function oneOf(values: readonly string[]): string {
  const q = values.map((v) => `"${v}"`);
  return q.length <= 1 ? (q[0] ?? '') : `${q.slice(0, -1).join(', ')} or ${q[q.length - 1]}`;
}

/** What a field-by-field schema cannot see: how the parts of an encounter fit together (the encounter schema's refinement). */
export function checkEncounter(enc: Encounter, ctx: z.RefinementCtx): void {
  // A file that breaks these would load into a fight that cannot happen (a token no one can see or reach).
  const words = mapWords(enc.map.width, enc.map.height, enc.map.orientation);
  const ids = new Set<string>();
  enc.combatants.forEach((c, i) => {
    if (ids.has(c.id)) ctx.addIssue({ code: 'custom', path: ['combatants', i, 'id'], message: `Two combatants share the id "${c.id}"` });
    ids.add(c.id);
  });
  const covered = checkBodies(enc.combatants, words, ctx);
  const cells = new Set<string>();
  enc.map.terrain.forEach((t, i) => {
    const key = `${t.q},${t.r}`;
    if (cells.has(key)) ctx.addIssue({ code: 'custom', path: ['map', 'terrain', i], message: `Hex ${key} has terrain twice` });
    cells.add(key);
    if (!isOnMap(t, words.width, words.height, words.orientation)) ctx.addIssue({ code: 'custom', path: ['map', 'terrain', i], message: `${words.onMap}; found ${words.found(t)}` });
    if (t.kind === 'cover' && t.structure > t.maxStructure) {
      ctx.addIssue({ code: 'custom', path: ['map', 'terrain', i, 'structure'], message: `Structure points of at most the cover's maximum, ${t.maxStructure} (found ${t.structure})` });
    }
    if (t.kind === 'wall') {
      const inside = covered.get(key);
      if (inside !== undefined) {
        const c = enc.combatants[inside]!;
        ctx.addIssue({ code: 'custom', path: ['combatants', inside, bodyField(c)], message: inWallMessage(c, t, i) });
      }
    }
  });
  if (enc.map.edges) checkEdges(enc.map.edges, words, ctx);
  const image = enc.map.background?.image;
  if (image !== undefined && !isAssetName(image)) {
    ctx.addIssue({ code: 'custom', path: ['map', 'background', 'image'], message: assetNameMessage(image) });
  }
}

export type { SystemId } from './catalog';
export type BattleMap = z.infer<typeof mapSchema>;
export type TerrainCell = z.infer<typeof terrainCellSchema>;
export type CoverCell = Extract<TerrainCell, { kind: 'cover' }>;

type CombatantFields = Omit<z.output<ReturnType<typeof combatantSchema<z.ZodUnknown>>>, 'sheet'>;
type CommonFields = z.output<z.ZodObject<typeof common>>;

/** One system's character sheet. */
export type SheetOf<S extends SystemId> = PartOf<S, 'sheet'>;
/** Any system's character sheet. */
export type AnySheet = AnyPart<'sheet'>;
/** One system's settings, complete (RULES.md Settings and House defaults). */
export type SettingsOf<S extends SystemId> = PartOf<S, 'settings'>;
/** The combatant type of one system's encounter. */
export type CombatantOf<S extends SystemId> = Flat<CombatantFields & { sheet: SheetOf<S> }>;
/** One system's validated encounter. */
export type EncounterOf<S extends SystemId> = Flat<CommonFields & { system: S; settings: SettingsOf<S>; combatants: CombatantOf<S>[] }>;
/** A validated encounter, of any system. */
export type Encounter = { [S in SystemId]: EncounterOf<S> }[SystemId];
export type AnyCombatant = { [S in SystemId]: CombatantOf<S> }[SystemId];
export type Side = AnyCombatant['side'];

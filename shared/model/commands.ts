// Commands: what the GM does, as plain serialisable data. The session stores them; replaying them
// through the reducer rebuilds the fight die for die. Validated when read from a file.
//
// Generic over the system: the commands every system shares, with the parts that differ by system
// (an attack's choices, a combatant, a sheet, settings, a free roll, a harm edit) and each system's
// own commands filled in from the registry's list (shared/systems/schemaSet.ts builds the command
// schema; shared/systems/registry.ts exports it).
import { z } from 'zod';
import type { AnyPart, Flat, UnionToIntersection } from './catalog';
import type { Hex } from '../hex';
import { assetImageSchema, hexSchema, type AnyCombatant, type AnySheet } from './schema';

const id = z.string().min(1).max(64);
const note = z.string().max(2000);

/** A situational modifier the GM toggled (high ground, from behind, mud, ...). */
export const situationalSchema = z.object({ source: z.string().min(1).max(80), value: z.number().int().min(-20).max(20) });

/** The defender's and attacker's choices where a system has them: one system's `{ system, ... }`. */
export type AttackChoices = AnyPart<'choices'>;
/** A roll outside an attack in one system's terms (`free-roll`'s `roll`). */
export type FreeRollRoll = AnyPart<'roll'>;
/** Settings named in a `change-settings` command: some of one system's settings. */
export type SettingsPatch = Partial<AnyPart<'settings'>>;

/** The schemas of the parts that differ by system, each a union over the registry's systems. */
export type CommandParts = {
  readonly choices: z.ZodType<AttackChoices>;
  readonly combatant: z.ZodType<AnyCombatant>;
  readonly sheet: z.ZodType<AnySheet>;
  readonly settingsPatch: z.ZodType<SettingsPatch>;
  readonly roll: z.ZodType<FreeRollRoll>;
  /** Every system's `adjust-harm` fields, in one shape. */
  readonly harmEdit: z.ZodRawShape;
  /** The commands only some systems know, each discriminated by `type`. */
  readonly systemCommands: readonly z.ZodType[];
  /** The fields systems add to the commands every system shares, by command type (every system's, merged). */
  readonly commandFields: Readonly<Record<string, z.ZodRawShape>>;
};

/** The `adjust-harm` command: a harm change by hand, in the fields of the encounter's system. */
export type AdjustHarmCommand = Flat<{ type: 'adjust-harm'; id: string; reason: string } & UnionToIntersection<AnyPart<'harmEdit'>>>;

/**
 * An attack names one defender, with its situational modifiers and choices, or (an area attack,
 * RULES.md 5.3) the hex it aims at; `exclude` belongs to an area attack only.
 */
function attackShape(c: { defender?: string | undefined; at?: unknown; exclude?: unknown; situational?: unknown; choices?: unknown }, ctx: z.RefinementCtx): void {
  if (c.at !== undefined) {
    if (c.defender !== undefined) ctx.addIssue({ code: 'custom', path: ['defender'], message: 'An area attack names the hex it aims at (`at`), not a defender: give one or the other.' });
    return;
  }
  if (c.defender === undefined) ctx.addIssue({ code: 'custom', path: ['defender'], message: 'An attack names its defender, or for an area weapon the hex it aims at (`at`).' });
  if (c.exclude !== undefined) ctx.addIssue({ code: 'custom', path: ['exclude'], message: '`exclude` takes targets out of an area attack; this attack names one defender and no `at`.' });
  if (c.situational === undefined) ctx.addIssue({ code: 'custom', path: ['situational'], message: 'An attack on one defender lists its situational modifiers (an empty list for none).' });
  if (c.choices === undefined) ctx.addIssue({ code: 'custom', path: ['choices'], message: "An attack on one defender carries its system's choices." });
}

/** The commands every system shares, in their order; `adjust-harm` is built apart (its fields come from the systems). */
function sharedCommands(p: Omit<CommandParts, 'harmEdit' | 'systemCommands' | 'commandFields'>) {
  return [
    z.object({ type: z.literal('start-combat'), order: z.array(id).max(2000).optional() }),
    /** RULES.md 5.2: `path` holds the anchor's hexes; `turn`, for a 3-hex body, the way its triangle ends up turned. */
    z.object({ type: z.literal('move'), id, path: z.array(hexSchema).min(1).max(500), turn: z.number().int().min(0).max(5).optional() }),
    z.object({ type: z.literal('face'), id, facing: z.number().int().min(0).max(5).nullable() }),
    z.object({
      type: z.literal('attack'),
      attacker: id,
      /** The one defender; absent for an area attack, which names `at` instead (RULES.md 5.3). */
      defender: id.optional(),
      weapon: z.string().min(1).max(80),
      /** An area attack (RULES.md 5.3): the hex aimed at (a burst's centre, the hex a cone or a line turns to). */
      at: hexSchema.optional(),
      /** An area attack: the targets the GM takes out before resolving. */
      exclude: z.array(id).max(500).optional(),
      situational: z.array(situationalSchema).max(20).optional(),
      choices: p.choices.optional(),
      /** Faces the GM rolled at the table; absent: the seeded generator rolls. */
      dice: z.array(z.number().int()).max(100).optional(),
      /** The attack a combatant readied (`ready`), made out of turn. */
      readied: z.boolean().optional(),
    }).superRefine(attackShape),
    /** A grapple: the GM's declaration (a system that rolls grapples adds the roll's fields). */
    z.object({ type: z.literal('grapple'), attacker: id, defender: id }),
    /** Leaving a grapple: the GM's declaration; `from`: the holder left (a system that rolls it adds the roll's fields). */
    z.object({ type: z.literal('break-free'), id, from: id.optional() }),
    z.object({ type: z.literal('action'), id, kind: z.enum(['change-weapon', 'use-item', 'use-skill', 'reload']), note }),
    z.object({ type: z.literal('damage-cover'), coverId: id, amount: z.number().int().min(1).max(10000), reason: note }),
    z.object({ type: z.literal('set-out'), id, out: z.boolean(), reason: note }),
    /** The acting combatant's turn ends; `next`: who goes next where whoever acted names it. */
    z.object({ type: z.literal('end-turn'), next: id.optional() }),
    /**
     * House (RULES.md has no delay): the acting combatant, before doing anything in its turn, puts it
     * off to act later this round; `next` as for `end-turn` (and any field a system adds to both).
     */
    z.object({ type: z.literal('delay'), id, next: id.optional() }),
    /**
     * House (RULES.md has no ready): the acting combatant spends its turn holding one attack, made
     * (an `attack` marked `readied`) at any moment until its next turn begins; `trigger` is the GM's
     * note of what sets it off. The turn then ends: `next` as for `end-turn`.
     */
    z.object({ type: z.literal('ready'), id, trigger: note, next: id.optional() }),
    z.object({
      type: z.literal('change-settings'),
      /** Settings of the encounter's system to change from the next command on; those not named keep their value. */
      settings: p.settingsPatch,
      reason: note.optional(),
    }),
    /** Reinforcements, a summoned creature, a late PC: a combatant joins the running fight. */
    z.object({ type: z.literal('add-combatant'), combatant: p.combatant, reason: note.optional() }),
    /** A combatant leaves the fight and the map (fled, dismissed, added by mistake). */
    z.object({ type: z.literal('remove-combatant'), id, reason: note.optional() }),
    /** Reveals a hidden combatant to the players, or hides one again. */
    z.object({ type: z.literal('set-hidden'), id, hidden: z.boolean() }),
    /** What the players' screen calls a combatant: its name (absent), a stand-in ("a bandit"), or nothing (null). */
    z.object({ type: z.literal('set-players-name'), id, playersName: z.string().trim().min(1).max(60).nullable().optional() }),
    /** A combatant's token art changed in play (a creature transforms, art forgotten in prep); null removes it. */
    z.object({ type: z.literal('set-portrait'), id, portrait: assetImageSchema.nullable() }),
    /** The GM's turn order for the rest of the round and the rounds after (fixed-order systems). */
    z.object({ type: z.literal('set-order'), order: z.array(id).min(1).max(2000) }),
    /** A combatant's sheet edited in play (a ruling, a forgotten bonus), with the reason for the log. */
    z.object({ type: z.literal('edit-sheet'), id, sheet: p.sheet, reason: note }),
    /** A condition on a combatant for `turns` of its own turns (absent or null: until removed). */
    z.object({ type: z.literal('add-condition'), id, condition: z.string().min(1).max(40), turns: z.number().int().min(1).max(100).nullable().optional(), note: note.optional() }),
    z.object({ type: z.literal('remove-condition'), id, condition: z.string().min(1).max(40) }),
    /**
     * A roll outside an attack (a skill check, a leap, a trap): the exact odds are shown before and the
     * result is logged. `roll` is in the encounter's system's terms: a YAUGS target (RULES.md 1.1), a
     * VERS effective target number (2.1), or a Waylights pool with a bonus per die against a number.
     */
    z.object({
      type: z.literal('free-roll'),
      /** Who rolls, when anyone in the fight does; null for a roll of the GM's. */
      id: id.nullable(),
      label: z.string().trim().min(1).max(80),
      roll: p.roll,
      dice: z.array(z.number().int()).max(20).optional(),
    }),
    /**
     * RULES.md 5.4: a door on the side between `a` and `b` opened, closed, locked or unlocked; `by`,
     * the combatant doing it (1 hex of its movement; never a lock); absent, the GM, free.
     */
    z.object({ type: z.literal('set-door'), a: hexSchema, b: hexSchema, state: z.enum(['open', 'closed', 'locked']), by: id.optional() }),
    z.object({ type: z.literal('next-round') }),
    z.object({ type: z.literal('end-combat') }),
  ] as const;
}

/** The fields of shared command `T` that one system adds, or none. */
type FieldsFor<P, T extends string> = P extends { readonly [K in T]: infer F } ? F : Record<never, never>;

/** Every system's added fields of shared command `T`: a command is checked against all of them, as `adjust-harm` is. */
type AddedFields<T extends string> = UnionToIntersection<FieldsFor<AnyPart<'commandFields'>, T>>;

type WithAddedFields<M> = M extends { readonly type: infer T extends string } ? Flat<M & AddedFields<T>> : never;

type SharedCommand = WithAddedFields<z.output<ReturnType<typeof sharedCommands>[number]>>;

/** The `attack` command's fields as the schema reads them, before its two shapes are told apart. */
type AttackFields = Extract<SharedCommand, { type: 'attack' }>;

/** An attack on one defender. */
type SingleAttack = Flat<Omit<AttackFields, 'defender' | 'at' | 'exclude' | 'situational' | 'choices'> & {
  defender: string; situational: Situational[]; choices: AttackChoices; at?: undefined; exclude?: undefined;
}>;

/** An area attack (RULES.md 5.3): the aimed hex instead of a defender; dice: the attacker's, then each target's in the preview's order. */
export type AreaAttackCommand = Flat<Omit<AttackFields, 'defender' | 'at'> & { at: Hex; defender?: undefined }>;

/** A command: one every system shares, a harm edit, or one of a system's own. */
export type Command = Exclude<SharedCommand, { type: 'attack' }> | SingleAttack | AreaAttackCommand | AdjustHarmCommand | AnyPart<'commands'>;
export type CommandType = Command['type'];
/** An attack on one defender (an area attack is `AreaAttackCommand`). */
export type AttackCommand = SingleAttack;

/** Whether an attack is an area attack (it names the hex it aims at). */
export function isAreaAttack(cmd: SingleAttack | AreaAttackCommand): cmd is AreaAttackCommand {
  return cmd.at !== undefined;
}
export type Situational = z.infer<typeof situationalSchema>;

/** The zod schema of one command, from the parts each system contributes (the registry calls it). */
export function buildCommandSchema(p: CommandParts): z.ZodType<Command> {
  const adjustHarm = z.object({ type: z.literal('adjust-harm'), id, ...p.harmEdit, reason: note });
  const shared = sharedCommands(p).map((o: z.ZodObject) => {
    const added = p.commandFields[(o.shape['type'] as z.ZodLiteral<string>).value];
    return added ? o.extend(added) : o;
  });
  const options = [...shared, adjustHarm, ...p.systemCommands] as unknown as [z.ZodObject, ...z.ZodObject[]];
  return z.discriminatedUnion('type', options) as unknown as z.ZodType<Command>;
}

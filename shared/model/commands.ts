// Commands: what the GM does, as plain serialisable data. The session stores them; replaying them
// through the reducer rebuilds the fight die for die. Validated when read from a file.
import { z } from 'zod';
import { COMBATANT_SCHEMAS, hexSchema, SETTINGS_SCHEMAS } from './schema';

const id = z.string().min(1).max(64);
const note = z.string().max(2000);

/** A situational modifier the GM toggled (high ground, from behind, mud, ...). */
export const situationalSchema = z.object({ source: z.string().min(1).max(80), value: z.number().int().min(-20).max(20) });

/** The defender's and attacker's choices where a system has them. */
export const attackChoicesSchema = z.discriminatedUnion('system', [
  z.object({
    system: z.literal('yaugs'),
    /** The defender sees or senses the attack (GM tick "detects this attack"). */
    defenderAware: z.boolean(),
    /** The defender is free to move (not bound, stunned, immobilised, boxed in). */
    defenderCanMove: z.boolean(),
    areaEffect: z.boolean(),
    /** A weapon or shield the defender parries or blocks with if the attack wins; null for none. */
    parryWith: z.string().max(80).nullable(),
  }),
  z.object({
    system: z.literal('vers'),
    /** The defender can see the attack coming. */
    defenderAware: z.boolean(),
  }),
  z.object({
    system: z.literal('waylights'),
    /** Dice the attacker puts into attack (the rest defend). */
    attackDice: z.number().int().min(0).max(20),
    /** Dice the defender puts into defence. */
    defenceDice: z.number().int().min(0).max(20),
    /**
     * Against a ranged attack: the free adjacent hex the defender steps into for one die of its
     * pool (RULES.md 3.3); null or absent for no step.
     */
    stepAside: hexSchema.nullable().optional(),
  }),
]);

export const commandSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('start-combat'),
    order: z.array(id).max(2000).optional(),
    /** Waylights (RULES.md 3.2): the side that meant to surprise the other, for every round; 'pc' includes allies. */
    surprise: z.enum(['pc', 'npc']).nullable().optional(),
  }),
  z.object({ type: z.literal('move'), id, path: z.array(hexSchema).min(1).max(500) }),
  z.object({ type: z.literal('face'), id, facing: z.number().int().min(0).max(5).nullable() }),
  z.object({
    type: z.literal('attack'),
    attacker: id,
    defender: id,
    weapon: z.string().min(1).max(80),
    situational: z.array(situationalSchema).max(20),
    choices: attackChoicesSchema,
    /** Faces the GM rolled at the table; absent: the seeded generator rolls. */
    dice: z.array(z.number().int()).max(100).optional(),
    /** YAUGS (RULES.md 1.2, 1.4): the Counter-Attack a critical defence offered, by that defender on that attacker. */
    counterAttack: z.boolean().optional(),
  }),
  z.discriminatedUnion('method', [
    z.object({
      type: z.literal('yaugs-raise-oq'),
      id,
      /** Give ground (RULES.md 1.4): an opposed roll; on a win the OQ rises and `id` steps back into `to`. */
      method: z.literal('give-ground'),
      to: hexSchema,
      /** [defender d100, attackers' d100] rolled at the table; absent: the seeded generator rolls. */
      dice: z.array(z.number().int()).max(2).optional(),
    }),
    z.object({ type: z.literal('yaugs-raise-oq'), id, method: z.literal('forgo-attacks') }),
  ]),
  z.object({ type: z.literal('grapple'), attacker: id, defender: id }),
  z.object({ type: z.literal('break-free'), id }),
  z.object({ type: z.literal('action'), id, kind: z.enum(['change-weapon', 'use-item', 'use-skill', 'reload']), note }),
  z.object({
    type: z.literal('adjust-harm'),
    id,
    /** YAUGS: hit point change; Waylights: wounds and tension change; VERS: add or remove marks. */
    hp: z.number().int().min(-1000).max(1000).optional(),
    wounds: z.number().int().min(-1000).max(1000).optional(),
    tension: z.number().int().min(-100).max(100).optional(),
    addMark: z.object({ condition: z.enum(['grazed', 'wounded', 'impaired', 'disabled']), lethal: z.boolean(), note }).optional(),
    removeMark: z.enum(['grazed', 'wounded', 'impaired', 'disabled']).optional(),
    reason: note,
  }),
  z.object({
    type: z.literal('recover'),
    id,
    kind: z.enum(['vers-daily', 'vers-quick']),
    /** VERS daily recovery: the Stamina roll's degrees of success (the GM rolls it or the app does). */
    degrees: z.number().int().min(0).max(30).optional(),
    /** VERS quick recovery in combat: the ally who tends `id` and makes the First Aid roll (the acting one); absent: `id` itself. */
    medic: id.optional(),
    /** VERS quick recovery in combat: the First Aid 3d6 rolled at the table. */
    dice: z.array(z.number().int()).max(3).optional(),
    note: note.optional(),
  }),
  z.object({ type: z.literal('damage-cover'), coverId: id, amount: z.number().int().min(1).max(10000), reason: note }),
  z.object({ type: z.literal('set-out'), id, out: z.boolean(), reason: note }),
  z.object({
    type: z.literal('end-turn'),
    next: id.optional(),
    /** Faces the GM rolled for whatever the next turn's start asks (VERS Disabled: Discipline). */
    dice: z.array(z.number().int()).max(20).optional(),
  }),
  z.object({
    type: z.literal('change-settings'),
    /** Settings of the encounter's system to change from the next command on; those not named keep their value. */
    settings: z.union([SETTINGS_SCHEMAS.yaugs.partial().strict(), SETTINGS_SCHEMAS.vers.partial().strict(), SETTINGS_SCHEMAS.waylights.partial().strict()]),
    reason: note.optional(),
  }),
  /** Reinforcements, a summoned creature, a late PC: a combatant joins the running fight. */
  z.object({ type: z.literal('add-combatant'), combatant: z.union([COMBATANT_SCHEMAS.yaugs, COMBATANT_SCHEMAS.vers, COMBATANT_SCHEMAS.waylights]), reason: note.optional() }),
  /** A combatant leaves the fight and the map (fled, dismissed, added by mistake). */
  z.object({ type: z.literal('remove-combatant'), id, reason: note.optional() }),
  /** Reveals a hidden combatant to the players, or hides one again. */
  z.object({ type: z.literal('set-hidden'), id, hidden: z.boolean() }),
  /** What the players' screen calls a combatant: its name (absent), a stand-in ("a bandit"), or nothing (null). */
  z.object({ type: z.literal('set-players-name'), id, playersName: z.string().trim().min(1).max(60).nullable().optional() }),
  /** The GM's turn order for the rest of the round and the rounds after (fixed-order systems). */
  z.object({ type: z.literal('set-order'), order: z.array(id).min(1).max(2000) }),
  /** A combatant's sheet edited in play (a ruling, a forgotten bonus), with the reason for the log. */
  z.object({ type: z.literal('edit-sheet'), id, sheet: z.union([COMBATANT_SCHEMAS.yaugs.shape.sheet, COMBATANT_SCHEMAS.vers.shape.sheet, COMBATANT_SCHEMAS.waylights.shape.sheet]), reason: note }),
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
    roll: z.discriminatedUnion('system', [
      z.object({ system: z.literal('yaugs'), target: z.number().int().min(-100).max(400) }),
      z.object({ system: z.literal('vers'), effTN: z.number().int().min(-30).max(60) }),
      z.object({ system: z.literal('waylights'), dice: z.number().int().min(1).max(20), bonusPerDie: z.number().int().min(-20).max(20), against: z.number().int().min(-100).max(400) }),
    ]),
    dice: z.array(z.number().int()).max(20).optional(),
  }),
  z.object({ type: z.literal('next-round') }),
  z.object({ type: z.literal('end-combat') }),
]);

export type Command = z.infer<typeof commandSchema>;
export type CommandType = Command['type'];
export type AttackCommand = Extract<Command, { type: 'attack' }>;
export type AttackChoices = AttackCommand['choices'];
export type Situational = z.infer<typeof situationalSchema>;

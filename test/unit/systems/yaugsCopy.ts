// A fourth system for the registry's tests: YAUGS copied under another id, as a newcomer would
// start one, with a command of its own (a rally that heals a d6) and a field of its own on a
// command every system shares. Nothing outside this file and the registry's list knows it.
import { z } from 'zod';
import { rollDie } from '../../../shared/dice';
import { cloneState } from '../../../shared/model/state';
import { withEntry } from '../../../shared/model/record';
import type { SystemEntry } from '../../../shared/systems/entry';
import type { SystemAdapter, SystemCommandResult } from '../../../shared/systems/definition';
import type { SystemSchemas } from '../../../shared/model/catalog';
import type { CombatState } from '../../../shared/model/state';
import type { DiceSource } from '../../../shared/dice';
import { yaugsSystem } from '../../../shared/systems/yaugs';
import { yaugsSchemas } from '../../../shared/systems/yaugs/schemas';

export const COPY_ID = 'yaugs-copy';

/** The copy's own command: `id` rallies and heals a d6 (`dice`: the face rolled at the table). */
export type Rally = { type: 'copy-rally'; id: string; dice?: number[] };

const schemas = {
  ...yaugsSchemas,
  system: COPY_ID,
  choices: yaugsSchemas.choices.extend({ system: z.literal(COPY_ID) }),
  roll: yaugsSchemas.roll.extend({ system: z.literal(COPY_ID) }),
  commands: [z.object({ type: z.literal('copy-rally'), id: z.string().min(1).max(64), dice: z.array(z.number().int()).max(1).optional() })],
  // YAUGS's own Counter-Attack field, and one of the copy's: a cry as the turn ends.
  commandFields: { ...yaugsSchemas.commandFields, 'end-turn': { cry: z.string().max(40).optional() } },
} as const satisfies SystemSchemas;

function rally(state: CombatState, cmd: Rally, dice: DiceSource): SystemCommandResult {
  const c = state.encounter.combatants.find((x) => x.id === cmd.id);
  const harm = state.harm[cmd.id] as { hp: number; maxHp: number } | undefined;
  if (!c || !harm) return { ok: false, reason: `No combatant "${cmd.id}".` };
  const roll = rollDie(6, dice);
  const s = cloneState(state);
  s.harm = withEntry(state.harm, c.id, { ...harm, hp: Math.min(harm.maxHp, harm.hp + roll.total) } as CombatState['harm'][string]);
  return { ok: true, state: s, events: [{ kind: 'action', actor: c.id, target: null, summary: `${c.name} rallies and heals ${roll.total}`, rolls: [], effects: [], gmOnly: false }] };
}

const definition = {
  ...yaugsSystem.definition,
  system: COPY_ID,
  schemas,
  commands: { 'copy-rally': rally },
} as unknown as SystemAdapter;

/** The copy's entry in a registry's list. */
export const yaugsCopySystem = {
  ...yaugsSystem,
  definition,
  name: 'YAUGS Copy',
  examples: { ...yaugsSystem.examples, slug: 'yaugs-copy' },
} as unknown as SystemEntry;

// The pure heart of the engine: reduce(state, command) -> the new state and the events it caused,
// or a refusal with the reason and no change. Each command has one handler in the module of its job
// (turns, movement, attack, grapple, harm); a command only some systems know goes to the system's
// definition. Dice come from the seeded generator whose state lives in the combat state, or from
// faces the GM typed into the command.
import type { DiceSource } from '../dice';
import { buildBoard } from '../model/board';
import type { AnyPart } from '../model/catalog';
import { isAreaAttack, type Command } from '../model/commands';
import type { LogEvent } from '../model/events';
import { combatantById, note } from '../model/query';
import { cloneState, usedMore, type CombatState } from '../model/state';
import type { SystemCommand, SystemCommandResult } from '../systems/definition';
import { adapterFor, SYSTEM_COMMANDS } from '../systems/registry';
import { applyCoverDamage, attack } from './attack';
import { areaAttack } from './areaAttack';
import { breakFree, grapple } from './grapple';
import { adjustHarm, setOut } from './harm';
import { face, move } from './movement';
import { addCondition, removeCondition } from './conditions';
import { addCombatant, editSheet, removeCombatant, setHidden, setOrder, setPlayersName, setPortrait } from './roster';
import { changeSettings } from './settings';
import { LOGGED, stamped, withDice, type ReduceOptions, type ReduceResult, type Step } from './step';
import { endCombat, endTurn, nextRound, startCombat } from './turns';
import { delay, ready } from './waiting';
import { setDoor } from './doors';

export type { ReduceOptions, ReduceResult } from './step';

function action(state: CombatState, cmd: Extract<Command, { type: 'action' }>, events: LogEvent[]): Step {
  const c = combatantById(state, cmd.id);
  if (!c) return { ok: false, reason: `No combatant "${cmd.id}".` };
  if (state.phase === 'combat' && state.current !== c.id) return { ok: false, reason: `It is not ${c.name}'s turn.` };
  if (state.phase === 'combat' && state.use.turnTaken) return { ok: false, reason: `${c.name} has spent this turn on a complex action.` };
  const words = { 'change-weapon': 'changes weapon', 'use-item': 'uses an item', 'use-skill': 'uses a skill', reload: 'reloads' }[cmd.kind];
  const effects = adapterFor(state.encounter.system).actionNotes?.(state, c.id) ?? [];
  events.push(note(state, 'action', `${c.name} ${words}${cmd.note ? `: ${cmd.note}` : ''}`, { actor: c.id, gmOnly: c.hidden, effects }));
  const s = cloneState(state);
  if (state.phase === 'combat') s.use = usedMore(state.use, { actions: state.use.actions + 1, steps: [...state.use.steps, 'act'] });
  return s;
}

function damageCover(state: CombatState, cmd: Extract<Command, { type: 'damage-cover' }>, events: LogEvent[]): Step {
  const board = buildBoard(state.encounter, state.out);
  if (!board.coverById(cmd.coverId)) return { ok: false, reason: `No cover object "${cmd.coverId}" on the map.` };
  return applyCoverDamage(state, board, cmd.coverId, cmd.amount, events, cmd.reason || 'by hand');
}

/** A command only some systems know: the encounter's system resolves it, with dice when it rolls. */
function systemCommand(state: CombatState, cmd: SystemCommand, events: LogEvent[]): Step {
  // The table is keyed by the command's type, so the handler found takes exactly this command.
  const handler = adapterFor(state.encounter.system).commands?.[cmd.type] as ((s: CombatState, c: SystemCommand, d: DiceSource) => SystemCommandResult) | undefined;
  if (!handler) return { ok: false, reason: `"${cmd.type}" is not a rule of ${state.encounter.system}.` };
  const rolled = withDice(state, 'dice' in cmd ? cmd.dice : undefined, (dice) => handler(state, cmd, dice));
  if (!rolled.ok) return rolled;
  const s = cloneState(rolled.value.state);
  s.rng = rolled.rng;
  for (const e of rolled.value.events) events.push(stamped(e, state, e.gmOnly));
  return s;
}

type Handler<C extends Command> = (state: CombatState, cmd: C, events: LogEvent[], opts: ReduceOptions) => Step;

/** A command every system shares (a `free-roll` too: its roll is in the encounter's system's terms). */
type SharedType = Exclude<Command['type'], AnyPart<'commands'>['type']>;

/** One handler for each command every system shares, in the module of its job; one line a command. */
const SHARED: { readonly [T in SharedType]: Handler<Extract<Command, { type: T }>> } = {
  'start-combat': startCombat,
  move,
  face,
  // An attack names one defender, or the hex an area weapon aims at (RULES.md 5.3).
  attack: (state, cmd, events, opts) => (isAreaAttack(cmd) ? areaAttack(state, cmd, events) : attack(state, cmd, events, opts)),
  grapple,
  'break-free': breakFree,
  action,
  'adjust-harm': adjustHarm,
  'damage-cover': damageCover,
  'free-roll': systemCommand,
  'set-out': setOut,
  'change-settings': changeSettings,
  'add-combatant': addCombatant,
  'remove-combatant': removeCombatant,
  'set-hidden': setHidden,
  'set-order': setOrder,
  'set-players-name': setPlayersName,
  'set-portrait': setPortrait,
  'edit-sheet': editSheet,
  'add-condition': addCondition,
  'remove-condition': removeCondition,
  'end-turn': endTurn,
  delay,
  ready,
  'set-door': setDoor,
  'next-round': (state, _cmd, events) => nextRound(state, events),
  'end-combat': (state, _cmd, events) => endCombat(state, events),
};

// The table: the shared handlers, and each command a system of the registry knows sent to the
// encounter's system (a system's own command needs only its lines in the registry).
const HANDLERS: ReadonlyMap<string, Handler<Command>> = new Map([
  ...SYSTEM_COMMANDS.map((type): [string, Handler<Command>] => [type, systemCommand as Handler<Command>]),
  ...(Object.entries(SHARED) as [string, Handler<Command>][]),
]);

/** Applies one command: the new state and its events, or the reason it was refused (state untouched). */
export function reduce(state: CombatState, command: Command, opts: ReduceOptions = LOGGED): ReduceResult {
  const events: LogEvent[] = [];
  const handler = HANDLERS.get(command.type);
  if (!handler) return { ok: false, reason: `No command "${command.type}" is known to any system.` };
  const r = handler(state, command, events, opts);
  if ('ok' in r) return r;
  return { ok: true, state: r, events };
}

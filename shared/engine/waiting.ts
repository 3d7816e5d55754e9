// Delay and ready (House rules: RULES.md gives neither, in any of the three systems). Both are
// taken at the start of a turn, in place of it, so no rule the sources do fix is bent:
// - `delay`: before doing anything in its turn the acting combatant puts it off. It has not acted:
//   its conditions do not count down and the round does not end without it. In a fixed order it
//   goes to the end of the round's order, and the GM may hand it the turn after anyone's (it then
//   keeps that place; Waylights orders by Timing again next round); where the acting side hands the
//   turn on (VERS) it is simply still to act.
// - `ready`: the acting combatant spends its turn holding one attack against a trigger the GM notes.
//   The turn ends as usual. Until its next turn begins it may make that attack once, at any moment
//   (an `attack` marked `readied`), checked and resolved as its own attack would be, without
//   spending anything of the turn it interrupts.
import type { Command } from '../model/commands';
import type { LogEvent } from '../model/events';
import { combatantById, gmOnlyFor, isActive, nameOf, note } from '../model/query';
import { cloneState, type CombatState, type TurnUse } from '../model/state';
import { adapterFor } from '../systems/registry';
import { handOn, handsOff, passTurn } from './turns';
import type { Step } from './step';

/** Whether nothing has been done in the turn yet (turning to face is free). */
const untouched = (u: TurnUse): boolean => u.moved === 0 && u.steps.length === 0 && u.attacks === 0 && u.actions === 0 && !u.turnTaken;

/** Why `id` cannot give up its turn's place now, or null. */
function notActing(state: CombatState, id: string): string | null {
  const c = combatantById(state, id);
  if (!c) return `No combatant "${id}".`;
  if (state.phase !== 'combat' || state.current !== id) return `It is not ${c.name}'s turn.`;
  return null;
}

/** Whether anyone other than `id` is still to act this round. */
function othersToAct(state: CombatState, id: string): boolean {
  const pool = handsOff(state) ? state.encounter.combatants.map((c) => c.id) : state.order;
  return pool.some((x) => x !== id && !state.acted.includes(x) && isActive(state, x));
}

/** Why `id` cannot delay now, or null: the reducer refuses in these words and the window greys its button with them. */
export function delayRefusal(state: CombatState, id: string): string | null {
  const refused = notActing(state, id);
  if (refused) return refused;
  const name = combatantById(state, id)!.name;
  if (!untouched(state.use)) return `${name} has already done something this turn; a turn can be delayed only before anything is done in it.`;
  if (!othersToAct(state, id)) return `Nobody else is still to act this round, so ${name} cannot wait for them: take the turn or end it.`;
  return null;
}

/** Why `id` cannot ready an attack now, or null. */
export function readyRefusal(state: CombatState, id: string): string | null {
  const refused = notActing(state, id);
  if (refused) return refused;
  const c = combatantById(state, id)!;
  const adapter = adapterFor(state.encounter.system);
  if (state.use.attacks > 0 || state.use.actions > 0 || state.use.turnTaken) return `${c.name} has already attacked or acted this turn; the readied attack is the turn's action.`;
  if (adapter.weapons(c).length === 0) return `${c.name} has no weapon to ready.`;
  return adapter.attackRefusal?.(state, c) ?? null;
}

/** Who holds a readied attack and could make it now (still in the fight), in the order they readied. */
export function readiedIds(state: CombatState): string[] {
  const readied = state.phase === 'combat' ? state.waiting?.readied : undefined;
  return readied ? Object.keys(readied).filter((id) => isActive(state, id)) : [];
}

/** The `delay` command. */
export function delay(state: CombatState, cmd: Extract<Command, { type: 'delay' }>, events: LogEvent[]): Step {
  const refused = delayRefusal(state, cmd.id);
  if (refused) return { ok: false, reason: refused };
  if (cmd.next === cmd.id) return { ok: false, reason: `${nameOf(state, cmd.id)} cannot hand the turn it puts off to itself.` };
  events.push(note(state, 'turn-delayed', `${nameOf(state, cmd.id)} delays, to act later this round`, { actor: cmd.id, gmOnly: gmOnlyFor(state, cmd.id) }));
  const s = cloneState(state);
  s.current = null;
  const w = state.waiting;
  s.waiting = { delayed: [...(w?.delayed ?? []).filter((x) => x !== cmd.id), cmd.id], readied: w?.readied ?? {} };
  // Fixed order: last of the round for now. Hand-off: the order lists turns as they are taken, so
  // the turn just put off is not one of them.
  s.order = handsOff(state) ? state.order.filter((x) => x !== cmd.id) : [...state.order.filter((x) => x !== cmd.id), cmd.id];
  return handOn(s, cmd.id, events, cmd);
}

/** The `ready` command. */
export function ready(state: CombatState, cmd: Extract<Command, { type: 'ready' }>, events: LogEvent[]): Step {
  const refused = readyRefusal(state, cmd.id);
  if (refused) return { ok: false, reason: refused };
  const trigger = cmd.trigger.trim();
  events.push(note(state, 'readied', `${nameOf(state, cmd.id)} readies an attack${trigger ? `: ${trigger}` : ''}`, { actor: cmd.id, gmOnly: gmOnlyFor(state, cmd.id) }));
  const s = cloneState(state);
  const w = state.waiting;
  s.waiting = { delayed: w?.delayed ?? [], readied: { ...w?.readied, [cmd.id]: trigger } };
  return passTurn(s, cmd.id, events, cmd);
}

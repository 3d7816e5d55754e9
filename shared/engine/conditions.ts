// Conditions a GM puts on a combatant (prone, stunned, bound, blinded...), with a duration in the
// combatant's own turns that counts down: a reminder in the log as each of its turns begins, and a
// log line when it expires at the end of the last one. The conditions the rules care about feed the
// engine through the system (a bound YAUGS defender cannot move, so it meets attacks passively).
import { withMembers } from '../model/record';
import type { Command } from '../model/commands';
import type { LogEvent } from '../model/events';
import { combatantById, note } from '../model/query';
import { cloneState, type CombatState, type HeldCondition } from '../model/state';
import type { Step } from './step';
import { adapterFor } from '../systems/registry';
import { conditionEffect } from '../systems/conditionRules';

/** What each condition does in the fight's system, one line each, for the log's effects. */
const effectsOf = (state: CombatState, names: readonly string[]): string[] => names.map((n) => `${n}: ${conditionEffect(adapterFor(state.encounter.system).conditions, n)}`);

const words = (c: HeldCondition): string => (c.turnsLeft === null ? c.condition : `${c.condition} (${c.turnsLeft} turn${c.turnsLeft === 1 ? '' : 's'} left)`);

/** The `add-condition` command: a new condition, or a new duration for one it already has. */
export function addCondition(state: CombatState, cmd: Extract<Command, { type: 'add-condition' }>, events: LogEvent[]): Step {
  const c = combatantById(state, cmd.id);
  if (!c) return { ok: false, reason: `No combatant "${cmd.id}".` };
  const condition = cmd.condition.trim().toLowerCase();
  if (!condition) return { ok: false, reason: 'Name the condition (prone, stunned, bound...).' };
  const held: HeldCondition = { condition, turnsLeft: cmd.turns ?? null, note: cmd.note ?? '' };
  const list = (state.conditions[c.id] ?? []).filter((x) => x.condition !== condition);
  const s = cloneState(state);
  s.conditions = { ...state.conditions, [c.id]: [...list, held] };
  events.push(note(state, 'condition', `${c.name} is ${words(held)}${held.note ? `: ${held.note}` : ''}`, { actor: c.id, gmOnly: c.hidden, effects: effectsOf(state, [condition]) }));
  return s;
}

/** The `remove-condition` command. */
export function removeCondition(state: CombatState, cmd: Extract<Command, { type: 'remove-condition' }>, events: LogEvent[]): Step {
  const c = combatantById(state, cmd.id);
  if (!c) return { ok: false, reason: `No combatant "${cmd.id}".` };
  const condition = cmd.condition.trim().toLowerCase();
  const list = state.conditions[c.id] ?? [];
  if (!list.some((x) => x.condition === condition)) return { ok: false, reason: `${c.name} is not ${condition}.` };
  const s = cloneState(state);
  s.conditions = withList(state.conditions, c.id, list.filter((x) => x.condition !== condition));
  events.push(note(state, 'condition-ended', `${c.name} is no longer ${condition}`, { actor: c.id, gmOnly: c.hidden }));
  return s;
}

/** The reminder as a combatant's turn begins: its conditions, so the GM applies them this turn. */
export function remindConditions(state: CombatState, id: string, events: LogEvent[]): void {
  const list = state.conditions[id];
  const c = combatantById(state, id);
  if (!list?.length || !c) return;
  events.push(note(state, 'condition-reminder', `${c.name} is still ${list.map(words).join(', ')}`, { actor: id, gmOnly: c.hidden, effects: effectsOf(state, list.map((x) => x.condition)) }));
}

/** The count-down as a combatant's turn ends: a turn less for each timed condition; those at 0 expire, with a log line. */
export function countDownConditions(state: CombatState, id: string, events: LogEvent[]): CombatState {
  const list = state.conditions[id];
  if (!list?.some((x) => x.turnsLeft !== null)) return state;
  const c = combatantById(state, id);
  const kept: HeldCondition[] = [];
  for (const x of list) {
    if (x.turnsLeft === null) kept.push(x);
    else if (x.turnsLeft > 1) kept.push(withMembers(x, { turnsLeft: x.turnsLeft - 1 }));
    else events.push(note(state, 'condition-ended', `${c?.name ?? id} is no longer ${x.condition} (its time is up)`, { actor: id, gmOnly: c?.hidden ?? false }));
  }
  const s = cloneState(state);
  s.conditions = withList(state.conditions, id, kept);
  return s;
}

function withList(all: CombatState['conditions'], id: string, list: HeldCondition[]): CombatState['conditions'] {
  const next = { ...all };
  if (list.length) next[id] = list;
  else delete next[id];
  return next;
}

// Turns and rounds: starting combat, beginning and passing turns, new rounds. The system's turn
// policy decides who goes next: a fixed order for the round (YAUGS, Waylights), or a hand-off where
// whoever has just acted names the next one who has not (VERS popcorn).
import { mapped, withEntry } from '../model/record';
import type { Command } from '../model/commands';
import type { LogEvent } from '../model/events';
import { combatantById, gmOnlyFor, isActive, nameOf, note } from '../model/query';
import { cloneState, freshCounters, freshTurn, type CombatState, type Waiting } from '../model/state';
import { adapterFor } from '../systems/registry';
import { countDownConditions, remindConditions } from './conditions';
import { markOutcomes } from './outcomes';
import { stamped, withDice, type Step } from './step';

export const handsOff = (state: CombatState): boolean => adapterFor(state.encounter.system).turns === 'hand-off';

/** Who waits once `id` no longer does; absent when nobody is left waiting. */
export function withoutWaiting(w: Waiting | undefined, id: string): Waiting | undefined {
  if (!w || (!w.delayed.includes(id) && !(id in w.readied))) return w;
  const delayed = w.delayed.filter((x) => x !== id);
  const readied = { ...w.readied };
  delete readied[id];
  return delayed.length || Object.keys(readied).length ? { delayed, readied } : undefined;
}

function beginTurn(state: CombatState, id: string, events: LogEvent[], typed?: number[]): Step {
  const gmOnly = gmOnlyFor(state, id);
  // A delayed combatant takes up the turn it put off: its start was already met (a VERS Disabled
  // character rolled Discipline then), so it is not met again.
  const resumed = state.waiting?.delayed.includes(id) ?? false;
  events.push(note(state, 'turn-started', `${nameOf(state, id)}'s turn${resumed ? ', after waiting' : ''}`, { actor: id, gmOnly }));
  // A readied attack is held until the combatant's next turn begins (House).
  if (state.waiting && id in state.waiting.readied) events.push(note(state, 'ready-lapsed', `${nameOf(state, id)}'s readied attack lapses unused`, { actor: id, gmOnly }));
  remindConditions(state, id, events);
  let s = cloneState(state);
  s.current = id;
  s.use = freshTurn();
  s.waiting = withoutWaiting(state.waiting, id);
  // What the system keeps lapses as turns begin (a YAUGS Counter-Attack, RULES.md 1.4).
  const adapter = adapterFor(s.encounter.system);
  if (adapter.turnBegins) s.systemState = adapter.turnBegins(state.systemState);
  const hook = adapter.turnStart;
  if (!hook || resumed) return s;
  const began = s;
  const r = withDice(began, typed, (dice) => hook(began, id, dice), 'the start of this turn uses');
  if (!r.ok) return r;
  if (!r.value) return s;
  s = cloneState(s);
  s.rng = r.rng;
  s.harm = withEntry(s.harm, id, r.value.harm);
  events.push(stamped(r.value.event, s, r.value.event.gmOnly || gmOnlyFor(s, id)));
  s = markOutcomes(s, [id], events);
  // Someone who falls as the turn begins does not act: the turn passes on.
  return isActive(s, id) ? s : passTurn(s, id, events, undefined);
}

/** The next actor of a round in a fixed order: the first who has not acted. */
function nextInOrder(state: CombatState): string | null {
  return state.order.find((id) => !state.acted.includes(id) && isActive(state, id)) ?? null;
}

/** The hand-off when nobody is named: the first of another side who has not acted, else anyone. */
function defaultHandOff(state: CombatState, from: string | null): string | null {
  const waiting = state.encounter.combatants.filter((c) => !state.acted.includes(c.id) && isActive(state, c.id) && c.id !== from);
  const side = from ? combatantById(state, from)?.side : undefined;
  return (waiting.find((c) => c.side !== side) ?? waiting[0])?.id ?? null;
}

/** Begins round `round`: counters cleared, the order settled, the first turn begun. */
export function beginRound(state: CombatState, round: number, events: LogEvent[], first?: string, typed?: number[]): Step {
  const adapter = adapterFor(state.encounter.system);
  const handOff = handsOff(state);
  const active = mapped(state.encounter.combatants.filter((c) => isActive(state, c.id)), (c) => c.id);
  const order = adapter.roundOrder(state) ?? (handOff ? [] : state.order.filter((id) => active.includes(id)));
  const s = cloneState(state);
  s.round = round;
  s.turn = 0;
  s.order = order;
  s.acted = [];
  s.current = null;
  s.counters = freshCounters();
  // A delay lasts the round; a readied attack waits for its maker's next turn, in this round or the next.
  const readied = state.waiting?.readied;
  s.waiting = readied && Object.keys(readied).length ? { delayed: [], readied } : undefined;
  if (adapter.roundBegins) s.systemState = adapter.roundBegins(state.systemState);
  s.use = freshTurn();
  events.push(note(s, 'round-started', `Round ${round}`));
  // Where the rules order every round (Waylights by Timing), an order the GM set or a delay moved is not kept: say so.
  const before = state.order.filter((id) => order.includes(id));
  if (round > 1 && adapter.roundOrder(state) && before.length === order.length && before.some((id, i) => id !== order[i])) {
    events.push(note(s, 'order-set', `The rules order round ${round} again: ${order.map((id) => nameOf(s, id)).join(', ')} (last round's order, as the GM set it or a delay moved it, is not kept)`, { gmOnly: order.some((id) => gmOnlyFor(s, id)) }));
  }
  const firstId = handOff ? (first ?? defaultHandOff(s, null)) : nextInOrder(s);
  if (firstId === null) return s;
  // s is still this function's own copy: nobody has seen it yet.
  if (handOff) s.order = [firstId];
  s.turn = 1;
  return beginTurn(s, firstId, events, typed);
}

/** The `start-combat` command: harm from the sheets, the order, the surprising side, round 1. */
export function startCombat(state: CombatState, cmd: Extract<Command, { type: 'start-combat' }>, events: LogEvent[]): Step {
  if (state.phase !== 'prep') return { ok: false, reason: 'Combat has already started.' };
  const enc = state.encounter;
  if (enc.combatants.length < 2) return { ok: false, reason: 'A fight needs at least two combatants on the map.' };
  const ids = mapped(enc.combatants, (c) => c.id);
  let order = ids;
  if (cmd.order) {
    const unknown = cmd.order.filter((id) => !ids.includes(id));
    if (unknown.length) return { ok: false, reason: `The order names combatants not in this encounter: ${unknown.join(', ')}.` };
    // Anyone the GM left out of the order acts after those named, in encounter order.
    order = [...new Set([...cmd.order, ...ids])];
  }
  const adapter = adapterFor(enc.system);
  const harm: CombatState['harm'] = {};
  for (const c of enc.combatants) harm[c.id] = adapter.initialHarm(c, state);
  const out = mapped(enc.combatants.filter((c) => adapter.isOut(harm[c.id]!, c)), (c) => c.id);
  const s = cloneState(state);
  s.phase = 'combat';
  s.harm = harm;
  s.out = out;
  s.order = order;
  s.surprise = cmd.surprise ?? null;
  const surprise = s.surprise === null ? '' : `; ${s.surprise === 'pc' ? 'the PCs and their allies' : 'the NPCs'} meant to surprise`;
  events.push(note(state, 'combat-started', `Combat starts: ${enc.combatants.length} combatants${surprise}`));
  return beginRound(s, 1, events, handsOff(state) ? cmd.order?.[0] : undefined);
}

/** How the turn is handed on: to a named combatant (`next`), with the table dice its start reads. */
export type HandOn = { readonly next?: string | undefined; readonly dice?: number[] | undefined };

/** Ends `who`'s turn and begins the next one (or the next round when everyone has acted). */
export function passTurn(state: CombatState, who: string, events: LogEvent[], cmd?: HandOn): Step {
  const s = cloneState(countDownConditions(state, who, events));
  s.acted = state.acted.includes(who) ? state.acted : [...state.acted, who];
  s.current = null;
  return handOn(s, who, events, cmd);
}

/**
 * Begins the turn after `who`'s on `s` (the reducer's own copy, with nobody acting): the one named
 * when the rules let the turn be handed (VERS; elsewhere only to a delayed combatant), else the
 * next by the rules, else a new round.
 */
export function handOn(s: CombatState, who: string, events: LogEvent[], cmd?: HandOn): Step {
  let next: string | null;
  const wanted = cmd?.next;
  if (wanted !== undefined) {
    if (!combatantById(s, wanted)) return { ok: false, reason: `No combatant "${wanted}".` };
    if (s.acted.includes(wanted)) return { ok: false, reason: `${nameOf(s, wanted)} has already acted this round.` };
    if (!isActive(s, wanted)) return { ok: false, reason: `${nameOf(s, wanted)} is out of the fight.` };
  }
  if (handsOff(s)) {
    next = wanted ?? defaultHandOff(s, who);
    if (next !== null) s.order = [...s.order, next];
  } else if (wanted !== undefined) {
    if (!s.waiting?.delayed.includes(wanted)) return { ok: false, reason: `Here the turn order decides who acts next; the turn can be handed only to a combatant who delayed, and ${nameOf(s, wanted)} did not.` };
    // A delayed combatant steps in here, and this is its place in the order from now on.
    const rest = s.order.filter((id) => id !== wanted);
    const at = rest.indexOf(who) + 1;
    s.order = [...rest.slice(0, at), wanted, ...rest.slice(at)];
    next = wanted;
  } else next = nextInOrder(s);
  if (next === null) return beginRound(s, s.round + 1, events, undefined, cmd?.dice);
  s.turn += 1;
  return beginTurn(s, next, events, cmd?.dice);
}

/** The `end-turn` command. */
export function endTurn(state: CombatState, cmd: Extract<Command, { type: 'end-turn' }>, events: LogEvent[]): Step {
  if (state.phase !== 'combat' || state.current === null) return { ok: false, reason: 'No one is taking a turn.' };
  const who = state.current;
  events.push(note(state, 'turn-ended', `${nameOf(state, who)} ends the turn`, { actor: who, gmOnly: gmOnlyFor(state, who) }));
  return passTurn(state, who, events, cmd);
}

/** The `next-round` command: the GM moves on to the next round. */
export function nextRound(state: CombatState, events: LogEvent[]): Step {
  return state.phase !== 'combat' ? { ok: false, reason: 'Combat has not started.' } : beginRound(state, state.round + 1, events);
}

/** The `end-combat` command. */
export function endCombat(state: CombatState, events: LogEvent[]): Step {
  if (state.phase !== 'combat') return { ok: false, reason: 'Combat is not running.' };
  events.push(note(state, 'combat-ended', `Combat ends after ${state.round} round${state.round === 1 ? '' : 's'}`));
  const s = cloneState(state);
  s.phase = 'ended';
  s.current = null;
  return s;
}

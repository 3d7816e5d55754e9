// What every command module of the engine shares: the shape of an answer, small edits of a state,
// event stamping and the dice of one command.
import { mapped, withMembers } from '../model/record';
import { createRng, typedDice, TypedDiceError, type DiceSource } from '../dice';
import type { LogEvent } from '../model/events';
import type { AnyCombatant, Encounter } from '../model/schema';
import { cloneState, type CombatState } from '../model/state';

/** A command's answer: the new state and its events, or why it was refused (nothing changes then). */
export type ReduceResult = { ok: true; state: CombatState; events: LogEvent[] } | { ok: false; reason: string };

/** A command handler's answer: the new state (its events pushed on the list), or a refusal. */
export type Step = CombatState | { ok: false; reason: string };

/**
 * How a command is applied. `log: false` is for a simulation, which reads only the states: an
 * attack then leaves its log entry out of the events (same dice, same state). Default: logged.
 */
export type ReduceOptions = { readonly log: boolean };

/** Every command's events logged, as the app and a session apply commands. */
export const LOGGED: ReduceOptions = { log: true };

/** A copy of the state with its encounter changed. */
export function withEncounter(state: CombatState, change: (enc: Encounter) => Encounter): CombatState {
  const s = cloneState(state);
  s.encounter = change(state.encounter);
  return s;
}

/** A copy of the state with one combatant's position, facing or footprint changed. */
export function updateCombatant(state: CombatState, id: string, change: Partial<Pick<AnyCombatant, 'position' | 'facing' | 'footprint'>>): CombatState {
  return withEncounter(state, (enc) => withMembers(enc, { combatants: mapped(enc.combatants, (c) => (c.id === id ? withMembers(c, change) : c)) } as Partial<Encounter>));
}

/**
 * A system's event with the round and turn it happened in. Built member by member: spreading the
 * event (whose shape differs per system and per outcome) was the single costliest line of an attack.
 */
export function stamped(e: Omit<LogEvent, 'round' | 'turn'>, at: CombatState, gmOnly: boolean): LogEvent {
  // An attack's result rides along only on attacks, so every other event keeps the shape it had.
  if (e.result !== undefined) return { kind: e.kind, round: at.round, turn: at.turn, actor: e.actor, target: e.target, summary: e.summary, rolls: e.rolls, effects: e.effects, gmOnly, settings: e.settings, result: e.result };
  if (e.settings === undefined) return { kind: e.kind, round: at.round, turn: at.turn, actor: e.actor, target: e.target, summary: e.summary, rolls: e.rolls, effects: e.effects, gmOnly };
  return { kind: e.kind, round: at.round, turn: at.turn, actor: e.actor, target: e.target, summary: e.summary, rolls: e.rolls, effects: e.effects, gmOnly, settings: e.settings };
}

/**
 * Runs `fn` with the dice of one command: the faces the GM typed, or the seeded generator, built
 * only when a die is actually rolled (most commands roll none, and rebuilding it is not free).
 * Typed faces that do not fit, or more faces than were used, are a refusal in words for the GM.
 * On success `rng` is the generator's state after the command (the old one when nothing rolled).
 */
export function withDice<T>(
  state: CombatState,
  typed: readonly number[] | undefined,
  fn: (dice: DiceSource) => T | { ok: false; reason: string },
  uses = 'this uses',
): { ok: true; value: T; rng: CombatState['rng'] } | { ok: false; reason: string } {
  const made: { gen: ReturnType<typeof createRng> | null } = { gen: null };
  const typedSource = typed ? typedDice(typed) : null;
  const source: DiceSource = typedSource ?? { kind: 'seeded', roll: (sides) => (made.gen ??= createRng('', state.rng)).int(sides) };
  let r;
  try {
    r = fn(source);
  } catch (e) {
    if (e instanceof TypedDiceError) return { ok: false, reason: `Typed dice: ${e.message}.` };
    throw e;
  }
  if (isRefusal(r)) return r;
  if (typedSource && typedSource.remaining() > 0) return { ok: false, reason: `Typed dice: ${typedSource.remaining()} more faces were typed than ${uses}.` };
  return { ok: true, value: r, rng: made.gen ? made.gen.release() : state.rng };
}

function isRefusal(r: unknown): r is { ok: false; reason: string } {
  return typeof r === 'object' && r !== null && (r as { ok?: unknown }).ok === false;
}

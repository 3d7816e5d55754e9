// Small read-only questions about a running fight, shared by the reducer and its command modules.
import type { LogEvent } from './events';
import type { AnyCombatant } from './schema';
import type { CombatState } from './state';

/** Looks a combatant up by id. */
export function combatantById(state: CombatState, id: string): AnyCombatant | undefined {
  return state.encounter.combatants.find((c) => c.id === id);
}

/** The name to show for a combatant id. */
export function nameOf(state: CombatState, id: string): string {
  return combatantById(state, id)?.name ?? id;
}

/** Whether a combatant is still in the fight. */
export function isActive(state: CombatState, id: string): boolean {
  return !state.out.includes(id);
}

/** Whether two combatants are on opposite sides: the PCs with their allies against the NPCs. */
export function areEnemies(a: AnyCombatant, b: AnyCombatant): boolean {
  return (a.side === 'npc') !== (b.side === 'npc');
}

/**
 * Whether `defender` can see `attacker` coming, as far as hiding goes: a combatant hidden from the
 * players is unseen by its enemies (the ambusher by the party) until it is revealed.
 */
export function seesAttacker(state: CombatState, attacker: string, defender: string): boolean {
  const a = combatantById(state, attacker);
  const d = combatantById(state, defender);
  return !(a?.hidden && d && areEnemies(a, d));
}

/**
 * Whether a combatant holds any of these conditions now (names in lower case). A list, not rest
 * arguments: asked on every attack planned, those made a new list each time.
 */
export function hasCondition(state: CombatState, id: string, conditions: readonly string[]): boolean {
  return state.conditions[id]?.some((x) => conditions.includes(x.condition)) ?? false;
}

/** A log event stamped with the round and turn of `at`, the state in which it happened. */
export function note(at: CombatState, kind: LogEvent['kind'], summary: string, extra: Partial<LogEvent> = {}): LogEvent {
  return { kind, round: at.round, turn: at.turn, actor: null, target: null, summary, rolls: [], effects: [], gmOnly: false, ...extra };
}

/** A combatant's hidden flag makes every event about it GM-only. */
export function gmOnlyFor(state: CombatState, ...ids: (string | null)[]): boolean {
  return ids.some((id) => id !== null && combatantById(state, id)?.hidden === true);
}


// What of the distance between attacker and defender an attack's odds read, for standHere's keys:
// the systems' previews read the hex distance and the metres only through a range band and in
// texts, so two attacks whose facts differ only in distance, with the distance in the same band,
// have the same chance to harm. standHere keys its previews by this band instead of the distance:
// one preview per band, not one per distance (a ranged weapon's 20 or so distances fall in 3 to 5
// bands). Each system says its own band (SystemAdvice in shared/systems/entry.ts).
import type { AnyCombatant } from '../model/schema';
import type { SystemId } from '../model/catalog';
import type { CombatState } from '../model/state';
import type { TacticalFacts } from '../rules/tactics/facts';
import { systemEntry } from '../systems/registry';

/**
 * For one attacker, weapon (by name, the first of it as the systems find it) and defender, the band
 * of the facts' distance as a small whole number, or null when the system or weapon says none
 * (then the distance itself is the key).
 */
export function distanceBand(system: SystemId, attacker: AnyCombatant, weapon: string, defender: AnyCombatant): ((facts: TacticalFacts) => number) | null {
  return systemEntry(system).advice?.distanceBand?.(attacker, weapon, defender) ?? null;
}

/**
 * Whether the system's attack reads the movement spent this turn. A move changes only the mover's
 * position (which the facts carry), the turn's movement spent and its steps (engine/movement.ts):
 * where the attacks read neither, the chance from a hex does not depend on the path there. A system
 * that does not say is assumed to read it.
 */
export function attackReadsMovement(system: SystemId): boolean {
  return systemEntry(system).advice?.attacksReadMovement ?? true;
}

/**
 * For the attacker in `state` (its turn, after a move), the key that stands for the movement spent
 * in its attacks' odds: the system's band (SystemAdvice.movementBand) where it says one, else the
 * movement itself. Read only where attackReadsMovement.
 */
export function movementKey(system: SystemId, attacker: AnyCombatant, state: CombatState): string {
  const band = systemEntry(system).advice?.movementBand?.(attacker, state) ?? null;
  return band === null ? `m${state.use.moved}` : `b${band}`;
}

// What a combatant has spent this round, read off the engine's `committed` counters. Parries and
// blocks are stored under the object's own name (uses, against its `blocks`); attacks under
// "attacked:<name>", so an object that attacked cannot defend and one that parried cannot attack
// (RULES.md 1.4) without an attack eating a shield's blocks or forbidding a second swing.
import type { CombatState } from '../../model/state';
import { yaugsRound } from './round';

const ATTACKED = 'attacked:';

/** The `committed` key that records an attack made with `weapon` this round. */
export function attackedKey(weapon: string): string {
  return `${ATTACKED}${weapon}`;
}

/** One combatant's round so far: blocks per object and the objects that attacked. */
export type RoundUse = {
  readonly blocksUsed: Readonly<Record<string, number>>;
  readonly attackedWith: readonly string[];
};

/** Reads a combatant's committed objects for this round. */
export function roundUse(state: CombatState, id: string): RoundUse {
  const blocksUsed: Record<string, number> = {};
  const attackedWith: string[] = [];
  const committed = yaugsRound(state).committed[id];
  for (const key in committed) {
    if (key.startsWith(ATTACKED)) attackedWith.push(key.slice(ATTACKED.length));
    else blocksUsed[key] = committed[key]!;
  }
  return { blocksUsed, attackedWith };
}

/** How many times `id` parried or blocked with `object` this round: roundUse's blocksUsed, without reading the rest. */
export function blocksUsedOf(state: CombatState, id: string, object: string): number {
  return object.startsWith(ATTACKED) ? 0 : (yaugsRound(state).committed[id]?.[object] ?? 0);
}

/** The two OQ raises (RULES.md 1.4) as the rules core takes them, from the round's counters. */
export function oqRaiseFor(state: CombatState, id: string): { gaveGroundAndWon: boolean; forgoesAttacks: boolean } {
  const r = yaugsRound(state).raises[id];
  return { gaveGroundAndWon: r?.giveGround === 'won', forgoesAttacks: r?.forgo === true };
}

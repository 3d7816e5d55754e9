// The facts of the map that the rules need for one attack, as the tactics layer derives them
// (RULES.md section 4). Each system's preview and resolution reads these, never the map itself.

/** How the two tokens stand relative to each other. */
export type RangeCategory = 'grappling' | 'close' | 'ranged';

/** Map facts for one attacker-defender pair. */
export type TacticalFacts = {
  /** Hex distance between the two tokens. */
  readonly distanceHexes: number;
  /** Metres: distance x metres per hex. */
  readonly meters: number;
  /** Same hex grappling; within the weapon's reachHexes (default 1) close; else ranged. */
  readonly category: RangeCategory;
  /** Whether the attacker can see the defender (walls on the line block it). */
  readonly lineOfSight: boolean;
  /**
   * The greatest cover value (0-10) of the objects that shield the defender (RULES.md section 4):
   * those on the line's intermediate hexes, one in the defender's own hex (not against a grapple
   * partner in it), and what the defender carries (a VERS shield). Only that one object counts.
   */
  readonly cover: number;
  /** The id of the cover object that gives `cover` (a map object's id; the defender's id for a carried shield), or null. */
  readonly coverObjectId: string | null;
  /** The name of that object, for the GM ("Oak", "Kite shield"), or null. */
  readonly coverName: string | null;
  /** Where that object is: on the line, in the defender's own hex, or carried by the defender. */
  readonly coverSource: 'line' | 'own-hex' | 'carried' | null;
  /** The defender is in a grapple with anyone. */
  readonly defenderInGrapple: boolean;
  /** The attacker is a member of the defender's grapple (attacks from inside the grapple). */
  readonly attackerInDefendersGrapple: boolean;
  /** Attacks the defender already received this round (YAUGS) or turn (VERS), before this one. */
  readonly attacksReceived: number;
  /** The attacker stands in one of the defender's three rear directions; null when facing is off. */
  readonly fromBehind: boolean | null;
};

// Every member of TacticalFacts, listed for factsPath. Adding a member to the type without adding it
// here fails to compile (the check below), so a cache keyed by factsPath can never confuse two
// attacks that differ only in a new fact.
type KeyedFact = 'distanceHexes' | 'meters' | 'category' | 'lineOfSight' | 'cover' | 'coverObjectId' | 'coverName' | 'coverSource' | 'defenderInGrapple' | 'attackerInDefendersGrapple' | 'attacksReceived' | 'fromBehind';
const everyFactKeyed: Exclude<keyof TacticalFacts, KeyedFact> extends never ? true : false = true;
void everyFactKeyed;

const CATEGORY = { grappling: 0, close: 1, ranged: 2 } as const;
const SOURCE = { line: 1, 'own-hex': 2, carried: 3 } as const;
const tri = (b: boolean | null): number => (b === null ? 0 : b ? 2 : 1);
const small = (n: number, below: number): boolean => Number.isInteger(n) && n >= 0 && n < below;

/**
 * The facts as a short list for caches of pure answers keyed by them: equal lists (member by
 * member) for equal facts, different ones otherwise. The whole numbers and flags are packed into
 * one number (each in its own range, so no two facts share it; out of range, a text of them
 * instead, which never equals a number); the metres and the cover object's id and name follow.
 * No text is built in the usual case: the odds caches look this up on every attack.
 */
export function factsPath(f: TacticalFacts): readonly unknown[] {
  if (!(small(f.distanceHexes, 4096) && small(f.cover, 16) && small(f.attacksReceived, 4096))) {
    const text = JSON.stringify([f.distanceHexes, f.category, f.coverSource, f.lineOfSight, f.defenderInGrapple, f.attackerInDefendersGrapple, f.fromBehind, f.cover, f.attacksReceived]);
    return [text, f.meters, f.coverObjectId, f.coverName];
  }
  let n = f.distanceHexes;
  n = n * 3 + CATEGORY[f.category];
  n = n * 4 + (f.coverSource === null ? 0 : SOURCE[f.coverSource]);
  n = n * 8 + (f.lineOfSight ? 4 : 0) + (f.defenderInGrapple ? 2 : 0) + (f.attackerInDefendersGrapple ? 1 : 0);
  n = n * 3 + tri(f.fromBehind);
  n = n * 16 + f.cover;
  n = n * 4096 + f.attacksReceived;
  return [n, f.meters, f.coverObjectId, f.coverName];
}

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

/**
 * Every member of the facts in a fixed order, for caches of pure answers keyed by the facts: equal
 * lists (member by member) for equal facts, different ones otherwise. No text is built: the odds
 * caches look them up on every attack.
 */
export function factsPath(f: TacticalFacts): readonly unknown[] {
  return [f.distanceHexes, f.meters, f.category, f.lineOfSight, f.cover, f.coverObjectId, f.coverName, f.coverSource, f.defenderInGrapple, f.attackerInDefendersGrapple, f.attacksReceived, f.fromBehind];
}

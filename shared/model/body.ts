// A combatant's body on the map (RULES.md 5.2): the hexes its footprint covers, and the one
// distance between two bodies, edge to edge, that every rule reading a distance uses.
import { footprintDistance, footprintHexes, hexDistance, type FootprintSize, type Hex } from '../hex';

/** What a body is read from: where its anchor stands and its footprint (absent: 1 hex). */
export type Placed = { readonly position: Hex; readonly footprint?: { readonly size: FootprintSize; readonly turn?: number } | undefined };

/** The hexes a combatant's body covers, anchor first (a fresh list). */
export function bodyHexes(c: Placed): Hex[] {
  return c.footprint && c.footprint.size > 1 ? footprintHexes(c.position, c.footprint.size, c.footprint.turn ?? 0) : [c.position];
}

// Combatants are immutable (a move makes a new one), so a body worked out once per combatant
// object stays right; the attack plan asks the same pair's distance several times per command.
const bodies = new WeakMap<Placed, readonly Hex[]>();

/** The hexes a combatant's body covers, anchor first (cached per combatant object; do not mutate). */
export function bodyOf(c: Placed): readonly Hex[] {
  let hs = bodies.get(c);
  if (!hs) bodies.set(c, (hs = bodyHexes(c)));
  return hs;
}

/** Whether a combatant covers more than its anchor hex. */
export function isBig(c: Placed): boolean {
  return c.footprint !== undefined && c.footprint.size > 1;
}

/** The distance between two combatants, edge to edge: the least hex distance between their bodies (0 when they share a hex). */
export function bodyDistance(a: Placed, b: Placed): number {
  // One-hex bodies, every fight before footprints, measure as they always did, without a list.
  if (!isBig(a) && !isBig(b)) return hexDistance(a.position, b.position);
  return footprintDistance(bodyOf(a), bodyOf(b));
}

// Where a body may stand in prep (RULES.md 5.2): every hex of its footprint on the map, no wall or
// solid cover, no other body's hex, and no side inside it that a step could not cross (a wall
// through an ogre). The reason names what is in the way, as the files' checks do.
import { areNeighbors, hexEquals, isOnMap, type Hex } from '../../shared/hex';
import { bodyHexes, type Placed } from '../../shared/model/body';
import { blocksStep, edgeAt, edgePlace, edgeWords } from '../../shared/model/edges';
import type { Encounter } from '../../shared/model/schema';

/** Why the body `placed` of combatant `id` cannot stand there, or null when it can. */
export function bodyBlocked(enc: Encounter, id: string, placed: Placed): string | null {
  const hexes = bodyHexes(placed);
  const many = hexes.length > 1;
  const taken = new Map<string, string>();
  for (const c of enc.combatants) if (c.id !== id) for (const h of bodyHexes(c)) taken.set(`${h.q},${h.r}`, c.name);
  const terrain = new Map(enc.map.terrain.map((t) => [`${t.q},${t.r}`, t]));
  for (const h of hexes) {
    if (!isOnMap(h, enc.map.width, enc.map.height, enc.map.orientation)) return many ? `the body's ${hexes.length} hexes do not all fit on the map there` : 'that hex is off the map';
    const k = `${h.q},${h.r}`;
    const other = taken.get(k);
    if (other) return many ? `${other} stands in the way` : `${other} already stands there`;
    const t = terrain.get(k);
    if (t?.kind === 'wall') return many ? 'a wall stands in the way' : 'that hex is a wall';
    if (t?.kind === 'cover' && t.blocksSight) return many ? `${t.name} stands in the way` : `that hex is filled by ${t.name}`;
  }
  const split = splittingSide(enc, hexes);
  return split ? `${split} would run through the body` : null;
}

/**
 * The words for a side between two hexes of one body that a step could not cross ("the wall between
 * column 4, row 2 and column 4, row 3"), or null. RULES.md 5.2 moves a body only where no hex of it
 * crosses such a side; one standing across it could not have got there.
 */
export function splittingSide(enc: Encounter, body: readonly Hex[]): string | null {
  if (body.length < 2 || !enc.map.edges?.length) return null;
  for (let i = 0; i < body.length; i++) {
    for (let j = i + 1; j < body.length; j++) {
      if (!areNeighbors(body[i]!, body[j]!)) continue;
      const e = edgeAt(enc.map, body[i]!, body[j]!);
      if (e && blocksStep(e)) return edgePlace(e, edgeWords(e), enc.map.orientation);
    }
  }
  return null;
}

/**
 * What the prep map shows while the GM drags combatant `id` with its anchor at `anchor`: the line
 * from where it stands, and its body there, as the fight shows a move; or, where it may not stand,
 * the body marked refused (the drop then says why).
 */
export function dragPreview(enc: Encounter, id: string, anchor: Hex): { path: Hex[]; body: Hex[]; refused: Hex[] } {
  const c = enc.combatants.find((x) => x.id === id);
  if (!c || hexEquals(c.position, anchor)) return { path: [], body: [], refused: [] };
  const placed: Placed = { position: anchor, footprint: c.footprint };
  const body = bodyHexes(placed);
  return bodyBlocked(enc, id, placed) === null ? { path: [c.position, anchor], body, refused: [] } : { path: [], body: [], refused: body };
}

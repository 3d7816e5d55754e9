// The checks of an encounter that need the map's geometry: every body on the map, clear of walls
// and of other bodies (RULES.md 5.2), and every edge on one side between two neighbours (5.4).
// The encounter schema's refinement (checkEncounter) runs them; the messages say what was expected.
import type { z } from 'zod';
import type { Hex } from '../hex/coords';
import { areNeighbors, edgeKey } from '../hex/edge';
import { axialToOffset, isOnMap } from '../hex/offset';
import type { Orientation } from '../hex/layout';
import { bodyHexes, type Placed } from './body';

/** The map's measures and the words for a hex on it, as every message of these checks says them. */
export type MapWords = {
  readonly width: number;
  readonly height: number;
  readonly orientation: Orientation;
  /** "the 12 x 10 map (columns 0-11, rows 0-9)". */
  readonly map: string;
  /** "a hex on the 12 x 10 map (columns 0-11, rows 0-9)". */
  readonly onMap: string;
  /** "q 30, r 6 is column 33, row 6". */
  readonly found: (h: Hex) => string;
};

/** The words and measures of a width x height map. */
export function mapWords(width: number, height: number, orientation: Orientation): MapWords {
  const map = `the ${width} x ${height} map (columns 0-${width - 1}, rows 0-${height - 1})`;
  return {
    width,
    height,
    orientation,
    map,
    onMap: `a hex on ${map}`,
    found: (h) => {
      const o = axialToOffset(h, orientation);
      return `q ${h.q}, r ${h.r} is column ${o.col}, row ${o.row}`;
    },
  };
}

/** What these checks read of a combatant. */
type Body = Placed & { readonly name: string };

/** The field a message about where a body stands names: its position for one hex, its footprint for more. */
export function bodyField(c: Body): 'position' | 'footprint' {
  return (c.footprint?.size ?? 1) === 1 ? 'position' : 'footprint';
}

/**
 * Checks that each body lies on the map and covers no hex another body covers, and returns which
 * combatant covers each hex ("q,r" -> index) for the checks that follow (walls).
 */
export function checkBodies(combatants: readonly Body[], words: MapWords, ctx: z.RefinementCtx): Map<string, number> {
  const covered = new Map<string, number>();
  combatants.forEach((c, i) => {
    const hexes = bodyHexes(c);
    const field = bodyField(c);
    const size = hexes.length;
    const off = hexes.find((h) => !isOnMap(h, words.width, words.height, words.orientation));
    if (off === c.position) {
      ctx.addIssue({ code: 'custom', path: ['combatants', i, 'position'], message: `${words.onMap}; found ${words.found(off)}` });
    } else if (off) {
      ctx.addIssue({ code: 'custom', path: ['combatants', i, 'footprint'], message: `a place where all ${size} hexes of the body lie on ${words.map}; its hex ${words.found(off)}` });
    }
    const taken = hexes.find((h) => covered.has(`${h.q},${h.r}`));
    if (taken) {
      // Only a grapple puts two bodies on one hex, and a grapple lives in a fight's commands, never in an encounter file.
      const j = covered.get(`${taken.q},${taken.r}`)!;
      const other = combatants[j]!;
      const verb = bodyField(other) === 'position' ? 'stands on' : 'covers';
      const wanted = field === 'position' ? 'a hex no other combatant stands on' : `a place where its ${size} hexes are free of other bodies`;
      ctx.addIssue({ code: 'custom', path: ['combatants', i, field], message: `${wanted} (${other.name}, combatants.${j}, already ${verb} q ${taken.q}, r ${taken.r})` });
      return;
    }
    for (const h of hexes) covered.set(`${h.q},${h.r}`, i);
  });
  return covered;
}

/** The message for a body standing in the wall of map.terrain.`cell` at `h`. */
export function inWallMessage(c: Body, h: Hex, cell: number): string {
  const wanted = bodyField(c) === 'position' ? 'a hex that is not a wall' : `a place where none of its ${bodyHexes(c).length} hexes is a wall`;
  return `${wanted} (q ${h.q}, r ${h.r} is a wall, map.terrain.${cell})`;
}

/** What these checks read of an edge. */
type Edge = { readonly a: Hex; readonly b: Hex; readonly kind: string; readonly door?: unknown; readonly cover?: number | undefined; readonly structure?: number | undefined };

/** Checks each edge: both hexes on the map and neighbours, one edge per side, the door state on doors only and cover on low walls only. */
export function checkEdges(edges: readonly Edge[], words: MapWords, ctx: z.RefinementCtx): void {
  const sides = new Map<string, number>();
  edges.forEach((e, i) => {
    const at = (...rest: string[]) => ['map', 'edges', i, ...rest];
    for (const end of ['a', 'b'] as const) {
      if (!isOnMap(e[end], words.width, words.height, words.orientation)) ctx.addIssue({ code: 'custom', path: at(end), message: `${words.onMap}; found ${words.found(e[end])}` });
    }
    if (!areNeighbors(e.a, e.b)) {
      ctx.addIssue({ code: 'custom', path: at('b'), message: `a hex next to a (q ${e.a.q}, r ${e.a.r}): an edge is the side two neighbouring hexes share; found q ${e.b.q}, r ${e.b.r}, which is not a neighbour` });
    } else {
      const key = edgeKey(e.a, e.b);
      const first = sides.get(key);
      if (first !== undefined) ctx.addIssue({ code: 'custom', path: at(), message: `one edge per hex side (map.edges.${first} is already on the side between q ${e.a.q}, r ${e.a.r} and q ${e.b.q}, r ${e.b.r})` });
      else sides.set(key, i);
    }
    if (e.kind === 'door' && e.door === undefined) ctx.addIssue({ code: 'custom', path: at('door'), message: 'the door\'s state: { "state": "open", "closed" or "locked", "secret": true or false }' });
    if (e.kind !== 'door' && e.door !== undefined) ctx.addIssue({ code: 'custom', path: at('door'), message: `no door state on a ${e.kind} (only a door opens and closes)` });
    if (e.kind === 'low-wall' && e.cover === undefined) ctx.addIssue({ code: 'custom', path: at('cover'), message: 'the low wall\'s cover value, a whole number from 0 to 10' });
    for (const field of ['cover', 'structure'] as const) {
      if (e.kind !== 'low-wall' && e[field] !== undefined) ctx.addIssue({ code: 'custom', path: at(field), message: `no ${field === 'cover' ? 'cover value' : 'structure points'} on a ${e.kind} (only a low wall is a cover object)` });
    }
  });
}

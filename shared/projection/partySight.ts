// What the player characters can see: the hexes within sight range that a line of sight reaches
// from any PC still in the fight. Fog of war reveals these.
import { hexesWithin, hexKey, isOnMap, mapHexes, sightAndCover } from '../hex';
import { buildBoard } from '../model/board';
import type { CombatState } from '../model/state';

/** Hex keys visible to any PC within `radius` hexes, added to `already` (which it never shrinks). */
export function partySight(state: CombatState, radius: number, already: readonly string[] = []): string[] {
  const board = buildBoard(state.encounter, state.out);
  const { width, height, orientation } = state.encounter.map;
  const seen = new Set(already);
  for (const pc of state.encounter.combatants) {
    if (pc.side !== 'pc' || state.out.includes(pc.id)) continue;
    for (const h of hexesWithin(pc.position, radius)) {
      const k = hexKey(h);
      if (seen.has(k) || !isOnMap(h, width, height, orientation)) continue;
      if (sightAndCover(pc.position, h, { isWall: board.isWall, coverAt: board.coverAt }).visible) seen.add(k);
    }
  }
  return [...seen];
}

/** The hex keys of the map not in `seen`: what fog of war still covers. */
export function darkHexes(state: CombatState, seen: readonly string[]): string[] {
  const { width, height, orientation } = state.encounter.map;
  const known = new Set(seen);
  return mapHexes(width, height, orientation).map(hexKey).filter((k) => !known.has(k));
}

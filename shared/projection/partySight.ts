// What the player characters can see: the hexes within sight range that a line of sight reaches
// from any PC still in the fight. Fog of war reveals these. The players' screen asks again after
// every command, so what a hex sees is kept per terrain (walls and cover decide sight); the map's
// hex keys are fogRuns.ts's table. At the table most commands move no PC.
import { hexesWithin, hexKey, isOnMap, sightAndCover, type IsWall } from '../hex';
import { buildBoard } from '../model/board';
import type { CombatState } from '../model/state';
import { keysOf } from './fogRuns';

// Per terrain index (its isWall is built once per terrain list): "q,r,radius" -> visible hex keys.
// Without it the players' bench spent 17-39 ms a publish on the party's sight instead of under 1.
const sightFrom = new WeakMap<IsWall, Map<string, readonly string[]>>();
const SIGHT_ENTRIES = 4096;

function visibleFrom(state: CombatState, at: { q: number; r: number }, radius: number): readonly string[] {
  const board = buildBoard(state.encounter, state.out);
  let cache = sightFrom.get(board.isWall);
  if (!cache) sightFrom.set(board.isWall, (cache = new Map()));
  const key = `${at.q},${at.r},${radius}`;
  let seen = cache.get(key);
  if (!seen) {
    const { width, height, orientation } = state.encounter.map;
    const out: string[] = [];
    for (const h of hexesWithin(at, radius)) {
      if (!isOnMap(h, width, height, orientation)) continue;
      if (sightAndCover(at, h, { isWall: board.isWall, coverAt: board.coverAt, blockedSide: board.blockedSide }).visible) out.push(hexKey(h));
    }
    if (cache.size >= SIGHT_ENTRIES) cache.clear();
    cache.set(key, (seen = out));
  }
  return seen;
}

// The set of each list of seen keys handed in: the GM's screen hands the same list to every publish
// until sight adds a hex (lists are never changed in place, as playerView's lit lists), and building
// the set of a big map's 3,500 seen keys was most of this function's 0.3 ms a publish.
const knownSets = new WeakMap<readonly string[], ReadonlySet<string>>();

function knownOf(already: readonly string[]): ReadonlySet<string> {
  let known = knownSets.get(already);
  if (!known) knownSets.set(already, (known = new Set(already)));
  return known;
}

/** Hex keys visible to any PC within `radius` hexes, added to `already` (which it never shrinks). */
export function partySight(state: CombatState, radius: number, already: readonly string[] = []): string[] {
  const known = knownOf(already);
  let added: Set<string> | null = null;
  for (const pc of state.encounter.combatants) {
    if (pc.side !== 'pc' || state.out.includes(pc.id)) continue;
    for (const k of visibleFrom(state, pc.position, radius)) if (!known.has(k)) (added ??= new Set()).add(k);
  }
  // The same keys in the same order as a set of `already` with the new ones added after.
  const base = known.size === already.length ? already.slice() : [...known];
  return added === null ? base : base.concat([...added]);
}

/** The hex keys of the map not in `seen`: what fog of war still covers. */
export function darkHexes(state: CombatState, seen: readonly string[]): string[] {
  const { keys } = keysOf(state.encounter.map);
  const known = new Set(seen);
  return keys.filter((k) => !known.has(k));
}

/** Hex keys one combatant sees within `radius` hexes now (none when it is out of the fight): what "each PC sees its own" lights. */
export function ownSight(state: CombatState, id: string, radius: number): readonly string[] {
  const pc = state.encounter.combatants.find((c) => c.id === id);
  if (!pc || state.out.includes(id)) return [];
  return visibleFrom(state, pc.position, radius);
}

// The tactical facts of one attacker-defender pair, read off the running fight: distance, range
// category, sight, cover, grapples, attacks already received and facing (RULES.md section 4).
import { sightAndCover, type Cover, type CoverAt, type Hex, type IsWall } from '../hex';
import type { TacticalFacts } from '../rules/tactics/facts';
import { isFromBehind } from '../rules/tactics/facing';
import type { Board } from './board';
import { bodyDistance, bodyOf, isBig, type Placed } from './body';
import type { CombatState } from './state';

/** Every attack the defender received this round, before this one (RULES.md 2.6, section 4). */
export function attacksReceived(state: CombatState, defender: string): number {
  return state.counters.attacksThisRound[defender] ?? 0;
}

/** The grapple group a combatant belongs to, or null. */
export function grappleOf(state: CombatState, id: string): string[] | null {
  return state.grapples.find((g) => g.includes(id)) ?? null;
}


/**
 * What the engine reads of a line of sight: whether it is clear, and the cover on it. Answers are
 * shared: equal answers are one object, and `kind` numbers it (a small whole number, the same for
 * equal answers), so a caller can key its own tables by the answer without building text.
 */
export type SightAnswer = { readonly visible: boolean; readonly cover: Pick<Cover, 'value' | 'objectId'>; readonly kind: number };

// Line-of-sight answers per terrain index (its isWall and coverAt functions are built once per
// terrain list, see board.ts), by the pair of hexes. The tactic asks the same pairs over and over:
// without this table a simulated 4-against-4 fight took 13% more CPU in YAUGS, 11% in VERS, 5% in Waylights.
// Each pair's entry is a number key in a table per first hex, pointing at a shared answer: a
// standHere with danger asks 10,000-40,000 pairs, which overflowed the 20,000 text-keyed entries
// this table held before (each with its own answer object) and cleared it on every call.
type SightTable = { readonly byFrom: Map<number, Map<number, SightAnswer>>; size: number };
const sightCaches = new WeakMap<IsWall, WeakMap<CoverAt, SightTable>>();
const SIGHT_CACHE_MAX = 250_000;
// Hexes of a 200 x 200 map lie well within this many steps of the origin on both axes; other
// hexes are answered without the table.
const COORD_LIMIT = 512;
const answers = new Map<string, SightAnswer>();

/** The shared answer for a line's sight and cover (the one sightBetween gives for the same three). */
export function sightAnswer(visible: boolean, value: number, objectId: string | null): SightAnswer {
  const key = `${visible ? 1 : 0}|${value}|${objectId ?? ''}`;
  let a = answers.get(key);
  if (a === undefined) answers.set(key, (a = Object.freeze({ visible, cover: Object.freeze({ value, objectId }), kind: answers.size })));
  return a;
}

function computeSight(board: Board, from: Hex, to: Hex): SightAnswer {
  const full = sightAndCover(from, to, { isWall: board.isWall, coverAt: board.coverAt, blockedSide: board.blockedSide, coverSide: board.coverSide });
  return sightAnswer(full.visible, full.cover.value, full.cover.objectId);
}

const packed = (h: Hex): number => (h.q + COORD_LIMIT) * (2 * COORD_LIMIT) + (h.r + COORD_LIMIT);
const inTable = (h: Hex): boolean => h.q > -COORD_LIMIT && h.q < COORD_LIMIT && h.r > -COORD_LIMIT && h.r < COORD_LIMIT;

/** Sight and cover from `from` to `to` on the board (cached; the answer is shared, never to be mutated). */
export function sightBetween(board: Board, from: Hex, to: Hex): SightAnswer {
  if (!inTable(from) || !inTable(to)) return computeSight(board, from, to);
  let byCover = sightCaches.get(board.isWall);
  if (!byCover) sightCaches.set(board.isWall, (byCover = new WeakMap()));
  let table = byCover.get(board.coverAt);
  if (!table) byCover.set(board.coverAt, (table = { byFrom: new Map(), size: 0 }));
  const f = packed(from);
  let row = table.byFrom.get(f);
  if (row === undefined) table.byFrom.set(f, (row = new Map()));
  const t = packed(to);
  let sight = row.get(t);
  if (sight === undefined) {
    sight = computeSight(board, from, to);
    if (table.size >= SIGHT_CACHE_MAX) {
      table.byFrom.clear();
      table.size = 0;
      table.byFrom.set(f, (row = new Map()));
    }
    row.set(t, sight);
    table.size++;
  }
  return sight;
}

/**
 * Sight and cover from one body to another (RULES.md 5.2): a line from each hex of the one to each
 * hex of the other; it sees when any line sees, with the least cover among the lines that see
 * (the attacker aims at the most exposed part). One-hex bodies read their one line.
 */
export function sightBetweenBodies(board: Board, from: Placed, to: Placed): SightAnswer {
  if (!isBig(from) && !isBig(to)) return sightBetween(board, from.position, to.position);
  let best: SightAnswer | null = null;
  let first: SightAnswer | null = null;
  for (const x of bodyOf(from)) {
    for (const y of bodyOf(to)) {
      const s = sightBetween(board, x, y);
      first ??= s;
      if (s.visible && (best === null || s.cover.value < best.cover.value)) {
        best = s;
        // Nothing is less covered than a clear line: 19 x 19 bodies need not draw all 361.
        if (s.cover.value === 0) return s;
      }
    }
  }
  // No line sees: the first line's answer, blocked, for what the preview shows.
  return best ?? first!;
}

/** Sight, cover and range facts for an attack with a weapon of `reachHexes`. */
export function factsFor(state: CombatState, board: Board, attackerId: string, defenderId: string, reachHexes: number): { facts: TacticalFacts } {
  const enc = state.encounter;
  const a = enc.combatants.find((c) => c.id === attackerId)!;
  const d = enc.combatants.find((c) => c.id === defenderId)!;
  const distance = bodyDistance(a, d);
  const sight = sightBetweenBodies(board, a, d);
  const group = grappleOf(state, defenderId);
  // Between the two: none in a grapple; at arm's length only a low wall on the side between
  // (RULES.md 5.4), the one thing a line of two hexes crosses. In the defender's own hex: against anyone outside it.
  let cover = distance === 0 ? 0 : sight.cover.value;
  let coverObjectId = distance === 0 ? null : sight.cover.objectId;
  let coverSource: TacticalFacts['coverSource'] = coverObjectId === null ? null : 'line';
  // A cover object inside a bigger body's footprint does not shield it (RULES.md 5.2).
  const own = distance === 0 || isBig(d) ? null : board.coverAt(d.position);
  // A tie goes to the object nearest the defender (RULES.md 2.4), so the own hex wins ties.
  if (own && own.value > 0 && own.value >= cover) {
    cover = own.value;
    coverObjectId = own.id;
    coverSource = 'own-hex';
  }
  const facts: TacticalFacts = {
    distanceHexes: distance,
    meters: distance * enc.map.metersPerHex,
    category: distance === 0 ? 'grappling' : distance <= reachHexes ? 'close' : 'ranged',
    // Next to each other the line has no hex between, so only a side (RULES.md 5.4) can block it.
    lineOfSight: distance === 0 || sight.visible,
    cover,
    coverObjectId,
    coverName: coverObjectId === null ? null : (board.coverById(coverObjectId)?.name ?? null),
    coverSource,
    defenderInGrapple: group !== null,
    attackerInDefendersGrapple: group !== null && group.includes(attackerId),
    attacksReceived: attacksReceived(state, defenderId),
    fromBehind: d.facing === null || distance === 0 ? null : isFromBehind(d.position, d.facing, a.position),
  };
  return { facts };
}

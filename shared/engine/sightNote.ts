// Why the map lets one attack through or stops it, in words for the GM (RULES.md 4 and 5.4): the
// wall, shut door or wall hex that blocks the line, or the window, open door or low wall the line
// crosses, and the side it stands on for the map to mark. The facts say only "blocked" or "cover
// 3"; a GM looking at a house corner needs to know which side decided it.
import { hexKey, hexPlace, sightAndCover, type Hex, type SightAndCover } from '../hex';
import type { Board } from '../model/board';
import { bodyOf, isBig } from '../model/body';
import { edgeAt, edgeCoverId, edgeWords, type MapEdge } from '../model/edges';
import type { AnyCombatant, BattleMap } from '../model/schema';

/** What decided the line: its words, the side it stands on (null for a hex), and whether it stops the attack. */
export type SightNote = { readonly text: string; readonly side: { readonly a: Hex; readonly b: Hex } | null; readonly blocks: boolean };

function sightOf(board: Board, a: Hex, b: Hex): SightAndCover {
  return sightAndCover(a, b, { isWall: board.isWall, coverAt: board.coverAt, blockedSide: board.blockedSide, coverSide: board.coverSide });
}

/** The pair of hexes whose line the facts read (RULES.md 5.2: the least covered that sees, else the first). */
function linePair(board: Board, a: AnyCombatant, d: AnyCombatant): SightAndCover {
  if (!isBig(a) && !isBig(d)) return sightOf(board, a.position, d.position);
  let best: SightAndCover | null = null;
  let first: SightAndCover | null = null;
  for (const x of bodyOf(a)) {
    for (const y of bodyOf(d)) {
      const s = sightOf(board, x, y);
      first ??= s;
      if (s.visible && (best === null || s.cover.value < best.cover.value)) best = s;
    }
  }
  return best ?? first!;
}

const withArticle = (words: string) => `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;
const sidePlace = (from: Hex, to: Hex, map: BattleMap) => `the side between ${hexPlace(from, map.orientation)} and ${hexPlace(to, map.orientation)}`;

/** The blocker's words when `a` cannot see `d`: "a wall stands between Mara and Bandit (the side between ...)". */
function blockedNote(board: Board, map: BattleMap, s: SightAndCover, a: string, d: string): SightNote {
  if (s.blockedAcross) {
    const { from, to } = s.blockedAcross;
    const e = edgeAt(map, from, to);
    return { text: `${withArticle(e ? edgeWords(e) : 'wall')} stands between ${a} and ${d} (${sidePlace(from, to, map)})`, side: { a: from, b: to }, blocks: true };
  }
  const h = s.blockedBy!;
  const t = board.terrain.get(hexKey(h));
  const what = t?.kind === 'cover' ? t.name : 'the wall';
  return { text: `${what} at ${hexPlace(h, map.orientation)} blocks the line`, side: null, blocks: true };
}

/** What a clear line crosses: the windows, open doors and low walls on it, and a wall side the other nudged line is stopped by. */
function clearNote(map: BattleMap, s: SightAndCover, coverObjectId: string | null): SightNote | null {
  const used = s.used!;
  const said: string[] = [];
  let side: SightNote['side'] = null;
  for (let i = 1; i < used.length; i++) {
    const e = edgeAt(map, used[i - 1]!, used[i]!);
    if (!e) continue;
    const place = sidePlace(used[i - 1]!, used[i]!, map);
    side ??= { a: used[i - 1]!, b: used[i]! };
    if (e.kind === 'window') said.push(`through the window (${place}): a window blocks nothing and gives no cover`);
    else if (e.kind === 'door') said.push(`through the open door (${place})`);
    else if (e.kind === 'low-wall') said.push(`across the low wall (${place}): cover ${e.cover ?? 0}${coverObjectId === edgeCoverId(e.a, e.b) ? '' : ', not the cover counted'}`);
  }
  // RULES.md 4: the line is taken twice; one blocked and the other clear still sees.
  const other = s.lines[0] === used ? s.lines[1] : s.lines[0];
  if (other !== used) {
    for (let i = 1; i < other.length; i++) {
      const e: MapEdge | null = edgeAt(map, other[i - 1]!, other[i]!);
      if (!e || !(e.kind === 'wall' || (e.kind === 'door' && e.door?.state !== 'open'))) continue;
      said.push(`past the corner of ${withArticle(edgeWords(e))} (${sidePlace(other[i - 1]!, other[i]!, map)}): it stops one of the two lines, the other is clear`);
      side ??= { a: other[i - 1]!, b: other[i]! };
      break;
    }
  }
  return said.length === 0 ? null : { text: said.join('; '), side, blocks: false };
}

/**
 * The note on the line from `a` to `d`: why it is blocked, or the edges a clear line passes; null
 * when nothing on the map needs saying (an open line over no edge, or the same hex).
 */
export function sightNote(board: Board, map: BattleMap, a: AnyCombatant, d: AnyCombatant, coverObjectId: string | null): SightNote | null {
  const s = linePair(board, a, d);
  if (s.lines[0].length < 2) return null;
  if (!s.visible) return blockedNote(board, map, s, a.name, d.name);
  return map.edges && map.edges.length > 0 ? clearNote(map, s, coverObjectId) : null;
}

/** What stops the line from a hex to a hex, in words ("a closed door stands between Tobin and the aimed hex (...)"), or null when it is clear. */
export function lineBlocker(board: Board, map: BattleMap, from: Hex, to: Hex, names: readonly [string, string]): string | null {
  const s = sightOf(board, from, to);
  return s.visible ? null : blockedNote(board, map, s, names[0], names[1]).text;
}

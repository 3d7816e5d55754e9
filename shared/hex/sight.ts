// Line of sight and cover between two hex centres (RULES.md section 4).
//
// The sight line is the hex line nudged a tiny distance both ways (hexLineNudged side +1 and -1).
// Almost always the two nudged lines are the same hexes; they differ only where the exact line runs
// along cell edges, and there each takes the cells on its side. Only the intermediate hexes (not the
// attacker's or the defender's own) can block or give cover.
//
// Blocking: a wall hex, or a cover object with blocksSight, on a line's intermediate hexes blocks
// that line; so does a blocking side (RULES.md 5.4: a wall or a door that is not open) between two
// consecutive hexes of it, the last step into the defender's hex included. Setting `losRule`: 'both' (default) = sight is blocked only when both lines are
// blocked; 'either' = blocked when either is.
//
// Which line the cover comes from follows the same benefit of the doubt as the setting:
// - 'both': the attacker may use whichever line is clear, so the cover is the lower of the clear
//   lines' covers (each line's cover being its greatest object). A cover object that the line runs
//   exactly beside, on the edge, therefore gives no cover, just as a wall there would not block.
// - 'either': any obstruction counts, so the cover is the greatest over both lines.
// - When no line is clear there is no shot; the greatest over both lines is still reported, for display.
// Among equal greatest values the object nearest the defender is named, since a shot stopped by
// cover (VERS 2.4) strikes the cover the defender hides behind.
import type { Hex } from './coords';
import { hexLineNudged } from './line';
import type { SideTest } from './edge';

/** How the two nudged lines combine: 'both' = blocked only when both lines are blocked (default). */
export type LosRule = 'both' | 'either';

/** A cover object standing in a hex: its id, cover value (VERS scale 0-10) and whether it blocks sight. */
export type CoverObject = { id: string; value: number; blocksSight: boolean };

/** The cover object in a hex, or null. */
export type CoverAt = (h: Hex) => CoverObject | null;

/** Whether a hex is a wall. */
export type IsWall = (h: Hex) => boolean;

/**
 * The line-of-sight answer: visible or not, the two nudged lines, and the first blocking hex when
 * not visible; `blockedAcross` the side that blocks, when the first blocker is a side (RULES.md 5.4)
 * rather than a hex (then `blockedBy` is the hex beyond it).
 */
export type Sight = { visible: boolean; lines: [Hex[], Hex[]]; blockedBy: Hex | null; blockedAcross: { from: Hex; to: Hex } | null };

/** The cover on the line: its value, the object giving it and where that object stands; 0/null/null for none. */
export type Cover = { value: number; objectId: string | null; hex: Hex | null };

/** The cover object standing on the side between two neighbouring hexes (a low wall, RULES.md 5.4), or null. */
export type CoverSide = (from: Hex, to: Hex) => CoverObject | null;

/**
 * Options shared by the sight and cover queries; `blockedSide` names the sides a line may not
 * cross, `coverSide` the cover objects on sides that a line crossing them counts.
 */
export type SightOptions = { losRule?: LosRule; isWall?: IsWall; coverAt?: CoverAt; blockedSide?: SideTest | undefined; coverSide?: CoverSide | undefined };

/** Sight and cover from one computation of the lines; `used`: the line the attacker shoots along (its cover is `cover`), null when none is clear. */
export type SightAndCover = Sight & { cover: Cover; used: Hex[] | null };

// blockAt: the index of the first blocker on the line (-1: clear); bySide: whether it is the side into that hex.
type LineScan = { blockAt: number; bySide: boolean; value: number; coverAt: number; objectId: string | null };

const NO_COVER: Cover = Object.freeze({ value: 0, objectId: null, hex: null }) as Cover;

function scan(line: Hex[], isWall: IsWall | undefined, coverAt: CoverAt | undefined, blockedSide: SideTest | undefined, coverSide?: CoverSide): LineScan {
  let blockAt = -1;
  let bySide = false;
  let value = 0;
  let at = -1;
  let objectId: string | null = null;
  const last = line.length - 1;
  for (let i = 1; i < last; i++) {
    const h = line[i]!;
    // A blocking side is met on the way into the hex beyond it.
    if (blockedSide && blockAt === -1 && blockedSide(line[i - 1]!, h)) {
      blockAt = i;
      bySide = true;
    }
    // A low wall crossed on the way in is nearer the attacker than anything in the hex beyond it.
    const side = coverSide ? coverSide(line[i - 1]!, h) : null;
    if (side && side.value > 0 && side.value >= value) {
      value = side.value;
      at = i;
      objectId = side.id;
    }
    if (isWall && isWall(h)) {
      if (blockAt === -1) blockAt = i;
      continue;
    }
    const o = coverAt ? coverAt(h) : null;
    if (!o) continue;
    if (o.blocksSight && blockAt === -1) blockAt = i;
    // `>=` with a positive value: a later (nearer the defender) equal object replaces an earlier one.
    if (o.value > 0 && o.value >= value) {
      value = o.value;
      at = i;
      objectId = o.id;
    }
  }
  if (blockedSide && blockAt === -1 && last >= 1 && blockedSide(line[last - 1]!, line[last]!)) {
    blockAt = last;
    bySide = true;
  }
  // The side into the defender's hex is crossed too: a low wall there is the cover nearest it.
  const lastSide = coverSide && last >= 1 ? coverSide(line[last - 1]!, line[last]!) : null;
  if (lastSide && lastSide.value > 0 && lastSide.value >= value) {
    value = lastSide.value;
    at = last;
    objectId = lastSide.id;
  }
  return { blockAt, bySide, value, coverAt: at, objectId };
}

function sameLine(a: Hex[], b: Hex[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i]!.q !== b[i]!.q || a[i]!.r !== b[i]!.r) return false;
  return true;
}

function coverOf(line: Hex[], s: LineScan): Cover {
  return s.coverAt === -1 ? { ...NO_COVER } : { value: s.value, objectId: s.objectId, hex: line[s.coverAt]! };
}

/** Sight and cover between two hex centres, computing the two nudged lines once. */
export function sightAndCover(a: Hex, b: Hex, opts: SightOptions = {}): SightAndCover {
  const rule = opts.losRule ?? 'both';
  const l0 = hexLineNudged(a, b, 1);
  const l1 = hexLineNudged(a, b, -1);
  const s0 = scan(l0, opts.isWall, opts.coverAt, opts.blockedSide, opts.coverSide);
  const s1 = sameLine(l0, l1) ? s0 : scan(l1, opts.isWall, opts.coverAt, opts.blockedSide, opts.coverSide);
  const clear0 = s0.blockAt === -1;
  const clear1 = s1.blockAt === -1;
  const visible = rule === 'both' ? clear0 || clear1 : clear0 && clear1;

  let blockedBy: Hex | null = null;
  let blockedAcross: Sight['blockedAcross'] = null;
  if (!visible) {
    // The blocker nearest the attacker among the blocked lines.
    const b0 = clear0 ? Infinity : s0.blockAt;
    const b1 = clear1 ? Infinity : s1.blockAt;
    const [line, s] = b0 <= b1 ? [l0, s0] : [l1, s1];
    blockedBy = line[s.blockAt]!;
    if (s.bySide) blockedAcross = { from: line[s.blockAt - 1]!, to: blockedBy };
  }

  let cover: Cover;
  let used: Hex[] | null = null;
  if (rule === 'both' && visible) {
    // The attacker shoots along the less covered of the clear lines.
    const use0 = clear0 && (!clear1 || s0.value <= s1.value);
    cover = use0 ? coverOf(l0, s0) : coverOf(l1, s1);
    used = use0 ? l0 : l1;
  } else {
    const take1 = s1.value > s0.value;
    cover = take1 ? coverOf(l1, s1) : coverOf(l0, s0);
    if (visible) used = take1 ? l1 : l0;
  }
  return { visible, lines: [l0, l1], blockedBy, blockedAcross, cover, used };
}

/** Whether a can see b: walls (and, when coverAt is given, sight-blocking cover objects) on the intermediate hexes block. */
export function lineOfSight(a: Hex, b: Hex, isWall: IsWall, opts: Omit<SightOptions, 'isWall'> = {}): Sight {
  const r = sightAndCover(a, b, { ...opts, isWall });
  return { visible: r.visible, lines: r.lines, blockedBy: r.blockedBy, blockedAcross: r.blockedAcross };
}

/** The cover between a and b: the greatest cover value on the line's intermediate hexes (see the file comment for which line). */
export function coverOnLine(a: Hex, b: Hex, coverAt: CoverAt, opts: Omit<SightOptions, 'coverAt'> = {}): Cover {
  return sightAndCover(a, b, { ...opts, coverAt }).cover;
}

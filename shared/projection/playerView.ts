// The players' screen: a redacted projection of the fight, built field by field from allow-listed
// data. Nothing is spread from the state and pruned afterwards, so a field added to the encounter
// or the state later can never reach the players by accident; it has to be added here on purpose.
//
// What the players get:
// - the map (size, orientation, scale, background, terrain) minus whatever lies on dark hexes;
//   cover with its name, value and a condition word (intact, damaged), never structure points;
// - tokens of combatants who are neither hidden nor on a dark hex (a PC shows on any hex): name, side, place, facing,
//   colour, art, out flag and harm as a word. Harm in numbers (`harmDetail`) only for PCs (players
//   know their own sheets) and for combatants the GM revealed. No sheet, no notes, ever;
// - round, turn, the current actor when visible and who (visible) is still to act this round;
// - the log without GM-only entries, rewritten from structured facts (see playerLog.ts), and the
//   latest attack of that log as the roll banner: faces always, breakdowns only when open.
import { hexKey, type Hex } from '../hex';
import type { Session } from '../engine/session';
import type { AnyCombatant, SystemId, TerrainCell } from '../model/schema';
import type { CombatState, Phase } from '../model/state';
import { adapterFor } from '../systems/registry';
import { bodyOf, isBig } from '../model/body';
import { playersName } from './playersName';
import { canonicalKeys, fogRuns, litFogRuns, type FogRun } from './fogRuns';
import { harmWordOf, isOpen, playerBanner, playerEntries, type HarmWord, type PlayerLogEntry, type PlayerStep } from './playerLog';

export type { HarmWord, PlayerLogEntry, PlayerRoll, PlayerStep } from './playerLog';

/** A terrain cell the players may see. */
export type PlayerTerrain =
  | { readonly kind: 'wall'; readonly q: number; readonly r: number }
  | { readonly kind: 'difficult'; readonly q: number; readonly r: number; readonly cost: number }
  | {
      readonly kind: 'cover';
      readonly q: number;
      readonly r: number;
      readonly name: string;
      readonly value: number;
      readonly blocksSight: boolean;
      /** Structure as a word: what a glance at the object tells. Destroyed cover leaves the map. */
      readonly condition: 'intact' | 'damaged';
    };

/**
 * An edge the players may see (RULES.md 5.4): a secret door that is not open is a wall to them,
 * and a locked door looks like any closed one; what a door hides is the GM's.
 */
export type PlayerEdge = { readonly a: Hex; readonly b: Hex; readonly kind: 'wall' | 'door' | 'window' | 'low-wall'; readonly open?: boolean };

/** The map as the players see it. */
export type PlayerMap = {
  readonly width: number;
  readonly height: number;
  readonly orientation: 'pointy' | 'flat';
  readonly metersPerHex: number;
  readonly background: { readonly image: string; readonly scale: number; readonly offsetX: number; readonly offsetY: number; readonly opacity: number } | null;
  readonly terrain: readonly PlayerTerrain[];
  /** The edges beside a hex the players can see. */
  readonly edges: readonly PlayerEdge[];
  /** Hexes still dark, to draw as fog, as runs along the map's rows (fogRuns.ts). */
  readonly fog: readonly FogRun[];
};

/** A token on the players' map. */
export type PlayerToken = {
  readonly id: string;
  readonly name: string;
  readonly side: 'pc' | 'npc' | 'ally';
  readonly position: Hex;
  /** Every hex of a body bigger than one hex (RULES.md 5.2), anchor first; absent for one hex. */
  readonly body?: readonly Hex[];
  readonly facing: number | null;
  readonly color: string | null;
  readonly out: boolean;
  readonly harm: HarmWord;
  /** Harm in the system's numbers: PCs and revealed combatants only, else null. */
  readonly harmDetail: string | null;
  readonly current: boolean;
  /** The conditions it holds (prone, stunned...) with the turns each has left: what anyone at the table can see, never the GM's note. */
  readonly conditions: readonly string[];
  /** Whom it is locked in a grapple with, by the names the players know ("someone" for one unseen holding a PC). */
  readonly grappledWith: readonly string[];
  /** Its art's library asset name; only tokens the players see carry one, so a hidden token's art is never named. */
  readonly portrait?: string;
};

/** A combatant the players may see named, as the turn line and the order list show it. */
export type PlayerNamed = { readonly id: string; readonly name: string };

/** Everything the player window receives. */
export type PlayerView = {
  readonly system: SystemId;
  readonly phase: Phase;
  readonly round: number;
  readonly turn: number;
  /** The combatant whose turn it is, when the players can see it. */
  readonly current: PlayerNamed | null;
  /** Who the players can see is still to act this round, in the order they are due (the current one not among them). */
  readonly upNext: readonly PlayerNamed[];
  readonly map: PlayerMap;
  readonly tokens: readonly PlayerToken[];
  readonly log: readonly PlayerLogEntry[];
  /** The latest attack the players saw, for the roll banner. */
  readonly banner: PlayerLogEntry | null;
};

export type PlayerViewOptions = {
  /** Combatant ids whose numbers the GM revealed. */
  readonly revealed: readonly string[];
  /**
   * On a fogged map, the hex keys (hexKey) the players have seen: every other hex is dark. Null
   * when the map has no fog. The lit hexes are the few (a party sees a few thousand of a big map's
   * 40,000), so the view reads those rather than the dark ones.
   */
  readonly lit: readonly string[] | null;
  /** Keep only the last this many steps for the log (a live screen needs the recent past only). */
  readonly logSteps?: number;
};

/** Whether a hex key is dark, read once per view; lit keys that name no hex light nothing. */
type IsDark = (key: string) => boolean;

const NEVER_DARK: IsDark = () => false;

/** What the view reads of one lit list on one map's grid: the dark test, the fog runs and the terrain list last seen under it. */
type LitRead = {
  readonly grid: string;
  readonly seen: ReadonlySet<string>;
  readonly dark: IsDark;
  fog: FogRun[] | null;
  terrain: { readonly of: readonly TerrainCell[]; readonly players: PlayerTerrain[] } | null;
};

// Per lit list: the GM's screen hands the same list to every publish until sight adds a hex
// (fightFog keeps it), and most commands at the table reveal nothing, so the set of lit keys, the
// fog runs (a test of all 40,000 hexes of a 200 x 200 map) and the terrain the players see are
// worked out once per list, not once per command.
const litReads = new WeakMap<readonly string[], LitRead>();

function litRead(state: CombatState, lit: readonly string[]): LitRead {
  const m = state.encounter.map;
  const grid = `${m.width}x${m.height}${m.orientation}`;
  let read = litReads.get(lit);
  if (read === undefined || read.grid !== grid) {
    const seen = canonicalKeys(m, lit);
    read = { grid, seen, dark: (key) => !seen.has(key), fog: null, terrain: null };
    litReads.set(lit, read);
  }
  return read;
}

/** The hex keys `lit` lights on the state's map, as the view reads them (kept while the list is). */
export function litKeys(state: CombatState, lit: readonly string[]): ReadonlySet<string> {
  return litRead(state, lit).seen;
}

function darkOf(state: CombatState, lit: readonly string[] | null): IsDark {
  return lit ? litRead(state, lit).dark : NEVER_DARK;
}

// The players always know where their own characters are, so fog never hides a PC (the GM's
// hidden flag still does). A big body is seen when any hex of it is.
function unseenIn(state: CombatState, dark: IsDark, where?: readonly (readonly string[] | null)[]): ReadonlySet<string> {
  const list = state.encounter.combatants;
  let kept = unseenKept.get(list);
  const hit = kept?.find((k) => k.dark === dark);
  if (hit) return hit.unseen;
  const at = where ?? whereOf(state);
  const out = new Set<string>();
  list.forEach((c, i) => {
    if (c.hidden || (at[i] !== null && at[i]!.every(dark))) out.add(c.id);
  });
  if (!kept) unseenKept.set(list, (kept = []));
  if (kept.length >= UNSEEN_KEPT) kept.shift();
  kept.push({ dark, unseen: out });
  return out;
}

// Who is unseen, per combatant list and dark test (litRead makes one per lit list): a turn start
// moves and hides no one, and a command that does makes a new list. Worked out at every publish,
// it read every combatant's hex keys: about 0.45 ms of the GM's window per publish on the 200 x 200
// table. A few per list: the TV's lit list and, with each PC seeing its own, every device's.
const unseenKept = new WeakMap<readonly AnyCombatant[], { readonly dark: IsDark; readonly unseen: ReadonlySet<string> }[]>();
const UNSEEN_KEPT = 10;

/** The hex keys each combatant covers, in the encounter's order; null for a PC (fog never hides one) and a hidden one (always unseen). */
function whereOf(state: CombatState): (readonly string[] | null)[] {
  return state.encounter.combatants.map((c) => (c.hidden || c.side === 'pc' ? null : isBig(c) ? bodyOf(c).map(hexKey) : [hexKey(c.position)]));
}

/** The ids the players cannot see in `state`: hidden combatants and those other than PCs on dark hexes. */
export function unseenIds(state: CombatState, lit: readonly string[] | null): ReadonlySet<string> {
  return unseenIn(state, darkOf(state, lit));
}

/**
 * The aimed area template the GM shares (RULES.md 5.3), as the players may see it: only its hexes,
 * none on a dark hex, and none at all when the attacker is one the players cannot see (a cone or
 * a line starts beside it, so its hexes would point at it). Null when nothing is left to show.
 */
export function playersArea(state: CombatState, attacker: string, hexes: readonly Hex[], lit: readonly string[] | null): Hex[] | null {
  const dark = darkOf(state, lit);
  if (!state.encounter.combatants.some((c) => c.id === attacker) || unseenIn(state, dark).has(attacker)) return null;
  const shown = hexes.filter((h) => !dark(hexKey(h))).map((h) => ({ q: h.q, r: h.r }));
  return shown.length ? shown : null;
}

function playersTerrain(list: readonly TerrainCell[], dark: IsDark): PlayerTerrain[] {
  const terrain: PlayerTerrain[] = [];
  for (const t of list) {
    if (dark(hexKey(t))) continue;
    if (t.kind === 'wall') terrain.push({ kind: 'wall', q: t.q, r: t.r });
    else if (t.kind === 'difficult') terrain.push({ kind: 'difficult', q: t.q, r: t.r, cost: t.cost });
    else terrain.push({ kind: 'cover', q: t.q, r: t.r, name: t.name, value: t.value, blocksSight: t.blocksSight, condition: t.structure < t.maxStructure ? 'damaged' : 'intact' });
  }
  return terrain;
}

function playerMap(state: CombatState, dark: IsDark, read: LitRead | null): PlayerMap {
  const m = state.encounter.map;
  // The terrain list is replaced whenever a cell changes (a hit on cover), so it is kept by identity.
  let terrain: PlayerTerrain[];
  if (read === null) terrain = playersTerrain(m.terrain, dark);
  else if (read.terrain?.of === m.terrain) terrain = read.terrain.players;
  else read.terrain = { of: m.terrain, players: (terrain = playersTerrain(m.terrain, dark)) };
  const edges: PlayerEdge[] = [];
  for (const e of m.edges ?? []) {
    if (dark(hexKey(e.a)) && dark(hexKey(e.b))) continue;
    const a = { q: e.a.q, r: e.a.r };
    const b = { q: e.b.q, r: e.b.r };
    if (e.kind !== 'door') edges.push({ a, b, kind: e.kind });
    else if (e.door?.state === 'open') edges.push({ a, b, kind: 'door', open: true });
    else edges.push(e.door?.secret ? { a, b, kind: 'wall' } : { a, b, kind: 'door', open: false });
  }
  const bg = m.background;
  return {
    width: m.width,
    height: m.height,
    orientation: m.orientation,
    metersPerHex: m.metersPerHex,
    background: bg ? { image: bg.image, scale: bg.scale, offsetX: bg.offsetX, offsetY: bg.offsetY, opacity: bg.opacity } : null,
    terrain,
    edges,
    fog: read === null ? fogRuns(m, dark) : (read.fog ??= litFogRuns(m, read.seen)),
  };
}

/** The tokens the players may see in `state`. */
export function playerTokens(state: CombatState, opts: Pick<PlayerViewOptions, 'revealed' | 'lit'>, unseen = unseenIds(state, opts.lit)): PlayerToken[] {
  return state.encounter.combatants.filter((c) => !unseen.has(c.id)).map((c) => playerToken(state, c, opts.revealed, unseen));
}

function playerToken(state: CombatState, c: AnyCombatant, revealed: readonly string[], unseen: ReadonlySet<string>): PlayerToken {
  const adapter = adapterFor(state.encounter.system);
  return {
    id: c.id,
    name: playersName(c),
    side: c.side,
    position: { q: c.position.q, r: c.position.r },
    ...(isBig(c) ? { body: bodyOf(c).map((h) => ({ q: h.q, r: h.r })) } : {}),
    facing: c.facing,
    color: c.color,
    out: state.out.includes(c.id),
    harm: harmWordOf(state, c),
    harmDetail: isOpen(c, revealed) ? adapter.describeHarm(state.harm[c.id] ?? adapter.initialHarm(c, state)) : null,
    current: state.current === c.id,
    // With the turns it has left, as the GM's reminder says it: how long the table must mind it.
    conditions: (state.conditions[c.id] ?? []).map((x) => (x.turnsLeft === null ? x.condition : `${x.condition} (${x.turnsLeft} turn${x.turnsLeft === 1 ? '' : 's'} left)`)),
    grappledWith: grapplePartners(state, c, unseen),
    ...(c.portrait !== undefined ? { portrait: c.portrait } : {}),
  };
}

function grapplePartners(state: CombatState, c: AnyCombatant, unseen: ReadonlySet<string>): string[] {
  const group = state.grapples.find((g) => g.includes(c.id));
  if (!group) return [];
  const out: string[] = [];
  for (const id of group) {
    if (id === c.id) continue;
    const other = state.encounter.combatants.find((x) => x.id === id);
    if (!other) continue;
    // A PC feels the hold of one it cannot see; of anyone else's unseen partner the players know nothing.
    if (unseen.has(id)) {
      if (c.side === 'pc') out.push('someone');
    } else out.push(playersName(other) || 'someone');
  }
  return out;
}

/** Who is still to act this round, seen or not: the round's order first, then the rest in the encounter's order. */
function stillToAct(state: CombatState): AnyCombatant[] {
  if (state.phase !== 'combat') return [];
  // Looked up in maps and sets: with 500 tokens, list searches here cost the players' bench ~5 ms a publish.
  const rank = new Map(state.order.map((id, i) => [id, i]));
  const done = new Set([...state.out, ...state.acted]);
  const last = state.order.length;
  return state.encounter.combatants
    .filter((c) => c.id !== state.current && !done.has(c.id))
    .map((c, i) => ({ c, i, at: rank.get(c.id) ?? last }))
    .sort((a, b) => a.at - b.at || a.i - b.i)
    .map(({ c }) => c);
}

/** Who the players can see is still to act this round, in the order they are due. */
function upNextOf(due: readonly AnyCombatant[], unseen: ReadonlySet<string>): PlayerNamed[] {
  return due.filter((c) => !unseen.has(c.id)).map((c) => ({ id: c.id, name: playersName(c) || 'Someone' }));
}

/**
 * What several audiences' views of one state share (each PC's own, on the players' devices),
 * worked out once: every combatant's token as it reads with only the PCs' numbers (the GM's hidden
 * ones left out), who is in a grapple (whose partners each audience names as it sees them), and
 * who is still to act.
 */
type Common = { readonly tokens: readonly PlayerToken[]; readonly grappled: ReadonlySet<string>; readonly due: readonly AnyCombatant[]; readonly where: readonly (readonly string[] | null)[] };

function commonOf(state: CombatState): Common {
  const hidden = new Set(state.encounter.combatants.filter((c) => c.hidden).map((c) => c.id));
  return { tokens: playerTokens(state, { revealed: [], lit: null }, hidden), grappled: new Set(state.grapples.flat()), due: stillToAct(state), where: whereOf(state) };
}

/** The common tokens one audience sees: those it cannot see left out, and the grappled ones' partners named as it sees them. */
function tokensFor(state: CombatState, common: Common, unseen: ReadonlySet<string>): PlayerToken[] {
  const out: PlayerToken[] = [];
  for (const t of common.tokens) {
    if (unseen.has(t.id)) continue;
    const c = common.grappled.has(t.id) ? state.encounter.combatants.find((x) => x.id === t.id) : undefined;
    out.push(c ? { ...t, grappledWith: grapplePartners(state, c, unseen) } : t);
  }
  return out;
}

/** The players' projection of `state`, with the log of `steps` (the commands that led to it). */
export function playerView(state: CombatState, steps: readonly PlayerStep[], opts: PlayerViewOptions): PlayerView {
  return viewWith(state, steps, opts, null);
}

/**
 * Several audiences' projections of one state, with no numbers revealed but the PCs' own: each lit
 * list (null: no fog) gives the view `playerView` would, with the work they share done once.
 */
export function playerViews<K extends string>(state: CombatState, steps: readonly PlayerStep[], lits: Readonly<Record<K, readonly string[] | null>>, logSteps?: number): Record<K, PlayerView> {
  const common = commonOf(state);
  const out = {} as Record<K, PlayerView>;
  for (const k of Object.keys(lits) as K[]) out[k] = viewWith(state, steps, { revealed: [], lit: lits[k], ...(logSteps === undefined ? {} : { logSteps }) }, common);
  return out;
}

// One view alone builds only the tokens its audience sees; views sharing `common` filter its tokens.
function viewWith(state: CombatState, steps: readonly PlayerStep[], opts: PlayerViewOptions, common: Common | null): PlayerView {
  // The lit hexes are read once here, for the tokens, the log and the map alike.
  const read = opts.lit ? litRead(state, opts.lit) : null;
  const dark = read?.dark ?? NEVER_DARK;
  const unseen = unseenIn(state, dark, common?.where);
  const recent = opts.logSteps === undefined ? steps : steps.slice(Math.max(0, steps.length - opts.logSteps));
  const perStep = recent.map((step) => playerEntries(step, { revealed: opts.revealed, unseen, dark }));
  const log = perStep.flat();
  const cur = state.current === null ? undefined : state.encounter.combatants.find((c) => c.id === state.current);
  return {
    system: state.encounter.system,
    phase: state.phase,
    round: state.round,
    turn: state.turn,
    current: cur && !unseen.has(cur.id) ? { id: cur.id, name: playersName(cur) || 'Someone' } : null,
    upNext: upNextOf(common?.due ?? stillToAct(state), unseen),
    map: playerMap(state, dark, read),
    tokens: common ? tokensFor(state, common, unseen) : playerTokens(state, opts, unseen),
    log,
    banner: playerBanner(recent, perStep),
  };
}

/** The steps of a session's applied commands, for playerView and playerLog. */
export function stepsOf(session: Session): PlayerStep[] {
  return session.eventsByCommand.map((events, i) => ({ before: session.stateAt(i), events, after: session.stateAt(i + 1), command: session.entryAt(i)?.command }));
}


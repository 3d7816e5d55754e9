// What an export says, before it is written as Markdown or HTML: the session replayed into rounds of
// entries, roll breakdowns and map snapshots. One builder per audience. The players' document is
// made only from the player projection (playerView/playerLog), so the renderers cannot leak what
// it never held; the GM's document is made from the full log.
import { bodyHexes, isBig } from '../model/body';
import type { DieFace } from '../dice';
import type { Hex } from '../hex';
import type { LogEvent } from '../model/events';
import { playerLog, type PlayerStep } from '../projection/playerLog';
import { playerTokens, playerView, stepsOf, unseenIds } from '../projection/playerView';
import { harmDetailBeyond } from '../projection/harmDetail';
import { replay, type SessionRecord } from '../engine/session';
import type { AnyCombatant, Side, SystemId } from '../model/schema';
import type { CombatState } from '../model/state';
import { adapterFor, SYSTEM_NAMES } from '../systems/registry';

export type Audience = 'gm' | 'players';

/** A roll as the export shows it; the breakdown fields are null when the audience may not see them. */
export type DocRoll = {
  readonly label: string | null;
  /** What was rolled, e.g. "1d8+2" (its flat modifier is not among the modifiers); GM only. */
  readonly expression: string | null;
  readonly faces: readonly DieFace[];
  readonly modifiers: readonly { readonly source: string; readonly value: number }[];
  readonly total: number | null;
  readonly against: number | null;
  readonly outcome: string | null;
};

export type DocEntry = {
  readonly turn: number;
  readonly kind: LogEvent['kind'];
  readonly text: string;
  readonly gmOnly: boolean;
  /** Effects (GM) or harm-word changes (players). */
  readonly notes: readonly string[];
  readonly rolls: readonly DocRoll[];
};

export type DocRound = { readonly round: number; readonly entries: readonly DocEntry[] };

export type DocTerrain = { readonly q: number; readonly r: number; readonly kind: 'wall' | 'difficult' | 'cover'; readonly name: string | null };

/**
 * An edge on a hex side as the map draws it (RULES.md 5.4); `open` for a door, and `locked` and
 * `secret` only in the GM's copy (the players' has a shut secret door as a wall).
 */
export type DocEdge = { readonly a: Hex; readonly b: Hex; readonly kind: 'wall' | 'door' | 'window' | 'low-wall'; readonly open?: boolean; readonly locked?: true; readonly secret?: true };

export type DocToken = {
  readonly name: string;
  readonly side: Side;
  readonly color: string | null;
  readonly position: Hex;
  /** Every hex its body covers (RULES.md 5.2), when more than its position; absent for one hex. */
  readonly body?: readonly Hex[];
  readonly facing: number | null;
  readonly out: boolean;
  /** Drawn ghosted: hidden from the players (GM export only). */
  readonly hidden: boolean;
  /** Harm for the legend: words for the players (numbers where open), the system's terms for the GM. */
  readonly harm: string;
  /** Its token art (a library asset name); absent, initials. The players' never names a hidden combatant's. */
  readonly portrait?: string;
};

export type DocSnapshot = {
  readonly label: string;
  /** The round this snapshot closes; 0 for the start of the fight. */
  readonly round: number;
  readonly width: number;
  readonly height: number;
  readonly orientation: 'pointy' | 'flat';
  readonly terrain: readonly DocTerrain[];
  /** Walls, doors, windows and low walls on sides; absent or empty for none. */
  readonly edges?: readonly DocEdge[];
  readonly tokens: readonly DocToken[];
};

/** A combatant of the fight, whoever it was: those who left before the end too. */
export type DocCombatant = {
  readonly name: string;
  readonly side: Side;
  /** Hidden from the players (GM export only): "yes", "revealed in round 2", or '' for never. */
  readonly hidden: string;
  readonly notes: string;
  readonly end: string;
};

export type ExportDoc = {
  readonly audience: Audience;
  readonly title: string;
  readonly system: SystemId;
  readonly encounter: string;
  /** GM only: the seed and rules version that replay the session. */
  readonly replayInfo: { readonly seed: string; readonly rulesVersion: string; readonly commands: number } | null;
  readonly gmNotes: string;
  readonly combatants: readonly DocCombatant[];
  readonly rounds: readonly DocRound[];
  /** The map at the start of the fight, then at the end of each round. */
  readonly snapshots: readonly DocSnapshot[];
  /** Why the log ends early, when a command could not be replayed. */
  readonly problem: string | null;
  readonly outcome: string;
};

/** The display name of a system. */
export function systemName(s: SystemId): string {
  return SYSTEM_NAMES[s];
}

/** The states to photograph: the start, and the last state of each round. */
function snapshotStates(steps: readonly PlayerStep[], start: CombatState, end: CombatState): { label: string; round: number; state: CombatState }[] {
  const shots = [{ label: 'Start of the fight', round: 0, state: start }];
  for (const step of steps) {
    for (const e of step.events) {
      // A round ends inside the command that starts the next one: photograph the state before it.
      if (e.kind === 'round-started' && e.round > 1) shots.push({ label: `End of round ${e.round - 1}`, round: e.round - 1, state: step.before });
    }
  }
  if (end.round >= 1) shots.push({ label: end.phase === 'ended' ? `End of round ${end.round}: the fight is over` : `Round ${end.round} so far`, round: end.round, state: end });
  return shots;
}

function gmSnapshot(label: string, round: number, state: CombatState): DocSnapshot {
  const m = state.encounter.map;
  const adapter = adapterFor(state.encounter.system);
  return {
    label,
    round,
    width: m.width,
    height: m.height,
    orientation: m.orientation,
    terrain: m.terrain.map((t) => ({ q: t.q, r: t.r, kind: t.kind, name: t.kind === 'cover' ? t.name : null })),
    // The GM's copy shows every door as a door, secret or not.
    ...(m.edges?.length ? { edges: m.edges.map((e) => ({ a: e.a, b: e.b, kind: e.kind, ...(e.kind === 'door' ? { open: e.door?.state === 'open', ...(e.door?.state === 'locked' ? { locked: true as const } : {}), ...(e.door?.secret ? { secret: true as const } : {}) } : {}) })) } : {}),
    tokens: state.encounter.combatants.map((c) => ({
      name: c.name,
      side: c.side,
      color: c.color,
      position: c.position,
      ...(isBig(c) ? { body: bodyHexes(c) } : {}),
      facing: c.facing,
      out: state.out.includes(c.id),
      hidden: c.hidden,
      harm: adapter.describeHarm(state.harm[c.id] ?? adapter.initialHarm(c, state)),
      ...(c.portrait ? { portrait: c.portrait } : {}),
    })),
  };
}

function playerSnapshot(label: string, round: number, state: CombatState): DocSnapshot {
  const v = playerView(state, [], { revealed: [], lit: null });
  return {
    label,
    round,
    width: v.map.width,
    height: v.map.height,
    orientation: v.map.orientation,
    terrain: v.map.terrain.map((t) => ({ q: t.q, r: t.r, kind: t.kind, name: t.kind === 'cover' ? t.name : null })),
    // The players' edges as their screen has them: a shut secret door is a wall.
    ...(v.map.edges.length ? { edges: v.map.edges.map((e) => ({ a: e.a, b: e.b, kind: e.kind, ...(e.open !== undefined ? { open: e.open } : {}) })) } : {}),
    // Art only as the projection passes it: a token it lets through, never a hidden one's.
    tokens: v.tokens.map((t) => ({ name: t.name, side: t.side, color: t.color, position: t.position, ...(t.body ? { body: t.body } : {}), facing: t.facing, out: t.out, hidden: false, harm: withDetail(t), ...(t.portrait ? { portrait: t.portrait } : {}) })),
  };
}

function byRound(entries: (DocEntry & { round: number })[]): DocRound[] {
  const rounds: DocRound[] = [];
  for (const { round: at, ...e } of entries) {
    // "Combat starts" is stamped round 0 (before the first round begins); it opens round 1.
    const round = e.kind === 'combat-started' ? Math.max(1, at) : at;
    // The round heading says it; a bullet repeating it adds nothing.
    if (e.kind === 'round-started') {
      if (!rounds.some((r) => r.round === round)) rounds.push({ round, entries: [] });
      continue;
    }
    let r = rounds.find((x) => x.round === round);
    if (!r) {
      r = { round, entries: [] };
      rounds.push(r);
    }
    (r.entries as DocEntry[]).push(e);
  }
  return rounds.sort((a, b) => a.round - b.round);
}

function outcomeWords(state: CombatState, audience: Audience): string {
  if (state.phase === 'prep') return 'The fight has not started.';
  // The players' summary counts only those they can see: a hidden foe still standing stays a secret.
  const standing = state.encounter.combatants.filter((c) => !state.out.includes(c.id) && (audience === 'gm' || !c.hidden));
  const players = standing.some((c) => c.side !== 'npc');
  const foes = standing.some((c) => c.side === 'npc');
  const where = state.phase === 'ended' ? 'The fight ended' : 'The log stops';
  const who = players && !foes ? ': the players\u2019 side stands' : foes && !players ? ': the foes stand' : '';
  return `${where} in round ${state.round}${who}.`;
}

/** Everyone who was ever in the fight, in the order they first stood on the map, each with the last state it was in. */
type Member = { readonly c: AnyCombatant; readonly last: CombatState; readonly leftIn: number | null; readonly revealedIn: number | null; readonly everHidden: boolean };

function everyone(steps: readonly PlayerStep[], start: CombatState, end: CombatState): Member[] {
  const seen = new Map<string, { c: AnyCombatant; last: CombatState; leftIn: number | null; revealedIn: number | null; everHidden: boolean }>();
  const note = (state: CombatState) => {
    for (const c of state.encounter.combatants) {
      const had = seen.get(c.id);
      if (had) Object.assign(had, { c, last: state, everHidden: had.everHidden || c.hidden });
      else seen.set(c.id, { c, last: state, leftIn: null, revealedIn: null, everHidden: c.hidden });
    }
  };
  note(start);
  for (const step of steps) {
    note(step.after);
    for (const e of step.events) {
      const m = e.actor === null ? undefined : seen.get(e.actor);
      if (!m) continue;
      if (e.kind === 'left') {
        m.leftIn = e.round;
        // Its last sight is the state it left from.
        m.last = step.before;
        m.c = step.before.encounter.combatants.find((c) => c.id === m.c.id) ?? m.c;
      } else if (e.kind === 'joined') m.leftIn = null;
      else if (e.kind === 'revealed') m.revealedIn = e.round;
    }
  }
  return [...seen.values()].map((m) => (end.encounter.combatants.some((c) => c.id === m.c.id) ? { ...m, last: end, leftIn: null } : m));
}

function hiddenWords(m: Member): string {
  if (m.c.hidden) return 'yes';
  if (!m.everHidden || m.revealedIn === null) return '';
  return m.revealedIn === 0 ? 'revealed before the fight' : `revealed in round ${m.revealedIn}`;
}

function leftWords(m: Member): string {
  return m.leftIn === null ? '' : m.leftIn === 0 ? 'left before the fight; ' : `left the fight in round ${m.leftIn}; `;
}

/** The GM's export document: everything, GM-only entries marked. */
function gmDoc(record: SessionRecord, steps: PlayerStep[], start: CombatState, end: CombatState, problem: string | null): ExportDoc {
  const adapter = adapterFor(record.encounter.system);
  const entries = steps.flatMap((s) =>
    s.events.map((e) => ({
      round: e.round,
      turn: e.turn,
      kind: e.kind,
      text: e.summary,
      gmOnly: e.gmOnly,
      notes: e.effects,
      rolls: e.rolls.map((r) => ({
        label: r.label,
        expression: r.roll?.expression ?? null,
        faces: r.roll?.faces ?? [],
        modifiers: r.modifiers.map((m) => ({ source: m.source, value: m.value })),
        total: r.total,
        against: r.against,
        outcome: r.outcome,
      })),
    })),
  );
  return {
    audience: 'gm',
    title: record.name,
    system: record.encounter.system,
    encounter: record.encounter.name,
    replayInfo: { seed: record.seed, rulesVersion: record.rulesVersion, commands: record.commands.length },
    gmNotes: record.encounter.gmNotes,
    combatants: everyone(steps, start, end).map((m) => ({
      name: m.c.name,
      side: m.c.side,
      hidden: hiddenWords(m),
      notes: m.c.notes,
      end: `${leftWords(m)}${m.last.out.includes(m.c.id) ? 'out; ' : ''}${adapter.describeHarm(m.last.harm[m.c.id] ?? adapter.initialHarm(m.c, m.last))}`,
    })),
    rounds: byRound(entries),
    snapshots: snapshotStates(steps, start, end).map((s) => gmSnapshot(s.label, s.round, s.state)),
    problem,
    outcome: outcomeWords(end, 'gm'),
  };
}

/** The players' export document: made from the player projection alone. */
function playersDoc(record: SessionRecord, steps: PlayerStep[], start: CombatState, end: CombatState, problem: string | null): ExportDoc {
  // Built step by step so each entry keeps its own round; the log itself is playerLog's.
  const log = playerLog(steps, { revealed: [], unseen: unseenIds(end, null) });
  const entries = log.map((e) => ({
    round: e.round,
    turn: e.turn,
    kind: e.kind,
    text: e.text,
    gmOnly: false,
    notes: e.changes,
    rolls: e.rolls.map((r) => ({
      label: r.detail?.label ?? null,
      expression: null,
      faces: r.faces,
      modifiers: r.detail?.modifiers ?? [],
      total: r.detail?.total ?? null,
      against: r.detail?.against ?? null,
      outcome: r.detail?.outcome ?? null,
    })),
  }));
  return {
    audience: 'players',
    title: record.name,
    system: record.encounter.system,
    encounter: record.encounter.name,
    replayInfo: null,
    gmNotes: '',
    // Everyone the players saw: those still there as their screen shows them, and those who left
    // while the players could see them, as they last were.
    combatants: everyone(steps, start, end).flatMap((m) => {
      if (m.last.encounter.combatants.find((c) => c.id === m.c.id)?.hidden !== false) return [];
      const t = playerTokens(m.last, { revealed: [], lit: null }).find((x) => x.id === m.c.id);
      if (!t) return [];
      return [{ name: t.name, side: t.side, hidden: '', notes: '', end: `${leftWords(m)}${t.out ? 'out; ' : ''}${withDetail(t)}` }];
    }),
    rounds: byRound(entries),
    snapshots: snapshotStates(steps, start, end).map((s) => playerSnapshot(s.label, s.round, s.state)),
    // The replay's own reason may name hidden combatants; the players get the fact only.
    problem: problem === null ? null : 'The log ends early: a recorded command could not be replayed.',
    outcome: outcomeWords(end, 'players'),
  };
}

/** Replays a session record and builds the export document for `audience`. */
export function buildExportDoc(record: SessionRecord, audience: Audience): ExportDoc {
  const { session, mismatch } = replay(record);
  const steps = stepsOf(session);
  const start = session.stateAt(0);
  const end = session.state;
  const problem = mismatch ? `Replay stopped: ${mismatch.reason}` : null;
  return audience === 'gm' ? gmDoc(record, steps, start, end, problem) : playersDoc(record, steps, start, end, problem);
}

/** The token art a document's maps show, each name once, in the order first drawn. */
export function artNames(doc: ExportDoc): string[] {
  const names = new Set<string>();
  for (const s of doc.snapshots) for (const t of s.tokens) if (t.portrait) names.add(t.portrait);
  return [...names];
}

/** A token's harm word with its numbers where the players see them and they say more ("unhurt (Unhurt)" says the word twice). */
function withDetail(t: { readonly harm: string; readonly harmDetail: string | null }): string {
  const detail = harmDetailBeyond(t);
  return detail ? `${t.harm} (${detail})` : t.harm;
}

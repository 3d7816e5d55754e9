// The session log as the players may read it. Every line is written here from structured facts
// (the event's kind, who acted, the harm words before and after the command), never copied from the
// GM's summary: GM summaries carry NPC numbers ("(32/36 HP)", "NDV 4", "Wounds 3"), split choices
// and free notes. Roll details travel only when everyone the event names is open to the players.
import type { DieFace } from '../dice';
import type { LogEvent } from '../model/events';
import type { AnyCombatant } from '../model/schema';
import type { CombatState } from '../model/state';
import { adapterFor, systemEntry } from '../systems/registry';
import type { PlayerWords } from '../systems/entry';

/** The players' words for harm; the same five in every system. */
export type { HarmWord } from '../model/state';
import type { HarmWord } from '../model/state';
import { playersName } from './playersName';

/** One applied command: the state before it, its events, the state after it. */
export type PlayerStep = { readonly before: CombatState; readonly events: readonly LogEvent[]; readonly after: CombatState };

/** Who may be named and whose numbers may be shown. */
export type PlayerAudience = {
  /** Combatant ids whose numbers the GM revealed (PCs are always open). */
  readonly revealed: readonly string[];
  /** Combatant ids the players cannot see now (hidden, or on a dark hex): named "Someone". */
  readonly unseen: ReadonlySet<string>;
};

/** A modifier as the players see it: its source and value (the category is an engine detail). */
export type PlayerModifier = { readonly source: string; readonly value: number };

/** One roll for the players: always its faces; the breakdown only when it reveals nobody's secrets. */
export type PlayerRoll = {
  readonly faces: readonly DieFace[];
  readonly detail: {
    readonly label: string;
    readonly modifiers: readonly PlayerModifier[];
    readonly total: number;
    readonly against: number | null;
    readonly outcome: string;
  } | null;
};

/** One line of the players' log. */
export type PlayerLogEntry = {
  readonly round: number;
  readonly turn: number;
  readonly kind: LogEvent['kind'];
  readonly text: string;
  /** Harm words that changed with this entry, e.g. "Bruiser: unhurt \u2192 grazed". */
  readonly changes: readonly string[];
  readonly rolls: readonly PlayerRoll[];
};

/** Whether the players may see a combatant's numbers: their own PCs and anyone the GM revealed. */
export function isOpen(c: AnyCombatant, revealed: readonly string[]): boolean {
  return c.side === 'pc' || revealed.includes(c.id);
}

/** The players' harm word of a combatant in a state (its starting harm before combat). */
export function harmWordOf(state: CombatState, c: AnyCombatant): HarmWord {
  const adapter = adapterFor(state.encounter.system);
  const harm = state.harm[c.id] ?? adapter.initialHarm(c, state);
  return adapter.harmWords(harm, c);
}

/** Kinds whose entry carries the command's harm changes. */
const HARM_KINDS: ReadonlySet<LogEvent['kind']> = new Set(['attack', 'harm-adjusted', 'recovered', 'action']);
/** Kinds whose GM summary is safe to pass on when it is about an open combatant alone. */
const OWN_SUMMARY_KINDS: ReadonlySet<LogEvent['kind']> = new Set(['action', 'recovered', 'harm-adjusted', 'free-roll']);

function harmChanges(step: PlayerStep, audience: PlayerAudience): string[] {
  const out: string[] = [];
  for (const c of step.after.encounter.combatants) {
    if (c.hidden || audience.unseen.has(c.id)) continue;
    const was = harmWordOf(step.before, c);
    const now = harmWordOf(step.after, c);
    if (was !== now) out.push(`${c.name}: ${was} \u2192 ${now}`);
  }
  return out;
}

function coverChanges(step: PlayerStep): string[] {
  const out: string[] = [];
  for (const t of step.before.encounter.map.terrain) {
    if (t.kind !== 'cover') continue;
    const now = step.after.encounter.map.terrain.find((u) => u.kind === 'cover' && u.id === t.id);
    if (!now) out.push(`${t.name} is destroyed`);
    else if (now.kind === 'cover' && now.structure < t.structure) out.push(`${t.name} is damaged`);
  }
  return out;
}

function rollsFor(e: LogEvent, open: boolean): PlayerRoll[] {
  return e.rolls.map((r) => ({
    faces: (r.roll?.faces ?? []).map((f) => ({ sides: f.sides, value: f.value })),
    detail: open
      ? { label: r.label, modifiers: r.modifiers.map((m) => ({ source: m.source, value: m.value })), total: r.total, against: r.against, outcome: r.outcome }
      : null,
  }));
}

function textOf(e: LogEvent, who: string, whom: string, step: PlayerStep, ownSummary: boolean): string {
  switch (e.kind) {
    case 'combat-started': return 'Combat starts';
    case 'round-started': return `Round ${e.round}`;
    case 'turn-started': return `${who}'s turn`;
    case 'moved': return `${who} moves`;
    case 'faced': return `${who} turns`;
    case 'attack': return `${who} attacks ${whom}`;
    case 'grapple': return `${who} grapples ${whom}`;
    case 'break-free': return `${who} breaks free`;
    case 'settings-changed': return 'The GM changes a rules setting';
    case 'joined': return `${who} joins the fight`;
    case 'left': return `${who} leaves the fight`;
    case 'revealed': return `${who} is revealed`;
    case 'hidden': return `${who} is hidden`;
    case 'order-set': return 'The turn order changes';
    case 'sheet-edited': return `${who}'s sheet changes`;
    case 'condition':
    case 'condition-ended':
    case 'condition-reminder': return e.summary;
    case 'players-name': return 'The GM renames someone';
    case 'free-roll': return ownSummary ? e.summary : e.actor === null ? 'The GM rolls' : `${who} rolls`;
    case 'out': return `${who} is out of the fight`;
    case 'back-in': return `${who} is back in the fight`;
    case 'turn-ended': return `${who} ends the turn`;
    case 'turn-delayed': return `${who} waits`;
    // The trigger is the GM's note, and may give an NPC's intent away.
    case 'readied': return `${who} readies an action`;
    case 'readied-attack': return `${who} acts on a readied action`;
    case 'ready-lapsed': return `${who}'s readied action lapses`;
    case 'combat-ended': return 'Combat ends';
    case 'cover-damaged':
    case 'cover-destroyed': return coverChanges(step).join('; ') || 'Cover is hit';
    case 'action': return ownSummary ? e.summary : `${who} acts`;
    case 'recovered': return ownSummary ? e.summary : `${who} recovers`;
    case 'harm-adjusted': return ownSummary ? e.summary : `${who}'s condition changes`;
    // A kind only some system writes: that system's words for the players.
    default: {
      const words = (systemEntry(step.after.encounter.system).playerWords as Readonly<Record<string, PlayerWords | undefined>>)[e.kind];
      return words ? words(who, whom) : `${who} acts`;
    }
  }
}

/**
 * The players' log of one step: its events that are neither GM-only nor about a hidden combatant,
 * each rewritten from structured facts.
 */
export function playerEntries(step: PlayerStep, audience: PlayerAudience): PlayerLogEntry[] {
  const enc = step.after.encounter;
  const byId = (id: string | null) => (id === null ? undefined : enc.combatants.find((c) => c.id === id));
  const name = (c: AnyCombatant | undefined) => (c === undefined || audience.unseen.has(c.id) ? 'Someone' : playersName(c) || 'Someone');
  const out: PlayerLogEntry[] = [];
  let changesGiven = false;
  for (const e of step.events) {
    if (e.gmOnly) continue;
    const actor = byId(e.actor);
    const target = byId(e.target);
    // The reducer marks these GM-only already; checked again so a missed flag cannot leak a hidden one.
    // One exception: an attack by a hidden combatant on a visible one is told as "Someone attacks
    // Bryn", so the players see why their character is hurt without learning who or where.
    if (target?.hidden) continue;
    if (actor?.hidden && !(e.kind === 'attack' && target !== undefined)) continue;
    const named = [actor, target].filter((c): c is AnyCombatant => c !== undefined);
    // A combatant the players know by a stand-in ('a bandit') never has its own summary shown: it names it.
    const allOpen = named.length > 0 && named.every((c) => isOpen(c, audience.revealed) && !audience.unseen.has(c.id) && c.playersName === undefined);
    const ownSummary = OWN_SUMMARY_KINDS.has(e.kind) && actor !== undefined && target === undefined && allOpen;
    let changes: string[] = [];
    if (!changesGiven && HARM_KINDS.has(e.kind)) {
      changes = harmChanges(step, audience);
      changesGiven = true;
    }
    out.push({
      round: e.round,
      turn: e.turn,
      kind: e.kind,
      text: textOf(e, name(actor), name(target), step, ownSummary),
      changes,
      rolls: rollsFor(e, allOpen && e.kind === 'attack'),
    });
  }
  return out;
}

/** The players' log of a whole history of steps, oldest first. */
export function playerLog(steps: readonly PlayerStep[], audience: PlayerAudience): PlayerLogEntry[] {
  return steps.flatMap((s) => playerEntries(s, audience));
}

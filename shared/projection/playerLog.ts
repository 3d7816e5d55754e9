// The session log as the players may read it. Every line is written here from structured facts
// (the event's kind, who acted, an attack's result, the command's own fields, the harm words and
// conditions before and after the command), never copied from the GM's summary: GM summaries carry
// NPC numbers ("(32/36 HP)", "NDV 4", "Wounds 3"), split choices and free notes (a condition's
// note, an action's note, a free roll's label). Roll details travel only when everyone the event
// names is open to the players.
import type { DieFace } from '../dice';
import { hexKey } from '../hex';
import type { Command } from '../model/commands';
import type { AttackResult, LogEvent } from '../model/events';
import type { AnyCombatant } from '../model/schema';
import type { CombatState, HeldCondition } from '../model/state';
import { adapterFor, systemEntry } from '../systems/registry';
import type { PlayerWords } from '../systems/entry';

/** The players' words for harm; the same five in every system. */
export type { HarmWord } from '../model/state';
import type { HarmWord } from '../model/state';
import { playersName } from './playersName';

/**
 * One applied command: the state before it, its events, the state after it, and the command itself
 * (only its structured fields are read, never its notes).
 */
export type PlayerStep = { readonly before: CombatState; readonly events: readonly LogEvent[]; readonly after: CombatState; readonly command?: Command | undefined };

/** Who may be named and whose numbers may be shown. */
export type PlayerAudience = {
  /** Combatant ids whose numbers the GM revealed (PCs are always open). */
  readonly revealed: readonly string[];
  /**
   * Combatant ids the players cannot see now (hidden, or on a dark hex): what they do is left out,
   * save a blow they strike at someone seen, told as coming from "Someone".
   */
  readonly unseen: ReadonlySet<string>;
  /** Whether a hex key is dark to the players (cover there breaks unseen); absent: nothing is. */
  readonly dark?: ((key: string) => boolean) | undefined;
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
/** Kinds where someone unseen acts on someone seen: told as "Someone attacks Bryn", so a PC's hurt has a cause. */
const BLOW_KINDS: ReadonlySet<LogEvent['kind']> = new Set(['attack', 'grapple', 'readied-attack']);

/** An attack's result as the players' log words it. */
const RESULT_WORDS = {
  hit: 'hit',
  'no harm': 'hit, no harm done',
  miss: 'miss',
  parried: 'parried',
  blocked: 'blocked',
  cover: 'the cover takes it',
  'wrong target': 'miss, and the blow lands on someone else in the grapple',
  'no attack': 'no blow lands',
} as const satisfies Record<AttackResult, string>;

function harmChanges(step: PlayerStep, audience: PlayerAudience): string[] {
  const out: string[] = [];
  for (const c of step.after.encounter.combatants) {
    if (c.hidden || audience.unseen.has(c.id)) continue;
    const was = harmWordOf(step.before, c);
    const now = harmWordOf(step.after, c);
    // By the name the players know it by: a stand-in ("a bandit") never gives the real one away.
    if (was !== now) out.push(`${playersName(c) || 'Someone'}: ${was} \u2192 ${now}`);
  }
  return out;
}

function coverChanges(step: PlayerStep, audience: PlayerAudience): string[] {
  const out: string[] = [];
  for (const t of step.before.encounter.map.terrain) {
    if (t.kind !== 'cover' || audience.dark?.(hexKey(t))) continue;
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

/** A held condition as anyone at the table sees it: its name and how long it lasts, never the GM's note. */
function conditionWords(c: HeldCondition): string {
  return c.turnsLeft === null ? c.condition : `${c.condition} (${c.turnsLeft} turn${c.turnsLeft === 1 ? '' : 's'} left)`;
}

/** The conditions a combatant gained (or had renewed) in the step, and those it lost. */
function conditionDiff(step: PlayerStep, id: string): { gained: HeldCondition[]; lost: HeldCondition[] } {
  const was = step.before.conditions[id] ?? [];
  const now = step.after.conditions[id] ?? [];
  return {
    gained: now.filter((c) => !was.some((w) => w.condition === c.condition && w.turnsLeft === c.turnsLeft)),
    lost: was.filter((w) => !now.some((c) => c.condition === w.condition)),
  };
}

/** What the players read of one event; `nth` counts the earlier events of its kind and actor in the step. */
function textOf(e: LogEvent, who: string, whom: string, step: PlayerStep, nth: number, audience: PlayerAudience): string {
  const cmd = step.command;
  switch (e.kind) {
    case 'combat-started': return 'Combat starts';
    case 'round-started': return `Round ${e.round}`;
    case 'turn-started': return `${who}'s turn`;
    case 'moved': return `${who} moves`;
    case 'faced': return `${who} turns`;
    case 'attack': {
      const verb = cmd?.type === 'attack' && cmd.counterAttack ? 'counter-attacks' : 'attacks';
      return `${who} ${verb} ${whom}${e.result ? `: ${RESULT_WORDS[e.result]}` : ''}`;
    }
    case 'grapple': return `${who} grapples ${whom}`;
    case 'area-attack': return `${who} strikes an area`;
    case 'break-free': return `${who} breaks free`;
    case 'settings-changed': return 'The GM changes a rules setting';
    case 'joined': return `${who} joins the fight`;
    case 'left': return `${who} leaves the fight`;
    case 'revealed': return `${who} is revealed`;
    case 'hidden': return `${who} is hidden`;
    case 'order-set': return 'The turn order changes';
    case 'sheet-edited': return `${who}'s sheet changes`;
    // A condition's note is the GM's: the players read its name and duration from the state.
    case 'condition': {
      // The command names it even when it only renews one held already (the state then shows no change).
      const got = cmd?.type === 'add-condition'
        ? { condition: cmd.condition.trim().toLowerCase(), turnsLeft: cmd.turns ?? null, note: '' }
        : e.actor === null ? undefined : conditionDiff(step, e.actor).gained[nth];
      return got ? `${who} is ${conditionWords(got)}` : `${who}'s conditions change`;
    }
    case 'condition-ended': {
      const lost = e.actor === null ? undefined : conditionDiff(step, e.actor).lost[nth];
      return lost ? `${who} is no longer ${lost.condition}` : `${who}'s conditions change`;
    }
    case 'condition-reminder': {
      const held = e.actor === null ? [] : (step.after.conditions[e.actor] ?? []);
      return held.length ? `${who} is still ${held.map(conditionWords).join(', ')}` : `${who}'s turn`;
    }
    case 'players-name': return 'The GM renames someone';
    case 'portrait-set': return `${who}'s token changes`;
    // The label is the GM's ("Spot the tripwire"): the players learn who rolled, and the faces.
    case 'free-roll': return e.actor === null ? 'The GM rolls' : `${who} rolls`;
    case 'out': return `${who} is out of the fight`;
    case 'back-in': return `${who} is back in the fight`;
    case 'turn-ended': return `${who} ends the turn`;
    case 'turn-delayed': return `${who} waits`;
    // The trigger is the GM's note, and may give an NPC's intent away.
    case 'readied': return `${who} readies an action`;
    case 'readied-attack': return `${who} acts on a readied action`;
    case 'ready-lapsed': return `${who}'s readied action lapses`;
    case 'combat-ended': return 'Combat ends: the fight is over';
    case 'door-set': {
      const opens = cmd?.type === 'set-door' && cmd.state === 'open';
      return e.actor === null ? (opens ? 'A door opens' : 'A door closes') : `${who} ${opens ? 'opens' : 'closes'} a door`;
    }
    case 'cover-damaged':
    case 'cover-destroyed': return coverChanges(step, audience).join('; ');
    case 'action': return cmd?.type === 'action' ? `${who} ${ACTION_WORDS[cmd.kind]}` : `${who} acts`;
    case 'recovered': return `${who} recovers`;
    case 'harm-adjusted': return `${who}'s condition changes`;
    // A kind only some system writes: that system's words for the players.
    default: {
      const words = (systemEntry(step.after.encounter.system).playerWords as Readonly<Record<string, PlayerWords | undefined>>)[e.kind];
      return words ? words(who, whom, step) : `${who} acts`;
    }
  }
}

/** The action kinds of the `action` command as the players read them. */
const ACTION_WORDS = { 'change-weapon': 'changes weapon', 'use-item': 'uses an item', 'use-skill': 'uses a skill', reload: 'reloads' } as const satisfies Record<Extract<Command, { type: 'action' }>['kind'], string>;

/**
 * The players' log of one step: its events that are neither GM-only nor about a hidden combatant,
 * each rewritten from structured facts.
 */
export function playerEntries(step: PlayerStep, audience: PlayerAudience): PlayerLogEntry[] {
  // One who left in this step is found in the state before it.
  const byId = (id: string | null) =>
    id === null ? undefined : (step.after.encounter.combatants.find((c) => c.id === id) ?? step.before.encounter.combatants.find((c) => c.id === id));
  const name = (c: AnyCombatant | undefined) => (c === undefined || audience.unseen.has(c.id) ? 'Someone' : playersName(c) || 'Someone');
  const out: PlayerLogEntry[] = [];
  const seenOf = new Map<string, number>();
  let changesGiven = false;
  for (const e of step.events) {
    if (e.gmOnly) continue;
    const actor = byId(e.actor);
    const target = byId(e.target);
    // The reducer marks these GM-only already; checked again so a missed flag cannot leak a hidden one.
    if (target?.hidden) continue;
    // Someone unseen (hidden, or on a dark hex) is left out of the players' log altogether, so that
    // neither a line nor a gap tells them something unseen acts. One exception: a blow it strikes
    // at someone seen is told as "Someone attacks Bryn", so the players see why Bryn is hurt.
    const unseenActor = actor !== undefined && (actor.hidden || audience.unseen.has(actor.id));
    if (unseenActor && !(BLOW_KINDS.has(e.kind) && target !== undefined && !audience.unseen.has(target.id))) continue;
    // Cover broken on a dark hex is news the players cannot have.
    if ((e.kind === 'cover-damaged' || e.kind === 'cover-destroyed') && coverChanges(step, audience).length === 0) continue;
    // So is a door on dark hexes.
    if (e.kind === 'door-set' && step.command?.type === 'set-door' && audience.dark?.(hexKey(step.command.a)) && audience.dark(hexKey(step.command.b))) continue;
    const named = [actor, target].filter((c): c is AnyCombatant => c !== undefined);
    const allOpen = named.length > 0 && named.every((c) => isOpen(c, audience.revealed) && !audience.unseen.has(c.id) && c.playersName === undefined);
    const key = `${e.kind} ${e.actor ?? ''}`;
    const nth = seenOf.get(key) ?? 0;
    seenOf.set(key, nth + 1);
    let changes: string[] = [];
    if (!changesGiven && HARM_KINDS.has(e.kind)) {
      changes = harmChanges(step, audience);
      changesGiven = true;
    }
    out.push({
      round: e.round,
      turn: e.turn,
      kind: e.kind,
      text: textOf(e, name(actor), name(target), step, nth, audience),
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

/**
 * The roll banner: the latest attack the players saw. An area attack strikes several targets with
 * one roll, each logged as its own attack; the banner tells them all ("Mags strikes an area: Oskar:
 * miss · Ilse: hit"), with the thrower's roll once and then each target's own dice, so the table
 * does not read one target's result as the whole blast's.
 */
export function playerBanner(steps: readonly PlayerStep[], entries: readonly (readonly PlayerLogEntry[])[]): PlayerLogEntry | null {
  for (let i = entries.length - 1; i >= 0; i--) {
    const attacks = entries[i]!.filter((e) => e.kind === 'attack');
    if (attacks.length === 0) continue;
    const cmd = steps[i]?.command;
    const area = cmd?.type === 'attack' && 'at' in cmd ? entries[i]!.find((e) => e.kind === 'area-attack') : undefined;
    if (!area || attacks.length < 2) return attacks[attacks.length - 1]!;
    const thrower = area.text.replace(/ strikes an area$/, '');
    const prefix = `${thrower} attacks `;
    const rolls = throwerRollOnce(attacks.map((e) => e.rolls), (a, b) => JSON.stringify(a) === JSON.stringify(b));
    return {
      ...attacks[attacks.length - 1]!,
      text: `${area.text}: ${attacks.map((e) => (e.text.startsWith(prefix) ? e.text.slice(prefix.length) : e.text)).join(' · ')}`,
      changes: [...new Set(entries[i]!.flatMap((e) => e.changes))],
      rolls,
    };
  }
  return null;
}

/**
 * An area attack's targets' rolls joined, the thrower's one roll once: each target's record starts
 * with that roll where it read it (`same` tells it from a target's own), so each later list loses
 * the part it shares with the first from the start.
 */
export function throwerRollOnce<R>(lists: readonly (readonly R[])[], same: (a: R, b: R) => boolean): R[] {
  const first = lists[0] ?? [];
  return lists.flatMap((rolls, n) => {
    if (n === 0) return [...rolls];
    let k = 0;
    while (k < rolls.length && k < first.length && same(rolls[k]!, first[k]!)) k++;
    return rolls.slice(k);
  });
}

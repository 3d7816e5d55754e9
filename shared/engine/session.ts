// The session: the initial encounter, the seed and the list of commands, each with the digest of
// the state it produced. Undo and redo move a cursor along that list; replay rebuilds any point of
// it die for die. States are immutable and share structure, so keeping one per step is cheap.
import { RULES_VERSION } from '../rules/version';
import type { Command } from '../model/commands';
import { digestOf } from './digest';
import type { LogEvent } from '../model/events';
import { initialState } from '../model/initial';
import { reduce } from './reducer';
import type { Encounter } from '../model/schema';
import type { CombatState } from '../model/state';

/** One applied command with the digest of the state after it. */
export type SessionEntry = { readonly command: Command; readonly digest: string };

/** How the players' screen fogs the map: not at all, revealed by the GM's hand, or also by what the PCs see. */
export type FogMode = 'off' | 'manual' | 'auto';

/** A fight's fog of war as its session keeps it: the mode, the hexes the players have seen and those the GM hid (hex keys "q,r"). */
export type SessionFog = {
  readonly mode: FogMode;
  readonly seen: readonly string[];
  readonly hidden: readonly string[];
};

/** What a session file holds (without its envelope). */
export type SessionRecord = {
  readonly name: string;
  readonly rulesVersion: string;
  readonly seed: string;
  readonly encounter: Encounter;
  readonly commands: readonly SessionEntry[];
  /** The fight's fog on the players' screen; a file written before fog was kept has none (fog off). */
  readonly fog?: SessionFog;
};

/** A session being run: its record plus every intermediate state and the events of each step. */
export class Session {
  readonly encounter: Encounter;
  readonly seed: string;
  name: string;
  private entries: SessionEntry[] = [];
  private states: CombatState[];
  private eventLog: LogEvent[][] = [];
  /** How many entries are applied; entries past it can be redone. */
  private cursor = 0;

  constructor(encounter: Encounter, seed: string, name = encounter.name) {
    this.encounter = encounter;
    this.seed = seed;
    this.name = name;
    this.states = [initialState(encounter, seed)];
  }

  /** The state after the applied commands. */
  get state(): CombatState {
    return this.states[this.cursor]!;
  }

  /** The applied commands with their digests. */
  get applied(): readonly SessionEntry[] {
    return this.entries.slice(0, this.cursor);
  }

  /** How many commands are applied (without copying them as `applied` does). */
  get appliedCount(): number {
    return this.cursor;
  }

  /** The `n`th applied command (0-based) with its digest, or undefined past the cursor. */
  entryAt(n: number): SessionEntry | undefined {
    return n >= 0 && n < this.cursor ? this.entries[n] : undefined;
  }

  /** Every event of the applied commands, oldest first. */
  get events(): LogEvent[] {
    return this.eventLog.slice(0, this.cursor).flat();
  }

  /** Events grouped by the command that caused them. */
  get eventsByCommand(): readonly LogEvent[][] {
    return this.eventLog.slice(0, this.cursor);
  }

  get canUndo(): boolean {
    return this.cursor > 0;
  }

  get canRedo(): boolean {
    return this.cursor < this.entries.length;
  }

  /** Applies a command; a refused command changes nothing and returns its reason. */
  apply(command: Command): { ok: true; events: LogEvent[] } | { ok: false; reason: string } {
    const r = reduce(this.state, command);
    if (!r.ok) return r;
    // A new command after undo discards the undone branch, as in any editor. Truncated in place
    // and only when there is a branch: copying the lists per command made long replays quadratic.
    if (this.cursor < this.entries.length) {
      this.entries.length = this.cursor;
      this.states.length = this.cursor + 1;
      this.eventLog.length = this.cursor;
    }
    this.entries.push({ command, digest: digestOf(r.state) });
    this.states.push(r.state);
    this.eventLog.push(r.events);
    this.cursor++;
    return { ok: true, events: r.events };
  }

  /** Steps back one command; returns the command undone, or null at the start. */
  undo(): Command | null {
    if (!this.canUndo) return null;
    this.cursor--;
    return this.entries[this.cursor]!.command;
  }

  /** Steps forward one undone command; returns it, or null when there is none. */
  redo(): Command | null {
    if (!this.canRedo) return null;
    this.cursor++;
    return this.entries[this.cursor - 1]!.command;
  }

  /** The record to save: only the applied commands. */
  toRecord(): SessionRecord {
    return { name: this.name, rulesVersion: RULES_VERSION, seed: this.seed, encounter: this.encounter, commands: this.applied };
  }

  /** The state after the first `n` applied commands (0 = before the first). */
  stateAt(n: number): CombatState {
    return this.states[Math.max(0, Math.min(n, this.cursor))]!;
  }
}

export type ReplayResult = {
  readonly session: Session;
  /** The state after the last command replayed (up to the first mismatch under `verify`). */
  readonly state: CombatState;
  /** Index of the first entry whose command was refused or whose digest differs; null when all match. */
  readonly mismatch: { index: number; reason: string } | null;
};

/**
 * Rebuilds a session from its record. With `verify`, stops at the first command whose digest
 * differs from the one recorded (or that is refused) and says where.
 */
export function replay(record: SessionRecord, opts: { verify?: boolean } = {}): ReplayResult {
  const session = new Session(record.encounter, record.seed, record.name);
  for (let i = 0; i < record.commands.length; i++) {
    const entry = record.commands[i]!;
    const r = session.apply(entry.command);
    if (!r.ok) return { session, state: session.state, mismatch: { index: i, reason: `command ${i + 1} (${entry.command.type}) was refused: ${r.reason}` } };
    if (opts.verify) {
      const got = session.entryAt(i)!.digest;
      if (got !== entry.digest) {
        return { session, state: session.state, mismatch: { index: i, reason: `command ${i + 1} (${entry.command.type}): digest ${got} differs from the recorded ${entry.digest}` } };
      }
    }
  }
  return { session, state: session.state, mismatch: null };
}

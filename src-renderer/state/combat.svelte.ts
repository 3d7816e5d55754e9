// The fight being run: the shared Session (commands, undo, replay) plus the journal that makes
// every command durable before the UI shows it. Only this class applies commands; what the GM is
// pointing at (target, weapon, situational toggles, typed dice) is CombatUi's.
import type { Command } from '../../shared/model/commands';
import type { LogEvent } from '../../shared/model/events';
import type { Encounter } from '../../shared/model/schema';
import { Session, type SessionRecord } from '../../shared/engine/session';
import type { CombatState } from '../../shared/model/state';
import type { Journal } from '../db/journal';
import { plain } from '../host/plain.svelte';
import { FightFog } from './fightFog.svelte';
import { stateAhead } from './shadingAhead';

export class CombatController {
  readonly id: string;
  readonly session: Session;
  state = $state.raw<CombatState>(null as unknown as CombatState);
  events = $state.raw<LogEvent[]>([]);
  /** The reason the last command was refused, shown until the next command. */
  refusal = $state<string | null>(null);
  canUndo = $state(false);
  canRedo = $state(false);
  /** Bumps with every applied, undone or redone command. */
  revision = $state(0);
  savedRevision = $state(0);
  /** The library id the session was last saved to. */
  libraryId = $state<string | null>(null);
  /** The signature of that file as opened or last saved: a save expects it still on disk. */
  signature = $state<string | null>(null);
  /**
   * The session file the fight was opened from, as main sent it: saving writes its fields back
   * under the live record, so fields this version does not know survive.
   */
  opened: Readonly<Record<string, unknown>> | null = null;
  /** This fight's fog of war on the players' screen: its own, saved with its session. */
  readonly fog = new FightFog(() => this.journalFog());
  /** A journal write that failed: the GM must know the safety net is down. */
  journalError = $state<string | null>(null);
  private busy: Promise<unknown> = Promise.resolve();

  constructor(id: string, encounter: Encounter, seed: string, private readonly journal: Journal | null, name?: string) {
    this.id = id;
    // The fight's states are built from the encounter and must never change with the prep screen's.
    this.session = new Session(plain(encounter), seed, name);
    this.sync();
  }

  /**
   * Starts journaling this new fight. A store that refuses the write does not stop the fight: the
   * GM is told the safety net is down (`journalError`) and can save to a file.
   */
  async begin(libraryId: string | null): Promise<void> {
    await this.write(() => this.journal?.begin(this.id, this.session.name, this.session.encounter, this.session.seed, libraryId));
  }

  get dirty(): boolean {
    return this.revision !== this.savedRevision;
  }

  /**
   * Whether only the fight's start is applied: Undo stops there, since taking it back leaves a
   * round 0 nobody can act in (leaving the fight is how its set-up changes).
   */
  private get atStart(): boolean {
    return this.session.appliedCount === 1 && this.session.entryAt(0)?.command.type === 'start-combat';
  }

  private sync(): void {
    this.state = this.session.state;
    this.events = this.session.events;
    this.canUndo = this.session.canUndo && !this.atStart;
    this.canRedo = this.session.canRedo;
  }

  /**
   * Applies a command: the reducer decides, the journal records it, then the UI shows it. A refused
   * command changes nothing and its reason is shown.
   */
  async apply(input: Command): Promise<boolean> {
    // Commands built from UI state may hold reactive proxies: the session keeps plain data only,
    // so its states stay immutable whatever the UI does next.
    const command = plain(input);
    const index = this.session.appliedCount;
    // Commands undone before this one are in the journal until it drops them; with none, it need not look.
    const undone = this.session.canRedo;
    const r = this.session.apply(command);
    if (!r.ok) {
      this.refusal = r.reason;
      return false;
    }
    this.refusal = null;
    // The shading starts on the new state while the journal writes (shadingAhead.ts).
    stateAhead(this.session.state);
    await this.write(() => this.journal?.append(this.id, index, command, undone));
    this.revision++;
    this.sync();
    return true;
  }

  async undo(): Promise<void> {
    if (this.atStart || !this.session.undo()) return;
    await this.write(() => this.journal?.moveCursor(this.id, this.session.applied.length));
    this.refusal = null;
    this.revision++;
    this.sync();
  }

  async redo(): Promise<void> {
    if (!this.session.redo()) return;
    await this.write(() => this.journal?.moveCursor(this.id, this.session.applied.length));
    this.refusal = null;
    this.revision++;
    this.sync();
  }

  /** Replays journaled commands after a crash, up to the cursor the journal recorded. */
  restore(commands: readonly Command[], cursor: number): string | null {
    for (let i = 0; i < commands.length; i++) {
      const r = this.session.apply(commands[i]!);
      if (!r.ok) return `The journal's command ${i + 1} no longer applies: ${r.reason}`;
    }
    while (this.session.applied.length > cursor) this.session.undo();
    this.revision++;
    this.sync();
    return null;
  }

  /** Records that file `libraryId` (with `signature`) now holds the session as of `revision`; `opened` is its value as read. */
  markSaved(libraryId: string | null, signature: string | null = null, opened?: Readonly<Record<string, unknown>>, revision = this.revision): void {
    this.savedRevision = revision;
    this.libraryId = libraryId;
    this.signature = signature;
    if (opened) this.opened = opened;
    // Commands applied while the file was written are in no file: the journal keeps offering them.
    if (revision === this.revision) void this.journal?.settle(this.id, libraryId, signature);
  }

  /**
   * Records, without settling, which file a recovered fight came from (`libraryId`, as last saved
   * with `signature`) and what that file held beyond the journal (`opened`): its save goes back there.
   */
  belongsTo(libraryId: string | null, signature: string | null, opened: Readonly<Record<string, unknown>> | null): void {
    this.libraryId = libraryId;
    this.signature = signature;
    this.opened = opened;
  }

  /**
   * What Save writes: the live record and the fight's fog over the opened file's fields. A command
   * entry still holding the very command the file had keeps the entry's other fields too.
   */
  toFile(): SessionRecord {
    const record = this.session.toRecord();
    const fog = this.fog.toFile();
    const kept = this.opened?.['commands'];
    if (!Array.isArray(kept)) return { ...this.opened, ...record, fog };
    const commands = record.commands.map((entry, i) => {
      const was = kept[i] as { command?: unknown } | undefined;
      return was?.command === entry.command ? { ...was, ...entry } : entry;
    });
    return { ...this.opened, ...record, commands, fog };
  }

  private fogQueued = false;

  // One fog write waits at a time and takes the fog as it is when its turn comes: a brush dragged
  // over the map changes it many times a second.
  private journalFog(): void {
    if (this.fogQueued || !this.journal) return;
    this.fogQueued = true;
    void this.write(() => {
      this.fogQueued = false;
      return this.journal?.setFog(this.id, this.fog.toFile());
    });
  }

  // Journal writes run one after another, in command order, even if the GM clicks quickly.
  private async write(op: () => Promise<void> | undefined): Promise<void> {
    const next = this.busy.then(op).then(
      () => {
        this.journalError = null;
      },
      (e: unknown) => {
        this.journalError = `Autosave failed: ${e instanceof Error ? e.message : String(e)}. Save the session to a file now.`;
      },
    );
    this.busy = next;
    await next;
  }
}

// What is open in the GM window and which screen shows it: the encounter in prep (with its library
// file), the fight being run (with what the GM points at in it), the replay, the map import.
// Opening work here replaces what was open; asking first is the navigation's job.
import type { Encounter } from '../../shared/model/schema';
import type { Command } from '../../shared/model/commands';
import type { Drafts } from '../db/drafts';
import type { Journal } from '../db/journal';
import { CombatController } from './combat.svelte';
import { CombatUi } from './combatUi.svelte';
import { PrepEditor } from './prep.svelte';
import { PrepAutosave } from './prepAutosave.svelte';
import type { ReplayState } from './replay.svelte';
import type { UvttImportState } from './uvttImport.svelte';
import type { FogMode } from '../../shared/engine/session';

export type Screen = 'start' | 'prep' | 'combat' | 'replay' | 'import';

/** What a fight on screen also needs: the fog mode a new fight starts in, and the ruler to put away. */
export type FightShell = { newFightFog(): FogMode; stopRuler(): void };

export class Workspace {
  screen = $state<Screen>('start');
  prep = $state.raw<PrepEditor | null>(null);
  combat = $state.raw<CombatController | null>(null);
  /** What the GM points at in the current fight (target, weapon, typed dice); one per fight. */
  combatUi = $state.raw<CombatUi | null>(null);
  /** A battle map being lined up with the hex grid before it becomes an encounter. */
  uvtt = $state.raw<UvttImportState | null>(null);
  /** The session shown by the replay viewer, and where in it. */
  replay = $state.raw<ReplayState | null>(null);
  /** The library id of the encounter file being worked on, when it has one. */
  libraryId = $state<string | null>(null);
  /** The signature of that file as opened or last saved: a save expects it still on disk. */
  fileSignature = $state<string | null>(null);
  /** The browser-store draft the prep's changes go to. */
  draftId: string = crypto.randomUUID();
  /** Keeps the prep's draft in the browser store up to date. */
  readonly autosave: PrepAutosave;

  constructor(
    private readonly journal: Journal | null,
    drafts: Drafts | null,
    private readonly shell: FightShell,
  ) {
    this.autosave = new PrepAutosave(drafts, () => ({ id: this.draftId, prep: this.prep, libraryId: this.libraryId, signature: this.fileSignature }));
  }

  /**
   * Opens an encounter for preparation. With `draftId` it carries on a recovered draft: the
   * encounter starts unsaved and its changes go on updating that draft.
   */
  edit(encounter: Encounter, libraryId: string | null = null, opts: { draftId?: string; signature?: string | null; unsaved?: boolean } = {}): void {
    this.autosave.flush();
    this.prep = new PrepEditor(encounter, () => this.autosave.changed(), opts.unsaved ?? opts.draftId !== undefined);
    this.libraryId = libraryId;
    this.fileSignature = opts.signature ?? null;
    this.closeFight();
    this.draftId = opts.draftId ?? crypto.randomUUID();
    this.screen = 'prep';
  }

  /** Starts running the prepared encounter: a new session with a fresh seed. Returns a problem, or null. */
  async run(seed: string = crypto.randomUUID().slice(0, 8)): Promise<string | null> {
    if (!this.prep) return 'Nothing to run.';
    const encounter = this.prep.encounter;
    const combat = new CombatController(crypto.randomUUID(), encounter, seed, this.journal, encounter.name);
    await combat.begin(this.libraryId);
    const ok = await combat.apply({ type: 'start-combat', ...this.prep.startOptions });
    if (!ok) return combat.refusal;
    this.#showFight(combat);
    return null;
  }

  /**
   * Carries on a fight whose commands were recorded (a saved session, or the journal after a
   * crash): replays them up to `cursor` and shows the fight. Returns a problem, or null. With
   * `keepPartial` the commands that did replay are shown even when a later one no longer applies
   * (recovery must never lose what it can keep); otherwise nothing opens.
   */
  resume(id: string, encounter: Encounter, seed: string, name: string, commands: readonly Command[], cursor: number, libraryId: string | null, keepPartial = false): string | null {
    const combat = new CombatController(id, encounter, seed, this.journal, name);
    const problem = combat.restore(commands, cursor);
    if (problem && !keepPartial) return problem;
    this.edit(encounter, libraryId);
    this.#showFight(combat);
    return problem;
  }

  #showFight(combat: CombatController): void {
    // Its own fog, in the mode the GM last picked: nothing another fight revealed comes along.
    combat.fog.setMode(this.shell.newFightFog());
    this.combat = combat;
    this.combatUi = new CombatUi(combat);
    this.shell.stopRuler();
    this.screen = 'combat';
  }

  /** The library file the prep's encounter belongs to now: after a save, or none while Save As writes a new one. */
  setPrepFile(id: string | null, signature: string | null = this.fileSignature): void {
    this.libraryId = id;
    this.fileSignature = signature;
  }

  /** Lets the fight go from the window (its journal is the caller's business). */
  closeFight(): void {
    this.combat = null;
    this.combatUi = null;
  }

  /** Shows a session in the replay viewer, leaving the fight or prep open as it is. */
  showReplay(replay: ReplayState): void {
    this.replay = replay;
    this.screen = 'replay';
  }

  /** Shows a battle map being lined up with the hex grid. */
  showImport(uvtt: UvttImportState): void {
    this.uvtt = uvtt;
    this.screen = 'import';
  }

  /** Lets the map being lined up go (made into an encounter, or cancelled). */
  closeImport(): void {
    this.uvtt = null;
  }

  /** Shows `screen`, with what is open left as it is. */
  show(screen: Screen): void {
    this.screen = screen;
  }

  /** Whether the work on screen holds changes no file has. */
  get unsavedOnScreen(): boolean {
    if (this.screen === 'combat') return !!this.combat?.dirty;
    return !!this.prep?.dirty;
  }

  /**
   * Whether the fight open (running or ended) has commands not saved to a file: leaving it asks
   * first (a saved one is in the library). An ended fight's last commands are worth as much.
   */
  get fightRunning(): boolean {
    return !!this.combat && this.combat.dirty && this.combat.session.appliedCount > 0;
  }

  /** What an error left as it was, in the GM's words: the fight or prep on screen, and whether its autosave still runs. */
  whatIsSafe(): string {
    if (this.screen === 'combat' && this.combat) {
      return this.combat.journalError
        ? 'The fight on screen is as it was, but autosave is down: save the session to a file now.'
        : 'Nothing was lost: the fight stands at the last command shown, and every command is journaled.';
    }
    if (this.screen === 'prep' && this.prep) {
      return this.autosave.error
        ? 'The prep on screen is as it was, but its draft could not be written: save it to a file now.'
        : 'Nothing was lost: the prep on screen is as it was, and kept as a draft.';
    }
    return 'Nothing was lost: your files are as they were.';
  }
}

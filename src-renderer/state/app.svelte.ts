// The GM window's top-level state: which screen is showing, the encounter being prepared or the
// fight being run, and short messages for the GM. Screens read it; only its methods change it.
import type { AnyCombatant, Encounter } from '../../shared/model/schema';
import type { Command } from '../../shared/model/commands';
import type { SessionFog } from '../../shared/engine/session';
import type { CharacterBody } from '../../shared/files';
import type { HostApi } from '../../shared/ipc/contract';
import type { Draft, HexfrayDb } from '../db/database';
import { Drafts } from '../db/drafts';
import { Journal, SETTLED_KEPT_MS, type FileKept, type Recoverable } from '../db/journal';
import { CombatController } from './combat.svelte';
import { CombatUi } from './combatUi.svelte';
import { LibraryState, type Entry, type Outcome } from './library.svelte';
import { PrepEditor } from './prep.svelte';
import { PrepAutosave } from './prepAutosave.svelte';
import { ReplayState } from './replay.svelte';
import { PlayerScreenState } from './playerScreen.svelte';
import { RulerState } from './ruler.svelte';
import { CombatView } from './combatView.svelte';
import { fightSummary } from './fightSummary';
import { downloadText } from '../host/download';
import { failureMessage } from './failure';
import { UvttImportState } from './uvttImport.svelte';
import { StandShading } from './standShading.svelte';
import { MAX_UVTT_BYTES, readUvtt } from '../../shared/uvtt';
import { formatBytes, formatFileErrors } from '../../shared/files';
import type { SystemId } from '../../shared/model/schema';

/** Passing messages on screen at once; errors are not counted and stay until dismissed. */
const MAX_INFO_TOASTS = 3;
/** Unsaved fights the start screen offers back at most, the newest. */
const MAX_OFFERED_FIGHTS = 5;

export type Screen = 'start' | 'prep' | 'combat' | 'replay' | 'import';
/** A save refused because its file changed outside Hexfray since it was opened or saved. */
export type Conflict = { kind: 'encounters' | 'sessions'; id: string; name: string };
/** What the GM can do about a conflict (or 'cancel': nothing yet). */
export type ConflictChoice = 'overwrite' | 'save-new' | 'reload' | 'cancel';
/** What the GM does with a running fight before leaving it (or 'cancel': stay in it). */
export type LeaveChoice = 'save' | 'background' | 'abandon' | 'cancel';
/** Leaving a running fight, waiting for the GM's answer: where to, and the step that goes there. */
export type Leaving = { to: string; go: () => void | Promise<void> };
export type Toast = { id: number; kind: 'info' | 'error'; text: string };

/** The save options for a file: over `id` expecting `signature`, unless overwriting; none for a new file. */
function fileOptions(id: string | null, signature: string | null, overwrite = false): { id?: string; expected?: string } {
  if (!id) return {};
  return signature && !overwrite ? { id, expected: signature } : { id };
}

/** What session file `file` (with `signature`) holds beyond what the journal rebuilds: see FileKept. */
function keptOf(file: Readonly<Record<string, unknown>>, signature: string | null): FileKept {
  const { commands, encounter: _rebuilt, ...fields } = file as { commands?: unknown; encounter?: unknown };
  const entryFields = (Array.isArray(commands) ? commands : []).map((entry: Record<string, unknown>) => {
    const { command: _c, digest: _d, ...rest } = entry;
    return Object.keys(rest).length ? rest : undefined;
  });
  return { signature, fields, entryFields };
}

export class AppState {
  screen = $state<Screen>('start');
  prep = $state.raw<PrepEditor | null>(null);
  combat = $state.raw<CombatController | null>(null);
  /** What the GM points at in the current fight (target, weapon, typed dice); one per fight. */
  combatUi = $state.raw<CombatUi | null>(null);
  toasts = $state<Toast[]>([]);
  helpOpen = $state(false);
  /** A battle map being lined up with the hex grid before it becomes an encounter. */
  uvtt = $state.raw<UvttImportState | null>(null);
  /** The session shown by the replay viewer, and where in it. */
  replay = $state.raw<ReplayState | null>(null);
  /** The library id of the encounter file being worked on, when it has one. */
  libraryId = $state<string | null>(null);
  /** The signature of that file as opened or last saved: a save expects it still on disk. */
  fileSignature = $state<string | null>(null);
  /** A save waiting for the GM's choice: the file changed outside Hexfray. */
  conflict = $state.raw<Conflict | null>(null);
  /** A step that would leave the running fight, held until the GM says what becomes of the fight. */
  leaving = $state.raw<Leaving | null>(null);
  /** Unsaved fights the journal holds (a run that ended without saving, a fight left in the background), newest first, offered on the start screen. */
  pendingFights = $state.raw<Recoverable[]>([]);
  /** Unsaved prep from such a run, offered the same way. */
  pendingDraft = $state.raw<Draft | null>(null);
  readonly journal: Journal | null;
  readonly drafts: Drafts | null;
  readonly library: LibraryState;
  readonly playerScreen: PlayerScreenState;
  /** The GM's measuring ruler over the fight's map (view state, never a command). */
  readonly ruler = new RulerState();
  /** What the fight screen shows: its open panel, the roll banner folded or not (view state). */
  readonly view = new CombatView();
  /** The step-here advisor's shading on the fight's map (view state, never a command). */
  readonly standShading = new StandShading();
  /** End combat was asked for: the app's dialog waits for the GM to confirm. */
  endingCombat = $state(false);
  /** Start combat waits on the GM's answer to the system's start question (Waylights: who meant to surprise). */
  askingStart = $state(false);
  /** Keeps the prep's draft in the browser store up to date. */
  readonly autosave: PrepAutosave;
  private draftId: string = crypto.randomUUID();
  private nextToast = 1;

  constructor(readonly host: HostApi, db: HexfrayDb | null) {
    this.journal = db ? new Journal(db) : null;
    this.drafts = db ? new Drafts(db) : null;
    this.library = new LibraryState(host);
    this.playerScreen = new PlayerScreenState(host);
    this.autosave = new PrepAutosave(this.drafts, () => ({ id: this.draftId, prep: this.prep, libraryId: this.libraryId, signature: this.fileSignature }));
  }

  /** The newest unsaved fight offered back, if any. */
  get pendingFight(): Recoverable | null {
    return this.pendingFights[0] ?? null;
  }

  /** Looks for work left unsaved (a crash, a killed tab, a fight left in the background), to offer it back; forgets what was settled long ago. */
  async checkRecovery(): Promise<void> {
    try {
      const fights = (await this.journal?.unsettled(MAX_OFFERED_FIGHTS + 1)) ?? [];
      // The fight on screen is not "interrupted": it is right there.
      const onScreen = this.combat?.id;
      this.pendingFights = fights.filter((f) => f.commands.length > 0 && f.session.id !== onScreen).slice(0, MAX_OFFERED_FIGHTS);
      this.pendingDraft = (await this.drafts?.latestUnsettled()) ?? null;
    } catch {
      // A store that cannot be read has nothing to offer; the writes report their own failures.
      this.pendingFights = [];
      this.pendingDraft = null;
    }
    // Only then, and apart: a failure to tidy up must never cost the GM the offer.
    try {
      await this.journal?.pruneSettled();
      await this.drafts?.pruneSettled(Date.now() - SETTLED_KEPT_MS);
    } catch {
      // The next start tries again.
    }
  }

  /** Opens the interrupted prep as it was at its last change, still unsaved, in the same draft. */
  recoverDraft(): void {
    const d = this.pendingDraft;
    if (!d) return;
    this.pendingDraft = null;
    this.edit(d.encounter, d.libraryId, { draftId: d.id, signature: d.signature ?? null });
    this.say(`Recovered your unsaved prep of "${d.encounter.name}". Save it to keep it in the library.`);
  }

  /** Lets the interrupted prep go: it is not offered again. */
  async discardDraft(): Promise<void> {
    const d = this.pendingDraft;
    this.pendingDraft = null;
    if (d) await this.autosave.settle(d.id);
  }

  /** Carries on an interrupted fight (the newest) from its journal, as far as its commands still apply; asks first when that leaves an unsaved fight. */
  recoverFight(r: Recoverable | null = this.pendingFight): Promise<void> {
    if (!r) return Promise.resolve();
    return this.leaveFightThen(`recover "${r.session.name}"`, () => {
      this.pendingFights = this.pendingFights.filter((f) => f !== r);
      const problem = this.resume(r.session.id, r.session.encounter, r.session.seed, r.session.name, r.commands, r.session.cursor, r.session.libraryId, true);
      if (problem) this.say(problem, 'error');
      // Saved, it goes back to the file it came from, with what that file held beyond the journal.
      const opened = r.session.fields ? { ...r.session.fields, commands: r.commands.map((command, i) => ({ ...r.entryFields[i], command })) } : null;
      this.combat?.belongsTo(r.session.libraryId, r.session.signature ?? null, opened);
      // Its fog as last journaled, else as the file it was opened from had it.
      const fog = r.fog ?? (r.session.fields?.['fog'] as SessionFog | undefined);
      if (fog) this.combat?.fog.load(fog);
      this.say(`Recovered "${r.session.name}" at round ${this.combat?.state.round ?? 0}.`);
    });
  }

  /** Lets an interrupted fight (the newest) go: it is not offered again. */
  async discardFight(r: Recoverable | null = this.pendingFight): Promise<void> {
    if (!r) return;
    this.pendingFights = this.pendingFights.filter((f) => f !== r);
    await this.journal?.settle(r.session.id);
  }

  /** Opens the players' screen (the Player view menu item, the top bar button). */
  async openPlayerView(): Promise<void> {
    const problem = await this.playerScreen.open();
    if (problem) this.say(problem, 'error');
    else if (this.combat) await this.playerScreen.publish(this.combat);
  }

  /**
   * Saves what is on screen: the encounter in prep, the session in a fight. Over its own file it
   * expects the file as it was opened or last saved; if it changed outside Hexfray since, nothing
   * is written and the GM is asked (`conflict`). With `overwrite` it writes whatever is on disk.
   */
  save(opts: { overwrite?: boolean } = {}): Promise<void> {
    // A save asked for while another is on its way (Ctrl+S twice) waits for it, then writes only
    // what changed since: sent at once, it would expect the signature the first one replaces.
    const waited = this.savesUnderWay > 0;
    return this.oneSaveAtATime(async () => {
      if (waited && !opts.overwrite && !this.unsavedOnScreen) return;
      await this.saveNow(opts);
    });
  }

  /** Saves still on their way to main, the one writing and those waiting behind it. */
  private savesUnderWay = 0;
  private saves: Promise<unknown> = Promise.resolve();

  /** Runs `step` once every save asked for before it has finished, so two never race for one file. */
  private oneSaveAtATime<T>(step: () => Promise<T>): Promise<T> {
    this.savesUnderWay++;
    const next = this.saves.then(step, step).finally(() => this.savesUnderWay--);
    this.saves = next.catch(() => undefined);
    return next;
  }

  /** Whether the work on screen holds changes no file has. */
  private get unsavedOnScreen(): boolean {
    if (this.screen === 'combat') return !!this.combat?.dirty;
    return !!this.prep?.dirty;
  }

  private async saveNow(opts: { overwrite?: boolean }): Promise<void> {
    // A replay is read-only and an import not an encounter yet: saving there must not write the prep encounter behind it.
    if (this.screen === 'replay' || this.screen === 'import') return;
    if (this.screen === 'combat' && this.combat) {
      await this.saveFight(this.combat, opts.overwrite);
    } else if (this.prep) {
      const prep = this.prep;
      const revision = prep.revision;
      // The encounter as main sent it plus the GM's edits: fields this version does not know stay.
      const r = await this.library.save('encounters', prep.encounter, fileOptions(this.libraryId, this.fileSignature, opts.overwrite));
      if (!r.ok) return this.refused(r, 'encounters', this.libraryId, prep.encounter.name);
      this.libraryId = r.value.id;
      this.fileSignature = r.value.signature;
      prep.markSaved(revision);
      // Settled now, unless the GM changed something while the file was written.
      await this.autosave.write();
      this.say(r.value.notice ?? `Saved "${prep.encounter.name}".`);
    }
  }

  /** Saves the fight's session; whether it was written. */
  private async saveFight(combat: CombatController, overwrite = false): Promise<boolean> {
    // What the file holds is the fight as it stands now; the GM may play on while it is written.
    const revision = combat.revision;
    const r = await this.library.save('sessions', combat.toFile(), fileOptions(combat.libraryId, combat.signature, overwrite));
    if (!r.ok) {
      this.refused(r, 'sessions', combat.libraryId, combat.session.name);
      return false;
    }
    combat.markSaved(r.value.id, r.value.signature, undefined, revision);
    this.say(r.value.notice ?? `Session saved (round ${combat.state.round}).`);
    return true;
  }

  private refused(r: Extract<Outcome<unknown>, { ok: false }>, kind: Conflict['kind'], id: string | null, name: string): void {
    if (r.code === 'conflict' && id) this.conflict = { kind, id, name };
    else this.say(r.error, 'error');
  }

  /** Carries out the GM's answer to a conflict: write over the file, write a new one, or load the file from disk. */
  async resolveConflict(choice: ConflictChoice): Promise<void> {
    const c = this.conflict;
    this.conflict = null;
    if (!c || choice === 'cancel') return;
    if (choice === 'overwrite') return this.save({ overwrite: true });
    if (choice === 'save-new') return this.saveAs();
    if (c.kind === 'sessions') {
      // The fight on screen gives way to the file's: its journal is let go on purpose.
      const old = this.combat;
      if (!(await this.openFile('sessions', c.id, c.name))) return;
      if (old) await this.journal?.settle(old.id);
    } else {
      // The unsaved edits are let go on purpose: their draft is not offered again.
      this.autosave.flush();
      const draft = this.draftId;
      if (!(await this.openFile('encounters', c.id, c.name))) return;
      await this.autosave.settle(draft);
    }
    const loaded = c.kind === 'sessions' ? this.combat?.session.name : this.prep?.encounter.name;
    this.say(`Loaded "${loaded ?? c.name}" as it is on disk now; your unsaved ${c.kind === 'sessions' ? 'commands were' : 'edits were'} dropped.`);
  }

  /** Tells the GM when the file on screen changed outside Hexfray (an editor, a sync client). */
  noticeOutsideChanges(ids: readonly string[]): void {
    const then = 'Saving will ask whether to overwrite it, save as a new file or load it from disk; your unsaved work stays here until then.';
    if (this.screen === 'prep' && this.libraryId && ids.includes(this.libraryId)) {
      this.say(`The encounter file was changed outside Hexfray. ${then}`, 'error');
    } else if (this.screen === 'combat' && this.combat?.libraryId && ids.includes(this.combat.libraryId)) {
      this.say(`The session file was changed outside Hexfray. ${then}`, 'error');
    }
  }

  /** Save As: the work on screen saved to a new library file (named after it), which it then continues in. */
  saveAs(): Promise<void> {
    return this.oneSaveAtATime(() => this.saveAsNow());
  }

  private async saveAsNow(): Promise<void> {
    const combat = this.screen === 'combat' ? this.combat : null;
    if (!combat && !this.prep) return this.say('There is nothing to save yet.');
    const before = combat ? combat.libraryId : this.libraryId;
    // Without an id, save writes a new file; the library picks a free name from the encounter's.
    if (combat) combat.libraryId = null;
    else this.libraryId = null;
    await this.saveNow({});
    const after = combat ? combat.libraryId : this.libraryId;
    if (after === null) {
      if (combat) combat.libraryId = before;
      else this.libraryId = before;
      return;
    }
    if (after !== before) this.say('Saved as a new file in the library; rename it there to give it its own name.');
  }

  /** Whether Undo has something to take back on the screen showing (a replay has nothing). */
  get canUndo(): boolean {
    if (this.screen === 'combat') return !!this.combat?.canUndo;
    return this.screen === 'prep' && !!this.prep?.canUndo;
  }

  get canRedo(): boolean {
    if (this.screen === 'combat') return !!this.combat?.canRedo;
    return this.screen === 'prep' && !!this.prep?.canRedo;
  }

  /** Undoes the last change of the fight or the prep, whichever is on screen. */
  async undo(): Promise<void> {
    if (this.screen === 'combat') await this.combat?.undo();
    else if (this.screen === 'prep') this.prep?.undo();
  }

  async redo(): Promise<void> {
    if (this.screen === 'combat') await this.combat?.redo();
    else if (this.screen === 'prep') this.prep?.redo();
  }

  /** Opens or closes the keyboard help; without an argument, toggles it. */
  toggleHelp(open = !this.helpOpen): void {
    this.helpOpen = open;
  }

  /** Asks the GM, in the app's dialog, whether to end the running fight. */
  askEndCombat(): void {
    if (this.combat?.state.phase === 'combat') this.endingCombat = true;
  }

  /** The GM's answer: end the fight (one end-combat command, then the summary) or keep fighting. */
  async answerEndCombat(end: boolean): Promise<void> {
    if (!this.endingCombat) return;
    this.endingCombat = false;
    const fight = this.combat;
    if (end && fight && (await fight.apply({ type: 'end-combat' }))) this.say(fightSummary(fight.state));
  }

  /** Exports the fight's log (Markdown, HTML or the session JSON); `players` leaves out GM secrets. */
  async exportLog(format: 'md' | 'html' | 'json' = 'html', players = false): Promise<void> {
    const combat = this.combat;
    if (!combat) return this.say('Start or open a fight to export its log.', 'error');
    const r = await this.host['session.export'](combat.session.toRecord(), format, { players });
    if (!r.ok) return this.say(r.error, 'error');
    if (!r.value.ok) return this.say(r.value.error.message, 'error');
    const type = format === 'html' ? 'text/html' : format === 'md' ? 'text/markdown' : 'application/json';
    downloadText(r.value.fileName, r.value.text, type);
    this.say(`Exported ${r.value.fileName} (a copy is in the library's exports folder).`);
  }

  /** Saves a copy of a combatant's sheet as a character file, to reuse in other encounters. */
  async saveCharacter(c: AnyCombatant): Promise<void> {
    const system = this.prep?.encounter.system;
    if (!system) return;
    // The combatant is one of this encounter's, so its sheet is of the encounter's system.
    const r = await this.library.save('characters', { system, sheet: c.sheet } as CharacterBody, { name: c.sheet.name });
    if (r.ok) this.say(r.value.notice ?? `"${c.sheet.name}" saved to the character library.`);
    else this.say(r.error, 'error');
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
    this.showFight(combat);
    return problem;
  }

  /** Opens a library file: an encounter for prep, a session to carry on the fight (asking first when that leaves a running fight). */
  async openEntry(entry: Entry): Promise<void> {
    if (!entry.ok) return this.say(entry.error.message, 'error');
    const kind = entry.kind;
    if (kind === 'encounters' || kind === 'sessions') await this.leaveFightThen(`open "${entry.fileName}"`, async () => void (await this.openFile(kind, entry.id, entry.fileName)));
  }

  /** Opens an encounter for prep from the start screen (a new one, a sample), asking first when that leaves a running fight. */
  openEncounter(encounter: Encounter): Promise<void> {
    return this.leaveFightThen(`open "${encounter.name}"`, () => this.edit(encounter));
  }

  /**
   * Whether the fight open (running or ended) has commands not saved to a file: leaving it asks
   * first (a saved one is in the library). An ended fight's last commands are worth as much.
   */
  get fightRunning(): boolean {
    return !!this.combat && this.combat.dirty && this.combat.session.appliedCount > 0;
  }

  /** Takes the step `go` (to `to`, in the GM's words), or, when that leaves a running fight, asks first (`leaving`). */
  async leaveFightThen(to: string, go: () => void | Promise<void>): Promise<void> {
    if (!this.fightRunning) return go();
    this.leaving = { to, go };
  }

  /**
   * The GM's answer about the running fight: save it and leave, keep it in the background (the
   * Combat button brings it back; once another encounter replaces it, the start screen offers it
   * from the journal), abandon it (its journal is let go), or stay.
   */
  async answerLeave(choice: LeaveChoice): Promise<void> {
    const leaving = this.leaving;
    this.leaving = null;
    const combat = this.combat;
    if (!leaving || choice === 'cancel' || !combat) return;
    if (choice === 'save') {
      if (!(await this.oneSaveAtATime(() => this.saveFight(combat)))) return;
      await this.journal?.settle(combat.id);
    }
    if (choice === 'abandon') await this.journal?.settle(combat.id);
    if (choice !== 'background') {
      this.combat = null;
      this.combatUi = null;
    }
    await leaving.go();
    if (choice === 'background' && this.combat !== combat) await this.checkRecovery();
    if (choice === 'abandon') this.say(`Abandoned the fight "${combat.session.name}".`);
  }

  /**
   * Opens file `id` as main sent it. Main validated it against its format and migrated it, so the
   * renderer does not parse it again: a second parse would drop the fields this version does not
   * know, and saving would then lose them. Returns whether it opened.
   */
  private async openFile(kind: Conflict['kind'], id: string, fileName: string): Promise<boolean> {
    const r = await this.library.openAs(id, kind, fileName);
    if (!r.ok) {
      this.say(r.error, 'error');
      return false;
    }
    const opened = r.value;
    if (opened.format === 'hexfray/encounter') {
      this.edit(opened.value, id, { signature: opened.signature });
      if (opened.migratedFrom) this.say(`${fileName} was written by an older Hexfray; saving will update it.`);
      return true;
    }
    const rec = opened.value;
    const fight = crypto.randomUUID();
    const commands = rec.commands.map((c) => c.command);
    const problem = this.resume(fight, rec.encounter, rec.seed, rec.name, commands, commands.length, null);
    if (problem) {
      this.say(problem, 'error');
      return false;
    }
    this.combat?.fog.load(rec.fog);
    await this.journal?.beginWith(fight, rec.name, rec.encounter, rec.seed, id, commands, keptOf(rec, opened.signature));
    this.combat?.markSaved(id, opened.signature, rec);
    return true;
  }

  /** Opens a saved session in the replay viewer, leaving any fight or prep in progress as it is. */
  async replayEntry(entry: Entry): Promise<void> {
    if (!entry.ok) return this.say(entry.error.message, 'error');
    const r = await this.library.openAs(entry.id, 'sessions', entry.fileName);
    if (!r.ok) return this.say(r.error, 'error');
    this.replay = new ReplayState(r.value.value);
    this.screen = 'replay';
  }

  /**
   * Reports an error nothing else caught (`what` is the action that failed): on screen, with what
   * is safe, and with its stack in the console.
   */
  failed(what: string, error: unknown, logged = false): void {
    if (!logged) console.error(`Hexfray: ${what} failed`, error);
    this.say(failureMessage(what, error, this.whatIsSafe()), 'error');
  }

  /** What an error left as it was, in the GM's words: the fight or prep on screen, and whether its autosave still runs. */
  private whatIsSafe(): string {
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

  /**
   * Shows a message for a few seconds (errors stay until dismissed). At most MAX_INFO_TOASTS
   * passing messages are on screen at once, the newest: a GM working fast through the library
   * should not find the page under a column of old confirmations.
   */
  say(text: string, kind: Toast['kind'] = 'info'): void {
    const id = this.nextToast++;
    let toasts = [...this.toasts, { id, kind, text }];
    const info = toasts.filter((t) => t.kind === 'info');
    if (info.length > MAX_INFO_TOASTS) {
      const stale = info.slice(0, info.length - MAX_INFO_TOASTS).map((t) => t.id);
      toasts = toasts.filter((t) => !stale.includes(t.id));
    }
    this.toasts = toasts;
    if (kind === 'info') setTimeout(() => this.dismiss(id), 4000);
  }

  dismiss(id: number): void {
    this.toasts = this.toasts.filter((t) => t.id !== id);
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
    this.combat = null;
    this.combatUi = null;
    this.draftId = opts.draftId ?? crypto.randomUUID();
    this.screen = 'prep';
  }

  /** Reads a Universal VTT map the GM picked and shows it under the hex grid to line up (asking first when that leaves a running fight). */
  async importMap(file: File): Promise<void> {
    if (file.size > MAX_UVTT_BYTES) return this.say(`${file.name} is ${formatBytes(file.size)}; a map file may be at most ${formatBytes(MAX_UVTT_BYTES)}.`, 'error');
    const r = readUvtt(file.name, await file.text());
    if (!r.ok) return this.say(formatFileErrors(r.errors), 'error');
    await this.leaveFightThen(`import "${file.name}"`, () => {
      this.uvtt = new UvttImportState(r.value, file.name);
      this.screen = 'import';
    });
  }

  /** Makes the lined-up map an encounter: its image kept in the library's assets, then prep. */
  async finishImport(system: SystemId, settings: Encounter['settings']): Promise<void> {
    const u = this.uvtt;
    if (!u) return;
    const asset = await this.library.importImageBase64(`${u.name.trim() || 'map'}.${u.read.image.type}`, u.read.image.base64);
    if (!asset.ok) return this.say(asset.error, 'error');
    const made = u.encounter(asset.value.name, system, settings);
    if (!made.ok) return this.say(`The imported map does not make an encounter: ${made.error}`, 'error');
    this.uvtt = null;
    // Not saved yet: the unsaved marker shows, and a draft keeps it until the GM saves.
    this.edit(made.encounter, null, { unsaved: true });
    this.autosave.changed();
    this.say(`Imported "${made.encounter.name}": ${made.encounter.map.width} x ${made.encounter.map.height} hexes. Save it to keep it in the library.`);
  }

  /** Leaves the import without making anything. */
  cancelImport(): void {
    this.uvtt = null;
    this.screen = 'start';
  }

  /** The GM's answer to the start question: start the fight with the prep's start options, or stay in prep. */
  async answerStart(start: boolean): Promise<void> {
    if (!this.askingStart) return;
    this.askingStart = false;
    if (!start) return;
    const problem = await this.run();
    if (problem) this.say(problem, 'error');
  }

  /** Starts running the prepared encounter: a new session with a fresh seed. */
  async run(seed: string = crypto.randomUUID().slice(0, 8)): Promise<string | null> {
    if (!this.prep) return 'Nothing to run.';
    const encounter = this.prep.encounter;
    const combat = new CombatController(crypto.randomUUID(), encounter, seed, this.journal, encounter.name);
    await combat.begin(this.libraryId);
    const ok = await combat.apply({ type: 'start-combat', ...this.prep.startOptions });
    if (!ok) return combat.refusal;
    this.showFight(combat);
    return null;
  }

  private showFight(combat: CombatController): void {
    // Its own fog, in the mode the GM last picked: nothing another fight revealed comes along.
    combat.fog.setMode(this.playerScreen.newFightFog);
    this.combat = combat;
    this.combatUi = new CombatUi(combat);
    this.ruler.stop();
    this.screen = 'combat';
  }

  /** Start combat from prep: a new fight, asking first what becomes of a fight with unsaved commands. */
  startCombat(ask = false): Promise<void> {
    return this.leaveFightThen('start a new fight', async () => {
      // The system's start question (asked only once no running fight stands in the way) starts it on its answer.
      if (ask) {
        this.askingStart = true;
        return;
      }
      const problem = await this.run();
      if (problem) this.say(problem, 'error');
    });
  }

  /** Back to the fight from prep, when one is running. */
  toFight(): void {
    if (this.combat) this.screen = 'combat';
  }

  /** Back to prep from a fight (the fight's session stays in the journal until settled). */
  backToPrep(): void {
    this.screen = 'prep';
  }

  /** To the start screen; from a running fight, asks first what becomes of it. */
  home(): Promise<void> {
    return this.leaveFightThen('go to the start screen', () => {
      this.screen = 'start';
    });
  }
}

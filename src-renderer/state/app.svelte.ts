// The GM window's state, one part per job, put together here and handed to the screens as `app`:
// what is open (workspace), moving between screens (nav), unsaved work offered back (recovery),
// saving and conflicts (saving), Undo and Redo (history), the keyboard help, the fight's dialogs,
// the log export, opening files, and messages. This file only builds and wires the parts.
import type { HostApi } from '../../shared/ipc/contract';
import type { HexfrayDb } from '../db/database';
import { Drafts } from '../db/drafts';
import { Journal } from '../db/journal';
import type { CombatController } from './combat.svelte';
import type { CombatUi } from './combatUi.svelte';
import { CombatView } from './combatView.svelte';
import { FightDialogs } from './fightDialogs.svelte';
import { FileOpener } from './fileOpener';
import { HelpPanel } from './helpPanel.svelte';
import { LibraryState } from './library.svelte';
import { LogExport } from './logExport';
import { Messages } from './messages.svelte';
import { Navigation } from './navigation.svelte';
import { PlayerScreenState } from './playerScreen.svelte';
import type { PrepEditor } from './prep.svelte';
import { Recovery } from './recovery.svelte';
import { RulerState } from './ruler.svelte';
import { Saving } from './saving.svelte';
import { StandShading } from './standShading.svelte';
import { UndoRouting } from './undoRouting';
import { Workspace, type Screen } from './workspace.svelte';

export type { Screen } from './workspace.svelte';
export type { Toast } from './messages.svelte';
export type { Conflict, ConflictChoice } from './saving.svelte';
export type { LeaveChoice, Leaving } from './navigation.svelte';

export class AppState {
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
  readonly help = new HelpPanel();
  readonly messages: Messages;
  readonly workspace: Workspace;
  readonly nav: Navigation;
  readonly recovery: Recovery;
  readonly files: FileOpener;
  readonly saving: Saving;
  readonly history: UndoRouting;
  readonly dialogs: FightDialogs;
  readonly logExport: LogExport;

  constructor(readonly host: HostApi, db: HexfrayDb | null) {
    this.journal = db ? new Journal(db) : null;
    this.drafts = db ? new Drafts(db) : null;
    this.library = new LibraryState(host);
    this.playerScreen = new PlayerScreenState(host);
    this.workspace = new Workspace(this.journal, this.drafts, { newFightFog: () => this.playerScreen.newFightFog, stopRuler: () => this.ruler.stop() });
    this.messages = new Messages(() => this.workspace.whatIsSafe());
    // Leaving a fight saves it or offers it back later: both parts are made just below.
    this.nav = new Navigation(this.workspace, this.journal, this.messages, { saveFight: (c) => this.saving.saveFight(c), checkRecovery: () => this.recovery.checkRecovery() });
    this.recovery = new Recovery(this.journal, this.drafts, this.workspace, this.nav, this.messages);
    this.files = new FileOpener(this.workspace, this.library, this.journal, this.nav, this.messages);
    this.saving = new Saving(this.workspace, this.library, this.journal, this.files, this.messages);
    this.history = new UndoRouting(this.workspace);
    this.dialogs = new FightDialogs(this.workspace, this.nav, this.messages);
    this.logExport = new LogExport(host, this.workspace, this.messages);
  }

  // What is open, read by nearly every screen and action: the workspace's, here for short.
  get screen(): Screen {
    return this.workspace.screen;
  }

  get prep(): PrepEditor | null {
    return this.workspace.prep;
  }

  get combat(): CombatController | null {
    return this.workspace.combat;
  }

  get combatUi(): CombatUi | null {
    return this.workspace.combatUi;
  }

  /** Opens the players' screen (the Player view menu item, the top bar button) and shows it the fight on screen. */
  async openPlayerView(): Promise<void> {
    const problem = await this.playerScreen.open();
    if (problem) this.messages.say(problem, 'error');
    else if (this.combat) await this.playerScreen.publish(this.combat);
  }
}

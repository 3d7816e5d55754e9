// The GM window's top-level state: which screen is showing, the encounter being prepared or the
// fight being run, and short messages for the GM. Screens read it; only its methods change it.
import type { Encounter } from '../../shared/encounter/schema';
import type { HostApi } from '../../shared/ipc/contract';
import type { HexfrayDb } from '../db/database';
import { Drafts } from '../db/drafts';
import { Journal } from '../db/journal';
import { CombatController } from './combat.svelte';
import { PrepEditor } from './prep.svelte';

export type Screen = 'start' | 'prep' | 'combat';
export type Toast = { id: number; kind: 'info' | 'error'; text: string };

export class AppState {
  screen = $state<Screen>('start');
  prep = $state.raw<PrepEditor | null>(null);
  combat = $state.raw<CombatController | null>(null);
  toasts = $state<Toast[]>([]);
  helpOpen = $state(false);
  /** The library id of the encounter file being worked on, when it has one. */
  libraryId = $state<string | null>(null);
  readonly journal: Journal | null;
  readonly drafts: Drafts | null;
  private draftId = crypto.randomUUID();
  private nextToast = 1;

  constructor(readonly host: HostApi, db: HexfrayDb | null) {
    this.journal = db ? new Journal(db) : null;
    this.drafts = db ? new Drafts(db) : null;
  }

  /** Shows a message for a few seconds (errors stay until dismissed). */
  say(text: string, kind: Toast['kind'] = 'info'): void {
    const id = this.nextToast++;
    this.toasts = [...this.toasts, { id, kind, text }];
    if (kind === 'info') setTimeout(() => this.dismiss(id), 4000);
  }

  dismiss(id: number): void {
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }

  /** Opens an encounter for preparation. */
  edit(encounter: Encounter, libraryId: string | null = null): void {
    this.prep = new PrepEditor(encounter);
    this.libraryId = libraryId;
    this.combat = null;
    this.draftId = crypto.randomUUID();
    this.screen = 'prep';
  }

  /** Saves the prep draft to the browser store, so prep work survives a crash. */
  async autosaveDraft(): Promise<void> {
    if (this.prep && this.drafts) await this.drafts.save(this.draftId, this.prep.encounter, this.libraryId);
  }

  async settleDraft(): Promise<void> {
    await this.drafts?.settle(this.draftId);
  }

  /** Starts running the prepared encounter: a new session with a fresh seed. */
  async run(seed: string = crypto.randomUUID().slice(0, 8)): Promise<string | null> {
    if (!this.prep) return 'Nothing to run.';
    const encounter = this.prep.encounter;
    const id = crypto.randomUUID();
    const combat = new CombatController(id, encounter, seed, this.journal, encounter.name);
    await this.journal?.begin(id, encounter.name, encounter, seed, this.libraryId);
    const ok = await combat.apply({ type: 'start-combat' });
    if (!ok) return combat.refusal;
    this.combat = combat;
    this.screen = 'combat';
    return null;
  }

  /** Back to prep from a fight (the fight's session stays in the journal until settled). */
  backToPrep(): void {
    this.screen = 'prep';
  }

  home(): void {
    this.screen = 'start';
  }
}

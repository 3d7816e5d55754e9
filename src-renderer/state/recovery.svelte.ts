// Work left unsaved by an earlier run (a crash, a killed tab, a fight left in the background),
// offered back on the start screen: carried on from the browser store, or let go for good.
import type { SessionFog } from '../../shared/engine/session';
import type { Draft } from '../db/database';
import type { Drafts } from '../db/drafts';
import { SETTLED_KEPT_MS, type Journal, type Recoverable } from '../db/journal';
import type { Messages } from './messages.svelte';
import type { Navigation } from './navigation.svelte';
import type { Workspace } from './workspace.svelte';

/** Unsaved fights the start screen offers back at most, the newest. */
export const MAX_OFFERED_FIGHTS = 5;

export class Recovery {
  /** Unsaved fights the journal holds, newest first, offered on the start screen. */
  pendingFights = $state.raw<Recoverable[]>([]);
  /** Unsaved prep from such a run, offered the same way. */
  pendingDraft = $state.raw<Draft | null>(null);

  constructor(
    private readonly journal: Journal | null,
    private readonly drafts: Drafts | null,
    private readonly work: Workspace,
    private readonly nav: Navigation,
    private readonly messages: Messages,
  ) {}

  /** The newest unsaved fight offered back, if any. */
  get pendingFight(): Recoverable | null {
    return this.pendingFights[0] ?? null;
  }

  /** Looks for work left unsaved, to offer it back; forgets what was settled long ago. */
  async checkRecovery(): Promise<void> {
    try {
      const fights = (await this.journal?.unsettled(MAX_OFFERED_FIGHTS + 1)) ?? [];
      // The fight on screen is not "interrupted": it is right there.
      const onScreen = this.work.combat?.id;
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
    this.work.edit(d.encounter, d.libraryId, { draftId: d.id, signature: d.signature ?? null });
    this.messages.say(`Recovered your unsaved prep of "${d.encounter.name}". Save it to keep it in the library.`);
  }

  /** Lets the interrupted prep go: it is not offered again. */
  async discardDraft(): Promise<void> {
    const d = this.pendingDraft;
    this.pendingDraft = null;
    if (d) await this.work.autosave.settle(d.id);
  }

  /** Carries on an interrupted fight (the newest) from its journal, as far as its commands still apply; asks first when that leaves an unsaved fight. */
  recoverFight(r: Recoverable | null = this.pendingFight): Promise<void> {
    if (!r) return Promise.resolve();
    return this.nav.leaveFightThen(`recover "${r.session.name}"`, () => {
      this.pendingFights = this.pendingFights.filter((f) => f !== r);
      const problem = this.work.resume(r.session.id, r.session.encounter, r.session.seed, r.session.name, r.commands, r.session.cursor, r.session.libraryId, true);
      if (problem) this.messages.say(problem, 'error');
      const combat = this.work.combat;
      // Saved, it goes back to the file it came from, with what that file held beyond the journal.
      const opened = r.session.fields ? { ...r.session.fields, commands: r.commands.map((command, i) => ({ ...r.entryFields[i], command })) } : null;
      combat?.belongsTo(r.session.libraryId, r.session.signature ?? null, opened);
      // Its fog as last journaled, else as the file it was opened from had it.
      const fog = r.fog ?? (r.session.fields?.['fog'] as SessionFog | undefined);
      if (fog) combat?.fog.load(fog);
      this.messages.say(`Recovered "${r.session.name}" at round ${combat?.state.round ?? 0}.`);
    });
  }

  /** Lets an interrupted fight (the newest) go: it is not offered again. */
  async discardFight(r: Recoverable | null = this.pendingFight): Promise<void> {
    if (!r) return;
    this.pendingFights = this.pendingFights.filter((f) => f !== r);
    await this.journal?.settle(r.session.id);
  }
}

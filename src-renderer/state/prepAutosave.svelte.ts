// Prep's safety net: the encounter being prepared goes to the browser store soon after every
// change, so a crash or a killed tab costs at most a moment of work, as the journal does for a fight.
import type { Drafts } from '../db/drafts';
import type { PrepEditor } from './prep.svelte';

/**
 * A draft is written at most once per this many milliseconds: the first change after a quiet
 * spell at once, later ones together when the spell ends. A drag that paints twenty hexes is two
 * writes, and a crash loses at most this much work.
 */
export const DRAFT_DELAY_MS = 500;

/** What a write reads: the draft's id, the editor, and the file (with its signature) it belongs to. */
export type DraftSource = { id: string; prep: PrepEditor | null; libraryId: string | null; signature: string | null };

export class PrepAutosave {
  /** A write that failed: the GM must know prep is not being kept. */
  error = $state<string | null>(null);
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** A change came while the last write's spell was running: it is written when the spell ends. */
  private pending = false;
  // Writes run one after another, so a settle never lands before the write it follows.
  private writes: Promise<void> = Promise.resolve();

  constructor(private readonly drafts: Drafts | null, private readonly source: () => DraftSource) {}

  /** The prep changed: write now, or when the current spell ends. */
  changed(): void {
    if (this.timer) {
      this.pending = true;
      return;
    }
    void this.write();
    this.timer = setTimeout(() => this.endSpell(), DRAFT_DELAY_MS);
  }

  private endSpell(): void {
    this.timer = null;
    if (!this.pending) return;
    this.pending = false;
    // The changes of the spell in one write, and a new spell so the next change waits its turn.
    void this.write();
    this.timer = setTimeout(() => this.endSpell(), DRAFT_DELAY_MS);
  }

  /** Writes changes still waiting for their turn now (another encounter opens, the page goes away). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.pending) return;
    this.pending = false;
    void this.write();
  }

  /**
   * Brings the draft up to date: the encounter as it stands while it holds changes no file has,
   * settled once a file holds them all. Reads its source at once, so a flush before the editor is
   * replaced writes the old editor's draft.
   */
  async write(): Promise<void> {
    const { id, prep, libraryId, signature } = this.source();
    const drafts = this.drafts;
    if (!prep || !drafts) return;
    if (!prep.dirty) return this.queue(() => drafts.settle(id));
    const encounter = prep.encounter;
    await this.queue(() => drafts.save(id, encounter, libraryId, signature));
  }

  /** Marks draft `id` saved or let go on purpose, so it is not offered again. */
  async settle(id: string): Promise<void> {
    await this.queue(() => this.drafts?.settle(id));
  }

  private async queue(op: () => Promise<void> | undefined): Promise<void> {
    const next = this.writes.then(op).then(
      () => {
        this.error = null;
      },
      (e: unknown) => {
        this.error = `Autosave of the prep failed: ${e instanceof Error ? e.message : String(e)}. Save the encounter to a file now.`;
      },
    );
    this.writes = next;
    await next;
  }
}

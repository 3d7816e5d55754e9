// Saving what is on screen to the library: the encounter in prep, the session in a fight, one save
// at a time. Over its own file a save expects the file as it was opened or last saved; when it
// changed outside Hexfray nothing is written and the GM is asked (`conflict`).
import type { CharacterBody } from '../../shared/files';
import type { AnyCombatant } from '../../shared/model/schema';
import type { Journal } from '../db/journal';
import type { CombatController } from './combat.svelte';
import type { FileOpener } from './fileOpener';
import type { LibraryState, Outcome } from './library.svelte';
import type { Messages } from './messages.svelte';
import { SaveQueue } from './saveQueue';
import type { Workspace } from './workspace.svelte';

/** A save refused because its file changed outside Hexfray since it was opened or saved. */
export type Conflict = { kind: 'encounters' | 'sessions'; id: string; name: string };
/** What the GM can do about a conflict (or 'cancel': nothing yet). */
export type ConflictChoice = 'overwrite' | 'save-new' | 'reload' | 'cancel';

/** The save options for a file: over `id` expecting `signature`, unless overwriting; none for a new file. */
function fileOptions(id: string | null, signature: string | null, overwrite = false): { id?: string; expected?: string } {
  if (!id) return {};
  return signature && !overwrite ? { id, expected: signature } : { id };
}

export class Saving {
  /** A save waiting for the GM's choice: the file changed outside Hexfray. */
  conflict = $state.raw<Conflict | null>(null);
  readonly #queue = new SaveQueue();

  constructor(
    private readonly work: Workspace,
    private readonly library: LibraryState,
    private readonly journal: Journal | null,
    private readonly files: FileOpener,
    private readonly messages: Messages,
  ) {}

  /** Saves what is on screen; with `overwrite` it writes whatever is on disk. */
  save(opts: { overwrite?: boolean } = {}): Promise<void> {
    // A save asked for while another is on its way (Ctrl+S twice) waits for it, then writes only
    // what changed since: sent at once, it would expect the signature the first one replaces.
    const waited = this.#queue.busy;
    return this.#queue.run(async () => {
      if (waited && !opts.overwrite && !this.work.unsavedOnScreen) return;
      await this.#saveNow(opts);
    });
  }

  /** Saves the fight's session after any save on its way (leaving a fight saves it); whether it was written. */
  saveFight(combat: CombatController): Promise<boolean> {
    return this.#queue.run(() => this.#saveFight(combat));
  }

  async #saveNow(opts: { overwrite?: boolean }): Promise<void> {
    const work = this.work;
    // A replay is read-only and an import not an encounter yet: saving there must not write the prep encounter behind it.
    if (work.screen === 'replay' || work.screen === 'import') return;
    if (work.screen === 'combat' && work.combat) {
      await this.#saveFight(work.combat, opts.overwrite);
    } else if (work.prep) {
      const prep = work.prep;
      const revision = prep.revision;
      // The encounter as main sent it plus the GM's edits: fields this version does not know stay.
      const r = await this.library.save('encounters', prep.encounter, fileOptions(work.libraryId, work.fileSignature, opts.overwrite));
      if (!r.ok) return this.#refused(r, 'encounters', work.libraryId, prep.encounter.name);
      work.setPrepFile(r.value.id, r.value.signature);
      prep.markSaved(revision);
      // Settled now, unless the GM changed something while the file was written.
      await work.autosave.write();
      this.messages.say(r.value.notice ?? `Saved "${prep.encounter.name}".`);
    }
  }

  async #saveFight(combat: CombatController, overwrite = false): Promise<boolean> {
    // What the file holds is the fight as it stands now; the GM may play on while it is written.
    const revision = combat.revision;
    const r = await this.library.save('sessions', combat.toFile(), fileOptions(combat.libraryId, combat.signature, overwrite));
    if (!r.ok) {
      this.#refused(r, 'sessions', combat.libraryId, combat.session.name);
      return false;
    }
    combat.markSaved(r.value.id, r.value.signature, undefined, revision);
    this.messages.say(r.value.notice ?? `Session saved (round ${combat.state.round}).`);
    return true;
  }

  #refused(r: Extract<Outcome<unknown>, { ok: false }>, kind: Conflict['kind'], id: string | null, name: string): void {
    if (r.code === 'conflict' && id) this.conflict = { kind, id, name };
    else this.messages.say(r.error, 'error');
  }

  /** Carries out the GM's answer to a conflict: write over the file, write a new one, or load the file from disk. */
  async resolveConflict(choice: ConflictChoice): Promise<void> {
    const c = this.conflict;
    this.conflict = null;
    if (!c || choice === 'cancel') return;
    if (choice === 'overwrite') return this.save({ overwrite: true });
    if (choice === 'save-new') return this.saveAs();
    const work = this.work;
    if (c.kind === 'sessions') {
      // The fight on screen gives way to the file's: its journal is let go on purpose.
      const old = work.combat;
      if (!(await this.files.open('sessions', c.id, c.name))) return;
      if (old) await this.journal?.settle(old.id);
    } else {
      // The unsaved edits are let go on purpose: their draft is not offered again.
      work.autosave.flush();
      const draft = work.draftId;
      if (!(await this.files.open('encounters', c.id, c.name))) return;
      await work.autosave.settle(draft);
    }
    const loaded = c.kind === 'sessions' ? work.combat?.session.name : work.prep?.encounter.name;
    this.messages.say(`Loaded "${loaded ?? c.name}" as it is on disk now; your unsaved ${c.kind === 'sessions' ? 'commands were' : 'edits were'} dropped.`);
  }

  /** Tells the GM when the file on screen changed outside Hexfray (an editor, a sync client). */
  noticeOutsideChanges(ids: readonly string[]): void {
    const then = 'Saving will ask whether to overwrite it, save as a new file or load it from disk; your unsaved work stays here until then.';
    const work = this.work;
    if (work.screen === 'prep' && work.libraryId && ids.includes(work.libraryId)) {
      this.messages.say(`The encounter file was changed outside Hexfray. ${then}`, 'error');
    } else if (work.screen === 'combat' && work.combat?.libraryId && ids.includes(work.combat.libraryId)) {
      this.messages.say(`The session file was changed outside Hexfray. ${then}`, 'error');
    }
  }

  /** Save As: the work on screen saved to a new library file (named after it), which it then continues in. */
  saveAs(): Promise<void> {
    return this.#queue.run(() => this.#saveAsNow());
  }

  async #saveAsNow(): Promise<void> {
    const work = this.work;
    const combat = work.screen === 'combat' ? work.combat : null;
    if (!combat && !work.prep) return this.messages.say('There is nothing to save yet.');
    const before = combat ? combat.libraryId : work.libraryId;
    // Without an id, save writes a new file; the library picks a free name from the encounter's.
    if (combat) combat.libraryId = null;
    else work.setPrepFile(null);
    await this.#saveNow({});
    const after = combat ? combat.libraryId : work.libraryId;
    if (after === null) {
      if (combat) combat.libraryId = before;
      else work.setPrepFile(before);
      return;
    }
    if (after !== before) this.messages.say('Saved as a new file in the library; rename it there to give it its own name.');
  }

  /** Saves a copy of a combatant's sheet (and its art) as a character file, to reuse in other encounters. */
  async saveCharacter(c: AnyCombatant): Promise<void> {
    const system = this.work.prep?.encounter.system;
    if (!system) return;
    // The combatant is one of this encounter's, so its sheet is of the encounter's system.
    // Its token art goes with it: a combatant added from the character later wears the same.
    const r = await this.library.save('characters', { system, sheet: c.sheet, ...(c.portrait ? { portrait: c.portrait } : {}) } as CharacterBody, { name: c.sheet.name });
    if (r.ok) this.messages.say(r.value.notice ?? `"${c.sheet.name}" saved to the character library.`);
    else this.messages.say(r.error, 'error');
  }
}

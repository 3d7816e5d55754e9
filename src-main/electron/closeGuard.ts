// Closing the GM window with unsaved changes asks first: Save, Don't Save or Cancel. Save has the
// renderer save (a menu command) and closes once it reports clean; if it has not within the
// timeout (a failed save, a name still to choose), the question comes back instead of losing work.

/** The GM's answer to the unsaved-changes question. */
export type CloseChoice = 'save' | 'discard' | 'cancel';

/** The buttons of the question, in order; Cancel is also what Escape gives. */
export const CLOSE_BUTTONS = ['Save', "Don't Save", 'Cancel'] as const;
export const CLOSE_CANCEL_INDEX = 2;

/** The choice behind a button index of the message box (anything unexpected counts as Cancel). */
export function closeChoiceOf(buttonIndex: number): CloseChoice {
  return buttonIndex === 0 ? 'save' : buttonIndex === 1 ? 'discard' : 'cancel';
}

/** What to do with a close request: let it happen, or stop it and ask (stopped while a save is awaited). */
export function closeDecision(state: { dirty: boolean; allowed: boolean; saving: boolean }): 'close' | 'ask' | 'wait' {
  if (state.allowed || !state.dirty) return 'close';
  return state.saving ? 'wait' : 'ask';
}

/** What the guard needs from main: the question, the save command, the real close and a timer. */
export type CloseGuardDeps = {
  ask(): CloseChoice;
  requestSave(): void;
  close(): void;
  /** The GM cancelled: a quit that was under way is off. */
  cancelled?(): void;
  setTimer?(fn: () => void, ms: number): unknown;
  clearTimer?(handle: unknown): void;
  saveTimeoutMs?: number;
};

/** The close-with-unsaved-changes state of one window. */
export class CloseGuard {
  private dirty = false;
  private allowed = false;
  private saving = false;
  private timer: unknown = null;

  constructor(private readonly deps: CloseGuardDeps) {}

  get isDirty(): boolean {
    return this.dirty;
  }

  /** The renderer's report; a clean report while a save is awaited completes the close. */
  setDirty(dirty: boolean): void {
    this.dirty = dirty;
    if (!dirty && this.saving) {
      this.stopTimer();
      this.saving = false;
      this.allowed = true;
      this.deps.close();
    }
  }

  /** Handles the window's 'close' event; returns true when the close must be prevented. */
  onClose(): boolean {
    const decision = closeDecision({ dirty: this.dirty, allowed: this.allowed, saving: this.saving });
    if (decision === 'close') return false;
    if (decision === 'wait') return true;
    const choice = this.deps.ask();
    if (choice === 'discard') {
      this.allowed = true;
      this.deps.close();
    } else if (choice === 'save') {
      this.saving = true;
      this.deps.requestSave();
      const setTimer = this.deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
      this.timer = setTimer(() => this.saveTimedOut(), this.deps.saveTimeoutMs ?? 8000);
    } else {
      this.deps.cancelled?.();
    }
    return true;
  }

  private saveTimedOut(): void {
    this.timer = null;
    this.saving = false;
    // Still dirty: ask again, by closing again (the question is asked on close).
    if (this.dirty) this.deps.close();
  }

  private stopTimer(): void {
    if (this.timer === null) return;
    const clear = this.deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
    clear(this.timer);
    this.timer = null;
  }
}

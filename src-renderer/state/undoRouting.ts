// Undo and Redo go to whichever work is on screen: the fight's commands or the prep's edits (a
// replay, the start screen and an import have nothing to take back).
import type { Workspace } from './workspace.svelte';

export class UndoRouting {
  constructor(private readonly work: Workspace) {}

  /** Whether Undo has something to take back on the screen showing. */
  get canUndo(): boolean {
    if (this.work.screen === 'combat') return !!this.work.combat?.canUndo;
    return this.work.screen === 'prep' && !!this.work.prep?.canUndo;
  }

  get canRedo(): boolean {
    if (this.work.screen === 'combat') return !!this.work.combat?.canRedo;
    return this.work.screen === 'prep' && !!this.work.prep?.canRedo;
  }

  /** Undoes the last change of the fight or the prep, whichever is on screen. */
  async undo(): Promise<void> {
    if (this.work.screen === 'combat') await this.work.combat?.undo();
    else if (this.work.screen === 'prep') this.work.prep?.undo();
  }

  async redo(): Promise<void> {
    if (this.work.screen === 'combat') await this.work.combat?.redo();
    else if (this.work.screen === 'prep') this.work.prep?.redo();
  }
}

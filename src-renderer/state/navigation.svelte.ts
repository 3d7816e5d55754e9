// Moving between the GM window's screens. A step that would leave a fight with unsaved commands
// is held until the GM says what becomes of the fight: save it, keep it in the background, or
// abandon it (or stay).
import type { Journal } from '../db/journal';
import type { CombatController } from './combat.svelte';
import type { Messages } from './messages.svelte';
import type { Workspace } from './workspace.svelte';

/** What the GM does with a running fight before leaving it (or 'cancel': stay in it). */
export type LeaveChoice = 'save' | 'background' | 'abandon' | 'cancel';
/** Leaving a running fight, waiting for the GM's answer: where to, and the step that goes there. */
export type Leaving = { to: string; go: () => void | Promise<void> };

/** What leaving needs of the rest of the app: saving the fight (whether it was written) and the offer of unsaved fights. */
export type LeaveSteps = {
  saveFight(combat: CombatController): Promise<boolean>;
  checkRecovery(): Promise<void>;
};

export class Navigation {
  /** A step that would leave the running fight, held until the GM says what becomes of the fight. */
  leaving = $state.raw<Leaving | null>(null);

  constructor(
    private readonly work: Workspace,
    private readonly journal: Journal | null,
    private readonly messages: Messages,
    private readonly steps: LeaveSteps,
  ) {}

  /** Takes the step `go` (to `to`, in the GM's words), or, when that leaves a running fight, asks first (`leaving`). */
  async leaveFightThen(to: string, go: () => void | Promise<void>): Promise<void> {
    if (!this.work.fightRunning) return go();
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
    const combat = this.work.combat;
    if (!leaving || choice === 'cancel' || !combat) return;
    if (choice === 'save') {
      if (!(await this.steps.saveFight(combat))) return;
      await this.journal?.settle(combat.id);
    }
    if (choice === 'abandon') await this.journal?.settle(combat.id);
    if (choice !== 'background') this.work.closeFight();
    await leaving.go();
    if (choice === 'background' && this.work.combat !== combat) await this.steps.checkRecovery();
    if (choice === 'abandon') this.messages.say(`Abandoned the fight "${combat.session.name}".`);
  }

  /** Back to the fight from prep, when one is running. */
  toFight(): void {
    if (this.work.combat) this.work.show('combat');
  }

  /** Back to prep from a fight (the fight's session stays in the journal until settled). */
  backToPrep(): void {
    this.work.show('prep');
  }

  /** To the start screen; from a running fight, asks first what becomes of it. */
  home(): Promise<void> {
    return this.leaveFightThen('go to the start screen', () => this.work.show('start'));
  }
}

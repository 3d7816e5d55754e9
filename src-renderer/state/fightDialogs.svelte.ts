// The two questions the app asks about a fight's start and end, in its own dialogs: the system's
// start question (Waylights: who meant to surprise) before Start combat, and End combat's confirm.
import { fightSummary } from './fightSummary';
import type { Messages } from './messages.svelte';
import type { Navigation } from './navigation.svelte';
import type { Workspace } from './workspace.svelte';

export class FightDialogs {
  /** End combat was asked for: the app's dialog waits for the GM to confirm. */
  endingCombat = $state(false);
  /** Start combat waits on the GM's answer to the system's start question. */
  askingStart = $state(false);

  constructor(
    private readonly work: Workspace,
    private readonly nav: Navigation,
    private readonly messages: Messages,
  ) {}

  /** Start combat from prep: a new fight (after the start question when `ask`), asking first what becomes of a fight with unsaved commands. */
  startCombat(ask = false): Promise<void> {
    return this.nav.leaveFightThen('start a new fight', async () => {
      // The system's start question (asked only once no running fight stands in the way) starts it on its answer.
      if (ask) {
        this.askingStart = true;
        return;
      }
      await this.#run();
    });
  }

  /** The GM's answer to the start question: start the fight with the prep's start options, or stay in prep. */
  async answerStart(start: boolean): Promise<void> {
    if (!this.askingStart) return;
    this.askingStart = false;
    if (start) await this.#run();
  }

  async #run(): Promise<void> {
    const problem = await this.work.run();
    if (problem) this.messages.say(problem, 'error');
  }

  /** Asks the GM, in the app's dialog, whether to end the running fight. */
  askEndCombat(): void {
    if (this.work.combat?.state.phase === 'combat') this.endingCombat = true;
  }

  /** The GM's answer: end the fight (one end-combat command, then the summary) or keep fighting. */
  async answerEndCombat(end: boolean): Promise<void> {
    if (!this.endingCombat) return;
    this.endingCombat = false;
    const fight = this.work.combat;
    if (end && fight && (await fight.apply({ type: 'end-combat' }))) this.messages.say(fightSummary(fight.state));
  }
}

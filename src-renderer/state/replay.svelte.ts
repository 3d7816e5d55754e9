// The replay viewer's position: a saved session rebuilt once, and the step shown. The viewer's
// buttons and keys are registry actions that move it (app/appActions.ts).
import type { SessionRecord } from '../../shared/engine/session';
import { openReplay, type Replayed } from './replaying';
import { clampStep, jump } from './timeline';

export type ReplayMove = Parameters<typeof jump>[2];

export class ReplayState {
  readonly replayed: Replayed;
  /** The step shown: 0 is the encounter as prepared, n the state after the nth command. */
  step = $state(0);

  constructor(readonly record: SessionRecord) {
    this.replayed = openReplay(record);
  }

  /** The last step there is (the commands that replayed). */
  get last(): number {
    return this.replayed.timeline.last;
  }

  /** Moves by a step, a turn or a round, or to either end. */
  go(move: ReplayMove): void {
    this.step = jump(this.replayed.timeline, this.step, move);
  }

  /** Shows step `n` (the slider), kept within the steps there are. */
  show(n: number): void {
    this.step = clampStep(this.replayed.timeline, n);
  }
}

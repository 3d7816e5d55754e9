// Where a Waylights step aside took its die from, and the words for the last split change, kept
// beside the fight view they belong to (the choices form comes and goes with its panel).
import type { StepTaken } from './stepSplit';

/** The step's memory of one fight view. */
export class StepMemory {
  taken = $state.raw<StepTaken | null>(null);
  change = $state.raw<{ defender: string; words: string } | null>(null);
}

const memories = new WeakMap<object, StepMemory>();

/** The step memory of the fight view `ui` (made on first ask). */
export function stepMemory(ui: object): StepMemory {
  let m = memories.get(ui);
  if (!m) {
    m = new StepMemory();
    memories.set(ui, m);
  }
  return m;
}

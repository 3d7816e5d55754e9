// The fight state a command has made, told to the step-here shading before the screen shows it: the
// fight applies a command, then waits for the journal's write (on the map bench, the move's log line
// came 20-30 ms after the click) before it shows the new state. The shading's thread works the new
// state out in that wait, so its answer is ready when the screen asks (shadingView.svelte.ts).
import type { CombatState } from '../../shared/model/state';

/** What hears of a state ahead: a shading view, which may start on it (it shows it only when asked). */
export type AheadListener = { ahead(state: CombatState): void };

const listeners = new Set<AheadListener>();

/** Tells `listener` of every state ahead until the returned function is called. */
export function listenAhead(listener: AheadListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The state a command just made, before the fight shows it (it may never: a failed write undoes it). */
export function stateAhead(state: CombatState): void {
  for (const l of listeners) l.ahead(state);
}

// Who is out of the fight after harm changed, and what that does to grapples.
import { adapterFor } from './systems/registry';
import { note } from './query';
import type { LogEvent } from './events';
import type { CombatState } from './state';

/** Marks combatants whose harm now takes them out (or brings them back), with log events. */
export function markOutcomes(state: CombatState, before: readonly string[], events: LogEvent[]): CombatState {
  const adapter = adapterFor(state.encounter.system);
  let out = state.out;
  for (const c of state.encounter.combatants) {
    const h = state.harm[c.id];
    if (!h) continue;
    const isOut = adapter.isOut(h, c);
    if (isOut && !out.includes(c.id)) {
      out = [...out, c.id];
      events.push(note(state, 'out', `${c.name} is out of the fight`, { actor: c.id, gmOnly: c.hidden }));
    } else if (!isOut && out.includes(c.id) && before.includes(c.id)) {
      out = out.filter((id) => id !== c.id);
      events.push(note(state, 'back-in', `${c.name} is back in the fight`, { actor: c.id, gmOnly: c.hidden }));
    }
  }
  // Someone taken out leaves any grapple.
  const grapples = state.grapples.map((g) => g.filter((id) => !out.includes(id))).filter((g) => g.length > 1);
  return { ...state, out, grapples };
}


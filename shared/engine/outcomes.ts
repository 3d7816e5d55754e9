// Who is out of the fight after harm changed, and what that does to grapples.
import { adapterFor } from '../systems/registry';
import { note } from '../model/query';
import type { LogEvent } from '../model/events';
import { cloneState, type CombatState } from '../model/state';

/**
 * Marks the combatants whose harm just changed as out (or back in) when their harm says so, with
 * log events. Only `changed` is looked at, so a GM's hand ruling on anyone else stands.
 */
export function markOutcomes(state: CombatState, changed: readonly string[], events: LogEvent[]): CombatState {
  const adapter = adapterFor(state.encounter.system);
  let out = state.out;
  for (const c of state.encounter.combatants) {
    if (!changed.includes(c.id)) continue;
    const h = state.harm[c.id];
    if (!h) continue;
    const isOut = adapter.isOut(h, c);
    if (isOut && !out.includes(c.id)) {
      out = [...out, c.id];
      events.push(note(state, 'out', `${c.name} is out of the fight`, { actor: c.id, gmOnly: c.hidden }));
    } else if (!isOut && out.includes(c.id)) {
      out = out.filter((id) => id !== c.id);
      events.push(note(state, 'back-in', `${c.name} is back in the fight`, { actor: c.id, gmOnly: c.hidden }));
    }
  }
  // Someone taken out leaves any grapple. Most fights have none, and most attacks take nobody
  // out: then the state is handed back as it is, which spares a copy on every attack.
  const grapples = state.grapples.length === 0 ? state.grapples : state.grapples.map((g) => g.filter((id) => !out.includes(id))).filter((g) => g.length > 1);
  if (out === state.out && grapples === state.grapples) return state;
  const s = cloneState(state);
  s.out = out;
  s.grapples = grapples;
  return s;
}


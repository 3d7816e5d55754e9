// Harm set by hand (a GM's ruling, a potion, a trap) and taking a combatant out of the fight or back
// in, with the reason in the log. What a harm change means is the system's to say.
import type { Command } from '../model/commands';
import type { LogEvent } from '../model/events';
import { combatantById, note } from '../model/query';
import { cloneState, type CombatState } from '../model/state';
import { adapterFor } from '../systems/registry';
import { markOutcomes } from './outcomes';
import type { Step } from './step';

/** The `adjust-harm` command: a change to a combatant's harm in its system's terms. */
export function adjustHarm(state: CombatState, cmd: Extract<Command, { type: 'adjust-harm' }>, events: LogEvent[]): Step {
  const c = combatantById(state, cmd.id);
  if (!c) return { ok: false, reason: `No combatant "${cmd.id}".` };
  const h = state.harm[c.id];
  if (!h) return { ok: false, reason: 'Harm is tracked once combat has started.' };
  const r = adapterFor(state.encounter.system).editHarm(h, cmd, c);
  if (!r.ok) return r;
  const s = cloneState(state);
  s.harm = { ...state.harm, [c.id]: r.harm };
  events.push(note(state, 'harm-adjusted', `${c.name}: harm set by hand${cmd.reason ? ` (${cmd.reason})` : ''}`, { actor: c.id, effects: r.effects, gmOnly: c.hidden }));
  return markOutcomes(s, [c.id], events);
}

/** The `set-out` command: the GM takes a combatant out of the fight or brings it back. */
export function setOut(state: CombatState, cmd: Extract<Command, { type: 'set-out' }>, events: LogEvent[]): Step {
  const c = combatantById(state, cmd.id);
  if (!c) return { ok: false, reason: `No combatant "${cmd.id}".` };
  const isOut = state.out.includes(c.id);
  if (isOut === cmd.out) return { ok: false, reason: `${c.name} is already ${cmd.out ? 'out of' : 'in'} the fight.` };
  events.push(note(state, cmd.out ? 'out' : 'back-in', `${c.name} is ${cmd.out ? 'out of' : 'back in'} the fight${cmd.reason ? ` (${cmd.reason})` : ''}`, { actor: c.id, gmOnly: c.hidden }));
  const s = cloneState(state);
  s.out = cmd.out ? [...state.out, c.id] : state.out.filter((id) => id !== c.id);
  return s;
}

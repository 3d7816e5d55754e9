// Harm set by hand (a GM's ruling, a potion, a trap), with the reason in the log.
import { addMark } from '../rules/vers/injuryTrack';
import { injury } from '../rules/waylights';
import type { Command } from '../model/commands';
import type { LogEvent } from '../model/events';
import { markOutcomes } from './outcomes';
import { combatantById, note } from '../model/query';
import { cloneState, type CombatState, type Harm } from '../model/state';

type Result = CombatState | { ok: false; reason: string };

function harmOf(state: CombatState, id: string): Harm | null {
  return state.harm[id] ?? null;
}

/** The `adjust-harm` command: a change to a combatant's harm in its system's terms. */
export function adjustHarm(state: CombatState, cmd: Extract<Command, { type: 'adjust-harm' }>, events: LogEvent[]): Result {
  const c = combatantById(state, cmd.id);
  if (!c) return { ok: false, reason: `No combatant "${cmd.id}".` };
  const h = harmOf(state, c.id);
  if (!h) return { ok: false, reason: 'Harm is tracked once combat has started.' };
  let next: Harm;
  const effects: string[] = [];
  switch (h.system) {
    case 'yaugs': {
      if (cmd.hp === undefined) return { ok: false, reason: 'A YAUGS harm change is a number of hit points.' };
      const hp = Math.min(h.maxHp, h.hp + cmd.hp);
      next = { ...h, hp };
      effects.push(`${c.name}: ${hp}/${h.maxHp} HP`);
      break;
    }
    case 'waylights': {
      if (cmd.wounds === undefined && cmd.tension === undefined) return { ok: false, reason: 'A Waylights harm change is Wounds or tension.' };
      if (c.sheet && !('threshold' in c.sheet)) return { ok: false, reason: 'This combatant has no Waylights sheet.' };
      const wounds = Math.max(0, h.wounds + (cmd.wounds ?? 0));
      const threshold = 'threshold' in c.sheet ? c.sheet.threshold : 1;
      next = { ...h, wounds, injury: injury(wounds, threshold), tension: Math.max(0, h.tension + (cmd.tension ?? 0)) };
      effects.push(`${c.name}: Wounds ${next.wounds}, Injury ${next.injury}, tension ${next.tension}`);
      break;
    }
    case 'vers': {
      if (cmd.addMark) {
        const r = addMark(h.marks, cmd.addMark.condition, cmd.addMark.lethal, cmd.addMark.note);
        next = { ...h, marks: [...r.marks] };
        effects.push(`${c.name}: ${r.message}`);
      } else if (cmd.removeMark) {
        const at = h.marks.map((m) => m.condition).lastIndexOf(cmd.removeMark);
        if (at === -1) return { ok: false, reason: `${c.name} has no ${cmd.removeMark} mark to remove.` };
        next = { ...h, marks: h.marks.filter((_, i) => i !== at) };
        effects.push(`${c.name}: one ${cmd.removeMark} mark removed`);
      } else {
        return { ok: false, reason: 'A VERS harm change adds or removes a mark.' };
      }
      break;
    }
  }
  const s = cloneState(state);
  s.harm = { ...state.harm, [c.id]: next };
  events.push(note(state, 'harm-adjusted', `${c.name}: harm set by hand${cmd.reason ? ` (${cmd.reason})` : ''}`, { actor: c.id, effects, gmOnly: c.hidden }));
  return markOutcomes(s, [c.id], events);
}

// What a VERS turn leaves the acting character (RULES.md 2.7): quick recovery in combat takes the
// whole turn, and a Disabled character has one simple action a turn.
import { countMarks } from '../../rules/vers/injuryTrack';
import type { CombatState } from '../../model/state';
import type { VersFighter } from './inputs';

/** Why the acting character cannot attack or grapple now, or null; out of its turn nothing here limits it. */
export function versActRefusal(state: CombatState, a: VersFighter): string | null {
  if (state.current !== a.c.id) return null;
  if (state.use.turnTaken) return `${a.c.name} spent this turn on quick recovery.`;
  if (countMarks(a.sheet.injuries).disabled > 0 && state.use.attacks + state.use.actions >= 1) {
    return `${a.c.name} is Disabled: one simple action a turn, and it is already spent.`;
  }
  return null;
}

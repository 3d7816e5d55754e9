// What the players call a combatant: its name, the GM's stand-in for it ("a bandit"), or nothing.
import type { AnyCombatant } from '../model/schema';

/** The name the players' screen shows for a combatant, or '' when the GM chose to show none. */
export function playersName(c: AnyCombatant): string {
  return c.playersName === undefined ? c.name : (c.playersName ?? '');
}

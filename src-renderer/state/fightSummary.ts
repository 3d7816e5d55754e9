// How a fight stands, in one line for the GM: rounds, and who still stands on each side. The end
// combat dialog says it before the fight ends; the message after ending says it again.
import type { CombatState } from '../../shared/model/state';

/** Who still stands on each side: "PCs and allies 2 of 2 standing, NPCs 0 of 3 standing". */
export function standingWords(state: CombatState): string {
  const sides = new Map<string, { standing: number; all: number }>();
  for (const c of state.encounter.combatants) {
    const team = c.side === 'npc' ? 'NPCs' : 'PCs and allies';
    const s = sides.get(team) ?? { standing: 0, all: 0 };
    s.all++;
    if (!state.out.includes(c.id)) s.standing++;
    sides.set(team, s);
  }
  return [...sides].map(([team, s]) => `${team} ${s.standing} of ${s.all} standing`).join(', ');
}

/** "2 rounds", "1 round". */
export const roundsWords = (state: CombatState): string => `${state.round} round${state.round === 1 ? '' : 's'}`;

/** One line on how a fight ended: rounds, and who still stands on each side. */
export function fightSummary(state: CombatState): string {
  return `Combat over after ${roundsWords(state)}: ${standingWords(state)}.`;
}

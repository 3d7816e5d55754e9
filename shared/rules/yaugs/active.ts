// RULES.md 1.2: active resolution of an attack (or any resisted check) between two totals.
import { assertD100 } from './d100';

/** The outcome of one opposed exchange. */
export type ActiveResult = {
  winner: 'attacker' | 'defender' | 'none';
  attackerTotal: number;
  defenderTotal: number;
  fumble: 'attacker' | 'defender' | null;
  critical: 'attacker' | 'defender' | null;
};

/** Whether a losing party with natural `roll` and level `level` fumbles. */
export function losesWithFumble(roll: number, level: number): boolean {
  return roll < 20 - level || roll === 1;
}

/** Whether a winning party with natural `roll` and level `level` scores a critical. */
export function winsWithCritical(roll: number, level: number, opponentFumbled: boolean): boolean {
  if (roll === 100) return true;
  return opponentFumbled ? roll > 100 - 2 * level : roll > 100 - level;
}

/** Resolves attacker against defender (RULES.md 1.2); a defender without a roll is passive. */
export function resolveActive(
  attacker: { skill: number; roll: number; level: number; modifiers?: number },
  defender: { defence: number; roll?: number; level: number; modifiers?: number },
): ActiveResult {
  assertD100(attacker.roll, 'attacker roll');
  if (defender.roll !== undefined) assertD100(defender.roll, 'defender roll');
  const attackerTotal = attacker.roll + attacker.skill + (attacker.modifiers ?? 0);
  const defenderTotal = (defender.roll ?? 0) + defender.defence + (defender.modifiers ?? 0);
  if (attackerTotal === defenderTotal) {
    return { winner: 'none', attackerTotal, defenderTotal, fumble: null, critical: null };
  }
  const winner = attackerTotal > defenderTotal ? 'attacker' : 'defender';
  const loser = winner === 'attacker' ? 'defender' : 'attacker';
  const winnerRoll = winner === 'attacker' ? attacker.roll : defender.roll;
  const winnerLevel = winner === 'attacker' ? attacker.level : defender.level;
  const loserRoll = loser === 'attacker' ? attacker.roll : defender.roll;
  const loserLevel = loser === 'attacker' ? attacker.level : defender.level;
  // The loser's fumble is judged first because it widens the winner's critical range.
  const loserFumbled = loserRoll !== undefined && losesWithFumble(loserRoll, loserLevel);
  const winnerCrit = winnerRoll !== undefined && winsWithCritical(winnerRoll, winnerLevel, loserFumbled);
  return {
    winner,
    attackerTotal,
    defenderTotal,
    fumble: loserFumbled ? loser : null,
    critical: winnerCrit ? winner : null,
  };
}

// Tension (RULES.md 3.5).
//
// Reading of ties: RULES.md says "a defence that equals the attack (margin 0) gains 3", so the
// defender wins a tie; this agrees with 3.3, where margin <= 0 means nothing happens. The
// attacker at margin 0 therefore lost its roll (by 0). A loss by 0 is outside "loses by 1-3", so
// the attacker gains nothing at margin 0, with or without nearMissTension.
import { waylightsSettings, type WaylightsSettings } from './settings';

/** Which side of an exchange a roll belongs to. */
export type ExchangeRole = 'attacker' | 'defender';

/** Whether this side won its roll: the attacker needs margin > 0, the defender wins ties. */
export function wonRoll(margin: number, role: ExchangeRole): boolean {
  return role === 'attacker' ? margin > 0 : margin >= 0;
}

/** Tension a side gains; margin is by how much this side's raw total beat the other's (negative if it lost). */
export function tensionGain(margin: number, role: ExchangeRole, partial?: Partial<WaylightsSettings>): number {
  const settings = waylightsSettings(partial);
  if (wonRoll(margin, role)) return margin <= 3 ? 3 - margin : 0;
  const lostBy = -margin;
  if (settings.nearMissTension && lostBy >= 1 && lostBy <= 3) return 3 - lostBy;
  return 0;
}

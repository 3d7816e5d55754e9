// Several attackers (RULES.md 2.6): each attack on one defender within a turn makes it easier to hit.
import { versSettings, type VersSettings } from './settings';

/** The defender's modifier for the k-th attack on it this turn (1-based): 0, -1, -2 ... or -k when the first is not free. */
export function multiAttackModifier(attackIndex: number, partial: Partial<VersSettings> = {}): number {
  const settings = versSettings(partial);
  if (!Number.isInteger(attackIndex) || attackIndex < 1) throw new RangeError(`the attack index counts from 1, got ${attackIndex}`);
  // `0 - x` keeps the first free attack a plain 0 rather than -0.
  return settings.multiAttackFirstFree ? 0 - (attackIndex - 1) : -attackIndex;
}

// RULES.md 1.4: how many attackers of the same size class can attack one defender at once.

/** Where the attackers stand: in melee, or at a ranged band. */
export type AttackerCapBand = 'melee' | 'short' | 'medium' | 'long';

/** The cap per band, before any GM lowering for very different body sizes. */
export const ATTACKER_CAPS = { melee: 6, short: 12, medium: 24, long: 48 } as const satisfies Record<AttackerCapBand, number>;

/** The largest number of attackers that may attack one defender at once at this band. */
export function attackerCap(band: AttackerCapBand): number {
  return ATTACKER_CAPS[band];
}

/** Whether one more attacker may join when `attackersAlready` are attacking at this band. */
export function roomForAnotherAttacker(attackersAlready: number, band: AttackerCapBand): boolean {
  return attackersAlready < ATTACKER_CAPS[band];
}

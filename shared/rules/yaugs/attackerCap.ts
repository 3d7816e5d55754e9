// RULES.md 1.4: how many attackers of the same size class can attack one defender at once, and
// 5.2: the caps for a bigger defender and the weight of an attacker bigger than the defender.

/** Where the attackers stand: in melee, or at a ranged band. */
export type AttackerCapBand = 'melee' | 'short' | 'medium' | 'long';

/** The cap per band, before any GM lowering for very different body sizes. */
export const ATTACKER_CAPS = { melee: 6, short: 12, medium: 24, long: 48 } as const satisfies Record<AttackerCapBand, number>;

/** How many hexes touch a footprint of 1, 3, 7 or 19 hexes (RULES.md 5.2): the melee cap of a defender that big. */
export const HEXES_AROUND = { 1: 6, 3: 9, 7: 12, 19: 18 } as const;

/** A footprint's size, in hexes. */
export type BodySize = keyof typeof HEXES_AROUND;

/**
 * The largest number of attackers that may attack one defender at once at this band: for a
 * defender of `size` hexes (RULES.md 5.2) the melee cap is the hexes around its footprint and
 * the ranged caps scale by the same factor (7 hexes: 12 in melee, 24, 48, 96 at range).
 */
export function attackerCap(band: AttackerCapBand, size: BodySize = 1): number {
  return (ATTACKER_CAPS[band] * HEXES_AROUND[size]) / HEXES_AROUND[1];
}

/** A footprint's size step: 1, 3, 7, 19 hexes are steps 0 to 3. */
export function sizeStep(size: BodySize): number {
  return [1, 3, 7, 19].indexOf(size);
}

/**
 * How many attackers one attacker counts as against the cap (RULES.md 5.2): in melee, one size step
 * larger than the defender counts as 2, two or more steps larger fills the cap alone; otherwise 1.
 */
export function attackerWeight(band: AttackerCapBand, attacker: BodySize, defender: BodySize, cap: number): number {
  if (band !== 'melee') return 1;
  const larger = sizeStep(attacker) - sizeStep(defender);
  return larger >= 2 ? cap : larger === 1 ? 2 : 1;
}

/** Whether one more attacker may join when `attackersAlready` are attacking at this band. */
export function roomForAnotherAttacker(attackersAlready: number, band: AttackerCapBand): boolean {
  return attackersAlready < ATTACKER_CAPS[band];
}

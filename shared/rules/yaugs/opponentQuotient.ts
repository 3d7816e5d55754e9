// RULES.md 1.4: the Opponent Quotient and the ways to raise it for a round.

/** OQ = floor(AGL(SK) / 20): attacks per round the defender meets with Active Defence. */
export function opponentQuotient(aglSkill: number): number {
  return Math.floor(aglSkill / 20);
}

/** The opposed roll for giving ground, with both totals. */
export type GiveGroundResult = {
  readonly defenderTotal: number;
  readonly attackerTotal: number;
  /** 15 x max(0, attackers - (OQ + 1)), already in attackerTotal. */
  readonly crowdBonus: number;
  /** Strictly higher total: a tie does not win an opposed roll. */
  readonly won: boolean;
};

/** Resolves giving ground: d100 + AGL(SK) against d100 + highest attacker AGL + 15 x max(0, attackers - (OQ + 1)). */
export function giveGround(x: {
  defenderRoll: number;
  aglSkill: number;
  attackerRoll: number;
  highestAttackerAgl: number;
  attackers: number;
  oq: number;
}): GiveGroundResult {
  const crowdBonus = 15 * Math.max(0, x.attackers - (x.oq + 1));
  const defenderTotal = x.defenderRoll + x.aglSkill;
  const attackerTotal = x.attackerRoll + x.highestAttackerAgl + crowdBonus;
  return { defenderTotal, attackerTotal, crowdBonus, won: defenderTotal > attackerTotal };
}

/**
 * The OQ for the round: two independent raises of +1 each (RULES.md 1.4), for giving ground and
 * winning the opposed roll, and for forgoing attacks; both together +2.
 */
export function roundOpponentQuotient(base: number, r: { gaveGroundAndWon: boolean; forgoesAttacks: boolean }): number {
  return base + (r.gaveGroundAndWon ? 1 : 0) + (r.forgoesAttacks ? 1 : 0);
}

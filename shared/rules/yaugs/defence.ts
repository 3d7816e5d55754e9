// RULES.md 1.3: the defence value and whether the defender meets an attack actively.

/** Active Defence = floor((AGL + AGL + SPA + REF) / 4) + PassiveDefence (RULES.md 1.3). */
export function activeDefence(c: { agl: number; spa: number; ref: number; passiveDefence: number }): number {
  return Math.floor((2 * c.agl + c.spa + c.ref) / 4) + c.passiveDefence;
}

/** The facts about one defender that decide between Active and Passive Defence. */
export type DefenceSituation = {
  /** Sees or senses the attacker, or the GM ticked "detects this attack". */
  readonly aware: boolean;
  /** Not bound, stunned, immobilised, and has free space. */
  readonly canMove: boolean;
  /** Uses of the Opponent Quotient already made this round (attacks met, parries, blocks). */
  readonly oqUsed: number;
  /** The defender's Opponent Quotient for this round, raises included. */
  readonly oq: number;
  /** An area-effect weapon: the passive part counts as 0. */
  readonly areaEffect: boolean;
  /** An auto-defence ability whose flag allows the d100 where none would be allowed. */
  readonly autoDefenceAllowsDie: boolean;
};

/** Why a defender does or does not roll, for the GM. */
export type DefenceReason = 'unaware' | 'cannot-move' | 'oq-used-up' | 'auto-defence-die';

/** Which defence applies to one attack, with the reasons. */
export type DefenceMode = {
  readonly active: boolean;
  /** The passive part used (0 against area effects). */
  readonly passiveDefence: number;
  /** The value the defender's total starts from (Active or Passive Defence). */
  readonly value: number;
  /** When passive: every condition that failed; when active thanks to an ability: 'auto-defence-die'. */
  readonly reasons: readonly DefenceReason[];
};

/**
 * Decides Active vs Passive Defence for one attack (RULES.md 1.3, 1.4). The auto-defence flag lifts
 * only unawareness (attacks from behind) and a used-up OQ, the two cases the source names; a defender
 * that cannot move still cannot dodge.
 */
export function defenceMode(
  c: { agl: number; spa: number; ref: number; passiveDefence: number },
  s: DefenceSituation,
): DefenceMode {
  const pd = s.areaEffect ? 0 : c.passiveDefence;
  const blocked: DefenceReason[] = [];
  if (!s.aware) blocked.push('unaware');
  if (!s.canMove) blocked.push('cannot-move');
  if (s.oqUsed >= s.oq) blocked.push('oq-used-up');
  const liftable = blocked.every((r) => r === 'unaware' || r === 'oq-used-up');
  const active = blocked.length === 0 || (s.autoDefenceAllowsDie && liftable);
  if (active) {
    return {
      active: true,
      passiveDefence: pd,
      value: activeDefence({ ...c, passiveDefence: pd }),
      reasons: blocked.length === 0 ? [] : ['auto-defence-die'],
    };
  }
  return { active: false, passiveDefence: pd, value: pd, reasons: blocked };
}

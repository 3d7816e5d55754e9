// One attack against one defence (RULES.md 3.3 step 3), on totals already summed from the dice.

/** The totals of one attack against one defence, and the numbers damage needs. */
export type ExchangeInput = {
  /** The attack total: the adjusted attack dice plus any flat attack bonus. */
  readonly attack: number;
  /** The defence total without the shield: it counts for the hit and for damage. */
  readonly defence: number;
  /** The shield bonus: it counts for the hit only. */
  readonly shield?: number;
  /** The defender's Hits (flat damage reduction). */
  readonly hits: number;
  /** The weapon's armour piercing. */
  readonly ap?: number;
  /** The weapon bonus added to damage. */
  readonly weaponBonus: number;
};

/** What one attack did: `hit` is true exactly when damage > 0. */
export type ExchangeResult = { hit: boolean; damage: number; margin: number };

/** Resolves one attack: margin = attack - defence - shield; damage = attack - defence - max(0, Hits - AP) + weapon bonus. */
export function resolveExchange(x: ExchangeInput): ExchangeResult {
  const margin = x.attack - x.defence - (x.shield ?? 0);
  if (margin <= 0) return { hit: false, damage: 0, margin };
  const net = x.attack - x.defence - Math.max(0, x.hits - (x.ap ?? 0));
  if (net <= 0) return { hit: false, damage: 0, margin };
  // A negative weapon bonus could push damage below 1; an attack never heals, so it deals 0 then.
  const damage = Math.max(0, net + x.weaponBonus);
  return { hit: damage > 0, damage, margin };
}

/** Why an attack did or did not deal damage, for logs and previews. */
export type ExchangeOutcome = 'miss' | 'no-damage' | 'damage';

/** Classifies a resolved attack: no hit on the roll, hit on the roll but no damage, or damage. */
export function exchangeOutcome(r: ExchangeResult): ExchangeOutcome {
  if (r.margin <= 0) return 'miss';
  return r.damage > 0 ? 'damage' : 'no-damage';
}

// A round of exchanges (RULES.md 3.2 and 3.3 step 4): exchanges resolve in turn order, and the
// Wounds each one deals carry into the next.
import { waylightsSettings, type WaylightsSettings } from './settings';
import { resolveMutualExchange, type Fighter, type MutualExchangeResult, type SideDice } from './mutualExchange';
import { injury, isOut } from './injury';
import { turnOrder } from './turnOrder';

/** A fighter in a round, with what turn order needs. */
export type RoundFighter = Fighter & { readonly side: 'pc' | 'npc'; readonly surprise?: boolean };

/** One exchange a combatant starts this round, with the faces both sides rolled. */
export type RoundExchange = {
  readonly attackerId: string;
  readonly defenderId: string;
  readonly dice: { readonly attacker: SideDice; readonly defender: SideDice };
};

/** The round's outcome: each exchange in the order it resolved, or why it was skipped, and the final Wounds. */
export type RoundResult = {
  readonly steps: readonly (
    | { readonly exchange: RoundExchange; readonly result: MutualExchangeResult }
    | { readonly exchange: RoundExchange; readonly skipped: string }
  )[];
  readonly wounds: Readonly<Record<string, number>>;
};

/** Resolves a round's exchanges in turn order of their attackers, carrying Wounds forward; an attacker already out is skipped. */
export function resolveRound(
  fighters: readonly RoundFighter[],
  exchanges: readonly RoundExchange[],
  settings?: Partial<WaylightsSettings>,
): RoundResult {
  const s = waylightsSettings(settings);
  const byId = new Map(fighters.map((f) => [f.id, f]));
  const wounds: Record<string, number> = {};
  for (const f of fighters) wounds[f.id] = f.wounds;
  const rank = new Map(turnOrder(fighters).map((id, i) => [id, i]));
  // Stable sort: several exchanges started by the same combatant keep the order given.
  const ordered = [...exchanges].sort((a, b) => (rank.get(a.attackerId) ?? Infinity) - (rank.get(b.attackerId) ?? Infinity));
  const steps: RoundResult['steps'][number][] = [];
  for (const ex of ordered) {
    const a = byId.get(ex.attackerId);
    const d = byId.get(ex.defenderId);
    if (!a || !d) {
      steps.push({ exchange: ex, skipped: `Unknown combatant ${!a ? ex.attackerId : ex.defenderId}.` });
      continue;
    }
    if (a.resolve && isOut(injury(wounds[a.id]!, a.threshold), a.resolve)) {
      steps.push({ exchange: ex, skipped: `${a.id} is out of the fight before its exchange.` });
      continue;
    }
    const result = resolveMutualExchange({ attacker: { ...a, wounds: wounds[a.id]! }, defender: { ...d, wounds: wounds[d.id]! }, dice: ex.dice, settings: s });
    wounds[a.id] = result.after[a.id]!.wounds;
    wounds[d.id] = result.after[d.id]!.wounds;
    steps.push({ exchange: ex, result });
  }
  return { steps, wounds };
}

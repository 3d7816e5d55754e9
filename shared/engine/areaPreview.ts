// What the GM sees before an area attack (RULES.md 5.3): the hexes it strikes, each target's exact
// odds, and the exact distribution of how many targets are harmed. The one roll of the attacker
// correlates the targets, so the odds are summed over its values: given the roll, the targets
// defend independently (each with dice of its own), and the count of the harmed is a sum of
// independent yes-or-no chances, worked out by convolution.
import type { Hex } from '../hex';
import type { AttackOutcome } from '../rules/preview';
import type { CombatState } from '../model/state';
import type { DieSlot } from '../systems/definition';
import { planArea, type AreaPlan, type AreaRequest } from './areaPlan';

/** One target's odds in an area attack. */
export type AreaTargetOdds = {
  readonly id: string;
  readonly name: string;
  /** Its outcomes with their exact probabilities (summing to 1), each saying whether it harms. */
  readonly outcomes: { readonly id: string; readonly label: string; readonly probability: number; readonly harms: boolean }[];
  /** The chance it is harmed. */
  readonly harm: number;
};

export type AreaPreview = {
  readonly blocked: string | null;
  /** The hexes the attack strikes. */
  readonly hexes: Hex[];
  readonly source: Hex | null;
  /** The targets in the order their dice are read. */
  readonly targets: AreaTargetOdds[];
  /** harmed[k]: the exact probability that exactly k targets are harmed (empty when blocked). */
  readonly harmed: number[];
  /** The targets the GM took out. */
  readonly excluded: string[];
  /** The dice the attack reads, in the order typed table dice are taken: the attacker's one roll, then each target's. */
  readonly dice: DieSlot[];
};

/** The preview of an area attack (RULES.md appendix `areaPreview`). */
export function areaPreview(state: CombatState, req: AreaRequest): AreaPreview {
  return previewOfArea(planArea(state, req));
}

/** What the GM sees of a planned area attack. */
export function previewOfArea(plan: AreaPlan): AreaPreview {
  const common = { hexes: plan.hexes, source: plan.source, excluded: plan.excluded };
  if (plan.blocked !== null || !plan.rules) {
    const targets = plan.targets.map((t) => oddsOf(t.id, t.name, t.plan.preview().outcomes as readonly AttackOutcome[]));
    return { ...common, blocked: plan.blocked ?? 'No area attack.', targets, harmed: [], dice: [] };
  }
  const rules = plan.rules;
  const n = plan.targets.length;
  const sums = plan.targets.map(() => new Map<string, { label: string; probability: number; harms: boolean }>());
  const harmed = new Array<number>(n + 1).fill(0);
  const chance = new Float64Array(n);
  const dist = new Float64Array(n + 1);
  const keys = plan.shared?.keys ?? { min: 0, p: [1] };
  for (let i = 0; i < keys.p.length; i++) {
    const pk = keys.p[i]!;
    if (pk === 0) continue;
    const key = keys.min + i;
    for (let t = 0; t < n; t++) {
      const target = plan.targets[t]!;
      const given = rules.given(target.plan, target.shared ? key : 0);
      let h = 0;
      const sum = sums[t]!;
      for (const o of given) {
        if (o.harms) h += o.probability;
        const s = sum.get(o.id);
        if (s) s.probability += pk * o.probability;
        else sum.set(o.id, { label: o.label, probability: pk * o.probability, harms: o.harms });
      }
      chance[t] = h;
    }
    // The count harmed given this roll: independent yes-or-no chances, one target at a time.
    dist.fill(0);
    dist[0] = 1;
    for (let t = 0; t < n; t++) {
      const h = chance[t]!;
      for (let k = t + 1; k >= 1; k--) dist[k] = dist[k]! * (1 - h) + dist[k - 1]! * h;
      dist[0] = dist[0]! * (1 - h);
    }
    for (let k = 0; k <= n; k++) harmed[k]! += pk * dist[k]!;
  }
  const targets = plan.targets.map((t, i) => {
    const outcomes = [...sums[i]!].map(([id, o]) => ({ id, label: o.label, probability: o.probability, harms: o.harms }));
    return { id: t.id, name: t.name, outcomes, harm: outcomes.reduce((x, o) => x + (o.harms ? o.probability : 0), 0) };
  });
  return { ...common, blocked: null, targets, harmed, dice: areaDice(plan) };
}

function oddsOf(id: string, name: string, outcomes: readonly AttackOutcome[]): AreaTargetOdds {
  return { id, name, outcomes: outcomes.map((o) => ({ id: o.id, label: o.label, probability: o.probability, harms: o.harms })), harm: outcomes.reduce((x, o) => x + (o.harms ? o.probability : 0), 0) };
}

/** How many dice a slot's expression names ("3d6" is 3, "d100" is 1). */
function diceCount(slot: DieSlot): number {
  const m = /^(\d*)d\d+/.exec(slot.dice);
  return m ? (m[1] ? Number(m[1]) : 1) : 0;
}

/** The dice of the attack in the order they are read: the attacker's one roll, then each target's own. */
export function areaDice(plan: AreaPlan): DieSlot[] {
  const out: DieSlot[] = [];
  const a = plan.attacker;
  if (plan.shared && a && plan.weapon) out.push({ label: `${a.name}: ${plan.weapon.name}, one roll for every target`, dice: `${plan.shared.count}d${plan.shared.sides}`, when: null });
  for (const t of plan.targets) {
    const slots = t.plan.dice();
    let skip = t.shared ? t.shared.count : 0;
    let i = 0;
    while (skip > 0 && i < slots.length) skip -= diceCount(slots[i++]!);
    for (; i < slots.length; i++) {
      const slot = slots[i]!;
      out.push(slot.label.startsWith(`${t.name}:`) ? slot : { ...slot, label: `${t.name}: ${slot.label}` });
    }
  }
  return out;
}

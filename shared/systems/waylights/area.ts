// Waylights area attacks (RULES.md 3.3, 5.3): one roll of the attacker's attack dice, the same split
// against every target; each target rolls its own defence. No counter-attack answers an area
// attack, so (House) every die of a target's pool defends.
import { sumDistribution, type Distribution } from '../../dice/distribution';
import { resolveExchange, exchangeOutcome, type WaylightsPreview } from '../../rules/waylights';
import type { AttackOutcome } from '../../rules/preview';
import { combatantById } from '../../model/query';
import type { AreaRules, SystemPlan } from '../definition';
import { poolOf, settingsOf, sheetOf } from './combatant';

const NONE: Distribution = { min: 0, p: [1] };

function waylightsPreviewOf(plan: SystemPlan): WaylightsPreview | null {
  const p = plan.preview() as Partial<WaylightsPreview>;
  return p.split && p.settings ? (p as WaylightsPreview) : null;
}

function attackDiceOf(plan: SystemPlan): number {
  return plan.choices.system === 'waylights' ? plan.choices.attackDice : 0;
}

/** A target's outcomes given the sum of the attack dice's faces, as the preview would count them. */
function outcomesGiven(p: WaylightsPreview, faces: number): AttackOutcome[] {
  if (!p.inRange) return [{ id: 'out-of-range', label: 'Out of range', probability: 1, harms: false }];
  if (p.split.attackDice === 0) return [{ id: 'no-hit', label: 'Miss', probability: 1, harms: false }];
  const D = p.split.defenceDice > 0 ? diceSum(p.split.defenceDice, p.settings.dieSize) : NONE;
  const attack = faces + p.attackFlat;
  let miss = 0;
  let absorbed = 0;
  const damage = new Map<number, number>();
  for (let j = 0; j < D.p.length; j++) {
    const pj = D.p[j]!;
    if (pj === 0) continue;
    const r = resolveExchange({ attack: attack - (D.min + j + p.defenceFlat), defence: 0, shield: p.shield, hits: p.hits, ap: p.ap, weaponBonus: p.weaponBonus });
    const kind = exchangeOutcome(r);
    if (kind === 'miss') miss += pj;
    else if (kind === 'no-damage') absorbed += pj;
    else damage.set(r.damage, (damage.get(r.damage) ?? 0) + pj);
  }
  const out: AttackOutcome[] = [
    { id: 'no-hit', label: 'Miss', probability: miss, harms: false },
    { id: 'no-damage', label: 'Hit, no damage', probability: absorbed, harms: false },
  ];
  for (const [k, pk] of [...damage].sort((x, y) => x[0] - y[0])) out.push({ id: `damage-${k}`, label: `${k} damage`, probability: pk, harms: true });
  return out;
}

// A target's outcomes by the numbers they are worked out from, then by the attack dice's sum: the
// same sheets meet the same blast on every hover, and each plan is new.
const given = new Map<string, Map<number, readonly AttackOutcome[]>>();
const GIVEN_MAX = 2000;
// The same table by plan: the preview asks a plan once for each sum of the attack dice.
const byPlan = new WeakMap<SystemPlan, Map<number, readonly AttackOutcome[]>>();
const sumsOf = new Map<string, Distribution>();

function diceSum(count: number, sides: number): Distribution {
  const id = `${count}d${sides}`;
  let d = sumsOf.get(id);
  if (!d) sumsOf.set(id, (d = sumDistribution(count, sides)));
  return d;
}

export const waylightsArea: AreaRules = {
  choices: (state, req, _facts, asked) => {
    const s = settingsOf(state);
    const a = combatantById(state, req.attacker);
    const d = combatantById(state, req.defender);
    const poolA = a ? poolOf(sheetOf(a), s) : 0;
    const attackDice = asked?.system === 'waylights' ? asked.attackDice : poolA;
    return { system: 'waylights', attackDice, defenceDice: d ? poolOf(sheetOf(d), s) : 0 };
  },
  // The attacker's whole pool is rolled first for every target: its attack dice, then any it kept to defend.
  shared: (state, attacker, plan) => {
    const p = waylightsPreviewOf(plan);
    const a = combatantById(state, attacker);
    if (!p || !a) return null;
    const attackDice = attackDiceOf(plan);
    return {
      count: poolOf(sheetOf(a), p.settings),
      sides: p.settings.dieSize,
      keyOf: (faces) => {
        let n = 0;
        for (let i = 0; i < attackDice; i++) n += faces[i]!;
        return n;
      },
      keys: attackDice > 0 ? diceSum(attackDice, p.settings.dieSize) : NONE,
    };
  },
  given: (plan, key) => {
    const known = byPlan.get(plan);
    const hit = known?.get(key);
    if (hit) return hit;
    const p = waylightsPreviewOf(plan);
    if (!p) return plan.preview().outcomes as readonly AttackOutcome[];
    const id = `${p.inRange ? 1 : 0}:${p.split.attackDice}:${p.split.defenceDice}:${p.settings.dieSize}:${p.attackFlat}:${p.defenceFlat}:${p.shield}:${p.hits}:${p.ap}:${p.weaponBonus}`;
    let byKey = given.get(id);
    if (!byKey) {
      if (given.size >= GIVEN_MAX) given.clear();
      given.set(id, (byKey = new Map()));
    }
    byPlan.set(plan, byKey);
    let o = byKey.get(key);
    if (!o) byKey.set(key, (o = outcomesGiven(p, key)));
    return o;
  },
};

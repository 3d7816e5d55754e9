// VERS area attacks (RULES.md 2.2, 5.3): the attacker's one 3d6 roll (a PC's, or an NPC's against
// NPCs as 2.2 has it) against every target's static Dodge; a PC target of an NPC's area attack
// rolls its own Dodge, so its odds stand alone. Cover and range come from the area's source.
import { sumDistribution } from '../../dice/distribution';
import type { VersOutcome, VersPreview } from '../../rules/vers/preview';
import type { AttackOutcome } from '../../rules/preview';
import type { AreaRules, AreaSharedRoll, SystemPlan } from '../definition';
import { versDefaultChoices } from './attack';

const THREE_D6: AreaSharedRoll = { count: 3, sides: 6, keyOf: (faces) => faces[0]! + faces[1]! + faces[2]!, keys: sumDistribution(3, 6) };

function rolledByAttacker(plan: SystemPlan): VersPreview | null {
  const p = plan.preview() as Partial<VersPreview>;
  return p.attackPossible && p.roll?.roller === 'attacker' ? (p as VersPreview) : null;
}

export const versArea: AreaRules = {
  rangeFromSource: true,
  choices: (state, req, facts) => versDefaultChoices(state, req.attacker, req.defender, facts),
  shared: (_state, _attacker, plan) => (rolledByAttacker(plan) ? THREE_D6 : null),
  given: (plan, key) => {
    const p = rolledByAttacker(plan);
    if (!p) return plan.preview().outcomes as readonly AttackOutcome[];
    // The preview sorts every sum into its outcome: given the sum, that outcome is certain.
    const o = (p.outcomes as readonly VersOutcome[]).find((x) => x.sums.includes(key));
    return o ? [{ id: o.id, label: o.label, probability: 1, harms: o.harms }] : [];
  },
};

// What the step-here advisor knows of YAUGS attacks (SystemAdvice, shared/systems/entry.ts).
import type { SystemAdvice } from '../entry';
import { parseDice } from '../../dice/expression';
import { harmChance } from '../../rules/preview';
import { yaugsRangeBand } from '../../rules/yaugs/rangeBand';
import { damageDistribution } from '../../rules/yaugs/damage';
import { hasYaugsSheet, initialYaugsHarm } from './harm';

export const yaugsAdvice: SystemAdvice = {
  // The preview reads the distance only through the range band (RULES.md 1.3): its band, modifier
  // and club use, numbered; each metres and category's number kept (asked for every hex a call).
  distanceBand(attacker, weapon) {
    if (!hasYaugsSheet(attacker)) return null;
    const w = attacker.sheet.weapons.find((x) => x.name === weapon);
    if (!w) return null;
    const seen = new Map<string, number>();
    const byMeters = new Map<string, number>();
    return (f) => {
      const at = `${f.meters}|${f.category}`;
      let n = byMeters.get(at);
      if (n !== undefined) return n;
      const r = yaugsRangeBand(w, f.meters, f.category);
      const k = `${r.band}|${r.modifier}|${r.asClub}`;
      n = seen.get(k);
      if (n === undefined) seen.set(k, (n = seen.size));
      byMeters.set(at, n);
      return n;
    };
  },
  // Its turn limits read only attacks, actions and a quick recovery, never the movement spent.
  attacksReadMovement: false,
  // Hit points: the House damage dice of a hit (twice the dice on a critical, RULES.md 1.6) less
  // armour, over the hit points left, at most 1.
  attackWorth(attack, preview, state, d) {
    const a = state.encounter.combatants.find((c) => c.id === attack.attacker);
    if (!a || !hasYaugsSheet(a) || !hasYaugsSheet(d)) return null;
    const w = a.sheet.weapons.find((x) => x.name === attack.weapon);
    const expr = w ? parseDice(w.damage) : null;
    const h = state.harm[d.id];
    const hp = h?.system === 'yaugs' ? h.hp : initialYaugsHarm(d).hp;
    if (!expr?.ok || hp <= 0) return harmChance(preview);
    let worth = 0;
    for (const o of preview.outcomes) {
      if (!o.harms || o.probability === 0) continue;
      const dist = damageDistribution(expr.value, { armourAbsorption: d.sheet.armourAbsorption, critical: o.id === 'attacker-wins-critical' });
      let share = 0;
      for (let k = 0; k < dist.p.length; k++) share += dist.p[k]! * Math.min(1, (dist.min + k) / hp);
      worth += o.probability * share;
    }
    return worth;
  },
};

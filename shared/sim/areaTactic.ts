// The built-in tactic's area attacks (issue 24): a burst when two or more enemies and no ally would
// be inside it. Candidate centres are the hexes within the burst's radius of an enemy, counted by
// distance alone; only the best are planned, the engine having the last word on range and sight.
import { footprintDistance, hexesWithin, hexKey, type Hex } from '../hex';
import type { Command } from '../model/commands';
import { bodyOf } from '../model/body';
import { isActive } from '../model/query';
import type { AnyCombatant } from '../model/schema';
import type { CombatState } from '../model/state';
import { planArea, weaponArea } from '../engine/areaPlan';
import { adapterFor } from '../systems/registry';

/** How many candidate centres are planned at most before the tactic gives the burst up. */
const PLANNED_MAX = 6;

/** The burst the actor should throw now, as a command, or null when none is worth it. */
export function burstChoice(state: CombatState, actor: AnyCombatant, teamOf: (c: AnyCombatant) => string): Command | null {
  const bursts = adapterFor(state.encounter.system).weapons(actor).flatMap((w) => {
    const area = weaponArea(actor, w.name);
    return area?.shape === 'burst' ? [{ weapon: w.name, radius: area.size }] : [];
  });
  if (bursts.length === 0) return null;
  const team = teamOf(actor);
  const others = state.encounter.combatants.filter((c) => c.id !== actor.id && isActive(state, c.id));
  const enemies = others.filter((c) => teamOf(c) !== team);
  if (enemies.length < 2) return null;
  const allies = others.filter((c) => teamOf(c) === team);
  for (const { weapon, radius } of bursts) {
    const seen = new Set<string>();
    const scored: { at: Hex; count: number }[] = [];
    for (const e of enemies) {
      for (const h of hexesWithin(e.position, radius)) {
        const k = hexKey(h);
        if (seen.has(k)) continue;
        seen.add(k);
        if (allies.some((c) => footprintDistance([h], bodyOf(c)) <= radius)) continue;
        const count = enemies.filter((c) => footprintDistance([h], bodyOf(c)) <= radius).length;
        if (count >= 2) scored.push({ at: h, count });
      }
    }
    // Most enemies first; ties keep the order found (nearest the first enemies listed).
    scored.sort((x, y) => y.count - x.count);
    for (const { at } of scored.slice(0, PLANNED_MAX)) {
      const plan = planArea(state, { attacker: actor.id, weapon, at });
      if (plan.blocked !== null) continue;
      const ids = plan.targets.map((t) => t.id);
      // Sight may have spared some: the rule is checked on the targets the engine would strike.
      if (ids.some((id) => allies.some((c) => c.id === id))) continue;
      if (ids.filter((id) => enemies.some((c) => c.id === id)).length < 2) continue;
      return { type: 'attack', attacker: actor.id, weapon, at };
    }
  }
  return null;
}

// Turns the fight's state into what the map draws: one token view per combatant.
import type { CombatState } from '../../../shared/model/state';
import type { AnyCombatant } from '../../../shared/model/schema';
import { adapterFor } from '../../../shared/systems/registry';
import type { TokenView } from '../../map/interactiveLayer';
import { initials } from '../../map/initials';
import { HARM_FRACTION } from '../../map/harmFraction';


function markers(state: CombatState, c: AnyCombatant): string[] {
  const h = state.harm[c.id];
  const out: string[] = [];
  if (h?.system === 'vers') for (const m of h.marks) out.push(m.condition[0]!.toUpperCase());
  if (state.grapples.some((g) => g.includes(c.id))) out.push('⛓');
  return out;
}

/** Token views for the GM: everyone, hidden ones ghosted. */
export function gmTokens(state: CombatState, selected: string | null, targeted: string | null): TokenView[] {
  const adapter = adapterFor(state.encounter.system);
  return state.encounter.combatants.map((c) => {
    const h = state.harm[c.id];
    let harm: number | null = null;
    if (h) {
      if (h.system === 'yaugs') harm = Math.min(1, Math.max(0, 1 - h.hp / h.maxHp));
      else harm = HARM_FRACTION[adapter.harmWords(h, c)];
    }
    return {
      id: c.id,
      label: initials(c.name),
      position: c.position,
      side: c.side,
      color: c.color,
      facing: c.facing,
      ghost: c.hidden,
      out: state.out.includes(c.id),
      harm,
      markers: markers(state, c),
      current: state.current === c.id,
      selected: selected === c.id,
      targeted: targeted === c.id,
    };
  });
}

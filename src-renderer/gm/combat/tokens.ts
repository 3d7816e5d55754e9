// Turns the fight's state into what the map draws: one token view per combatant.
import type { CombatState } from '../../../shared/model/state';
import type { AnyCombatant } from '../../../shared/model/schema';
import type { TokenView } from '../../map/interactiveLayer';
import { initials } from '../../map/initials';
import { roomOf } from '../../state/roomRegistry';
import type { SystemRoom } from '../../state/systemRoom';
import { conditionMarker } from '../../state/roster.svelte';
import { bodyOf, isBig } from '../../../shared/model/body';

function markers(sys: SystemRoom, state: CombatState, c: AnyCombatant, grappled: ReadonlySet<string>): string[] {
  const out = sys.tokenMarkers(state, c);
  if (grappled.has(c.id)) out.push('⛓');
  for (const h of state.conditions[c.id] ?? []) out.push(conditionMarker(h));
  return out;
}

/** Token views for the GM: everyone, hidden ones ghosted. */
export function gmTokens(state: CombatState, selected: string | null, targeted: string | null): TokenView[] {
  const sys = roomOf(state.encounter.system);
  // Read once, not per token: at a table of 500 the lists searched per token cost a quarter of a
  // million comparisons at every command.
  const out = new Set(state.out);
  const grappled = new Set(state.grapples.flat());
  return state.encounter.combatants.map((c) => {
    const h = state.harm[c.id];
    return {
      id: c.id,
      label: initials(c.name),
      position: c.position,
      ...(isBig(c) ? { body: bodyOf(c) } : {}),
      side: c.side,
      color: c.color,
      facing: c.facing,
      ghost: c.hidden,
      out: out.has(c.id),
      harm: h ? sys.harmFraction(h, c) : null,
      markers: markers(sys, state, c, grappled),
      current: state.current === c.id,
      selected: selected === c.id,
      targeted: targeted === c.id,
      ...(c.portrait ? { portrait: c.portrait } : {}),
    };
  });
}

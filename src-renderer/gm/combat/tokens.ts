// Turns the fight's state into what the map draws: one token view per combatant. A token whose
// combatant, harm, conditions and marks are as before gets its view of before, object for object:
// at a table of 500 a turn start rebuilt every view (names to initials, harm to a fraction,
// markers) for the two or three tokens that changed, about 1.5 ms of a turn start's frame.
import type { CombatState, Harm, HeldCondition } from '../../../shared/model/state';
import type { AnyCombatant } from '../../../shared/model/schema';
import type { TokenView } from '../../map/interactiveLayer';
import { initials } from '../../map/initials';
import { roomOf } from '../../state/roomRegistry';
import type { SystemRoom } from '../../state/systemRoom';
import { conditionMarker } from '../../state/roster.svelte';
import { bodyOf, isBig } from '../../../shared/model/body';
import { workCounters } from '../../map/workCounters';

function markers(sys: SystemRoom, state: CombatState, c: AnyCombatant, grappled: boolean): string[] {
  const out = sys.tokenMarkers(state, c);
  if (grappled) out.push('⛓');
  for (const h of state.conditions[c.id] ?? []) out.push(conditionMarker(h));
  return out;
}

/** What a token's view is made from, with the view: the same inputs make the same view. */
type Entry = {
  readonly sys: SystemRoom; readonly c: AnyCombatant; readonly harm: Harm | undefined; readonly held: readonly HeldCondition[] | undefined;
  readonly out: boolean; readonly grappled: boolean; readonly current: boolean; readonly selected: boolean; readonly targeted: boolean;
  readonly view: TokenView;
};

export class TokenViews {
  private last = new Map<string, Entry>();

  /** Token views for the GM: everyone, hidden ones ghosted; a view whose inputs did not change is the one of before. */
  update(state: CombatState, selected: string | null, targeted: string | null): TokenView[] {
    const sys = roomOf(state.encounter.system);
    // Read once, not per token: at a table of 500 the lists searched per token cost a quarter of a
    // million comparisons at every command.
    const outs = new Set(state.out);
    const grapples = new Set(state.grapples.flat());
    const next = new Map<string, Entry>();
    const views = state.encounter.combatants.map((c) => {
      const harm = state.harm[c.id], held = state.conditions[c.id], out = outs.has(c.id), grappled = grapples.has(c.id);
      const current = state.current === c.id, isSelected = selected === c.id, isTargeted = targeted === c.id;
      const before = this.last.get(c.id);
      // A system's markers are read from the combatant and its harm alone (SystemRoom.tokenMarkers).
      const entry = before && before.sys === sys && before.c === c && before.harm === harm && before.held === held && before.out === out && before.grappled === grappled
        && before.current === current && before.selected === isSelected && before.targeted === isTargeted
        ? before
        : (workCounters.tokenViews++, {
            sys, c, harm, held, out, grappled, current, selected: isSelected, targeted: isTargeted,
            view: {
              id: c.id,
              label: initials(c.name),
              position: c.position,
              ...(isBig(c) ? { body: bodyOf(c) } : {}),
              side: c.side,
              color: c.color,
              facing: c.facing,
              ghost: c.hidden,
              out,
              harm: harm ? sys.harmFraction(harm, c) : null,
              markers: markers(sys, state, c, grappled),
              current,
              selected: isSelected,
              targeted: isTargeted,
              ...(c.portrait ? { portrait: c.portrait } : {}),
            },
          });
      next.set(c.id, entry);
      return entry.view;
    });
    this.last = next;
    return views;
  }
}

/** Token views for the GM, made afresh: everyone, hidden ones ghosted. */
export function gmTokens(state: CombatState, selected: string | null, targeted: string | null): TokenView[] {
  return new TokenViews().update(state, selected, targeted);
}

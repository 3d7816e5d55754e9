// What the turn strip shows of each combatant, in strip order. A chip whose combatant, harm and
// turn status are as before gets its view of before, object for object: Svelte's keyed each then
// leaves that chip alone, so a turn start at a table of hundreds builds and touches the few chips
// that changed instead of every chip.
import type { AnyCombatant } from '../../../shared/model/schema';
import type { CombatState, Harm, HarmWord } from '../../../shared/model/state';
import { adapterFor } from '../../../shared/systems/registry';
import { roomOf } from '../../state/roomRegistry';
import type { ChipBadge } from '../../state/systemRoom';
import { initials } from '../../map/initials';
import { SIDE_COLORS } from '../../map/theme';
import { workCounters } from '../../map/workCounters';

export type ChipView = {
  readonly id: string;
  readonly name: string;
  readonly initials: string;
  readonly colour: string;
  /** The address of the token art's small picture, shown instead of the initials; null without art or until it is loaded. */
  readonly art: string | null;
  readonly now: boolean;
  readonly acted: boolean;
  readonly out: boolean;
  /** A system's badge (Waylights Timing). */
  readonly badge: ChipBadge | null;
  readonly harm: HarmWord | null;
  /** Delayed to later this round, or holding a readied attack (House rules). */
  readonly waiting: 'delayed' | 'readied' | null;
  readonly title: string;
};

const WAITING_WORDS = { delayed: ' (delayed: acts later this round)', readied: ' (holds a readied attack)' } as const;

/** What a chip's view is made from, with the view: the same inputs make the same view, so it is not made again. */
type Entry = {
  readonly c: AnyCombatant; readonly now: boolean; readonly acted: boolean; readonly out: boolean; readonly harm: Harm | undefined;
  readonly waiting: ChipView['waiting']; readonly sortable: boolean; readonly art: string | null; readonly view: ChipView;
};

export class ChipViews {
  private last = new Map<string, Entry>();

  /**
   * The strip for `state`: the order so far (VERS grows it as turns are handed on), then whoever
   * has not come up yet. `sortable` when chips can be dragged to reorder (their tooltip says so).
   * `art` gives the address of a token art's small picture by its library name (null until loaded).
   */
  update(state: CombatState, sortable: boolean, art: (name: string) => string | null = () => null): ChipView[] {
    const adapter = adapterFor(state.encounter.system);
    const sys = roomOf(state.encounter.system);
    const byId = new Map(state.encounter.combatants.map((c) => [c.id, c]));
    const ordered = new Set(state.order);
    const acted = new Set(state.acted);
    const out = new Set(state.out);
    const delayed = new Set(state.waiting?.delayed);
    const readied = state.waiting?.readied ?? {};
    const ids = [...state.order, ...state.encounter.combatants.map((c) => c.id).filter((id) => !ordered.has(id))];
    const next = new Map<string, Entry>();
    const views: ChipView[] = [];
    for (const id of ids) {
      const c = byId.get(id);
      if (!c || next.has(id)) continue;
      const now = state.current === id, hasActed = acted.has(id), isOut = out.has(id), harm = state.harm[id];
      const waiting: ChipView['waiting'] = id in readied ? 'readied' : delayed.has(id) ? 'delayed' : null;
      const picture = c.portrait ? art(c.portrait) : null;
      const before = this.last.get(id);
      // A system's badge and harm words are read from the combatant and its harm alone.
      const entry = before && before.c === c && before.now === now && before.acted === hasActed && before.out === isOut && before.harm === harm && before.waiting === waiting && before.sortable === sortable && before.art === picture
        ? before
        : (workCounters.chipViews++, {
            c, now, acted: hasActed, out: isOut, harm, waiting, sortable, art: picture,
            view: {
              id,
              name: c.name,
              initials: initials(c.name),
              colour: c.color ?? SIDE_COLORS[c.side],
              art: picture,
              now,
              acted: hasActed,
              out: isOut,
              badge: sys.chipBadge(c),
              harm: harm ? adapter.harmWords(harm, c) : null,
              waiting,
              title: `${c.name}${now ? ' (acting)' : hasActed ? ' (has acted)' : isOut ? ' (out)' : ''}${waiting ? WAITING_WORDS[waiting] : ''}${sortable ? '. Drag onto another to change the order' : ''}`,
            },
          });
      next.set(id, entry);
      const view = entry.view;
      views.push(view);
    }
    this.last = next;
    return views;
  }
}

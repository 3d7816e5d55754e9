// What the roster's order list shows of each combatant, in the order of the round. A row whose
// combatant, place and status are as before gets its view of before, object for object (as the
// turn strip's chips do): Svelte's keyed each then leaves that row alone, so a turn start with
// hundreds of rows on screen touches the two or three that changed instead of every row.
import type { AnyCombatant } from '../../shared/model/schema';
import type { CombatState } from '../../shared/model/state';

export type RosterRowView = {
  readonly id: string;
  readonly name: string;
  /** Its place in the list, from 1. */
  readonly place: number;
  readonly now: boolean;
  readonly acted: boolean;
  readonly hidden: boolean;
  /** The GM's pick: the one the roster's keys and buttons act on. */
  readonly picked: boolean;
  /** "acting", "acted", "· hidden": what the row says beside the name. */
  readonly tag: string;
  /** Whether ↑ and ↓ can move it (a fixed order, in the fight, not at that end of the list). */
  readonly earlier: boolean;
  readonly later: boolean;
};

/** The turn order's combatants, then anyone not in it (a hand-off round lists only who has acted). */
export function rosterOrder(s: CombatState): AnyCombatant[] {
  const byId = new Map(s.encounter.combatants.map((c) => [c.id, c]));
  const ordered = new Set(s.order);
  const first = s.order.map((id) => byId.get(id)).filter((c) => c !== undefined);
  return [...first, ...s.encounter.combatants.filter((c) => !ordered.has(c.id))];
}

export class RosterRowViews {
  private last = new Map<string, RosterRowView & { readonly c: AnyCombatant }>();

  /** The rows for `state`, with `picked` the GM's pick and `movable` whether the order can be rearranged now. */
  update(state: CombatState, picked: string | null, movable: boolean): RosterRowView[] {
    const acted = new Set(state.acted);
    const list = rosterOrder(state);
    const next = new Map<string, RosterRowView & { readonly c: AnyCombatant }>();
    const rows: RosterRowView[] = [];
    list.forEach((c, i) => {
      if (next.has(c.id)) return;
      const now = state.current === c.id, hasActed = acted.has(c.id), isPicked = picked === c.id;
      const earlier = movable && i > 0, later = movable && i < list.length - 1;
      const b = this.last.get(c.id);
      const row = b && b.c === c && b.place === i + 1 && b.now === now && b.acted === hasActed && b.picked === isPicked && b.earlier === earlier && b.later === later
        ? b
        : {
            c, id: c.id, name: c.name, place: i + 1, now, acted: hasActed, hidden: c.hidden, picked: isPicked,
            tag: `${now ? 'acting' : hasActed ? 'acted' : ''}${c.hidden ? ' · hidden' : ''}`,
            earlier, later,
          };
      next.set(c.id, row);
      rows.push(row);
    });
    this.last = next;
    return rows;
  }
}

/** The height of one row of the order list, in CSS pixels (the list sets it on every row). */
export const ROSTER_ROW_PX = 28;
/** Rows drawn beyond each edge of the visible part, so a quick scroll shows no gap. */
const OVERSCAN = 8;

/**
 * The rows of a list of `count` to put in the page: those in sight and a few either side, where
 * `top` is how far the scroll box's visible top lies below the list's first row and `height` how
 * much of the box is visible (Infinity: all of it, as where nothing scrolls). `end` is exclusive.
 */
export function rowWindow(top: number, height: number, count: number, row = ROSTER_ROW_PX, overscan = OVERSCAN): { start: number; end: number } {
  if (!Number.isFinite(height)) return { start: 0, end: count };
  const start = Math.max(0, Math.min(count, Math.floor(top / row) - overscan));
  const end = Math.max(start, Math.min(count, Math.ceil((top + Math.max(0, height)) / row) + overscan));
  return { start, end };
}

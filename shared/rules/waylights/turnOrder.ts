// Who acts first (RULES.md 3.2).

/** What turn order needs to know about one combatant. */
export type TurnOrderEntry = {
  readonly id: string;
  readonly timing: number;
  /** This combatant's side meant to surprise the other. */
  readonly surprise?: boolean;
  readonly side: 'pc' | 'npc';
};

/** Ids in acting order: highest Timing, then the side that meant to surprise, then PCs; full ties keep input order. */
export function turnOrder(cs: readonly TurnOrderEntry[]): string[] {
  // Array.prototype.sort is stable (ES2019), which keeps full ties in input order.
  const sorted = [...cs].sort((a, b) => {
    if (a.timing !== b.timing) return b.timing - a.timing;
    const sa = a.surprise === true ? 1 : 0;
    const sb = b.surprise === true ? 1 : 0;
    if (sa !== sb) return sb - sa;
    const pa = a.side === 'pc' ? 1 : 0;
    const pb = b.side === 'pc' ? 1 : 0;
    return pb - pa;
  });
  // By push, as model/record.ts's `mapped` (this tier cannot import it): the engine keeps this list
  // as the round's order, and Array.prototype.map's second layout deoptimized every reader of it.
  const ids: string[] = [];
  for (const c of sorted) ids.push(c.id);
  return ids;
}

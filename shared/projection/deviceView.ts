// The view a player's own device receives when it plays one PC: the players' view with harm in
// numbers kept for that PC alone, so a phone shows its own sheet's numbers and never an NPC's,
// even one the GM revealed to the table's TV. It only ever removes what the view holds.
import type { CombatState } from '../model/state';
import { ownSight } from './partySight';
import { litKeys, playerViews, type PlayerStep, type PlayerView } from './playerView';

/** `view` as the device playing `pc` may see it. */
export function viewForPc<T extends { readonly id: string; readonly harmDetail: string | null }, V extends { readonly tokens: readonly T[] }>(view: V, pc: string): V {
  return { ...view, tokens: view.tokens.map((t) => (t.id === pc || t.harmDetail === null ? t : { ...t, harmDetail: null })) };
}

/**
 * What `pc` lights by its own sight: the hexes it sees now that the party's `lit` holds. Its sight
 * lies inside the party's unless the GM darkened some of it, so the list is then the one sight
 * keeps for it while it stands still, and the view reads its fog and terrain once, not per publish.
 */
function ownLit(state: CombatState, pc: string, radius: number, lit: readonly string[]): readonly string[] {
  const party = litKeys(state, lit);
  const sees = ownSight(state, pc, radius);
  const shown = sees.filter((k) => party.has(k));
  return shown.length === sees.length ? sees : shown;
}

/**
 * The view of each PC a device plays, projected for that PC alone: no combatant's numbers revealed
 * (its own always show), and with `ownSightRadius` set, only the lit hexes that PC sees itself now.
 * The tokens and the order they share are worked out once (playerViews).
 */
export function pcViews(state: CombatState, steps: readonly PlayerStep[], pcs: readonly string[], opts: { lit: readonly string[] | null; ownSightRadius: number | null; logSteps: number }): Record<string, PlayerView> {
  const lits: Record<string, readonly string[] | null> = {};
  for (const pc of pcs) lits[pc] = opts.lit && opts.ownSightRadius !== null ? ownLit(state, pc, opts.ownSightRadius, opts.lit) : opts.lit;
  return playerViews(state, steps, lits, opts.logSteps);
}

// The view a player's own device receives when it plays one PC: the players' view with harm in
// numbers kept for that PC alone, so a phone shows its own sheet's numbers and never an NPC's,
// even one the GM revealed to the table's TV. It only ever removes what the view holds.
import type { CombatState } from '../model/state';
import { ownSight } from './partySight';
import { playerView, type PlayerStep, type PlayerView } from './playerView';

/** `view` as the device playing `pc` may see it. */
export function viewForPc<T extends { readonly id: string; readonly harmDetail: string | null }, V extends { readonly tokens: readonly T[] }>(view: V, pc: string): V {
  return { ...view, tokens: view.tokens.map((t) => (t.id === pc || t.harmDetail === null ? t : { ...t, harmDetail: null })) };
}

/**
 * The view of each PC a device plays, projected for that PC alone: no combatant's numbers revealed
 * (its own always show), and with `ownSightRadius` set, only the lit hexes that PC sees itself now.
 */
export function pcViews(state: CombatState, steps: readonly PlayerStep[], pcs: readonly string[], opts: { lit: readonly string[] | null; ownSightRadius: number | null; logSteps: number }): Record<string, PlayerView> {
  const out: Record<string, PlayerView> = {};
  const litSet = opts.lit && opts.ownSightRadius !== null ? new Set(opts.lit) : null;
  for (const pc of pcs) {
    const lit = litSet && opts.ownSightRadius !== null ? ownSight(state, pc, opts.ownSightRadius).filter((k) => litSet.has(k)) : opts.lit;
    out[pc] = playerView(state, steps, { revealed: [], lit, logSteps: opts.logSteps });
  }
  return out;
}

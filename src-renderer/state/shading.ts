// The step-here advisor's shading of the GM map (issue 26): every hex the actor can reach this turn
// by the best chance to harm from there, or by the danger there (the highest chance among the
// enemies to harm it next), for the target picked when there is one. It never changes the fight.
import { standHere, standHereSteps, type StandHereEntry } from '../../shared/engine/standHere';
import { hexKey, type Hex } from '../../shared/hex';
import type { CombatState } from '../../shared/model/state';
import { areEnemies, isActive } from '../../shared/model/query';
import { scaleColour } from '../map/shadeScale';

export type ShadingMode = 'off' | 'best' | 'danger';

/** One shaded hex: its value (a chance, 0 to 1), its colour, and the words for the hover. */
export type ShadedHex = { hex: Hex; value: number; colour: string; words: string };

/** What the map shows: the shaded hexes by key, or the reason there are none. */
export type Shading = { cells: ReadonlyMap<string, ShadedHex>; reason: string | null };

/** No shading and nothing to say: off, or before the fight. */
export const NO_SHADING: Shading = { cells: new Map(), reason: null };

const pct = (p: number) => `${Math.round(p * 100)}%`;
const nameOf = (state: CombatState, id: string) => state.encounter.combatants.find((c) => c.id === id)?.name ?? id;

function cell(state: CombatState, mode: Exclude<ShadingMode, 'off'>, e: StandHereEntry, target: string | undefined): ShadedHex {
  if (mode === 'best') {
    const value = e.best?.harm ?? 0;
    const words = e.best ? `${pct(value)} to harm ${nameOf(state, e.best.target)} with ${e.best.weapon}` : 'no attack from here';
    return { hex: e.hex, value, colour: scaleColour(mode, value), words };
  }
  // With a target picked, the danger of that enemy alone (issue 26: both modes are for the target).
  const ranked = e.danger.filter((d) => target === undefined || d.from === target).sort((a, b) => b.harm - a.harm);
  const value = ranked[0]?.harm ?? 0;
  const words = ranked.length ? ranked.map((d) => `${nameOf(state, d.from)} ${pct(d.harm)}`).join(', ') : 'no enemy can harm it here';
  return { hex: e.hex, value, colour: scaleColour(mode, value), words: `danger ${pct(value)}: ${words}` };
}

/** The shading of `state`'s acting combatant in `mode`, for `target` when one is picked. */
export function shadingOf(state: CombatState, mode: ShadingMode, target: string | null): Shading {
  const steps = shadingSteps(state, mode, target);
  let r = steps.next();
  while (!r.done) r = steps.next();
  return r.value;
}

/** shadingOf in steps (standHereSteps'), so the map can work it out in slices between pointer events. */
export function* shadingSteps(state: CombatState, mode: ShadingMode, target: string | null): Generator<void, Shading, void> {
  if (mode === 'off' || state.phase !== 'combat' || !state.current) return NO_SHADING;
  // A target that is no enemy (an ally picked) gets standHere's reason and no shading.
  const r = yield* standHereSteps(state, { actor: state.current, ...(target ? { target } : {}), danger: mode === 'danger' });
  if (!Array.isArray(r)) return { cells: new Map(), reason: r.reason };
  const cells = new Map<string, ShadedHex>();
  for (const e of r) cells.set(hexKey(e.hex), cell(state, mode, e, target ?? undefined));
  return { cells, reason: null };
}

/** One hex of the shading the players may see: its chance, without any name or number of an enemy. */
export type SharedShade = { hex: Hex; value: number };

/**
 * The "best chance to harm" shading the GM may share with the players (issue 26): on a PC's turn
 * only, never the danger, worked out on the board as the players see it (`unseen` holds the ids
 * they cannot see): a hidden foe never shows as a bright patch, and no hidden body leaves a hole
 * in the reach where it stands. Null when there is nothing to share.
 */
export function playersBest(state: CombatState, unseen: ReadonlySet<string>): SharedShade[] | null {
  if (state.phase !== 'combat' || !state.current) return null;
  const actor = state.encounter.combatants.find((c) => c.id === state.current);
  // A PC the players cannot see (the GM hid it) shows no reach: it would say where it stands.
  if (!actor || actor.side !== 'pc' || unseen.has(actor.id)) return null;
  const foes = state.encounter.combatants.filter((c) => areEnemies(actor, c) && isActive(state, c.id));
  const seen = foes.filter((c) => !unseen.has(c.id));
  if (seen.length === 0) return null;
  const board = asSeen(state, unseen);
  // All enemies in sight: one search; otherwise one per enemy the players can see.
  const requests = seen.length === foes.length ? [undefined] : seen.map((c) => c.id);
  const best = new Map<string, SharedShade>();
  for (const target of requests) {
    const r = standHere(board, { actor: actor.id, ...(target ? { target } : {}), danger: false });
    if (!Array.isArray(r)) return null;
    for (const e of r) {
      const value = e.best?.harm ?? 0;
      const k = hexKey(e.hex);
      const had = best.get(k);
      if (!had || value > had.value) best.set(k, { hex: { q: e.hex.q, r: e.hex.r }, value });
    }
  }
  return [...best.values()];
}

/** The fight without the combatants the players cannot see: the only board the players' shading may read. */
function asSeen(state: CombatState, unseen: ReadonlySet<string>): CombatState {
  if (!state.encounter.combatants.some((c) => unseen.has(c.id))) return state;
  // The encounter's union of systems' combatant lists does not narrow through filter: the list is the same system's.
  const encounter = { ...state.encounter, combatants: state.encounter.combatants.filter((c) => !unseen.has(c.id)) } as CombatState['encounter'];
  return { ...state, encounter };
}

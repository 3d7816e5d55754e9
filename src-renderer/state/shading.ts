// The step-here advisor's shading of the GM map (issue 26): every hex the actor can reach this turn
// by the best chance to harm from there, or by the danger there (the highest chance among the
// enemies to harm it next), for the target picked when there is one. It never changes the fight.
import { standHere, type StandHereEntry } from '../../shared/engine/standHere';
import { hexKey, type Hex } from '../../shared/hex';
import type { CombatState } from '../../shared/model/state';

export type ShadingMode = 'off' | 'best' | 'danger';

/** One shaded hex: its value (a chance, 0 to 1), its colour, and the words for the hover. */
export type ShadedHex = { hex: Hex; value: number; colour: string; words: string };

/** What the map shows: the shaded hexes by key, or the reason there are none. */
export type Shading = { cells: ReadonlyMap<string, ShadedHex>; reason: string | null };

const NONE: Shading = { cells: new Map(), reason: null };

// Sequential scales, dark to bright, so more reads as more at a glance: harm in blue to gold, danger in wine to red.
const SCALES = { best: ['#1d2b53', '#2c5d8a', '#3f9aa8', '#8fcf8a', '#f2d15c'], danger: ['#2a1a2e', '#5c1f3a', '#9b2740', '#d9433a', '#ff8a50'] } as const;

/** The colour of chance `p` (0 to 1) on a scale, at half opacity so the map shows through. */
export function scaleColour(mode: Exclude<ShadingMode, 'off'>, p: number): string {
  const scale = SCALES[mode];
  const c = scale[Math.min(scale.length - 1, Math.floor(Math.max(0, Math.min(1, p)) * scale.length))]!;
  return `${c}b0`;
}

const pct = (p: number) => `${Math.round(p * 100)}%`;
const nameOf = (state: CombatState, id: string) => state.encounter.combatants.find((c) => c.id === id)?.name ?? id;

function cell(state: CombatState, mode: Exclude<ShadingMode, 'off'>, e: StandHereEntry): ShadedHex {
  if (mode === 'best') {
    const value = e.best?.harm ?? 0;
    const words = e.best ? `${pct(value)} to harm ${nameOf(state, e.best.target)} with ${e.best.weapon}` : 'no attack from here';
    return { hex: e.hex, value, colour: scaleColour(mode, value), words };
  }
  const ranked = [...e.danger].sort((a, b) => b.harm - a.harm);
  const value = ranked[0]?.harm ?? 0;
  const words = ranked.length ? ranked.map((d) => `${nameOf(state, d.from)} ${pct(d.harm)}`).join(', ') : 'no enemy can harm it here';
  return { hex: e.hex, value, colour: scaleColour(mode, value), words: `danger ${pct(value)}: ${words}` };
}

/** The shading of `state`'s acting combatant in `mode`, for `target` when one is picked. */
export function shadingOf(state: CombatState, mode: ShadingMode, target: string | null): Shading {
  if (mode === 'off' || state.phase !== 'combat' || !state.current) return NONE;
  const actor = state.current;
  const enemy = target && state.encounter.combatants.find((c) => c.id === target && c.side !== state.encounter.combatants.find((a) => a.id === actor)?.side);
  const r = standHere(state, { actor, ...(enemy ? { target: enemy.id } : {}), danger: mode === 'danger' });
  if (!Array.isArray(r)) return { cells: new Map(), reason: r.reason };
  const cells = new Map<string, ShadedHex>();
  for (const e of r) cells.set(hexKey(e.hex), cell(state, mode, e));
  return { cells, reason: null };
}

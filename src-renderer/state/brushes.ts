// The prep map's brushes, each an entry of the action registry (toolbar button, key, help).
import type { Brush } from './prep.svelte';

export type BrushEntry = { readonly id: `brush-${string}`; readonly label: string; readonly key: string; readonly brush: Brush | null };

export const BRUSHES = [
  { id: 'brush-select', label: 'Select and move', key: 'V', brush: null },
  { id: 'brush-wall', label: 'Wall', key: 'W', brush: { kind: 'wall' } },
  { id: 'brush-difficult', label: 'Difficult ground (cost 2)', key: 'D', brush: { kind: 'difficult', cost: 2 } },
  { id: 'brush-low-cover', label: 'Low cover (+2)', key: 'C', brush: { kind: 'cover', name: 'Low wall', value: 2, structure: 20, blocksSight: false } },
  { id: 'brush-heavy-cover', label: 'Heavy cover (+6)', key: 'H', brush: { kind: 'cover', name: 'Crates', value: 6, structure: 30, blocksSight: false } },
  { id: 'brush-erase', label: 'Erase', key: 'X', brush: { kind: 'erase' } },
] as const satisfies readonly BrushEntry[];

/** The id of a brush's action. */
export type BrushId = (typeof BRUSHES)[number]['id'];

/** Whether `current` is the brush `entry` picks (the same kind and the same settings). */
export function isBrush(entry: BrushEntry, current: Brush | null): boolean {
  return JSON.stringify(entry.brush) === JSON.stringify(current);
}

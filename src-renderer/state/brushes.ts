// The prep map's brushes, each an entry of the action registry (toolbar button, key, help).
import type { Brush } from './prep.svelte';

/** `short` is the toolbar's word for it (the tooltip keeps the label); `sides` brushes paint hex sides. */
export type BrushEntry = { readonly id: `brush-${string}`; readonly label: string; readonly short: string; readonly key: string; readonly brush: Brush | null; readonly sides?: true };

export const BRUSHES = [
  { id: 'brush-select', label: 'Select and move', short: 'Select', key: 'V', brush: null },
  { id: 'brush-wall', label: 'Wall', short: 'Wall', key: 'W', brush: { kind: 'wall' } },
  { id: 'brush-difficult', label: 'Difficult ground (cost 2)', short: 'Difficult', key: 'D', brush: { kind: 'difficult', cost: 2 } },
  { id: 'brush-low-cover', label: 'Low cover (+2)', short: 'Low cover', key: 'C', brush: { kind: 'cover', name: 'Low wall', value: 2, structure: 20, blocksSight: false } },
  { id: 'brush-heavy-cover', label: 'Heavy cover (+6)', short: 'Heavy cover', key: 'H', brush: { kind: 'cover', name: 'Crates', value: 6, structure: 30, blocksSight: false } },
  { id: 'brush-erase', label: 'Erase terrain from hexes (sides stay: U erases those)', short: 'Erase', key: 'X', brush: { kind: 'erase' } },
  // Hex sides (RULES.md 5.4): click a side, or drag along sides.
  { id: 'brush-side-wall', label: 'Wall on hex sides', short: 'Wall', key: 'S', brush: { kind: 'edge', edge: 'wall' }, sides: true },
  { id: 'brush-side-door', label: 'Door on a hex side', short: 'Door', key: 'O', brush: { kind: 'edge', edge: 'door' }, sides: true },
  { id: 'brush-side-window', label: 'Window on a hex side', short: 'Window', key: 'N', brush: { kind: 'edge', edge: 'window' }, sides: true },
  { id: 'brush-side-low-wall', label: 'Low wall on hex sides (+2)', short: 'Low wall', key: 'L', brush: { kind: 'edge', edge: 'low-wall' }, sides: true },
  { id: 'brush-side-erase', label: 'Erase hex sides (walls, doors, windows, low walls)', short: 'Erase', key: 'U', brush: { kind: 'edge-erase' }, sides: true },
] as const satisfies readonly BrushEntry[];

/** The id of a brush's action. */
export type BrushId = (typeof BRUSHES)[number]['id'];

/** Whether `current` is the brush `entry` picks (the same kind and the same settings). */
export function isBrush(entry: BrushEntry, current: Brush | null): boolean {
  return JSON.stringify(entry.brush) === JSON.stringify(current);
}

// The pieces a system's sample fight is drawn with (shared/systems/<id>/examples.ts): hexes by
// column and row, walls, difficult ground, cover objects and placed combatants on the 20 by 14 map
// every sample uses. The sample itself, with its sheets and names, lives in the system's folder.
import { offsetToAxial, type Hex, type Orientation } from '../hex';
import type { TerrainCell } from '../model/schema';

/** The hex at an offset column and row. */
export const at = (col: number, row: number, orientation: Orientation = 'pointy'): Hex => offsetToAxial({ col, row }, orientation);

/** Wall hexes at the columns and rows given. */
export function wall(cells: [number, number][]): TerrainCell[] {
  return cells.map(([c, r]) => ({ ...at(c, r), kind: 'wall' as const }));
}

/** Difficult ground at the columns and rows given, each hex costing `cost`. */
export function difficult(cells: [number, number][], cost = 2): TerrainCell[] {
  return cells.map(([c, r]) => ({ ...at(c, r), kind: 'difficult' as const, cost }));
}

/** A cover object at full structure. */
export function cover(id: string, name: string, c: number, r: number, value: number, structure: number, blocksSight = false): TerrainCell {
  return { ...at(c, r), kind: 'cover', id, name, value, structure, maxStructure: structure, blocksSight };
}

/** Where and as whom a sample combatant stands. */
export type Placement = { id: string; name: string; side: 'pc' | 'npc' | 'ally'; col: number; row: number; facing?: number | null; hidden?: boolean; notes?: string };

/** A combatant with `sheet` (renamed to the placement's name), at the placement's hex. */
export function place<S>(p: Placement, sheet: S) {
  return { id: p.id, name: p.name, side: p.side, sheet: { ...sheet, name: p.name }, position: at(p.col, p.row), facing: p.facing ?? null, hidden: p.hidden ?? false, notes: p.notes ?? '', color: null };
}

/** The samples' map: 20 by 14 pointy hexes of 2 m with this terrain. */
export const sampleMap = (terrain: TerrainCell[]) => ({ width: 20, height: 14, orientation: 'pointy' as const, metersPerHex: 2, background: null, terrain });

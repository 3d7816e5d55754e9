// The pieces a system's sample fight is drawn with (shared/systems/<id>/examples.ts): hexes by
// column and row, walls, difficult ground, cover objects and placed combatants on the 20 by 14 map
// every sample uses. The sample itself, with its sheets and names, lives in the system's folder.
import { hexNeighbor, offsetToAxial, type Hex, type Orientation } from '../hex';
import type { BattleMap, TerrainCell } from '../model/schema';

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
export type Placement = {
  id: string; name: string; side: 'pc' | 'npc' | 'ally'; col: number; row: number; facing?: number | null; hidden?: boolean; notes?: string;
  /** A body bigger than one hex, anchored at the placement's hex (RULES.md 5.2). */
  footprint?: { size: 3 | 7 | 19; turn?: number };
};

/** A combatant with `sheet` (renamed to the placement's name), at the placement's hex. */
export function place<S>(p: Placement, sheet: S) {
  const body = p.footprint ? { footprint: p.footprint } : {};
  return { id: p.id, name: p.name, side: p.side, sheet: { ...sheet, name: p.name }, position: at(p.col, p.row), ...body, facing: p.facing ?? null, hidden: p.hidden ?? false, notes: p.notes ?? '', color: null };
}

/** The samples' map: 20 by 14 pointy hexes of 2 m with this terrain. */
export const sampleMap = (terrain: TerrainCell[]) => ({ width: 20, height: 14, orientation: 'pointy' as const, metersPerHex: 2, background: null, terrain });

/** A side of a hex on the samples' map: its column, row and the direction (0-5) of the neighbour across it. */
export type SampleSide = [number, number, number];

type Edge = NonNullable<BattleMap['edges']>[number];

/**
 * The walls round a building of the hexes given (every side between a hex of it and one outside),
 * with doors and windows on the sides named instead of walls.
 */
export function houseEdges(cells: [number, number][], openings: { door?: { side: SampleSide; state: 'open' | 'closed' | 'locked'; secret?: boolean }[]; window?: SampleSide[] }): Edge[] {
  const inside = new Set(cells.map(([c, r]) => `${at(c, r).q},${at(c, r).r}`));
  const on = (h: Hex, d: number, [c, r, side]: SampleSide) => h.q === at(c, r).q && h.r === at(c, r).r && d === side;
  const out: Edge[] = [];
  for (const [c, r] of cells) {
    const a = at(c, r);
    for (let d = 0; d < 6; d++) {
      const b = hexNeighbor(a, d);
      if (inside.has(`${b.q},${b.r}`)) continue;
      const door = openings.door?.find((o) => on(a, d, o.side));
      const window = openings.window?.some((o) => on(a, d, o));
      if (door) out.push({ a, b, kind: 'door', door: { state: door.state, secret: door.secret ?? false } });
      else if (window) out.push({ a, b, kind: 'window' });
      else out.push({ a, b, kind: 'wall' });
    }
  }
  return out;
}

// The hex under the pointer as the GM reads the board: its column and row on the map (counted
// from 1, as a printed battle map is), never the axial coordinates the rules compute with. The
// words are shared/hex's hexPlace, which the engine's messages use too.
import { hexNeighbors, hexPlace, type Hex, type Orientation } from '../../shared/hex';
import { edgeAt } from '../../shared/model/edges';
import type { BattleMap } from '../../shared/model/schema';

/** "Column 4, row 7" for the hex on a map of that orientation. */
export function hexReadout(h: Hex, orientation: Orientation): string {
  const p = hexPlace(h, orientation);
  return p.charAt(0).toUpperCase() + p.slice(1);
}

/**
 * The doors on the sides of the hex under the pointer, for the GM's readout: " · locked secret door",
 * " · doors: open, closed" ('' with none). The colours tell closed from locked only to a practised
 * eye; these words do not (the players' screen has no readout: secret doors stay the GM's).
 */
export function doorsReadout(map: BattleMap, h: Hex): string {
  if (!map.edges?.length) return '';
  const doors: string[] = [];
  for (const n of hexNeighbors(h)) {
    const e = edgeAt(map, h, n);
    if (e?.kind === 'door') doors.push(`${e.door?.state ?? 'closed'}${e.door?.secret ? ' secret' : ''}`);
  }
  if (doors.length === 0) return '';
  return doors.length === 1 ? ` · ${doors[0]} door` : ` · doors: ${doors.join(', ')}`;
}

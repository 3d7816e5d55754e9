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
 * What stands on the sides of the hex under the pointer, for the GM's readout: doors first (they
 * are what a click changes), then windows, low walls with their cover, walls last, e.g.
 * " · locked secret door, window, 2 walls" ('' with none). The lines' colours are a key only a
 * practised eye reads; these words say it at the hex (the players' screen has no readout: secret
 * doors stay the GM's).
 */
export function sidesReadout(map: BattleMap, h: Hex): string {
  if (!map.edges?.length) return '';
  const doors: string[] = [], others: string[] = [];
  let walls = 0;
  for (const n of hexNeighbors(h)) {
    const e = edgeAt(map, h, n);
    if (!e) continue;
    if (e.kind === 'door') doors.push(`${e.door?.state ?? 'closed'}${e.door?.secret ? ' secret' : ''} door`);
    else if (e.kind === 'window') others.push('window');
    else if (e.kind === 'low-wall') others.push(`low wall (cover ${e.cover ?? 0})`);
    else walls++;
  }
  const words = [...doors, ...others, ...(walls ? [walls === 1 ? 'wall' : `${walls} walls`] : [])];
  return words.length ? ` · ${words.join(', ')}` : '';
}

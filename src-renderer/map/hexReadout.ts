// The hex under the pointer as the GM reads the board: its column and row on the map (counted
// from 1, as a printed battle map is), never the axial coordinates the rules compute with. The
// words are shared/hex's hexPlace, which the engine's messages use too.
import { hexPlace, type Hex, type Orientation } from '../../shared/hex';

/** "Column 4, row 7" for the hex on a map of that orientation. */
export function hexReadout(h: Hex, orientation: Orientation): string {
  const p = hexPlace(h, orientation);
  return p.charAt(0).toUpperCase() + p.slice(1);
}

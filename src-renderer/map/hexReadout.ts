// The hex under the pointer as the GM reads the board: its column and row on the map (counted
// from 1, as a printed battle map is), never the axial coordinates the rules compute with.
import { axialToOffset, type Hex, type Orientation } from '../../shared/hex';

/** "Column 4, row 7" for the hex on a map of that orientation. */
export function hexReadout(h: Hex, orientation: Orientation): string {
  const o = axialToOffset(h, orientation);
  return `Column ${o.col + 1}, row ${o.row + 1}`;
}

// Rectangular boards. A width x height map is stored as axial hexes but drawn as a rectangle of
// offset coordinates: odd-r (odd rows shoved right) for pointy-top, odd-q (odd columns shoved down)
// for flat-top.
import type { Hex } from './coords';
import type { Orientation } from './layout';

/** A column and row on a rectangular board, (0,0) top-left. */
export type Offset = { col: number; row: number };

/** The axial hex of an offset cell. */
export function offsetToAxial(o: Offset, orientation: Orientation = 'pointy'): Hex {
  // `& 1` is 1 for odd negatives too (two's complement), so negative rows and columns work.
  if (orientation === 'pointy') return { q: o.col - (o.row - (o.row & 1)) / 2 + 0, r: o.row };
  return { q: o.col, r: o.row - (o.col - (o.col & 1)) / 2 + 0 };
}

/** The offset cell of an axial hex. */
export function axialToOffset(h: Hex, orientation: Orientation = 'pointy'): Offset {
  if (orientation === 'pointy') return { col: h.q + (h.r - (h.r & 1)) / 2 + 0, row: h.r };
  return { col: h.q, row: h.r + (h.q - (h.q & 1)) / 2 + 0 };
}

/**
 * A hex as the GM reads it on the map: "column 4, row 7", its column and row counted from 1 as a
 * printed battle map is, never the axial q, r the rules compute with. The GM window's readout
 * under the pointer and the engine's messages both say it so.
 */
export function hexPlace(h: Hex, orientation: Orientation = 'pointy'): string {
  const o = axialToOffset(h, orientation);
  return `column ${o.col + 1}, row ${o.row + 1}`;
}

/** Whether a hex lies on a width x height rectangular board. */
export function isOnMap(h: Hex, width: number, height: number, orientation: Orientation = 'pointy'): boolean {
  const o = axialToOffset(h, orientation);
  return o.col >= 0 && o.col < width && o.row >= 0 && o.row < height;
}

/** Every hex of a width x height rectangular board, row by row from the top-left. */
export function mapHexes(width: number, height: number, orientation: Orientation = 'pointy'): Hex[] {
  const out: Hex[] = [];
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) out.push(offsetToAxial({ col, row }, orientation));
  }
  return out;
}

// Axial hex coordinates (RULES.md section 4) and the small arithmetic the other modules share.
// The third cube coordinate is always s = -q - r, so it is computed where needed, never stored.

/** An axial hex coordinate. */
export type Hex = { q: number; r: number };

/** The sum of two hexes taken as vectors. */
export function hexAdd(a: Hex, b: Hex): Hex {
  return { q: a.q + b.q, r: a.r + b.r };
}

/** The difference a - b of two hexes taken as vectors. */
export function hexSubtract(a: Hex, b: Hex): Hex {
  return { q: a.q - b.q, r: a.r - b.r };
}

/** A hex vector multiplied by a whole number. */
export function hexScale(h: Hex, k: number): Hex {
  return { q: h.q * k + 0, r: h.r * k + 0 };
}

/** Whether two hexes are the same cell. */
export function hexEquals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/** A string key "q,r" for maps and sets keyed by hex. */
export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`;
}

/** The hex a key from hexKey names, or null when the text is not such a key. */
export function hexFromKey(key: string): Hex | null {
  const m = /^(-?\d+),(-?\d+)$/.exec(key);
  return m ? { q: Number(m[1]) + 0, r: Number(m[2]) + 0 } : null;
}

// Numeric ids let hot loops key Maps by number, which is several times faster than by string. The
// range is kept under 2^30 so ids are V8 small integers: keying a Map by heap-allocated doubles
// instead made Dijkstra on a 100 x 100 map twice as slow. Coordinates must lie in
// [-ID_OFFSET, ID_OFFSET); battle maps are far smaller than that.
const ID_OFFSET = 1 << 14;
const ID_BITS = 15;
const ID_STRIDE = 1 << ID_BITS;

/** A unique number below 2^30 for a hex with -16384 <= q, r < 16384, for fast Map keys. */
export function hexId(h: Hex): number {
  return hexIdOf(h.q, h.r);
}

/** hexId of the hex (q, r), for a hot loop that has the coordinates but no hex object. */
export function hexIdOf(q: number, r: number): number {
  return (q + ID_OFFSET) * ID_STRIDE + (r + ID_OFFSET);
}

/** The q of the hex a number from hexId stands for (ids are whole numbers from 0 to 2^30). */
export function hexIdQ(id: number): number {
  return (id >>> ID_BITS) - ID_OFFSET;
}

/** The r of the hex a number from hexId stands for. */
export function hexIdR(id: number): number {
  return (id & (ID_STRIDE - 1)) - ID_OFFSET;
}

/** The hex a number from hexId stands for. */
export function hexFromId(id: number): Hex {
  return { q: hexIdQ(id), r: hexIdR(id) };
}

// The fog on the players' map as runs of dark hexes along each row, in the map's own columns and
// rows: [row, first column, last column]. A revealed area is a few blobs, so a 200 x 200 map's
// 36,000 dark hexes travel as a few hundred runs, which the players' feed, main's check and the
// JSON in between all handle in a fraction of the time.
import { hexFromKey, hexKey, mapHexes, offsetToAxial, type Hex, type Orientation } from '../hex';

/** One run of dark hexes: the row and the first and last column, inclusive. */
export type FogRun = readonly [row: number, from: number, to: number];

type Grid = { readonly width: number; readonly height: number; readonly orientation: Orientation };

// Every hex key of a map, in row order, by its size and orientation (partySight.ts's darkHexes
// reads it too). Worked out on every ask, the players' bench (200 x 200) spent 15-17 ms a publish
// projecting the view instead of 2-5 ms, and the GM's fog tint (darkHexes) took 6 ms instead of 1.
type GridKeys = { keys: readonly string[]; set: ReadonlySet<string>; index: ReadonlyMap<string, number> };
const gridKeys = new Map<string, GridKeys>();

/** Every hex key of the map in row order (`keys`, never to be mutated), as a set, and each key's place in that order. */
export function keysOf(g: Grid): GridKeys {
  const id = `${g.width}x${g.height}${g.orientation}`;
  let hit = gridKeys.get(id);
  if (!hit) {
    const keys = mapHexes(g.width, g.height, g.orientation).map(hexKey);
    if (gridKeys.size >= 16) gridKeys.clear();
    gridKeys.set(id, (hit = { keys, set: new Set(keys), index: new Map(keys.map((k, i) => [k, i])) }));
  }
  return hit;
}

/**
 * The canonical keys of hexes on the map: keys as the map writes them are taken as they are; any
 * other that still names a hex ("05,3") is read and written again; the rest name nothing.
 */
export function canonicalKeys(g: Grid, given: readonly string[]): Set<string> {
  const { set } = keysOf(g);
  const out = new Set<string>();
  for (const k of given) {
    if (set.has(k)) out.add(k);
    else {
      const h = hexFromKey(k);
      if (h) out.add(hexKey(h));
    }
  }
  return out;
}

/** The dark hexes of the map as runs along its rows (hexes off the map are not drawn, so not sent). */
export function fogRuns(g: Grid, dark: (key: string) => boolean): FogRun[] {
  const { keys } = keysOf(g);
  const runs: FogRun[] = [];
  for (let row = 0; row < g.height; row++) {
    let from = -1;
    for (let col = 0; col <= g.width; col++) {
      const isDark = col < g.width && dark(keys[row * g.width + col]!);
      if (isDark && from < 0) from = col;
      else if (!isDark && from >= 0) {
        runs.push([row, from, col - 1]);
        from = -1;
      }
    }
  }
  return runs;
}

/**
 * The same runs as `fogRuns` with every key not in `lit` dark, marked from the lit keys: a PC's own
 * sight lights a couple of thousand of a 200 x 200 map's 40,000 hexes, and testing each of those
 * 40,000 keys took the devices' bench ~1.5 ms a view.
 */
export function litFogRuns(g: Grid, lit: Iterable<string>): FogRun[] {
  const { index } = keysOf(g);
  const seen = new Uint8Array(g.width * g.height);
  for (const k of lit) {
    const i = index.get(k);
    if (i !== undefined) seen[i] = 1;
  }
  const runs: FogRun[] = [];
  for (let row = 0; row < g.height; row++) {
    const base = row * g.width;
    let from = -1;
    for (let col = 0; col <= g.width; col++) {
      const isDark = col < g.width && seen[base + col] === 0;
      if (isDark && from < 0) from = col;
      else if (!isDark && from >= 0) {
        runs.push([row, from, col - 1]);
        from = -1;
      }
    }
  }
  return runs;
}

/** The hexes of a map's fog runs, for drawing. */
export function fogHexes(map: Grid & { readonly fog: readonly FogRun[] }): Hex[] {
  const out: Hex[] = [];
  for (const [row, from, to] of map.fog) for (let col = from; col <= to; col++) out.push(offsetToAxial({ col, row }, map.orientation));
  return out;
}

/** How many hexes the runs cover. */
export function fogCount(fog: readonly FogRun[]): number {
  return fog.reduce((n, [, from, to]) => n + to - from + 1, 0);
}

// A players' view arrives at every command, but its map and its fog seldom change. The map layers
// key their caches on identity: a new map object repaints the static layer (40,000 hexes of grid
// and terrain), a new fog array the fog's bitmap. So a view whose map or fog equals the last one's
// gets the last objects back, and a turn start redraws only what did change.
import type { BattleMap } from '../../shared/model/schema';
import type { Hex } from '../../shared/hex';
import type { PlayerViewPayload } from '../../shared/ipc/playerView';
import { fogHexes } from '../../shared/projection/fogRuns';
import { playerBattleMap } from './playerMap';

type MapPart = PlayerViewPayload['map'];

/** Plain data (what a view is made of) equal field by field. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a), kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) if (!sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}

const sameShape = (a: MapPart, b: MapPart) =>
  a.width === b.width && a.height === b.height && a.orientation === b.orientation && a.metersPerHex === b.metersPerHex &&
  sameData(a.background, b.background) && sameData(a.terrain, b.terrain) && sameData(a.edges, b.edges);

/** The drawable map and fog of the latest view, the same objects as long as they are equal. */
export class StableParts {
  private mapFrom: MapPart | null = null;
  private mapOut: BattleMap | null = null;
  private fogFrom: MapPart | null = null;
  private fogOut: Hex[] = [];

  map(view: PlayerViewPayload): BattleMap {
    if (!this.mapOut || !this.mapFrom || !sameShape(this.mapFrom, view.map)) this.mapOut = playerBattleMap(view);
    this.mapFrom = view.map;
    return this.mapOut;
  }

  fog(view: PlayerViewPayload): Hex[] {
    const same = this.fogFrom && this.fogFrom.width === view.map.width && this.fogFrom.height === view.map.height && this.fogFrom.orientation === view.map.orientation && sameData(this.fogFrom.fog, view.map.fog);
    if (!same) this.fogOut = fogHexes(view.map);
    this.fogFrom = view.map;
    return this.fogOut;
  }
}

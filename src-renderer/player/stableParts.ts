// A players' view arrives at every command, but its map and its fog seldom change. The map layers
// key their caches on identity: a new map object repaints the static layer (40,000 hexes of grid
// and terrain), a new fog array the fog's bitmap. So a view whose map or fog equals the last one's
// gets the last objects back, and a turn start redraws only what did change.
import type { BattleMap } from '../../shared/model/schema';
import type { Hex } from '../../shared/hex';
import type { PlayerViewPayload } from '../../shared/ipc/playerView';
import { fogHexes } from '../../shared/projection/fogRuns';
import { sameData } from '../../shared/model/sameData';
import { playerBattleMap } from './playerMap';

type MapPart = PlayerViewPayload['map'];

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

// The players' map in the shape the map layers draw: terrain words become what the layers need
// (a damaged cover object shows a half-full structure bar), and nothing more is invented.
import type { BattleMap, TerrainCell } from '../../shared/model/schema';
import type { PlayerViewPayload } from '../../shared/ipc/playerView';

/** A drawable map built from the players' view. */
export function playerBattleMap(view: PlayerViewPayload): BattleMap {
  const terrain: TerrainCell[] = view.map.terrain.map((t, i) =>
    t.kind === 'cover'
      ? { q: t.q, r: t.r, kind: 'cover', id: `cover-${i}`, name: t.name, value: t.value, blocksSight: t.blocksSight, structure: t.condition === 'damaged' ? 1 : 2, maxStructure: 2 }
      : t.kind === 'difficult'
        ? { q: t.q, r: t.r, kind: 'difficult', cost: t.cost }
        : { q: t.q, r: t.r, kind: 'wall' },
  );
  // Drawn as the GM map draws edges; a door's state is all the players know of it.
  const edges: NonNullable<BattleMap['edges']> = view.map.edges.map((e) =>
    e.kind === 'door' ? { a: e.a, b: e.b, kind: 'door', door: { state: e.open ? 'open' : 'closed', secret: false } } : { a: e.a, b: e.b, kind: e.kind },
  );
  return { width: view.map.width, height: view.map.height, orientation: view.map.orientation, metersPerHex: view.map.metersPerHex, background: view.map.background, terrain, edges };
}

// What the GM shares onto every players' map, the TV's and each phone's alike: the acting PC's
// "where to stand" shading and the hexes an aimed area attack will strike, as map overlays.
import type { Hex } from '../../shared/hex';
import type { PlayerScreen } from '../../shared/ipc/playerView';
import { scaleColour } from '../map/shadeScale';

/** The shared shading, coloured on the GM map's scale, and the shared area's hexes; empty while nothing is shared. */
export function sharedOverlays(screen: PlayerScreen | null): { shade: { hex: Hex; colour: string }[]; area: readonly Hex[] } {
  return {
    shade: (screen?.shade ?? []).map((s) => ({ hex: s.hex, colour: scaleColour('best', s.value) })),
    area: screen?.area ?? [],
  };
}

// The rings the map draws around an attacker: its weapon's reach, and the edges of its range bands
// in hexes, so the GM sees at a glance which band a target stands in. Each system says where its
// bands end (its definition's rangeRings); this module turns metres into rings on the map.
import type { AnyCombatant, Encounter } from '../model/schema';
import { adapterFor } from './registry';

export type RangeRing = { radius: number; label: string };

/** The rings for a combatant's weapon on this encounter's map (hex radii, nearest first). */
export function rangeRings(enc: Encounter, c: AnyCombatant, weaponName: string): RangeRing[] {
  const perHex = enc.map.metersPerHex;
  const maxRadius = Math.max(enc.map.width, enc.map.height) * 2;
  const rings: RangeRing[] = [];
  for (const edge of adapterFor(enc.system).bandEdges(c, weaponName)) {
    const radius = 'hexes' in edge ? edge.hexes : Math.floor(edge.meters / perHex + 1e-9);
    if (radius >= 1 && radius <= maxRadius && !rings.some((r) => r.radius === radius)) rings.push({ radius, label: edge.label });
  }
  return rings;
}

// The rings the map draws around an attacker: its weapon's reach, and the edges of its range bands
// in hexes, so the GM sees at a glance which band a target stands in.
import { bandLimits } from '../rules/vers/rangeBand';
import type { AnyCombatant, Encounter } from '../model/schema';

export type RangeRing = { radius: number; label: string };

/** The rings for a combatant's weapon on this encounter's map (hex radii, nearest first). */
export function rangeRings(enc: Encounter, c: AnyCombatant, weaponName: string): RangeRing[] {
  const perHex = enc.map.metersPerHex;
  const toHexes = (m: number) => Math.floor(m / perHex + 1e-9);
  const maxRadius = Math.max(enc.map.width, enc.map.height) * 2;
  const rings: RangeRing[] = [];
  const push = (radius: number, label: string) => {
    if (radius >= 1 && radius <= maxRadius && !rings.some((r) => r.radius === radius)) rings.push({ radius, label });
  };
  const sheet = c.sheet as Record<string, unknown>;
  if (enc.system === 'yaugs' && 'weapons' in c.sheet) {
    const w = (c.sheet as { weapons: { name: string; mode: string; reachHexes?: number; ranges?: Record<string, number | undefined> }[] }).weapons.find((x) => x.name === weaponName);
    if (!w) return [];
    if (w.mode === 'melee') push(w.reachHexes ?? 1, 'reach');
    else for (const band of ['pointBlank', 'short', 'medium', 'long'] as const) {
      const m = w.ranges?.[band];
      if (m !== undefined) push(toHexes(m), band === 'pointBlank' ? 'point blank' : band);
    }
  } else if (enc.system === 'vers') {
    const w = (sheet['weapons'] as { name: string; ranged: boolean }[] | undefined)?.find((x) => x.name === weaponName);
    if (!w) return [];
    if (!w.ranged) push(1, 'close');
    else {
      const agility = (sheet['attributes'] as { agility: number }).agility;
      const names = ['short', 'medium', 'long', 'extended', 'extreme'];
      bandLimits(agility).forEach((m, i) => push(toHexes(m), `${names[i]} ${i === 0 ? '0' : `-${2 ** i}`}`));
    }
  } else if (enc.system === 'waylights') {
    const w = (sheet['weapons'] as { name: string; kind: string; reachHexes: number; rangeHexes?: number }[] | undefined)?.find((x) => x.name === weaponName);
    if (!w) return [];
    push(w.kind === 'ranged' ? (w.rangeHexes ?? 1) : w.reachHexes, w.kind === 'ranged' ? 'range' : 'reach');
  }
  return rings;
}

// RULES.md 1.3 and 4: the YAUGS range band of one attack, from the weapon's bands in metres.
import type { RangeCategory } from '../tactics/facts';
import type { YaugsWeapon } from './sheet';

/** Man-sized combatants within this many metres are in melee (RULES.md 1.3). */
export const MELEE_METRES = 3;

/** The band an attack falls in. Point blank is melee use of a ranged weapon. */
export type YaugsBand = 'melee' | 'point-blank' | 'short' | 'medium' | 'long' | 'out-of-range';

/** The band, its modifier from the weapon's GM-set band modifiers (0 when unset), and club use. */
export type YaugsRange = {
  readonly band: YaugsBand;
  readonly meters: number;
  readonly modifier: number;
  /** A ranged weapon without a point-blank band used in melee: only a club. */
  readonly asClub: boolean;
};

/** The range band of `weapon` at `meters`; a melee weapon also reaches where the map says "close". */
export function yaugsRangeBand(weapon: YaugsWeapon, meters: number, category: RangeCategory): YaugsRange {
  const none = { meters, modifier: 0, asClub: false };
  if (weapon.mode === 'melee') {
    return meters <= MELEE_METRES || category !== 'ranged' ? { ...none, band: 'melee' } : { ...none, band: 'out-of-range' };
  }
  const r = weapon.ranges;
  const m = weapon.rangeModifiers ?? {};
  if (r === undefined) return { ...none, band: 'out-of-range' };
  if (r.pointBlank !== undefined && meters <= r.pointBlank) return { ...none, band: 'point-blank', modifier: m.pointBlank ?? 0 };
  if (meters <= MELEE_METRES || category === 'grappling') {
    if (r.pointBlank === undefined) return { ...none, band: 'melee', asClub: true };
  }
  if (meters <= r.short) return { ...none, band: 'short', modifier: m.short ?? 0 };
  if (meters <= r.medium) return { ...none, band: 'medium', modifier: m.medium ?? 0 };
  if (meters <= r.long) return { ...none, band: 'long', modifier: m.long ?? 0 };
  return { ...none, band: 'out-of-range' };
}

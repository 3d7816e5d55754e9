// What of the distance between attacker and defender an attack's odds read, for standHere's keys:
// the systems' previews read the hex distance and the metres only through a range band (YAUGS 1.3
// yaugsRangeBand, VERS 2.3 rangeBand; Waylights weaponReaches, of the weapon and of each of the
// defender's weapons, one of which may counter in the exchange) and in texts, so two attacks whose
// facts differ only in distance, with the distance in the same band, have the same chance to harm.
// standHere keys its previews by this band instead of the distance: one preview per band, not one
// per distance (a ranged weapon's 20 or so distances fall in 3 to 5 bands).
import type { AnyCombatant } from '../model/schema';
import type { TacticalFacts } from '../rules/tactics/facts';
import { rangeBand } from '../rules/vers/rangeBand';
import { yaugsRangeBand } from '../rules/yaugs/rangeBand';
import { weaponReaches } from '../rules/waylights/preview';
import { versSheetOf } from '../systems/vers/inputs';
import { hasYaugsSheet } from '../systems/yaugs/harm';

/**
 * For one attacker, weapon (by name, the first of it as the systems find it) and defender, the band
 * of the facts' distance as a small whole number, or null when the weapon is not one this reads
 * (then the distance itself is the key).
 */
export function distanceBand(system: string, attacker: AnyCombatant, weapon: string, defender: AnyCombatant): ((facts: TacticalFacts) => number) | null {
  if (system === 'yaugs') {
    if (!hasYaugsSheet(attacker)) return null;
    const w = attacker.sheet.weapons.find((x) => x.name === weapon);
    if (!w) return null;
    // The band, its modifier and club use: all of YaugsRange but the metres, numbered; and each
    // metres and category's number, kept (asked for every hex a call).
    const seen = new Map<string, number>();
    const byMeters = new Map<string, number>();
    return (f) => {
      const at = `${f.meters}|${f.category}`;
      let n = byMeters.get(at);
      if (n !== undefined) return n;
      const r = yaugsRangeBand(w, f.meters, f.category);
      const k = `${r.band}|${r.modifier}|${r.asClub}`;
      n = seen.get(k);
      if (n === undefined) seen.set(k, (n = seen.size));
      byMeters.set(at, n);
      return n;
    };
  }
  if (system === 'vers') {
    const sheet = versSheetOf(attacker);
    if (!sheet) return null;
    // The preview reads the band only for an attack at range (its injuries leave Agility as it is).
    const agility = sheet.attributes.agility;
    const BANDS = ['short', 'medium', 'long', 'extended', 'extreme', 'out-of-range'];
    return (f) => (f.category === 'ranged' ? 1 + BANDS.indexOf(rangeBand(agility, f.meters).band) : 0);
  }
  if (system === 'waylights') {
    if (!('threshold' in attacker.sheet) || !('threshold' in defender.sheet)) return null;
    const w = attacker.sheet.weapons.find((x) => x.name === weapon);
    if (!w || defender.sheet.weapons.length > 30) return null;
    // Whether the weapon reaches, and which of the defender's weapons do: the exchange's counter
    // is the first of them that reaches (counterWeapon).
    const theirs = defender.sheet.weapons;
    return (f) => {
      let n = weaponReaches(w, f) ? 1 : 0;
      for (let i = 0; i < theirs.length; i++) if (weaponReaches(theirs[i]!, f)) n += 2 << i;
      return n;
    };
  }
  return null;
}

/**
 * Whether the system's attack reads the movement spent this turn. A move changes only the mover's
 * position (which the facts carry), the turn's movement spent and its steps (engine/movement.ts):
 * YAUGS and VERS attacks read neither (their turn limits read only attacks, actions and a quick
 * recovery), so there the chance from a hex does not depend on the path there; Waylights reads
 * the steps (a dash leaves no action to fight, RULES.md 3.2). Unknown systems: assumed to read it.
 */
export function attackReadsMovement(system: string): boolean {
  return system !== 'yaugs' && system !== 'vers';
}

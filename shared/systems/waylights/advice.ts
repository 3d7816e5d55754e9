// What the step-here advisor knows of Waylights attacks (SystemAdvice, shared/systems/entry.ts).
// Its attacks read the steps taken (a dash leaves no action to fight, RULES.md 3.2), so the
// movement is read, as by default; but only through whether a Fight, or the kill of a
// knocked-out character, is still legal (fightRefusal: the attack's refusal, the preview's note).
import type { SystemAdvice } from '../entry';
import { RESOLVE_LEVELS } from '../../rules/waylights/injury';
import { weaponReaches } from '../../rules/waylights/preview';
import { sheetOf } from './combatant';
import { fightRefusal } from './turnBudget';

export const waylightsAdvice: SystemAdvice = {
  // Whether the weapon reaches, and which of the defender's weapons do: the exchange's counter is
  // the first of them that reaches (counterWeapon).
  distanceBand(attacker, weapon, defender) {
    if (!('threshold' in attacker.sheet) || !('threshold' in defender.sheet)) return null;
    const w = attacker.sheet.weapons.find((x) => x.name === weapon);
    if (!w || defender.sheet.weapons.length > 30) return null;
    const theirs = defender.sheet.weapons;
    return (f) => {
      let n = weaponReaches(w, f) ? 1 : 0;
      for (let i = 0; i < theirs.length; i++) if (weaponReaches(theirs[i]!, f)) n += 2 << i;
      return n;
    };
  },
  // Whether a Fight and a kill are still legal after the steps taken: all the odds read of them.
  movementBand(attacker, state) {
    if (!('threshold' in attacker.sheet)) return null;
    const movement = sheetOf(attacker).movement;
    return (fightRefusal(attacker.name, movement, state.use) === null ? 1 : 0) + (fightRefusal(attacker.name, movement, state.use, 'kill') === null ? 2 : 0);
  },
  // Wounds over those left before the resolve gives out (Threshold x the resolve's Injury level,
  // less the wounds taken, RULES.md 3.4), at most 1.
  attackWorth(_plan, preview, state, d) {
    if (!('threshold' in d.sheet)) return null;
    const h = state.harm[d.id];
    const wounds = h?.system === 'waylights' ? h.wounds : 0;
    const left = d.sheet.threshold * RESOLVE_LEVELS[d.sheet.resolve] - wounds;
    if (left <= 0) return null;
    let worth = 0;
    for (const o of preview.outcomes) {
      if (!o.harms) continue;
      const k = o.id.startsWith('damage-') ? Number(o.id.slice(7)) : NaN;
      worth += o.probability * (Number.isFinite(k) ? Math.min(1, k / left) : 1);
    }
    return worth;
  },
};

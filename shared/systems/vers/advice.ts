// What the step-here advisor knows of VERS attacks (SystemAdvice, shared/systems/entry.ts). Its
// harm is a mark on a track the preview gives no points for: no worth, so the chance to harm.
import type { SystemAdvice } from '../entry';
import { rangeBand } from '../../rules/vers/rangeBand';
import { versSheetOf } from './inputs';

const BANDS = ['short', 'medium', 'long', 'extended', 'extreme', 'out-of-range'];

export const versAdvice: SystemAdvice = {
  // The preview reads the band (RULES.md 2.3) only for an attack at range; its injuries leave
  // Agility as it is.
  distanceBand(attacker) {
    const sheet = versSheetOf(attacker);
    if (!sheet) return null;
    const agility = sheet.attributes.agility;
    return (f) => (f.category === 'ranged' ? 1 + BANDS.indexOf(rangeBand(agility, f.meters).band) : 0);
  },
  // Its turn limits read only attacks, actions and a quick recovery, never the movement spent.
  attacksReadMovement: false,
};

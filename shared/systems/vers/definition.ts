// The VERS adapter: the engine's questions answered by the VERS rules core (RULES.md section 2).
import { VERS_CONDITIONS } from './conditions';
import { mapped } from '../../model/record';
import type { VersPreview } from '../../rules/vers/preview';
import { gather } from '../oddsSummary';
import { bandLimits } from '../../rules/vers/rangeBand';
import type { AnyCombatant } from '../../model/schema';
import type { CombatState, Harm } from '../../model/state';
import type { SystemAdapter, WeaponInfo } from '../definition';
import { planVersAttack } from './attack';
import { versArea } from './area';
import { versRecover } from './recovery';
import { planVersGrapple } from './grapple';
import { oddsOf, resolveFreeRoll, type FreeRollTable } from '../freeRoll';
import { versCheckTable } from './freeRoll';
import type { FreeRoll } from '../definition';
import { settingsOf } from './inputs';
import { describeVersHarm, disabledActionPrompt, editVersHarm, versHarm, versHarmWords, versIsOut } from './harm';
import { countMarks } from '../../rules/vers/injuryTrack';
import { marksOf, toVersMarks, versSheetOf } from './inputs';
import { versMoveBudget } from './movement';
import { versTurnStart } from './turnStart';
import { versSchemas, type VersSchemas } from './schemas';

/**
 * Weapons as the map sees them. Every close weapon reaches the adjacent hex: VERS Reach is a to-hit
 * bonus, and close range is the adjacent hex at any Reach (RULES.md 2.3, section 4).
 */
function weapons(c: AnyCombatant): WeaponInfo[] {
  const sheet = versSheetOf(c);
  return sheet ? mapped(sheet.weapons, (w) => ({ name: w.name, ranged: w.ranged, reachHexes: 1 })) : [];
}

function checkTable(state: CombatState, roll: FreeRoll): FreeRollTable | { reason: string } {
  if (roll.system !== 'vers') return { reason: 'A VERS check is 3d6 under an effective target number.' };
  return versCheckTable(roll.effTN, settingsOf(state));
}

/** The VERS system adapter. */
export const versAdapter: SystemAdapter<VersSchemas> = {
  system: 'vers',
  schemas: versSchemas,
  initialHarm: (c: AnyCombatant): Harm => {
    const sheet = versSheetOf(c);
    return versHarm(toVersMarks(sheet?.injuries ?? []), sheet?.shield ? sheet.shield.structure : undefined, undefined);
  },
  moveBudget: versMoveBudget,
  // Popcorn hand-off: each actor names the next (end-turn {next}), so there is no order to give.
  roundOrder: () => null,
  weapons,
  plan: planVersAttack,
  area: versArea,
  grappleRoll: planVersGrapple,
  // RULES.md 2.3: close is the adjacent hex; ranged bands end where the attacker's Agility puts them.
  bandEdges: (c, weapon) => {
    const sheet = versSheetOf(c);
    const w = sheet?.weapons.find((x) => x.name === weapon);
    if (!sheet || !w) return [];
    if (!w.ranged) return [{ label: 'close', hexes: 1 }];
    const names = ['short', 'medium', 'long', 'extended', 'extreme'];
    return bandLimits(sheet.attributes.agility).map((m, i) => ({ label: `${names[i]} ${i === 0 ? '0' : `-${2 ** i}`}`, meters: m }));
  },
  // The ids name the check; the result says what the attack did (RULES.md 2.3, 2.4).
  oddsSummary: (p) => {
    const results = new Map((p as VersPreview).outcomes.map((o) => [o.id, o.result] as const));
    const words = { hit: 'hit', cover: 'cover takes it', 'wrong-target': 'hits another in the grapple', miss: 'miss', 'no-attack': null } as const;
    return gather(p, (id) => words[results.get(id) ?? 'no-attack']);
  },
  commands: { recover: versRecover, 'free-roll': (state, cmd, dice) => resolveFreeRoll(state, cmd, checkTable(state, cmd.roll), dice) },
  freeRollOdds: (state, roll) => {
    const t = checkTable(state, roll);
    return 'reason' in t ? t : oddsOf(t);
  },
  editHarm: editVersHarm,
  // RULES.md 2.7: any action taken while Disabled raises a mental condition Hexfray does not track.
  actionNotes: (state, id) => {
    const c = state.encounter.combatants.find((x) => x.id === id);
    const sheet = c ? versSheetOf(c) : null;
    return c && sheet && countMarks(marksOf(state, c, sheet)).disabled > 0 ? [disabledActionPrompt(c.name)] : [];
  },
  conditions: VERS_CONDITIONS,
  turns: 'hand-off',
  turnStart: versTurnStart,
  isOut: (harm) => versIsOut(harm),
  describeHarm: describeVersHarm,
  harmWords: (harm) => versHarmWords(harm),
};

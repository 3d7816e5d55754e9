// The Waylights adapter (RULES.md section 3): the engine's questions answered by the Waylights rules
// core. Each answer lives in its own module under waylights/; this file wires them together.
import { WAYLIGHTS_CONDITIONS } from './conditions';
import { mapped } from '../../model/record';
import { turnOrder } from '../../rules/waylights';
import type { CombatState } from '../../model/state';
import type { SystemAdapter } from '../definition';
import { gather } from '../oddsSummary';
import { planWaylightsAttack } from './attackPlan';
import { waylightsArea } from './area';
import { freshHarm, sheetOf } from './combatant';
import { describeWaylightsHarm, editWaylightsHarm, harmTakesOut, waylightsHarmWords } from './harm';
import { fightRefusal, moveBudget } from './turnBudget';
import { oddsOf, resolveFreeRoll, type FreeRollTable } from '../freeRoll';
import { waylightsRollTable } from './freeRoll';
import type { FreeRoll } from '../definition';
import { settingsOf } from './combatant';
import { waylightsSchemas, type WaylightsSchemas } from './schemas';

/**
 * A round's order (RULES.md 3.2): highest Timing first, then the side that meant to surprise (set
 * when combat starts, for the whole fight), then the PCs, with allies counted on the PCs' side. Full
 * ties keep the standing order (the GM's start-combat order in round 1), then encounter order.
 */
function roundOrder(state: CombatState): string[] {
  const active = state.encounter.combatants.filter((c) => !state.out.includes(c.id));
  const rank = (id: string) => {
    const i = state.order.indexOf(id);
    return i === -1 ? Infinity : i;
  };
  // The sort is stable, so full ties keep encounter order (two not yet in the order, Infinity and
  // Infinity, compare as NaN, which sort takes for a tie). Lists by `mapped`, in one layout.
  const standing = [...active].sort((x, y) => rank(x.id) - rank(y.id));
  return turnOrder(
    mapped(standing, (c) => {
      const side = c.side === 'npc' ? 'npc' : 'pc';
      return { id: c.id, timing: sheetOf(c).timing, side, surprise: state.surprise === side };
    }),
  );
}

function rollTable(state: CombatState, roll: FreeRoll): FreeRollTable | { reason: string } {
  if (roll.system !== 'waylights') return { reason: 'A Waylights roll is a pool of dice against a number.' };
  return waylightsRollTable(roll.dice, roll.bonusPerDie, roll.against, settingsOf(state));
}

/** The Waylights rules for the encounter engine. */
export const waylightsAdapter: SystemAdapter<WaylightsSchemas> = {
  system: 'waylights',
  schemas: waylightsSchemas,
  initialHarm: () => freshHarm(),
  moveBudget: (c, state) => moveBudget(sheetOf(c).movement, state.use),
  // An attack, or a readied one, is the turn's Fight (RULES.md 3.2): after a dash there is none left.
  attackRefusal: (state, c) => fightRefusal(c.name, sheetOf(c).movement, state.use),
  roundOrder,
  weapons: (c) => mapped(sheetOf(c).weapons, (w) => ({ name: w.name, ranged: w.kind === 'ranged', reachHexes: w.reachHexes })),
  plan: planWaylightsAttack,
  area: waylightsArea,
  // RULES.md 3.1: a weapon's reach or range, in hexes on its sheet.
  bandEdges: (c, weapon) => {
    const w = sheetOf(c).weapons.find((x) => x.name === weapon);
    if (!w) return [];
    return [w.kind === 'ranged' ? { label: 'range', hexes: w.rangeHexes ?? 1 } : { label: 'reach', hexes: w.reachHexes }];
  },
  oddsSummary: (p) => gather(p, (id) => (id.startsWith('damage-') || id === 'kill' ? 'hurts' : id === 'no-damage' ? 'hits, no damage' : id === 'no-hit' || id === 'stepped-aside' ? 'miss' : null)),
  editHarm: editWaylightsHarm,
  commands: { 'free-roll': (state, cmd, dice) => resolveFreeRoll(state, cmd, rollTable(state, cmd.roll), dice) },
  freeRollOdds: (state, roll) => {
    const t = rollTable(state, roll);
    return 'reason' in t ? t : oddsOf(t);
  },
  conditions: WAYLIGHTS_CONDITIONS,
  turns: 'fixed-order',
  isOut: (harm, c) => harmTakesOut(harm, sheetOf(c)),
  describeHarm: describeWaylightsHarm,
  harmWords: (harm, c) => waylightsHarmWords(harm, sheetOf(c)),
};

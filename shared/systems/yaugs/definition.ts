// The YAUGS system adapter: the engine's questions answered with the YAUGS rules core
// (shared/rules/yaugs, RULES.md section 1). Turn order is the GM's; movement and hit points are
// House defaults because the source has no rules for them.
import { YAUGS_CONDITIONS } from './conditions';
import { mapped } from '../../model/record';
import { emptyGmTables, type YaugsGmTables } from '../../rules/yaugs/gmTables';
import type { CombatState } from '../../model/state';
import type { SystemAdapter, WeaponInfo } from '../definition';
import { describeYaugsHarm, editYaugsHarm, hasYaugsSheet, initialYaugsHarm, yaugsHarmWords, yaugsIsOut } from './harm';
import { yaugsMoveBudget } from './movement';
import { raiseOq } from './raiseOq';
import { roundBegins, turnBegins } from './round';
import { gather } from '../oddsSummary';
import { oddsOf, resolveFreeRoll, type FreeRollTable } from '../freeRoll';
import { yaugsTargetTable } from './freeRoll';
import type { FreeRoll } from '../definition';
import { planYaugsAttack } from './attackPlan';
import { yaugsArea } from './area';
import { yaugsSchemas, type YaugsSchemas } from './schemas';

/** A YAUGS adapter that offers the options of the GM's fumble, critical and opposed-results tables. */
export function createYaugsAdapter(tables: YaugsGmTables = emptyGmTables()): SystemAdapter<YaugsSchemas> {
  return {
    system: 'yaugs',
    schemas: yaugsSchemas,
    initialHarm: (c) => initialYaugsHarm(c),
    moveBudget: (_c, state) => yaugsMoveBudget(state),
    // The GM orders YAUGS turns; the reducer keeps the order chosen at the start of combat.
    roundOrder: () => null,
    weapons: (c): WeaponInfo[] =>
      hasYaugsSheet(c) ? mapped(c.sheet.weapons, (w) => ({ name: w.name, ranged: w.mode === 'ranged', reachHexes: w.reachHexes ?? 1 })) : [],
    plan: (state, req, facts) => planYaugsAttack(state, req, facts, tables),
    area: yaugsArea,
    // RULES.md 1.3: a melee weapon's reach; a ranged one's bands as its sheet sets them.
    bandEdges: (c, weapon) => {
      const w = hasYaugsSheet(c) ? c.sheet.weapons.find((x) => x.name === weapon) : undefined;
      if (!w) return [];
      if (w.mode === 'melee') return [{ label: 'reach', hexes: w.reachHexes ?? 1 }];
      const names = { pointBlank: 'point blank', short: 'short', medium: 'medium', long: 'long' } as const;
      return (Object.keys(names) as (keyof typeof names)[]).flatMap((b) => (w.ranges?.[b] === undefined ? [] : [{ label: names[b], meters: w.ranges[b]! }]));
    },
    oddsSummary: (p) => gather(p, (id) => (id.startsWith('attacker-wins') ? 'hit' : id === 'parried' ? 'parried' : id === 'tie' ? 'no result' : id.startsWith('defender-wins') ? 'defended' : null)),
    commands: {
      'yaugs-raise-oq': raiseOq,
      'free-roll': (state, cmd, dice) => resolveFreeRoll(state, cmd, table(state, cmd.roll), dice),
    },
    freeRollOdds: (state, roll) => {
      const t = table(state, roll);
      return 'reason' in t ? t : oddsOf(t);
    },
    editHarm: editYaugsHarm,
    conditions: YAUGS_CONDITIONS,
    turns: 'fixed-order',
    counterAttacks: true,
    roundBegins,
    turnBegins,
    isOut: (harm) => yaugsIsOut(harm),
    describeHarm: (harm) => describeYaugsHarm(harm),
    harmWords: (harm) => yaugsHarmWords(harm),
  };
}

function table(state: CombatState, roll: FreeRoll): FreeRollTable | { reason: string } {
  if (roll.system !== 'yaugs' || state.encounter.system !== 'yaugs') return { reason: 'A YAUGS roll is a d100 against a target.' };
  return yaugsTargetTable(roll.target, state.encounter.settings);
}

/** The YAUGS adapter with empty GM tables (the source has no table content). */
export const yaugsAdapter: SystemAdapter<YaugsSchemas> = createYaugsAdapter();

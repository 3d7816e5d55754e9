// The YAUGS system adapter: the engine's questions answered with the YAUGS rules core
// (shared/rules/yaugs, RULES.md section 1). Turn order is the GM's; movement and hit points are
// House defaults because the source has no rules for them.
import type { PreviewCommon } from '../../rules/preview';
import type { TacticalFacts } from '../../rules/tactics/facts';
import { emptyGmTables, type YaugsGmTables } from '../../rules/yaugs/gmTables';
import { buildBoard } from '../../model/board';
import type { AttackChoices } from '../../model/commands';
import { factsFor } from '../../model/facts';
import type { CombatState } from '../../model/state';
import type { DieSlot, PreviewRequest, SystemAdapter, WeaponInfo } from '../definition';
import { attackSetup, CANNOT_MOVE, CANNOT_SEE } from './attackSetup';
import { hasCondition } from '../../model/query';
import { describeYaugsHarm, editYaugsHarm, hasYaugsSheet, initialYaugsHarm, yaugsHarmWords, yaugsIsOut } from './harm';
import { yaugsMoveBudget } from './movement';
import { raiseOq } from './raiseOq';
import { roundBegins, turnBegins } from './round';
import { gather } from '../oddsSummary';
import { oddsOf, resolveFreeRoll, type FreeRollTable } from '../freeRoll';
import { yaugsTargetTable } from './freeRoll';
import type { FreeRoll } from '../definition';
import { yaugsSettings } from '../../rules/settings';
import { resolveYaugsAttack } from './resolveAttack';
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
      hasYaugsSheet(c) ? c.sheet.weapons.map((w) => ({ name: w.name, ranged: w.mode === 'ranged', reachHexes: w.reachHexes ?? 1 })) : [],
    defaultChoices: (state, attacker, defender, weapon) => defaultChoices(state, attacker, defender, weapon),
    preview: (state, req, facts) => preview(state, req, facts),
    attack: (state, cmd, facts, dice) => resolveYaugsAttack(state, cmd, facts, dice, tables),
    attackDice: (state, req, facts) => yaugsAttackDice(state, req, facts),
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
  return yaugsTargetTable(roll.target, yaugsSettings(state.encounter.settings));
}

/** RULES.md 1.2-1.6 in roll order: the attacker's d100; the defender's when it defends actively; the parry if the attack wins; damage if it hits. */
function yaugsAttackDice(state: CombatState, req: PreviewRequest, facts: TacticalFacts): DieSlot[] {
  if (req.choices.system !== 'yaugs') return [];
  const setup = attackSetup(state, req, facts, req.choices);
  if (!setup.ok) return [];
  const { attacker: a, defender: d, weapon, preview: p } = setup.value;
  const slots: DieSlot[] = [{ label: `${a.name}: ${weapon.skill}`, dice: 'd100', when: null }];
  if (p.defender.mode.active) slots.push({ label: `${d.name}: Active Defence`, dice: 'd100', when: null });
  if (p.parry.available) slots.push({ label: `${d.name}: ${p.parry.kind} with ${p.parry.object}`, dice: 'd100', when: 'if the attack wins' });
  slots.push({ label: `Damage (${weapon.name})`, dice: weapon.damage, when: 'if it hits; a critical doubles the dice' });
  return slots;
}

/** The YAUGS adapter with empty GM tables (the source has no table content). */
export const yaugsAdapter: SystemAdapter<YaugsSchemas> = createYaugsAdapter();

function defaultChoices(state: CombatState, attacker: string, defender: string, weapon: string): AttackChoices {
  const a = state.encounter.combatants.find((c) => c.id === attacker);
  const d = state.encounter.combatants.find((c) => c.id === defender);
  const w = a && hasYaugsSheet(a) ? a.sheet.weapons.find((x) => x.name === weapon) : undefined;
  if (!a || !d || !w) return { system: 'yaugs', defenderAware: true, defenderCanMove: true, areaEffect: false, parryWith: null };
  const { facts } = factsFor(state, buildBoard(state.encounter, state.out), attacker, defender, w.reachHexes ?? 1);
  const base = {
    // Facing off (null) means nobody is ever behind: the defender sees the attack coming, unless blinded.
    defenderAware: facts.fromBehind !== true && !hasCondition(state, defender, ...CANNOT_SEE),
    // Someone already out of the fight, or bound or stunned, cannot dodge; the GM can still tick it.
    defenderCanMove: !state.out.includes(defender) && !hasCondition(state, defender, ...CANNOT_MOVE),
    areaEffect: w.damageType === 'area',
  };
  const setup = attackSetup(state, { attacker, defender, weapon, situational: [] }, facts, { ...base, parryWith: undefined });
  const parry = setup.ok ? setup.value.preview.parry : null;
  return { system: 'yaugs', ...base, parryWith: parry?.available ? parry.object : null };
}

function preview(state: CombatState, req: PreviewRequest, facts: TacticalFacts): PreviewCommon {
  if (req.choices.system !== 'yaugs') return noAttack(`Those are ${req.choices.system} choices; this attack needs YAUGS choices.`);
  const setup = attackSetup(state, req, facts, req.choices);
  if (!setup.ok) return noAttack(setup.reason);
  const { preview: p, blocked } = setup.value;
  if (blocked === null) return p;
  // Keep the breakdown for the GM, but the odds of an attack the engine refuses would mislead.
  return { ...p, outcomes: [{ id: 'no-attack', label: 'No attack', probability: 1, detail: blocked }], notes: [blocked, ...p.notes] };
}

function noAttack(reason: string): PreviewCommon {
  return { system: 'yaugs', modifiers: [], total: 0, outcomes: [{ id: 'no-attack', label: 'No attack', probability: 1, detail: reason }], notes: [reason] };
}

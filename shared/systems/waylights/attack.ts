// One Waylights exchange as an engine attack (RULES.md 3.3): the attacker splits its pool, the
// defender splits its own, every die is rolled, and resolveMutualExchange settles both attacks in
// Timing order, with the Injury revision for the slower side. Both sides can take Wounds and tension.
//
// Dice order (typed dice are consumed in exactly this order, each a d<dieSize>):
//   1. the attacker's attack dice (choices.attackDice of them),
//   2. the attacker's defence dice (the rest of its pool),
//   3. the defender's defence dice (choices.defenceDice),
//   4. the defender's attack dice (the rest of its pool), only when one of its weapons reaches the
//      attacker; otherwise those dice are wasted and not rolled.
// Cover (house rule coverModifierPerPoint x cover) lies between the two, so it adds to the defence of
// both sides, each against the other's attack; at arm's length the tactical facts report no cover.
import { mapped, withMembers } from '../../model/record';
import { rollDice, type DiceRoll, type DiceSource } from '../../dice';
import { fighterFromSheet, resolveMutualExchange, weaponReaches } from '../../rules/waylights';
import type { TacticalFacts } from '../../rules/tactics/facts';
import { combatantById } from '../../model/query';
import type { AnyCombatant } from '../../model/schema';
import type { CombatState } from '../../model/state';
import type { AttackResolution, PreviewRequest } from '../definition';
import { UNLOGGED } from '../planParts';
import {
  counterWeapon, coverDefence, harmOf, poolOf, settingsOf, sheetOf, situationalEffects, weaponOf, type WaylightsHarm,
} from './combatant';
import { exchangeEvent, type ExchangeRecord } from './exchangeLog';
import { splitsFor } from './split';
import { planStepAside, stepWords, type StepPlan } from './stepAside';
import { fightRefusal } from './turnBudget';

type Result = { ok: true; value: AttackResolution } | { ok: false; reason: string };

function rollGroup(count: number, sides: number, source: DiceSource): DiceRoll | null {
  return count === 0 ? null : rollDice({ terms: [{ count, sides }], modifier: 0 }, source);
}

function facesOf(roll: DiceRoll | null): number[] {
  return roll ? mapped(roll.faces, (f) => f.value) : [];
}

/** Resolves one exchange started by cmd.attacker, or says why it cannot happen (nothing rolled then); `log` false leaves its entry UNLOGGED. */
export function resolveWaylightsAttack(state: CombatState, cmd: PreviewRequest, facts: TacticalFacts, source: DiceSource, log = true): Result {
  const choices = cmd.choices;
  if (choices.system !== 'waylights') return { ok: false, reason: `Those are ${choices.system} choices, but this encounter runs Waylights.` };
  const a = combatantById(state, cmd.attacker);
  const d = combatantById(state, cmd.defender);
  if (!a || !d) return { ok: false, reason: `No combatant "${a ? cmd.defender : cmd.attacker}".` };
  const aSheet = sheetOf(a);
  const dSheet = sheetOf(d);
  const s = settingsOf(state);
  const weapon = weaponOf(aSheet, cmd.weapon);
  if (!weapon) return { ok: false, reason: `${a.name} has no weapon called "${cmd.weapon}".` };
  if (!weaponReaches(weapon, facts)) {
    const reach = weapon.kind === 'ranged' ? `range of ${weapon.name} (${weapon.rangeHexes ?? 0} hexes)` : `reach of ${weapon.name} (${weapon.reachHexes})`;
    return { ok: false, reason: `${d.name} is ${facts.distanceHexes} hexes away, beyond the ${reach}.` };
  }
  if (state.out.includes(d.id)) return killKnockedOut(state, a, d, weapon.name);
  const split = splitsFor({ attacker: a.name, defender: d.name }, { attacker: poolOf(aSheet, s), defender: poolOf(dSheet, s) }, choices, weapon.kind);
  if (!split.ok) return split;
  const splits = split.value;
  let step: StepPlan | null = null;
  if (choices.stepAside) {
    const planned = planStepAside(state, a, d, { attacker: aSheet.timing, defender: dSheet.timing }, weapon, choices.stepAside, facts);
    if (!planned.ok) return planned;
    step = planned.value;
  }
  // A faster defender has stepped already: the exchange goes on from where it now stands.
  const at = step?.facts ?? facts;
  const counter = counterWeapon(dSheet, at);

  const rolls = {
    attackerAttack: rollGroup(splits.attacker.attack, s.dieSize, source),
    attackerDefence: rollGroup(splits.attacker.defence, s.dieSize, source),
    defenderDefence: rollGroup(splits.defender.defence, s.dieSize, source),
    defenderAttack: counter ? rollGroup(splits.defender.attack, s.dieSize, source) : null,
  };

  const before: Record<string, WaylightsHarm> = { [a.id]: harmOf(state, a.id), [d.id]: harmOf(state, d.id) };
  const cover = coverDefence(at, s);
  const attacker = fighterFromSheet(a.id, aSheet, { wounds: before[a.id]!.wounds, weapon: weapon.name, dieEffects: situationalEffects(cmd.situational), extraDefence: cover }, s);
  const defender = fighterFromSheet(d.id, dSheet, { wounds: before[d.id]!.wounds, ...(counter ? { weapon: counter.name } : {}), extraDefence: cover }, s);
  const result = resolveMutualExchange({
    attacker,
    defender,
    dice: {
      // An attack that lost its target to a step hits nothing; its dice are still rolled and spent.
      attacker: { attack: step?.attackVoid ? [] : facesOf(rolls.attackerAttack), defence: facesOf(rolls.attackerDefence) },
      defender: { attack: facesOf(rolls.defenderAttack), defence: facesOf(rolls.defenderDefence) },
    },
    settings: s,
  });

  const after: Record<string, WaylightsHarm> = {};
  const harm: Record<string, WaylightsHarm> = {};
  for (const id of [a.id, d.id]) {
    const b = before[id]!;
    const r = result.after[id]!;
    const h: WaylightsHarm = { system: 'waylights', wounds: r.wounds, injury: r.injury, tension: b.tension + (result.tension[id] ?? 0) };
    after[id] = h;
    if (h.wounds !== b.wounds || h.injury !== b.injury || h.tension !== b.tension) harm[id] = h;
  }
  const event = log ? exchangeEntry(state, a, d, { attacker: a, defender: d, weapon, counter, splits, rolls, result, before, after, voided: step?.attackVoid === true }, step) : UNLOGGED;
  return {
    ok: true,
    value: { harm, coverDamage: null, event, counts: { metActively: false, atRange: facts.category === 'ranged' }, ...(step ? { moves: [{ id: d.id, to: step.to }] } : {}) },
  };
}

/** The exchange's log entry, with the step aside when the defender took one. */
function exchangeEntry(state: CombatState, a: AnyCombatant, d: AnyCombatant, x: ExchangeRecord, step: StepPlan | null): AttackResolution['event'] {
  const logged = exchangeEvent(x);
  if (!step) return logged;
  // The log reads the dice from the exchange; a voided attack's dice were rolled and spent all the same.
  const rolls = x.rolls;
  const spent = step.attackVoid && rolls.attackerAttack
    ? [{ label: `${a.name}: attack dice, spent (the target stepped away first)`, roll: rolls.attackerAttack, modifiers: [], total: rolls.attackerAttack.total, against: null, outcome: 'hits nothing' }]
    : [];
  return { ...logged, summary: `${logged.summary}; ${stepWords(d.name, a.name, step, state.encounter.map.orientation)}`, rolls: [...spent, ...logged.rolls], ...(step.attackVoid ? { result: 'miss' as const } : {}) };
}

/**
 * RULES.md 3.2: killing a knocked-out character takes both actions: a Fight against it, no exchange,
 * and it dies. The log says so.
 */
function killKnockedOut(state: CombatState, a: AnyCombatant, d: AnyCombatant, weapon: string): Result {
  const h = harmOf(state, d.id);
  if (h.dead) return { ok: false, reason: `${d.name} is already dead.` };
  const busy = state.current === a.id ? fightRefusal(a.name, sheetOf(a).movement, state.use, 'kill') : null;
  if (busy) return { ok: false, reason: busy };
  return {
    ok: true,
    value: {
      harm: { [d.id]: withMembers(h, { dead: true }) },
      coverDamage: null,
      counts: { metActively: false, atRange: false },
      kill: true,
      event: {
        kind: 'attack',
        actor: a.id,
        target: d.id,
        summary: `${a.name} kills the knocked-out ${d.name} with ${weapon} (both actions of the turn)`,
        rolls: [],
        effects: [`${d.name} is dead`],
        result: 'hit',
        gmOnly: false,
      },
    },
  };
}

// Resolves one YAUGS attack with the rules core: the opposed d100 roll (RULES.md 1.2-1.4), the
// parry or block (1.5) and the House damage (1.6). Dice are taken from the source in this order:
// attacker d100; defender d100 when it defends actively; parry/block d100 when the GM chose an
// object, the attack won and the parry is allowed; then the damage dice when the attack hits.
import { parseDice, rollDice, rollDie, type DiceParseResult, type DiceSource } from '../../dice';
import type { TacticalFacts } from '../../rules/tactics/facts';
import { resolveActive } from '../../rules/yaugs/active';
import { damageDice, resolveDamage } from '../../rules/yaugs/damage';
import type { YaugsGmTables } from '../../rules/yaugs/gmTables';
import { blockCapacity, resolveParry } from '../../rules/yaugs/parry';
import { sheetSkill } from '../../rules/yaugs/sheet';
import type { CombatantOf } from '../../model/schema';
import type { CombatState } from '../../model/state';
import type { PreviewCommon } from '../../rules/preview';
import type { AttackResolution, DieSlot, PlanRequest, PreviewRequest, SystemPlan } from '../definition';
import { completed, lazy, UNLOGGED } from '../planParts';
import { attackEvent, type RolledDamage, type TriedParry } from './attackEvent';
import { attackSetup, CANNOT_MOVE, CANNOT_SEE, capBand, withoutParry, type YaugsChoices } from './attackSetup';
import { hasCondition, seesAttacker } from '../../model/query';
import { mapped, withEntry } from '../../model/record';
import { hasYaugsSheet, initialYaugsHarm, withHp, type YaugsHarm } from './harm';
import { attackedKey, blocksUsedOf } from './roundUse';
import { asSystemState, yaugsRound, type YaugsRound } from './round';

/**
 * A YAUGS attack planned once (RULES.md 1.2-1.6): the setup (combatants, weapon, exact odds, what
 * forbids it) is gathered on first ask and shared by the preview, the dice list and the roll.
 * Without choices, the defaults are worked out first, and their setup is the plan's whenever it
 * can be (the parry object the rules core picks is the one the defaults name).
 */
export function planYaugsAttack(state: CombatState, asked: PlanRequest, facts: TacticalFacts, tables: YaugsGmTables): SystemPlan {
  const defaults = asked.choices ? null : yaugsDefaults(state, asked, facts);
  const req = completed(asked, asked.choices ?? defaults!.choices);
  const setup = lazy((): SetupResult => {
    if (defaults?.setup) return defaults.setup;
    const choices = req.choices;
    if (choices.system !== 'yaugs') return { ok: false, reason: `Those are ${choices.system} choices; this attack needs YAUGS choices.` };
    return attackSetup(state, req, facts, choices);
  });
  return {
    choices: req.choices,
    preview: lazy(() => previewOf(setup())),
    dice: lazy(() => diceOf(setup())),
    resolve: (dice, log = true) => resolveYaugsAttack(state, req, setup(), dice, tables, log),
  };
}

/**
 * The default choices of an attack, with the setup they were read from when the plan can use it.
 * The defender is aware unless attacked from behind, blinded or by an attacker hidden from it, moves unless out or held, and
 * parries with the object the rules core picks; with none free, it parries with nothing.
 */
function yaugsDefaults(state: CombatState, req: PlanRequest, facts: TacticalFacts): { choices: YaugsChoices; setup: SetupResult | null } {
  const a = state.encounter.combatants.find((c) => c.id === req.attacker);
  const d = state.encounter.combatants.find((c) => c.id === req.defender);
  const w = a && hasYaugsSheet(a) ? a.sheet.weapons.find((x) => x.name === req.weapon) : undefined;
  if (!a || !d || !w) return { choices: { system: 'yaugs', defenderAware: true, defenderCanMove: true, areaEffect: false, parryWith: null }, setup: null };
  const base = {
    // Facing off (null) means nobody is ever behind: the defender sees the attack coming, unless
    // blinded or the attacker is hidden from it (an ambusher the party has not seen).
    defenderAware: facts.fromBehind !== true && !hasCondition(state, d.id, CANNOT_SEE) && seesAttacker(state, a.id, d.id),
    // Someone already out of the fight, or bound or stunned, cannot dodge; the GM can still tick it.
    defenderCanMove: !state.out.includes(d.id) && !hasCondition(state, d.id, CANNOT_MOVE),
    areaEffect: w.damageType === 'area',
  };
  // The rules core's pick does not depend on the situational modifiers or on a Counter-Attack, so
  // the setup is read with the request's own and is the plan's: with the object it picked, the
  // rules core weighs that one alone and answers the same; with none free, the odds are those of
  // no parry, and only the words of why differ (the defaults chose none).
  const setup = attackSetup(state, req, facts, { defenderAware: base.defenderAware, defenderCanMove: base.defenderCanMove, areaEffect: base.areaEffect, parryWith: undefined });
  if (!setup.ok) return { choices: { system: 'yaugs', ...base, parryWith: null }, setup };
  const parry = setup.value.preview.parry;
  if (parry.available) return { choices: { system: 'yaugs', ...base, parryWith: parry.object }, setup };
  return { choices: { system: 'yaugs', ...base, parryWith: null }, setup: { ok: true, value: { ...setup.value, preview: withoutParry(setup.value.preview) } } };
}

function previewOf(setup: SetupResult): PreviewCommon {
  if (!setup.ok) return noAttack(setup.reason);
  const { preview: p, blocked } = setup.value;
  if (blocked === null) return p;
  // Keep the breakdown for the GM, but the odds of an attack the engine refuses would mislead.
  return { ...p, outcomes: [{ id: 'no-attack', label: 'No attack', probability: 1, detail: blocked, harms: false }], notes: [blocked, ...p.notes] };
}

function noAttack(reason: string): PreviewCommon {
  return { system: 'yaugs', modifiers: [], total: 0, outcomes: [{ id: 'no-attack', label: 'No attack', probability: 1, detail: reason, harms: false }], notes: [reason] };
}

/** RULES.md 1.2-1.6 in roll order: the attacker's d100; the defender's when it defends actively; the parry if the attack wins; damage if it hits. */
function diceOf(setup: SetupResult): DieSlot[] {
  if (!setup.ok) return [];
  const { attacker: a, defender: d, weapon, preview: p } = setup.value;
  const slots: DieSlot[] = [{ label: `${a.name}: ${weapon.skill}`, dice: 'd100', when: null }];
  if (p.defender.mode.active) slots.push({ label: `${d.name}: Active Defence`, dice: 'd100', when: null });
  if (p.parry.available) slots.push({ label: `${d.name}: ${p.parry.kind} with ${p.parry.object}`, dice: 'd100', when: 'if the attack wins' });
  slots.push({ label: `Damage (${weapon.name})`, dice: weapon.damage, when: 'if it hits; a critical doubles the dice', upTo: 2 });
  return slots;
}

type SetupResult = ReturnType<typeof attackSetup>;

/** Rolls and resolves a planned YAUGS attack; a refusal changes nothing and rolls nothing. `log` false leaves its entry UNLOGGED. */
function resolveYaugsAttack(
  state: CombatState,
  cmd: PreviewRequest,
  setup: SetupResult,
  dice: DiceSource,
  tables: YaugsGmTables,
  log: boolean,
): { ok: true; value: AttackResolution } | { ok: false; reason: string } {
  if (!setup.ok) return setup;
  const choices = cmd.choices as YaugsChoices;
  const { attacker: a, defender: d, weapon, preview: p, blocked } = setup.value;
  if (blocked !== null) return { ok: false, reason: blocked };
  const expr = damageExpression(weapon.damage);
  if (!expr.ok) return { ok: false, reason: `${a.name}'s ${weapon.name} has an unreadable damage expression: ${expr.error.message}.` };

  const attackRoll = rollDie(100, dice);
  const defenceRoll = p.defender.mode.active ? rollDie(100, dice) : null;
  const exchange = resolveActive(
    { skill: p.attacker.total, roll: attackRoll.total, level: p.attacker.level.level },
    { defence: p.defender.total, roll: defenceRoll?.total, level: p.defender.level.value },
  );

  let parry: TriedParry | null = null;
  const offer = p.parry;
  if (exchange.winner === 'attacker' && offer.available) {
    const object = d.sheet.weapons.find((w) => w.name === offer.object)!;
    const roll = rollDie(100, dice);
    const result = resolveParry({
      roll: roll.total,
      skill: sheetSkill(d.sheet, object.skill).percentile,
      blockBonus: object.blockBonus ?? 0,
      attackTotal: exchange.attackerTotal,
    });
    parry = { object, kind: offer.kind, roll, result };
  }

  const hit = exchange.winner === 'attacker' && !(parry?.result.success ?? false);
  const before = currentHarm(state, d);
  let damage: RolledDamage | null = null;
  let after: YaugsHarm = before;
  if (hit) {
    const critical = exchange.critical === 'attacker';
    const roll = rollDice(damageDice(expr.value, critical), dice);
    const result = resolveDamage(expr.value, mapped(roll.faces, (f) => f.value), { armourAbsorption: d.sheet.armourAbsorption, critical });
    damage = { roll, result };
    after = withHp(before, before.hp - result.damage);
  }

  // The round after it: the attacking weapon and any parrying object committed, the offer used up
  // (a Counter-Attack) and a new one made (a critical defence, RULES.md 1.2).
  const round = yaugsRound(state);
  let committed = commit(round.committed, a.id, attackedKey(weapon.name));
  if (parry) committed = commit(committed, d.id, parry.object.name);
  let offers = cmd.counterAttack ? round.counterAttacks.filter((o) => !(o.by === a.id && o.on === d.id)) : round.counterAttacks;
  // It only dodged (a parry follows only a won attack), so any of its weapons strikes back.
  if (exchange.critical === 'defender') offers = [...offers, { by: d.id, on: a.id, with: null }];
  const event = log ? attackEvent({
    attacker: a,
    defender: d,
    weapon,
    preview: p,
    attackRoll,
    defenceRoll,
    exchange,
    parry,
    parryCapacity: parry ? { used: blocksUsedOf(state, d.id, parry.object.name) + 1, of: blockCapacity(parry.object) } : null,
    parryWanted: choices.parryWith,
    damage,
    harm: after,
    tables,
  }) : UNLOGGED;
  return {
    ok: true,
    value: {
      harm: after === before ? {} : { [d.id]: after },
      coverDamage: null,
      event,
      counts: { metActively: p.defender.mode.active, atRange: capBand(p) !== 'melee' },
      systemState: asSystemState({ committed, raises: round.raises, counterAttacks: offers }),
    },
  };
}

// Each weapon's damage text, read (the same few texts, on every hit). Parsed on every attack, a
// simulated 4-against-4 YAUGS fight took 2.5% more CPU (0 to 6% in four series). The results are
// never changed.
const damageExpressions = new Map<string, DiceParseResult>();
const DAMAGE_EXPRESSIONS_MAX = 1000;

function damageExpression(text: string): DiceParseResult {
  let parsed = damageExpressions.get(text);
  if (!parsed) {
    parsed = parseDice(text);
    if (damageExpressions.size >= DAMAGE_EXPRESSIONS_MAX) damageExpressions.clear();
    damageExpressions.set(text, parsed);
  }
  return parsed;
}

/** One more use of `item` by `id` this round. */
function commit(committed: YaugsRound['committed'], id: string, item: string): YaugsRound['committed'] {
  const mine = committed[id] ?? {};
  return withEntry(committed, id, withEntry(mine, item, (mine[item] ?? 0) + 1));
}

function currentHarm(state: CombatState, d: CombatantOf<'yaugs'>): YaugsHarm {
  const h = state.harm[d.id];
  return h?.system === 'yaugs' ? h : initialYaugsHarm(d);
}
